#pragma once
// The turn machinery of a two-player world in which Alice and Bob choose at the same time from
// numbered action lists (Collab Capture, Collab Escape): each reply is read against the player's
// legal moves; an unreadable one is rejected (the player answers again) or counts as the game's
// default action; once both have chosen, the joint move is applied and the game narrates the turn.
//
// `State` provides LegalMoves(agent) (a list of actions with an ADL `actionText(action)`),
// ApplyJointMove(alice, bob), ended(), turns() and rules().maxTurns. The game keeps what differs:
// how a reply names an action, the narration, the end texts, the score.

#include <array>
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

template <class State>
class SimultaneousChoiceEnvironment : public agents::Environment {
 public:
  using Action = std::remove_cvref_t<decltype(std::declval<const State&>().LegalMoves(0)[0])>;

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
    if (state_.ended()) return {"The game is over: " + gameOverReason(), false};
    if (pending_[static_cast<size_t>(agent)]) return {alreadyChosenText(agent), false};
    const auto moves = state_.LegalMoves(agent);
    const int index = parseReply(agent, text);
    std::string prefix;
    bool accepted = true;
    Action chosen;
    if (index < 0) {
      std::string feedback = invalidActionText(text, choiceTexts(agent));
      if (retryBadReplies_) return {feedback, false};
      chosen = defaultAction_;
      prefix = feedback + " Treated as: " + actionText(chosen) + ".\n";
      accepted = false;
    } else {
      chosen = moves[static_cast<size_t>(index)];
    }
    pending_[static_cast<size_t>(agent)] = chosen;
    if (!pending_[static_cast<size_t>(1 - agent)]) return {prefix + waitingForPartnerText(agent, actionText(chosen)), accepted};
    state_.ApplyJointMove(*pending_[0], *pending_[1]);
    pending_ = {};
    return {prefix + narrateTurn(), accepted};
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

 protected:
  // retryBadReplies: an unreadable reply is rejected and the player answers again; otherwise it
  // counts as `defaultAction` (the reference code's fallback).
  SimultaneousChoiceEnvironment(State initial, bool retryBadReplies, Action defaultAction)
      : state_(std::move(initial)), retryBadReplies_(retryBadReplies), defaultAction_(defaultAction) {}

  // Index into state().LegalMoves(agent) of the action `reply` names, or -1.
  virtual int parseReply(int agent, std::string_view reply) const = 0;
  // Why no more actions are taken, after "The game is over: ".
  virtual std::string gameOverReason() const = 0;
  // The text told to the player who completed the turn, about the turn state() has just applied.
  virtual std::string narrateTurn() const = 0;

 private:
  std::vector<std::string> choiceTexts(int agent) const {
    std::vector<std::string> out;
    for (const auto& m : state_.LegalMoves(agent)) out.push_back(actionText(m));
    return out;
  }

  State state_;
  bool retryBadReplies_;
  Action defaultAction_;
  std::array<std::optional<Action>, 2> pending_;
};

}  // namespace craftmate::games::two_player_rooms
