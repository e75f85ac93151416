#include "games/collab_escape/escape_environment.h"

#include <cctype>

#include "games/collab_escape/escape_observation.h"

namespace craftmate::games::collab_escape {

namespace {

std::string_view trim(std::string_view t) {
  while (!t.empty() && std::isspace(static_cast<unsigned char>(t.front()))) t.remove_prefix(1);
  while (!t.empty() && std::isspace(static_cast<unsigned char>(t.back()))) t.remove_suffix(1);
  return t;
}

std::string joinActions(const EscapeMoveList& actions) {
  std::string out;
  for (const auto& a : actions) out += (out.empty() ? "" : ", ") + actionText(a);
  return out;
}

}  // namespace

int parseEscapeReply(const EscapeState& state, int agent, std::string_view reply, const coordqa::ChoiceMatchOptions& matching) {
  const auto moves = state.LegalMoves(agent);
  std::vector<std::string> texts;
  texts.reserve(moves.size());
  for (const auto& m : moves) texts.push_back(actionText(m));
  return coordqa::matchChoice(trim(coordqa::extractActionText(reply)), texts, matching);
}

std::string escapeGameDescription(const EscapeMap& map) {
  return "In the game Collab Escape, we must cooperate with each other to repair generators and escape the map. We win "
         "even if only one of us escapes the map.\n\n" +
         map.environmentDetails +
         "\n\nAs a survivor, my goal is to avoid the killer and move to rooms with generators, repair the generators, and "
         "reach the exit gate to escape. To fully repair a generator, it needs two consecutive fix actions (i.e. one must "
         "spend two consecutive turns fixing the generator in order for it be repaired). Survivors must also avoid being "
         "in the same room as the killer or an adjacent room, as the killer will move to catch any survivors they see in "
         "adjacent rooms. Being in the same room with the Killer results in an immediate loss.\n\n"
         "In each turn, survivors and the killer simultaneously perform one action. We cannot know each other's actions "
         "ahead of time but can make educated guesses. We should coordinate in order to fix generators, protect each "
         "other by luring the killer away, etc.. ";
}

EscapeEnvironment::EscapeEnvironment(EscapeState initial, EscapeEnvironmentOptions options)
    : state_(std::move(initial)), options_(options) {}

std::vector<int> EscapeEnvironment::agentsToAct() const {
  std::vector<int> out;
  if (state_.ended()) return out;
  for (int agent : {kAlice, kBob}) {
    if (!pending_[static_cast<size_t>(agent)]) out.push_back(agent);
  }
  return out;
}

agents::CommandResult EscapeEnvironment::act(int agent, std::string_view text) {
  if (agent != kAlice && agent != kBob) return {"There is no agent " + std::to_string(agent) + "; agents are 0 (Alice) and 1 (Bob).", false};
  const std::string me = kAgentNames[agent];
  if (state_.ended()) {
    return {std::string("The game is over: ") +
                (state_.won() ? "a survivor escaped." : state_.lost() ? "the killer caught a survivor." : "nobody escaped in time."),
            false};
  }
  if (pending_[static_cast<size_t>(agent)]) {
    return {me + " has already chosen an action this turn; waiting for " + kAgentNames[1 - agent] + ".", false};
  }
  const auto moves = state_.LegalMoves(agent);
  const int index = parseEscapeReply(state_, agent, text, options_.matching);
  std::string prefix;
  bool accepted = true;
  EscapeAction chosen;
  if (index < 0) {
    std::string feedback = "Invalid action \"" + std::string(trim(coordqa::extractActionText(text))) +
                           "\". Choose one action from the list: " + joinActions(moves) + ".";
    if (options_.badAction == BadActionPolicy::Retry) return {feedback, false};
    prefix = feedback + " Treated as: wait.\n";
    accepted = false;
    chosen = EscapeAction::wait();
  } else {
    chosen = moves[static_cast<size_t>(index)];
  }
  pending_[static_cast<size_t>(agent)] = chosen;
  if (!pending_[static_cast<size_t>(1 - agent)]) {
    return {prefix + me + " chose: " + actionText(chosen) + ". Waiting for " + kAgentNames[1 - agent] + ".", accepted};
  }
  return {prefix + resolveTurn(), accepted};
}

std::string EscapeEnvironment::resolveTurn() {
  state_.ApplyJointMove(*pending_[0], *pending_[1]);
  pending_ = {};
  const EscapeTurnEvents& e = state_.lastTurn();
  std::string out = "Turn " + std::to_string(state_.turns()) + ": ";
  for (int agent : {kAlice, kBob}) {
    const EscapeAction& a = e.actions[static_cast<size_t>(agent)];
    out += kAgentNames[agent];
    if (a.kind == EscapeAction::Kind::Move) out += " moved to room " + std::to_string(a.room) + ". ";
    else if (a.kind == EscapeAction::Kind::Fix) out += " fixed the generator in room " + std::to_string(a.room) + ". ";
    else out += " waited in room " + std::to_string(e.to[static_cast<size_t>(agent)]) + ". ";
  }
  for (int room : e.generatorsReset) out += "The generator in room " + std::to_string(room) + " lost its progress. ";
  out += "The killer moved from room " + std::to_string(e.killerFrom) + " to room " + std::to_string(e.killerTo) + ".";
  if (state_.lost()) {
    out += " The killer caught ";
    bool both = state_.killerRoom() == state_.agentRoom(kAlice) && state_.killerRoom() == state_.agentRoom(kBob);
    out += both ? std::string("Alice and Bob") : kAgentNames[state_.killerRoom() == state_.agentRoom(kAlice) ? 0 : 1];
    out += ". We lose.";
  } else if (state_.won()) {
    out += " The exit gate is open and ";
    out += kAgentNames[state_.agentRoom(kAlice) == state_.map().exitRoom ? 0 : 1];
    out += " escaped after " + std::to_string(state_.turns()) + " turn" + (state_.turns() == 1 ? "" : "s") + ". We win.";
  } else if (state_.ended()) {
    out += " Nobody escaped within " + std::to_string(state_.rules().maxTurns) + " turns.";
  }
  return out;
}

std::string EscapeEnvironment::commandDocs(int) const {
  return "Help me select the best action from the list, considering my priority. First, consider if the current room is "
         "safe from the killer and then format your response as \"Action: move to room <number>\" or \"Action: fix "
         "generator in room <number>.\" Do not say anything else. (\"Action: wait\" is always available.)";
}

std::string EscapeEnvironment::observation(int agent) const { return encodeObservation(state_, agent); }

std::string EscapeEnvironment::goal(int) const { return escapeGameDescription(state_.map()); }

std::map<std::string, std::string> EscapeEnvironment::promptFields(int) const {
  return {{"STATS", "Turn " + std::to_string(state_.turns()) + " of " + std::to_string(state_.rules().maxTurns)},
          {"INVENTORY", ""}};
}

agents::Score EscapeEnvironment::score() const {
  agents::Score s;
  s.complete = state_.won();
  s.ended = state_.ended();
  s.metrics["escape_rate"] = state_.won() ? 1.0 : 0.0;
  s.metrics["turns"] = state_.turns();
  return s;
}

std::vector<std::string> EscapeEnvironment::legalCommands(int agent) const {
  std::vector<std::string> out;
  if (state_.ended() || pending_[static_cast<size_t>(agent)]) return out;
  for (const auto& m : state_.LegalMoves(agent)) out.push_back(actionText(m));
  return out;
}

}  // namespace craftmate::games::collab_escape
