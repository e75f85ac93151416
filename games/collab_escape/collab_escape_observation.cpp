#include "games/collab_escape/collab_escape_observation.h"

#include <cstdio>
#include <cstring>

namespace craftmate::games::collab_escape {

namespace {

std::string roomText(int room) { return "room " + std::to_string(room); }

// Reads the integer right after `prefix` starting the search at `from`; -1 when absent.
int numberAfter(const std::string& text, const std::string& prefix, size_t from = 0, size_t* end = nullptr) {
  size_t at = text.find(prefix, from);
  if (at == std::string::npos) return -1;
  at += prefix.size();
  int value = 0;
  bool any = false;
  while (at < text.size() && text[at] >= '0' && text[at] <= '9') {
    value = value * 10 + (text[at] - '0');
    ++at;
    any = true;
  }
  if (end) *end = at;
  return any ? value : -1;
}

}  // namespace

std::string encodeKillerInfo(const EscapeState& state) {
  std::string out = "We have information that the killer is currently located in " + roomText(state.killerRoom()) + ". ";
  const int target = state.killerPlan().target;
  if (target == kNoTarget) {
    out += "We don't know which room the killer will move to next, but we do know that he is unaware of our current location. ";
  } else {
    out += std::string("We also have information that the killer will certainly move to the room where ") + kAgentNames[target] + " is. ";
  }
  return out;
}

std::string encodeObservation(const EscapeState& state, int agent) {
  const int partner = 1 - agent;
  const EscapeMap& map = state.map();
  std::string out;
  out.reserve(512);
  out += "My name is ";
  out += kAgentNames[agent];
  out += ". I am in " + roomText(state.agentRoom(agent)) + ". ";
  // A fixer stays in the generator's room, so its current room is the generator's.
  if (state.lastActionIsFixing(agent)) {
    const int g = map.generatorIndex(state.agentRoom(agent));
    out += state.generatorFixed(g) ? "I have finished fixing the generator in this room. "
                                   : "I have started to fix the generator in this room. ";
  }
  out += kAgentNames[partner];
  out += " is in " + roomText(state.agentRoom(partner)) + ". ";
  if (state.lastActionIsFixing(partner)) {
    out += std::string(kAgentNames[partner]) + " was fixing the generator in " + roomText(state.agentRoom(partner)) +
           " last turn. ";
  }
  out += encodeKillerInfo(state);
  for (size_t g = 0; g < map.generatorRooms.size(); ++g) {
    const int room = map.generatorRooms[g];
    if (state.generatorFixed(static_cast<int>(g))) {
      out += "Generator in " + roomText(room) + " is fully repaired. ";
    } else {
      out += "Number of fixes still needed by the generator in " + roomText(room) + " is " +
             std::to_string(state.fixesStillNeeded(static_cast<int>(g))) + ". ";
    }
  }
  out += state.gateOpen() ? "The exit gate is open for escape. " : "The exit gate is closed. ";
  out += "Available Actions: ";
  bool first = true;
  for (const auto& a : state.LegalMoves(agent)) {
    if (!first) out += ", ";
    out += actionText(a);
    first = false;
  }
  return out;
}

std::optional<EscapeView> decodeObservation(std::string_view textView) {
  const std::string text(textView);
  EscapeView view;
  char name[16] = {0};
  if (std::sscanf(text.c_str(), "My name is %15[A-Za-z]. I am in room %d.", name, &view.selfRoom) != 2) return std::nullopt;
  view.self = std::strcmp(name, kAgentNames[1]) == 0 ? 1 : 0;
  view.partnerRoom = numberAfter(text, std::string(kAgentNames[1 - view.self]) + " is in room ");
  view.killerRoom = numberAfter(text, "the killer is currently located in room ");
  if (view.partnerRoom < 0 || view.killerRoom < 0) return std::nullopt;
  for (int who : {0, 1}) {
    if (text.find(std::string("will certainly move to the room where ") + kAgentNames[who] + " is.") != std::string::npos) {
      view.killerTarget = who;
    }
  }
  size_t at = 0;
  while (true) {
    size_t repaired = text.find("Generator in room ", at);
    size_t pending = text.find("Number of fixes still needed by the generator in room ", at);
    if (repaired == std::string::npos && pending == std::string::npos) break;
    size_t end = 0;
    if (pending == std::string::npos || (repaired != std::string::npos && repaired < pending)) {
      view.generatorRooms.push_back(numberAfter(text, "Generator in room ", repaired, &end));
      view.fixesStillNeeded.push_back(0);
    } else {
      const int room = numberAfter(text, "Number of fixes still needed by the generator in room ", pending, &end);
      view.generatorRooms.push_back(room);
      view.fixesStillNeeded.push_back(numberAfter(text, " is ", end, &end));
    }
    at = end;
  }
  view.gateOpen = text.find("The exit gate is open") != std::string::npos;
  const std::string marker = "Available Actions: ";
  size_t list = text.find(marker);
  if (list == std::string::npos) return std::nullopt;
  std::string rest = text.substr(list + marker.size());
  size_t start = 0;
  while (start <= rest.size()) {
    size_t comma = rest.find(", ", start);
    std::string item = rest.substr(start, comma == std::string::npos ? std::string::npos : comma - start);
    while (!item.empty() && (item.back() == '\n' || item.back() == ' ')) item.pop_back();
    if (!item.empty()) view.actions.push_back(item);
    if (comma == std::string::npos) break;
    start = comma + 2;
  }
  return view;
}

}  // namespace craftmate::games::collab_escape
