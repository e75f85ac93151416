#pragma once
// Collab Escape maps (spec llm_coordination.md §6.2). The paper's figure is lost, so two presets:
//  - escape7: the CoordQA map, the only one consistent with the paper's D.1 example (default);
//  - escape10: the agentic code at HEAD (a 10-cycle with the chord 3-8, symmetric as its prompt).

#include <string>
#include <vector>

namespace craftmate::games::collab_escape {

struct EscapeStart {
  int alice;
  int bob;
  int killer;
  const char* why;  // what the start tests
};

struct EscapeMap {
  std::string name;
  int roomCount = 0;                     // rooms 1..roomCount
  std::vector<std::vector<int>> adjacency;  // [room] -> neighbours in list order; [0] unused
  std::vector<int> generatorRooms;       // in the order the state text lists them
  int exitRoom = 0;
  std::vector<EscapeStart> scenarios;    // scenario 1, 2, ...
  std::string environmentDetails;        // the prompt's "Environment Details" paragraph

  bool isRoom(int room) const { return room >= 1 && room <= roomCount; }
  const std::vector<int>& neighbours(int room) const { return adjacency.at(static_cast<size_t>(room)); }
  bool adjacent(int a, int b) const;
  int generatorIndex(int room) const;  // -1 when the room has no generator
};

// "escape7" or "escape10"; throws std::invalid_argument listing the names otherwise.
const EscapeMap& escapeMap(const std::string& name);

}  // namespace craftmate::games::collab_escape
