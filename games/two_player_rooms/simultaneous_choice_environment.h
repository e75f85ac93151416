#pragma once
// The turn machinery of a two-player world in which Alice and Bob choose at the same time from
// numbered action lists (Collab Capture, Collab Escape): each reply is read against the player's
// legal moves; an unreadable one is rejected (the player answers again) or counts as the game's
// default action; once both have chosen, the joint move is applied and the game narrates the turn.
//
// `State` provides LegalMoves(agent) (a list of actions with an ADL `actionText(action)`),
// ApplyJointMove(alice, bob), ended(), turns() and rules().maxTurns. The game fills in a
// ChoiceGame: what differs (how a reply names an action, the texts, what counts as a win).

#include <array>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

#include "agents/environment.h"
#include "games/coordqa/coordqa_choice_matching.h"
#include "games/two_player_rooms/choice_turn_texts.h"

namespace craftmate::games::two_player_rooms {

// What an unreadable reply does.
enum class BadActionPolicy {
  Retry,          // default: rejected with feedback; the player answers again (action verification)
  DefaultAction,  // the reference code's fallback, made deterministic: the game's default action
};

struct ChoiceEnvironmentOptions {
  BadActionPolicy badAction = BadActionPolicy::Retry;
  coordqa::ChoiceMatchOptions matching;
};

// One game's part, as a table of its texts and rules over the current state.
template <class State>
struct ChoiceGame {
  using Action = std::remove_cvref_t<decltype(std::declval<const State&>().LegalMoves(0)[0])>;
  using Text = std::function<std::string(const State&)>;
  using AgentText = std::function<std::string(const State&, int agent)>;

  std::string name;
  std::string winMetric;  // the score's metric that is 1 for a won episode ("capture_rate")
  Action defaultAction;   // what an unreadable reply counts as under BadActionPolicy::DefaultAction
  // Index into state.LegalMoves(agent) of the action `reply` names, or -1.
  std::function<int(const State&, int agent, std::string_view reply, const coordqa::ChoiceMatchOptions&)> parseReply;
  AgentText commandDocs;
  AgentText observation;
  AgentText goal;
  std::function<bool(const State&)> won;
  Text gameOverReason;  // why no more actions are taken, after "The game is over: "
  Text narrateTurn;     // told to the player who completed the turn, about the turn just applied
};

template <class State>
class SimultaneousChoiceEnvironment : public agents::Environment {
 public:
  using Action = typename ChoiceGame<State>::Action;

  // An unreadable reply is rejected and the player answers again (BadActionPolicy::Retry) or counts
  // as the game's default action.
  SimultaneousChoiceEnvironment(ChoiceGame<State> game, State initial, ChoiceEnvironmentOptions options)
      : game_(std::move(game)), state_(std::move(initial)), options_(std::move(options)) {}

  std::string name() const final { return game_.name; }
  std::string commandDocs(int agent) const final { return game_.commandDocs(state_, agent); }
  std::string observation(int agent) const final { return game_.observation(state_, agent); }
  std::string goal(int agent) const final { return game_.goal(state_, agent); }

  agents::Score score() const final {
    agents::Score s;
    s.complete = game_.won(state_);
    s.ended = state_.ended();
    s.metrics[game_.winMetric] = s.complete ? 1.0 : 0.0;
    s.metrics["turns"] = state_.turns();
    return s;
  }

  int agentCount() const final { return 2; }

  std::vector<int> agentsToAct() const final {
    std::vector<int> out;
    if (state_.ended()) return out;
    for (int agent : {0, 1}) {
      if (!pending_[static_cast<size_t>(agent)]) out.push_back(agent);
    }
    return out;
  }

  agents::CommandResult act(int agent, std::string_view text) final {
    if (agent != 0 && agent != 1) return {noSuchAgentText(agent), false};
    if (state_.ended()) return {"The game is over: " + game_.gameOverReason(state_), false};
    if (pending_[static_cast<size_t>(agent)]) return {alreadyChosenText(agent), false};
    const auto moves = state_.LegalMoves(agent);
    const int index = game_.parseReply(state_, agent, text, options_.matching);
    std::string prefix;
    bool accepted = true;
    Action chosen;
    if (index < 0) {
      std::string feedback = invalidActionText(text, choiceTexts(agent));
      if (options_.badAction == BadActionPolicy::Retry) return {feedback, false};
      chosen = game_.defaultAction;
      prefix = feedback + " Treated as: " + actionText(chosen) + ".\n";
      accepted = false;
    } else {
      chosen = moves[static_cast<size_t>(index)];
    }
    pending_[static_cast<size_t>(agent)] = chosen;
    if (!pending_[static_cast<size_t>(1 - agent)]) return {prefix + waitingForPartnerText(agent, actionText(chosen)), accepted};
    state_.ApplyJointMove(*pending_[0], *pending_[1]);
    pending_ = {};
    return {prefix + game_.narrateTurn(state_), accepted};
  }

  std::map<std::string, std::string> promptFields(int) const final {
    return {{"STATS", "Turn " + std::to_string(state_.turns()) + " of " + std::to_string(state_.rules().maxTurns)},
            {"INVENTORY", ""}};
  }

  std::vector<std::string> legalCommands(int agent) const final {
    if (state_.ended() || pending_[static_cast<size_t>(agent)]) return {};
    return choiceTexts(agent);
  }

  const State& state() const { return state_; }

 private:
  std::vector<std::string> choiceTexts(int agent) const {
    std::vector<std::string> out;
    for (const auto& m : state_.LegalMoves(agent)) out.push_back(actionText(m));
    return out;
  }

  ChoiceGame<State> game_;
  State state_;
  ChoiceEnvironmentOptions options_;
  std::array<std::optional<Action>, 2> pending_;
};

}  // namespace craftmate::games::two_player_rooms
