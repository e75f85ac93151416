#include "games/collab_escape/collab_escape_environment.h"

#include "games/collab_escape/collab_escape_observation.h"

namespace craftmate::games::collab_escape {

using two_player_rooms::replyActionText;

int parseEscapeReply(const EscapeState& state, int agent, std::string_view reply, const coordqa::ChoiceMatchOptions& matching) {
  const auto moves = state.LegalMoves(agent);
  std::vector<std::string> texts;
  texts.reserve(moves.size());
  for (const auto& m : moves) texts.push_back(actionText(m));
  return coordqa::matchChoice(replyActionText(reply), texts, matching);
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
    : SimultaneousChoiceEnvironment(std::move(initial), options.badAction == BadActionPolicy::Retry, EscapeAction::wait()),
      matching_(options.matching) {}

int EscapeEnvironment::parseReply(int agent, std::string_view reply) const {
  return parseEscapeReply(state(), agent, reply, matching_);
}

std::string EscapeEnvironment::gameOverReason() const {
  return state().won() ? "a survivor escaped." : state().lost() ? "the killer caught a survivor." : "nobody escaped in time.";
}

std::string EscapeEnvironment::narrateTurn() const {
  const EscapeState& s = state();
  const EscapeTurnEvents& e = s.lastTurn();
  std::string out = "Turn " + std::to_string(s.turns()) + ": ";
  for (int agent : {kAlice, kBob}) {
    const EscapeAction& a = e.actions[static_cast<size_t>(agent)];
    out += kAgentNames[agent];
    if (a.kind == EscapeAction::Kind::Move) out += " moved to room " + std::to_string(a.room) + ". ";
    else if (a.kind == EscapeAction::Kind::Fix) out += " fixed the generator in room " + std::to_string(a.room) + ". ";
    else out += " waited in room " + std::to_string(e.to[static_cast<size_t>(agent)]) + ". ";
  }
  for (int room : e.generatorsReset) out += "The generator in room " + std::to_string(room) + " lost its progress. ";
  out += "The killer moved from room " + std::to_string(e.killerFrom) + " to room " + std::to_string(e.killerTo) + ".";
  if (s.lost()) {
    out += " The killer caught ";
    bool both = s.killerRoom() == s.agentRoom(kAlice) && s.killerRoom() == s.agentRoom(kBob);
    out += both ? std::string("Alice and Bob") : kAgentNames[s.killerRoom() == s.agentRoom(kAlice) ? 0 : 1];
    out += ". We lose.";
  } else if (s.won()) {
    out += " The exit gate is open and ";
    out += kAgentNames[s.agentRoom(kAlice) == s.map().exitRoom ? 0 : 1];
    out += " escaped after " + std::to_string(s.turns()) + " turn" + (s.turns() == 1 ? "" : "s") + ". We win.";
  } else if (s.ended()) {
    out += " Nobody escaped within " + std::to_string(s.rules().maxTurns) + " turns.";
  }
  return out;
}

std::string EscapeEnvironment::commandDocs(int) const {
  return "Help me select the best action from the list, considering my priority. First, consider if the current room is "
         "safe from the killer and then format your response as \"Action: move to room <number>\" or \"Action: fix "
         "generator in room <number>.\" Do not say anything else. (\"Action: wait\" is always available.)";
}

std::string EscapeEnvironment::observation(int agent) const { return encodeObservation(state(), agent); }

std::string EscapeEnvironment::goal(int) const { return escapeGameDescription(state().map()); }

agents::Score EscapeEnvironment::score() const {
  agents::Score s;
  s.complete = state().won();
  s.ended = state().ended();
  s.metrics["escape_rate"] = state().won() ? 1.0 : 0.0;
  s.metrics["turns"] = state().turns();
  return s;
}

}  // namespace craftmate::games::collab_escape
