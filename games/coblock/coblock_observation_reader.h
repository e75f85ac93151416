#pragma once
// Reads the <Input> observation text back into blocks, counts and messages. The scripted player
// uses it, so it plays from exactly the text a model reads (agents/policy.h).

#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "games/coblock/coblock_types.h"

namespace craftmate::games::coblock {

struct ObservedChat {
  std::string sender;
  std::string message;
};

struct ObservedAction {
  int round = 0;
  std::string agent;
  std::string command;
  std::string result;
};

struct ObservedInput {
  std::vector<Block> goal;     // <VisualMotive>
  std::vector<Block> world;    // <World>
  std::vector<std::pair<Colour, int>> inventory;
  std::vector<ObservedChat> dialogue;
  std::vector<ObservedAction> history;
  std::string feedback;
};

ObservedInput readObservation(std::string_view text);

// Every "<colour> (x, y, z)" in free text, in order (e.g. "red (0, 0, 0), yellow (0, 1, 0)").
std::vector<Block> blocksMentioned(std::string_view text);
// Every "<colour> <count>" in free text, in order (e.g. "red 3, yellow 1").
std::vector<std::pair<Colour, int>> countsMentioned(std::string_view text);

}  // namespace craftmate::games::coblock
