#pragma once
// CuisineWorld as an agents::Environment. MindAgent is centralised: one dispatcher (environment
// agent 0) reads one prompt per step and writes the commands for all kitchen agents at once, e.g.
// "goto_agent0_storage0\nget_agent1_beef_storage0". The environment runs the configured schedule of
// episodes (tau settings x episodes each, 60 steps apiece) and scores it with the paper's CoS.

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "agents/environment.h"
#include "games/cuisineworld/cuisineworld_catalog.h"
#include "games/cuisineworld/cuisineworld_config.h"
#include "games/cuisineworld/cuisineworld_metrics.h"

namespace craftmate::games::cuisine {

class CuisineState;
class Level;

class CuisineEnvironment : public agents::Environment {
 public:
  explicit CuisineEnvironment(CuisineConfig config);
  ~CuisineEnvironment() override;

  std::string name() const override { return "cuisineworld"; }
  int agentCount() const override { return 1; }  // the dispatcher; config().agents kitchen agents
  std::vector<int> agentsToAct() const override;
  agents::CommandResult act(int agent, std::string_view text) override;
  std::string commandDocs(int agent) const override;  // the rules/recipes system prompt
  std::string observation(int agent) const override;  // this step's dispatcher prompt
  std::string goal(int agent) const override;         // the agent-count info message
  std::map<std::string, std::string> promptFields(int agent) const override;
  agents::Score score() const override;
  std::vector<std::string> legalCommands(int agent) const override;

  const CuisineConfig& config() const { return config_; }
  const CuisineState& state() const { return *state_; }
  const std::vector<SettingTally>& tallies() const { return tallies_; }

 private:
  void startSetting(std::size_t setting);
  void closeEpisodeIfOver();
  std::optional<ItemId> firstDish() const;

  CuisineConfig config_;
  std::vector<SettingTally> tallies_;
  std::unique_ptr<Level> level_;
  std::unique_ptr<CuisineState> state_;
  std::size_t setting_ = 0;
  int episodeInSetting_ = 0;
  bool finished_ = false;
  std::vector<std::string_view> extracted_;  // reused buffer of the extraction
};

}  // namespace craftmate::games::cuisine
