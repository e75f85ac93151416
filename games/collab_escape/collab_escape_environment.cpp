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

namespace {

std::string narrateEscapeTurn(const EscapeState& s) {
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

two_player_rooms::ChoiceGame<EscapeState> escapeGame() {
  return {
      .name = "collab_escape",
      .winMetric = "escape_rate",
      .defaultAction = EscapeAction::wait(),
      .parseReply = parseEscapeReply,
      .commandDocs = [](const EscapeState&, int) -> std::string {
        return "Help me select the best action from the list, considering my priority. First, consider if the current "
               "room is safe from the killer and then format your response as \"Action: move to room <number>\" or "
               "\"Action: fix generator in room <number>.\" Do not say anything else. (\"Action: wait\" is always "
               "available.)";
      },
      .observation = encodeObservation,
      .goal = [](const EscapeState& s, int) { return escapeGameDescription(s.map()); },
      .won = [](const EscapeState& s) { return s.won(); },
      .gameOverReason = [](const EscapeState& s) -> std::string {
        return s.won() ? "a survivor escaped." : s.lost() ? "the killer caught a survivor." : "nobody escaped in time.";
      },
      .narrateTurn = narrateEscapeTurn,
  };
}

}  // namespace

EscapeEnvironment::EscapeEnvironment(EscapeState initial, EscapeEnvironmentOptions options)
    : SimultaneousChoiceEnvironment(escapeGame(), std::move(initial), std::move(options)) {}

}  // namespace craftmate::games::collab_escape
