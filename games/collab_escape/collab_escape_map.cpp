#include "games/collab_escape/collab_escape_map.h"

#include <algorithm>
#include <stdexcept>

namespace craftmate::games::collab_escape {

bool EscapeMap::adjacent(int a, int b) const {
  if (!isRoom(a) || !isRoom(b)) return false;
  const auto& n = neighbours(a);
  return std::find(n.begin(), n.end(), b) != n.end();
}

int EscapeMap::generatorIndex(int room) const {
  for (size_t i = 0; i < generatorRooms.size(); ++i) {
    if (generatorRooms[i] == room) return static_cast<int>(i);
  }
  return -1;
}

namespace {

EscapeMap makeEscape7() {
  EscapeMap m;
  m.name = "escape7";
  m.roomCount = 7;
  m.adjacency = {{}, {2, 5, 7}, {1, 3}, {2, 4, 5}, {3, 5}, {1, 3, 4, 6}, {5, 7}, {1, 6}};
  m.generatorRooms = {1, 2};
  m.exitRoom = 7;
  // E1 is the earliest agentic code's start; E2 is ours (the paper's second start is unknown):
  // Alice sits by the exit, far from both generators, while Bob starts next to the killer one step
  // from generator 2, so one survivor must lure or dodge while the other walks to the generators.
  m.scenarios = {{1, 2, 3, "Alice on generator 1, Bob on generator 2 next to the killer"},
                 {6, 3, 4, "Alice by the exit far from the generators, Bob next to the killer"}};
  m.environmentDetails =
      "Environment Details: There are 7 rooms (room 1 to 7). Only room 1 and 2 have generators, and room 7 has the exit "
      "gate. The rooms are connected by pathways, and you can only move to adjacent rooms. Room 1 is connected to room "
      "2, 5, and 7; room 2 is connected to room 1 and 3; room 3 is connected to room 2, 4, and 5; room 4 is connected "
      "to room 3 and 5; room 5 is connected to room 1, 3, 4, and 6; room 6 is connected to room 5 and 7; room 7 is "
      "connected to room 1 and 6.";
  return m;
}

EscapeMap makeEscape10() {
  EscapeMap m;
  m.name = "escape10";
  m.roomCount = 10;
  m.adjacency = {{}, {2, 10}, {1, 3}, {2, 4, 8}, {3, 5}, {4, 6}, {5, 7}, {6, 8}, {3, 7, 9}, {8, 10}, {1, 9}};
  m.generatorRooms = {1, 6};
  m.exitRoom = 7;
  // Scenario 1 is the HEAD code's start; scenario 2 (ours) puts Alice beside the killer on the far
  // side of the map and Bob two rooms from the exit.
  m.scenarios = {{1, 2, 6, "the HEAD code's start: the killer guards generator 6 and the exit"},
                 {9, 5, 10, "Alice next to the killer, Bob between generator 6 and the exit"}};
  m.environmentDetails =
      "Environment Details: There are 10 rooms (room 1 to 10). Only room 1 and 6 have generators, and room 7 has the "
      "exit gate. The rooms are connected by pathways, and you can only move to adjacent rooms. Room 1 is connected to "
      "room 2 and 10; room 2 is connected to room 1 and 3; room 3 is connected to room 2, 4, and 8; room 4 is connected "
      "to room 3 and 5; room 5 is connected to room 4 and 6; room 6 is connected to room 5 and 7; room 7 is connected "
      "to room 6 and 8; room 8 is connected to room 3, 7, and 9; room 9 is connected to room 8 and 10; room 10 is "
      "connected to room 1 and 9.";
  return m;
}

// The HEAD code's lists verbatim: room 7 leads to 3 and 6 although 3 and 8 do not lead back to 7
// (the prompt describes the symmetric escape10). For comparing with the authors' engine.
EscapeMap makeEscape10Code() {
  EscapeMap m = makeEscape10();
  m.name = "escape10_code";
  m.adjacency[7] = {3, 6};
  return m;
}

}  // namespace

const EscapeMap& escapeMap(const std::string& name) {
  static const EscapeMap escape7 = makeEscape7();
  static const EscapeMap escape10 = makeEscape10();
  static const EscapeMap escape10Code = makeEscape10Code();
  if (name == "escape7") return escape7;
  if (name == "escape10") return escape10;
  if (name == "escape10_code") return escape10Code;
  throw std::invalid_argument("unknown Collab Escape map '" + name +
                              "'; use escape7 (CoordQA map), escape10 (HEAD code map) or escape10_code (its lists verbatim)");
}

}  // namespace craftmate::games::collab_escape
