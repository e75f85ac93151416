#include "games/cuisineworld/cuisineworld_environment.h"

#include <cstdio>

#include "games/cuisineworld/cuisineworld_observation.h"
#include "games/cuisineworld/cuisineworld_state.h"

namespace craftmate::games::cuisine {

namespace {

std::string tauLabel(double tau) {
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, "%.1f", tau);
  return buffer;
}

std::string joinLines(const std::vector<std::string>& lines) {
  std::string out;
  for (const std::string& line : lines) out += (out.empty() ? "" : "\n") + line;
  return out;
}

}  // namespace

CuisineEnvironment::CuisineEnvironment(CuisineConfig config) : config_(std::move(config)) {
  for (double tau : config_.taus) tallies_.push_back({tau, 0, 0, 0, 0});
  startSetting(0);
}

CuisineEnvironment::~CuisineEnvironment() = default;

// Each tau setting is a fresh run of the reference script: new level timing, RNG seeded anew.
void CuisineEnvironment::startSetting(std::size_t setting) {
  setting_ = setting;
  episodeInSetting_ = 0;
  const Catalog& catalog = Catalog::builtIn();
  const LevelSpec& spec = *catalog.level(config_.level);
  const double tau = config_.taus[setting];
  state_.reset();
  level_ = std::make_unique<Level>(catalog, spec, oracleTiming(catalog, spec, tau));
  state_ = std::make_unique<CuisineState>(*level_, config_.agents, config_.maxSteps, config_.seed, config_.options,
                                          firstDish());
}

std::optional<ItemId> CuisineEnvironment::firstDish() const {
  if (config_.firstDish.empty()) return std::nullopt;
  return Catalog::builtIn().find(config_.firstDish);
}

void CuisineEnvironment::closeEpisodeIfOver() {
  if (!state_->ended()) return;
  SettingTally& tally = tallies_[setting_];
  tally.episodes += 1;
  tally.completed += state_->completedOrders();
  tally.failed += config_.options.failuresPerStep ? state_->failedSteps() : state_->failedOrders();
  tally.active += static_cast<int>(state_->orders().size());
  if (++episodeInSetting_ < config_.episodes) {
    state_->reset(firstDish());
  } else if (setting_ + 1 < config_.taus.size()) {
    startSetting(setting_ + 1);
  } else {
    finished_ = true;
  }
}

std::vector<int> CuisineEnvironment::agentsToAct() const {
  if (finished_) return {};
  return {0};
}

agents::CommandResult CuisineEnvironment::act(int agent, std::string_view text) {
  if (agent != 0) {
    return {"cuisineworld has one dispatcher, agent 0, who writes the commands of every kitchen agent "
            "(e.g. goto_agent1_storage0)",
            false};
  }
  if (finished_) return {"the episode is over (all scheduled steps were played); start a new one", false};
  extractCommands(text, extracted_);
  bool accepted = true;
  if (extracted_.empty()) {
    accepted = false;
    if (config_.options.noActionAdvancesClock) {
      state_->applyNoExtractedAction();
    } else {
      closeEpisodeIfOver();
      return {"no action could be extracted from your reply; write one command per agent, e.g. goto_agent0_storage0",
              false};
    }
  } else {
    const JointAction action = parseJointAction(*level_, config_.agents, extracted_);
    state_->applyJointAction(action);
    accepted = action.valid;
    for (std::uint8_t ok : state_->lastSuccess()) accepted &= ok != 0;
  }
  std::string output = joinLines(state_->feedbackTexts());
  if (!accepted && output.empty()) output = "the joint action was rejected: check the command format, e.g. get_agent0_lettuce_storage0";
  closeEpisodeIfOver();
  return {std::move(output), accepted};
}

std::string CuisineEnvironment::commandDocs(int) const { return systemPrompt(*level_, config_.options); }

std::string CuisineEnvironment::observation(int) const { return dispatcherPrompt(*state_); }

std::string CuisineEnvironment::goal(int) const { return agentInfoText(config_.agents); }

// Beyond the rules and the demo, MindAgent's dispatcher needs the kitchen team size (it plans that
// many commands), the human-mode info message, and which episode of the schedule is running (its
// memory window starts afresh with each episode, as the reference's per-episode chat does).
std::map<std::string, std::string> CuisineEnvironment::promptFields(int) const {
  int episode = 0;
  for (const SettingTally& t : tallies_) episode += t.episodes;
  return {{"STATS", ""},
          {"INVENTORY", ""},
          {"DEMO", oneShotDemoText()},
          {"RULES", systemPrompt(*level_, config_.options)},
          {"KITCHEN_AGENTS", std::to_string(config_.agents)},
          {"HUMAN_INFO", humanInfoText(config_.agents)},
          {"EPISODE", std::to_string(finished_ ? episode - 1 : episode)}};
}

agents::Score CuisineEnvironment::score() const {
  agents::Score s;
  s.ended = finished_;
  // The running episode counts too, so the numbers move while playing (and a replay that stops
  // mid-episode reports what it reached).
  std::vector<SettingTally> tallies = tallies_;
  if (!finished_) {
    SettingTally& current = tallies[setting_];
    current.completed += state_->completedOrders();
    current.failed += config_.options.failuresPerStep ? state_->failedSteps() : state_->failedOrders();
    current.active += static_cast<int>(state_->orders().size());
  }
  int completed = 0;
  int failed = 0;
  int active = 0;
  for (const SettingTally& t : tallies) {
    completed += t.completed;
    failed += t.failed;
    active += t.active;
    if (tallies.size() > 1) {
      const std::string label = "tau_" + tauLabel(t.tau);
      s.metrics["completed_" + label] = t.completed;
      s.metrics["failed_" + label] = t.failed;
      s.metrics["rate_" + label] = t.rate(config_.options.cosCountsActive);
    }
  }
  s.metrics["completed"] = completed;
  s.metrics["failed"] = failed;
  s.metrics["active"] = active;  // open when each episode ended (and open now, while playing)
  const int denominator = completed + failed + (config_.options.cosCountsActive ? active : 0);
  s.metrics["success_rate"] = denominator == 0 ? 0.0 : static_cast<double>(completed) / denominator;
  s.metrics["CoS"] = collaborationScore(tallies, config_.options.cosCountsActive);
  s.complete = finished_ && failed == 0 && completed > 0;
  return s;
}

std::vector<std::string> CuisineEnvironment::legalCommands(int agent) const {
  std::vector<std::string> texts;
  if (agent != 0 || finished_) return texts;
  for (int k = 0; k < config_.agents; ++k) {
    for (const Command& c : state_->legalCommands(k)) texts.push_back(commandText(*level_, c));
  }
  return texts;
}

}  // namespace craftmate::games::cuisine
