#pragma once
// The scripted team for MineCollab's construction tasks. Each agent reads the work left from
// !checkBlueprint ("Place stone at coordinates X: .., Y: .., Z: ..") and places the blocks of the
// materials it holds, lowest level first; where teammates hold the same material they split its
// cells by position. They tell each other their inventories (the leader opens, the others answer)
// and say when their part is done, then check the blueprint again for anything left. Blocks are
// placed the way MINDcraft's commands allow: !setMode("cheat", true), then !goToCoordinates to the
// cell (a teleport), !stats until the position shows the cell (a short !stay between looks), and
// !placeHere (a /setblock of a block the agent holds; "Remove" fixes place air).

#include <map>
#include <string>
#include <vector>

#include "agents/scripted_minecollab/scripted_teammate.h"

namespace craftmate::agents::minecollab {

class ConstructionPlayer : public ScriptedTeammate {
 public:
  explicit ConstructionPlayer(std::string name) : ScriptedTeammate(std::move(name)) {}

 protected:
  void onOutput(const std::string& command, const std::string& output) override;
  void onMessage(const std::string& from, const TeamTalk& talk) override;
  std::string decide() override;

 private:
  bool mine(const BlueprintFix& fix) const;

  static constexpr int kRounds = 3;
  bool cheatAsked_ = false;
  bool checkPending_ = true;     // the next step is !checkBlueprint
  bool correct_ = false;
  int rounds_ = 0;
  bool introduced_ = false;
  bool toldDone_ = false;
  std::vector<BlueprintFix> work_;  // this agent's fixes, in building order
  std::size_t next_ = 0;
  bool standingAtNext_ = false;
  bool checkingPosition_ = false;
  int positionChecks_ = 0;
  std::map<std::string, ItemCounts> partnerInventory_;
};

}  // namespace craftmate::agents::minecollab
