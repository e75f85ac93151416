#include "games/collab_capture/collab_capture_observation.h"

#include <cstdio>
#include <sstream>

namespace craftmate::games::collab_capture {

std::string encodeActionList(const CaptureMoveList& actions) {
  std::string out;
  char letter = 'A';
  for (const auto& action : actions) {
    out += letter++;
    out += ". ";
    out += actionText(action);
    out += "\n";
  }
  return out;
}

std::string encodeObservation(const CaptureState& state, int agent) {
  const int partner = 1 - agent;
  std::string out;
  out.reserve(320);
  out += "I (";
  out += kAgentNames[agent];
  out += ") am in Room " + std::to_string(state.agentRoom(agent)) + ". ";
  out += kAgentNames[partner];
  out += " is in Room " + std::to_string(state.agentRoom(partner)) + ". Thief is in Room " +
         std::to_string(state.thiefRoom()) + ".\n";
  for (int d = 0; d < kDoorCount; ++d) {
    const Door& door = collab_capture::door(d);
    out += "Door between Room " + std::to_string(door.lowRoom) + " and " + std::to_string(door.highRoom) + " is " +
           (state.doorOpen(d) ? "open" : "closed") + (d + 1 < kDoorCount ? ". " : ".\n");
  }
  out += "What action should I take next?\nAvailable Actions:\n";
  out += encodeActionList(state.LegalMoves(agent));
  return out;
}

std::optional<CaptureView> decodeObservation(std::string_view text) {
  CaptureView view;
  const std::string s(text);
  char name[16] = {0};
  char partner[16] = {0};
  if (std::sscanf(s.c_str(), "I (%15[A-Za-z]) am in Room %d. %15s is in Room %d. Thief is in Room %d.", name,
                  &view.selfRoom, partner, &view.partnerRoom, &view.thiefRoom) != 5) {
    return std::nullopt;
  }
  view.self = std::string(name) == kAgentNames[1] ? 1 : 0;
  for (int d = 0; d < kDoorCount; ++d) {
    const Door& door = collab_capture::door(d);
    const std::string prefix = "Door between Room " + std::to_string(door.lowRoom) + " and " + std::to_string(door.highRoom) + " is ";
    size_t at = s.find(prefix);
    if (at == std::string::npos) return std::nullopt;
    view.doorOpen[d] = s.compare(at + prefix.size(), 4, "open") == 0;
  }
  size_t list = s.find("Available Actions:");
  if (list == std::string::npos) return std::nullopt;
  std::istringstream lines(s.substr(list));
  std::string line;
  std::getline(lines, line);
  while (std::getline(lines, line)) {
    if (line.size() > 3 && line[0] >= 'A' && line[0] <= 'Z' && line[1] == '.' && line[2] == ' ') view.actions.push_back(line.substr(3));
  }
  return view;
}

}  // namespace craftmate::games::collab_capture
