#pragma once
// The scripted team for MineCollab's construction tasks. Each agent reads the blueprint level by
// level (!getBlueprintLevel) and the work left from !checkBlueprint ("Place stone at coordinates
// X: .., Y: .., Z: .."), and places the blocks of the materials it holds, lowest level first; where
// teammates hold the same material they split its cells by position. They tell each other their
// inventories (the leader opens, the others answer) and say when their part is done, then check
// the blueprint again for anything left (and wait a little when what their blocks stand on is
// not built yet). Blocks are placed the way MINDcraft's commands allow:
// !setMode("cheat", true), then !goToCoordinates to the cell (a teleport), !stats until the
// position shows the cell, and !placeHere (a /setblock of a block the agent holds). A cell over air
// is reached from the edge of a supported neighbour or over scaffolding (build_site.h), which the
// agent removes again; a teleport that ends lower than the cell (a fall) places nothing.
// "Remove" fixes (a block where the blueprint wants air) are the leader's, once every partner has
// said it is done (before that they may be a partner's scaffolding).

#include <map>
#include <set>
#include <string>
#include <vector>

#include "agents/scripted_minecollab/build_site.h"
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
  // One block to set: a blueprint fix, a scaffold, or a scaffold's removal ("air").
  struct Step {
    enum class Kind { Fix, Scaffold, Unscaffold } kind = Kind::Fix;
    std::string block;
    Cell cell;
    StandPoint stand;
  };

  bool mine(const BlueprintFix& fix) const;
  bool partnersDone() const;
  void readGoal();
  void planRound(const std::vector<BlueprintFix>& fixes);
  std::string scaffoldMaterial() const;
  std::string goTo(const Step& step) const;
  void finishStep(bool placed);

  static constexpr int kMaxRounds = 30;   // !checkBlueprint at most (partners may undo each other)
  static constexpr int kIdleRounds = 20;  // on our own: rounds in a row that placed nothing (5 s apart)
  bool cheatAsked_ = false;
  bool goalRead_ = false;
  std::vector<int> levelsToRead_;  // level numbers from the goal, read with !getBlueprintLevel
  std::size_t levelsRead_ = 0;
  bool checkPending_ = true;       // the next step is !checkBlueprint
  bool correct_ = false;
  int rounds_ = 0;
  int idleRounds_ = 0;
  int placedThisRound_ = 0;
  int skippedThisRound_ = 0;  // fixes not placed: we fell, or never got there
  int deferred_ = 0;          // fixes left for later: they stand on a partner's unbuilt block
  bool placedSinceDone_ = false;
  bool waitBeforeCheck_ = false;
  bool introduced_ = false;
  bool toldDone_ = false;
  BuildSite site_;
  std::vector<Step> work_;         // this round's steps, in building order
  std::size_t next_ = 0;
  bool teleported_ = false;        // !goToCoordinates sent for work_[next_]
  bool standingAtNext_ = false;
  int positionChecks_ = 0;
  int teleports_ = 0;
  std::string lastPosition_;            // the last "Position: ..." !stats showed
  std::string positionBeforeTeleport_;  // ... when the current teleport was sent
  std::string atCellSeen_;              // ... in the current step's cell, once
  std::set<Cell> placedScaffolds_;
  std::map<std::string, ItemCounts> partnerInventory_;
  std::map<std::string, bool> partnerDone_;
};

}  // namespace craftmate::agents::minecollab
