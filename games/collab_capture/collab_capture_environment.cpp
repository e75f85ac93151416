#include "games/collab_capture/collab_capture_environment.h"

#include "agents/text_util.h"
#include "games/collab_capture/collab_capture_observation.h"

namespace craftmate::games::collab_capture {

using agents::trimSpaces;
using two_player_rooms::replyActionText;

namespace {

std::string doorName(int d) {
  const Door& door = collab_capture::door(d);
  return "the door between Room " + std::to_string(door.lowRoom) + " and " + std::to_string(door.highRoom);
}

}  // namespace

int parseCaptureReply(const CaptureState& state, int agent, std::string_view reply,
                      const coordqa::ChoiceMatchOptions& matching) {
  const auto moves = state.LegalMoves(agent);
  std::string_view text = replyActionText(reply);
  // The observation letters its options, so "B", "B." and "B. Move to Room 5" all name option B.
  if (!text.empty() && text[0] >= 'A' && text[0] <= 'Z' && (text.size() == 1 || text[1] == '.' || text[1] == ')')) {
    std::string_view rest = trimSpaces(text.substr(text.size() == 1 ? 1 : 2));
    if (rest.empty() || rest == ".") {
      size_t index = static_cast<size_t>(text[0] - 'A');
      return index < moves.size() ? static_cast<int>(index) : -1;
    }
    text = rest;
  }
  std::vector<std::string> texts;
  texts.reserve(moves.size());
  for (const auto& m : moves) texts.push_back(actionText(m));
  return coordqa::matchChoice(text, texts, matching);
}

std::string captureGameDescription(int agent) {
  const std::string me = kAgentNames[agent];
  const std::string partner = kAgentNames[1 - agent];
  return "I " + me + " am playing the game \"Collab Capture\" with " + partner + ". I want to coordinate with " +
         partner + " to catch the thief in the environment in the minimum number of steps. Coordination between " +
         partner + " and " + me +
         " is important to trap the thief. \n"
         "Environment Layout:\n"
         "- Room 1 directly connects to Room 2 and Room 6.\n"
         "- Room 2 directly connects to Room 1, Room 3.\n"
         "- Room 3 directly connects to Room 2, Room 4,\n"
         "- Room 4 directly connects to Room 3, Room 5.\n"
         "- Room 5 directly connects to Room 4, Room 6, Room 7.\n"
         "- Room 6 directly connects Room 5, Room 9, Room 1.\n"
         "- Room 7 directly connects Room 5, Room 8.\n"
         "- Room 8 directly connects to Room 7.\n"
         "- Room 9 directly connects Room 6\n"
         "There is a door between Room 1 and Room 2 controlled by a button in Room 9. There is a door between Room 3 "
         "and Room 4 controlled by a button in Room 8. \n"
         "Rules:\n"
         "1. A thief is caught if a player is in the same room as the thief or if the thief and a player in connected "
         "rooms move towards each other.\n"
         "2. The environment is fully visible to all three entities. In each turn, player and the thief simultaneously "
         "perform one action.\n"
         "3. The thief always takes the greediest action to move away from the player closest to him.\n"
         "4. Doors can be either open or closed.\n"
         "5. If the door is closed, no one can pass, creating a dead end.\n"
         "6. Pressing the button closes an open door and opens a closed door.\n"
         "7. A button in a room can only be pressed if player is in that room\n"
         "8. All rooms are connected by pathways with same length, and everyone can only move to connected rooms in "
         "each turn.\n"
         "Help me " + me + " select my next action.";
}

namespace {

std::string narrateCaptureTurn(const CaptureState& s) {
  const CaptureTurnEvents& e = s.lastTurn();
  std::string out = "Turn " + std::to_string(s.turns()) + ": ";
  for (int agent : {kAlice, kBob}) {
    const size_t a = static_cast<size_t>(agent);
    out += kAgentNames[agent];
    if (e.pressedDoor[a] >= 0) {
      out += " pressed the button in Room " + std::to_string(e.from[a]) + " (" + doorName(e.pressedDoor[a]) + " is now " +
             (s.doorOpen(e.pressedDoor[a]) ? "open" : "closed") + "). ";
    } else if (e.from[a] != e.to[a]) {
      out += " moved to Room " + std::to_string(e.to[a]) + ". ";
    } else {
      out += " stayed in Room " + std::to_string(e.to[a]) + ". ";
    }
  }
  out += "The thief moved from Room " + std::to_string(e.thiefFrom) + " to Room " + std::to_string(e.thiefTo) + ".";
  if (s.captured()) {
    out += " The thief has been caught after " + std::to_string(s.turns()) + " turn" + (s.turns() == 1 ? "" : "s") + ".";
  } else if (s.ended()) {
    out += " The thief was not caught within " + std::to_string(s.rules().maxTurns) + " turns.";
  }
  return out;
}

two_player_rooms::ChoiceGame<CaptureState> captureGame() {
  return {
      .name = "collab_capture",
      .winMetric = "capture_rate",
      .defaultAction = CaptureAction::stay(),
      .parseReply = parseCaptureReply,
      .commandDocs = [](const CaptureState&, int) -> std::string {
        return "Format your response as: \nAnalysis: <brief explanation for your next action>.\n"
               "Action: <your selected action from the list>.\n"
               "Actions: \"Move to Room <n>\" (a connected room whose door is open), \"Stay in current Room\", "
               "\"Press Button in Room <n>\" (only in Room 8 or Room 9; toggles the door that button controls). "
               "You may also answer with the option letter.";
      },
      .observation = encodeObservation,
      .goal = [](const CaptureState&, int agent) { return captureGameDescription(agent); },
      .won = [](const CaptureState& s) { return s.captured(); },
      .gameOverReason = [](const CaptureState& s) -> std::string {
        return s.captured() ? "the thief has been caught." : "the thief was not caught in time.";
      },
      .narrateTurn = narrateCaptureTurn,
  };
}

}  // namespace

CaptureEnvironment::CaptureEnvironment(CaptureState initial, CaptureEnvironmentOptions options)
    : SimultaneousChoiceEnvironment(captureGame(), std::move(initial), std::move(options)) {}

}  // namespace craftmate::games::collab_capture
