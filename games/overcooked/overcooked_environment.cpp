#include "games/overcooked/overcooked_environment.h"

#include <cctype>

namespace craftmate::games::overcooked {

namespace {
constexpr const char* kLowLevelList = "[NORTH, SOUTH, EAST, WEST, STAY, INTERACT]";
const char* directionWord(Direction d) {
  static constexpr const char* kWords[] = {"north", "south", "east", "west"};
  return kWords[static_cast<int>(d)];
}
constexpr std::string_view kRules =
    "Players must coordinate to make onion soups with 3 onions each. Once a soup is cooked it needs to be placed on a "
    "plate and delivered. Players can only carry one item at a time. A soup can only be loaded onto plate by a player if "
    "they are holding a plate. The goal is to maximize the number of deliveries.";
constexpr std::string_view kConventions =
    "1. We want to be efficient and prepare for the next soup while the current soup is cooking. ";
}  // namespace

std::string_view overcookedRulesText() { return kRules; }
std::string_view overcookedConventionsText() { return kConventions; }

OvercookedEnvironment::OvercookedEnvironment(const OvercookedOptions& options)
    : options_(options), state_(layoutByName(options.layout), options.horizon) {}

std::vector<int> OvercookedEnvironment::agentsToAct() const {
  std::vector<int> out;
  if (state_.ended()) return out;
  for (int a = 0; a < 2; ++a) {
    if (needs(a)) out.push_back(a);
  }
  return out;
}

agents::CommandResult OvercookedEnvironment::act(int agent, std::string_view text) {
  if (agent < 0 || agent > 1) return {"Unknown agent " + std::to_string(agent) + ": Overcooked has agents 0 (Alice) and 1 (Bob).", false};
  if (state_.ended()) return {"The episode is over (" + std::to_string(state_.horizon()) + " time steps).", false};
  if (!needs(agent)) {
    const std::string doing = chosen_[agent] || options_.lowLevel ? "waiting for " + names_[1 - agent] + " to choose"
                                             : "still executing '" + controllers_[agent].current().text() + "'";
    return {"It is not your turn to choose: you are " + doing + ".", false};
  }
  if (options_.lowLevel) return actLowLevel(agent, text);
  const std::vector<HighLevelAction> available = availableActions(state_, agent);
  std::optional<HighLevelAction> chosen = matchAction(available, text);
  std::string output;
  if (!chosen) {
    std::string said = extractActionText(text);
    if (said.size() > 200) said = said.substr(0, 200) + "...";
    if (!options_.invalidBecomesWait) {
      return {"Your selected action: " + said +
                  " is not appropriate. It is not one of the available actions in the current state. Please choose "
                  "another action. List of Available Actions:\n" +
                  renderActionList(available),
              false};
    }
    chosen = HighLevelAction::wait();
    output = "'" + said + "' is not an available action; doing 'wait.' instead. ";
  }
  controllers_[agent].assign(*chosen);
  chosen_[agent] = true;
  history_[agent].push_back(chosen->text());
  output += names_[agent] + " will " + chosen->text();
  for (int a = 0; a < 2; ++a) {
    if (needs(a)) return {output + " (waiting for " + names_[a] + " to choose).", true};
  }
  return {output + " " + advance(), true};
}

agents::CommandResult OvercookedEnvironment::actLowLevel(int agent, std::string_view text) {
  std::string said = extractActionText(text);
  std::string word;
  for (const char c : said) {
    if (c != '.' && c != '`' && c != '*' && c != '"' && c != '\'' && !std::isspace(static_cast<unsigned char>(c))) {
      word += static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    }
  }
  int chosen = -1;
  for (int a = 0; a < kNumLowActions; ++a) {
    if (word == lowActionName(static_cast<LowAction>(a))) chosen = a;
  }
  std::string output;
  if (chosen < 0) {
    if (said.size() > 200) said = said.substr(0, 200) + "...";
    if (!options_.invalidBecomesWait) {
      return {"Your selected action: " + said +
                  " is not appropriate. It is not one of the available actions. Please choose another action. List of "
                  "Available Actions:\n" + kLowLevelList,
              false};
    }
    chosen = static_cast<int>(LowAction::kStay);
    output = "'" + said + "' is not an available action; doing STAY instead. ";
  }
  pendingLow_[agent] = chosen;
  history_[agent].push_back(lowActionName(static_cast<LowAction>(chosen)));
  output += names_[agent] + " will " + lowActionName(static_cast<LowAction>(chosen)) + ".";
  if (pendingLow_[1 - agent] < 0) return {output + " (waiting for " + names_[1 - agent] + " to choose).", true};
  const int reward = state_.applyJointAction(static_cast<LowAction>(pendingLow_[0]), static_cast<LowAction>(pendingLow_[1]));
  pendingLow_ = {-1, -1};
  output += " Time step " + std::to_string(state_.tick()) + " of " + std::to_string(state_.horizon()) + ".";
  if (reward > 0) output += " Delivered a soup: +" + std::to_string(reward) + ".";
  output += " Score: " + std::to_string(state_.score()) + ".";
  if (state_.ended()) output += " The episode is over.";
  return {output, true};
}

std::string OvercookedEnvironment::advance() {
  chosen_ = {false, false};
  const int startTick = state_.tick();
  const int startDeliveries = state_.deliveries();
  while (!state_.ended()) {
    LowAction low[2];
    for (int a = 0; a < 2; ++a) {
      const bool stalemate = options_.stalemate == OvercookedOptions::Stalemate::kBoth ||
                             (options_.stalemate == OvercookedOptions::Stalemate::kPlayer1 && a == 1);
      low[a] = controllers_[a].next(state_, a, stalemate);
    }
    state_.applyJointAction(low[0], low[1]);
    if (controllers_[0].needsAction() || controllers_[1].needsAction()) break;
  }
  std::string out = "Time step " + std::to_string(state_.tick()) + " of " + std::to_string(state_.horizon()) + " (" +
                    std::to_string(state_.tick() - startTick) + " elapsed).";
  const int delivered = state_.deliveries() - startDeliveries;
  if (delivered > 0) out += " Delivered " + std::to_string(delivered) + " soup(s): +" + std::to_string(delivered * kDeliveryReward) + ".";
  out += " Score: " + std::to_string(state_.score()) + ".";
  if (state_.ended()) out += " The episode is over.";
  return out;
}

std::string OvercookedEnvironment::commandDocs(int) const {
  return "Select one action from the Available Actions list in the state, written exactly as listed (e.g. `pick up "
         "onion from o0.`, `place onion in c0.`, `load soup on plate from c0.`, `place soup for delivery in d0.`, "
         "`wait.`, `move away.`). Format your response as:\nExplanation:<Brief explanation for my next action>.\n"
         "Action: <action>.";
}

std::string OvercookedEnvironment::observation(int agent) const {
  std::string text = renderObservation(state_, agent, history_[agent], options_.style, names_);
  if (!options_.lowLevel) return text;
  // Low-level play needs where the chefs stand and face; the list is the six moves.
  const size_t cut = text.find("Available Actions:");
  text.resize(cut == std::string::npos ? text.size() : cut);
  const Chef& me = state_.chef(agent);
  const Chef& other = state_.chef(1 - agent);
  text += "<Positions>: I am at (" + std::to_string(me.pos.x) + ", " + std::to_string(me.pos.y) + ") facing " +
          directionWord(me.facing) + ". " + names_[1 - agent] + " is at (" + std::to_string(other.pos.x) + ", " +
          std::to_string(other.pos.y) + ") facing " + directionWord(other.facing) + ".\n";
  text += "Available Actions:\n";
  text += kLowLevelList;
  return text;
}

std::string OvercookedEnvironment::goal(int agent) const {
  // The paper's base prompt (Appendix A.1).
  return "I am " + names_[agent] + ". I am playing the game Overcooked with my partner " + names_[1 - agent] + ". " +
         state_.layout().description + "\nOvercooked has the following rules: " + std::string(kRules) +
         ".\nWe have agreed to follow the following conventions:\n" + std::string(kConventions) +
         ". I'll provide my action history, current state, teammates status, and my possible actions. Help me select "
         "the best action from the list.\nFormat your response as:\nExplanation:<Brief explanation for my next action>.\n"
         "Action: <action>.\nOnly select one action. Do not say anything else. Got it?";
}

std::map<std::string, std::string> OvercookedEnvironment::promptFields(int agent) const {
  return {{"STATS", "Time step " + std::to_string(state_.tick()) + " of " + std::to_string(state_.horizon()) +
                        ", score " + std::to_string(state_.score())},
          {"INVENTORY", std::string(itemWord(state_.chef(agent).held))},
          {"LAYOUT", state_.layout().description},
          {"RULES", std::string(kRules)},
          {"CONVENTIONS", std::string(kConventions)}};
}

agents::Score OvercookedEnvironment::score() const {
  agents::Score s;
  s.ended = state_.ended();
  s.complete = false;  // Overcooked has no goal state: the score is the measure
  s.metrics = {{"score", state_.score()}, {"deliveries", state_.deliveries()}, {"ticks", state_.tick()}};
  return s;
}

std::vector<std::string> OvercookedEnvironment::legalCommands(int agent) const {
  std::vector<std::string> out;
  if (state_.ended() || agent < 0 || agent > 1 || !needs(agent)) return out;
  if (options_.lowLevel) {
    for (int a = 0; a < kNumLowActions; ++a) out.push_back(lowActionName(static_cast<LowAction>(a)));
    return out;
  }
  for (const HighLevelAction& a : availableActions(state_, agent)) out.push_back(a.text());
  return out;
}

}  // namespace craftmate::games::overcooked
