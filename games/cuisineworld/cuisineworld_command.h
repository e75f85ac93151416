#pragma once
// CuisineWorld's command language (spec §3.2, §3.3): `goto_agent0_storage0`,
// `get_agent0_lettuce_storage0`, `get_agent1_pan0`, `put_agent1_pan0`, `activate_agent0_chopboard0`,
// `noop_agent1`. A reply is turned into a joint action by the paper's regular expression, then the
// joint action is validated as a whole: the first bad command rejects all of them.

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "games/cuisineworld/cuisineworld_catalog.h"

namespace craftmate::games::cuisine {

class Level;

enum class Verb : std::uint8_t { kNoop, kGoto, kGet, kPut, kActivate };

struct Command {
  Verb verb = Verb::kNoop;
  std::int8_t agent = 0;
  std::int16_t location = -1;  // index into Level::locations(); -1 for noop
  ItemId item = kNoItem;       // the named item of a 4-token get/put; kNoItem if unnamed or unknown
  bool namesItem = false;      // a 4-token form was used
};

struct JointAction {
  bool valid = false;
  int commandCount = 0;           // how many command texts were given (one success flag each)
  std::vector<Command> commands;  // when valid, in listed (= execution) order
  std::string rejection;          // the single feedback message of a rejected action; may be empty
};

// Validates command texts exactly as the reference `validate_n_parse` does, plus the two inputs
// that crash it (a 2-token non-noop command, an agent index >= agentCount), which become errors.
JointAction parseJointAction(const Level& level, int agentCount, const std::vector<std::string_view>& commands);

// The paper's action extraction: all non-overlapping matches, in textual order, of
// ((noop|goto|put|activate|get)_agent\d+(_[a-zA-Z0-9_]+)?) in the reply. Views point into `reply`.
void extractCommands(std::string_view reply, std::vector<std::string_view>& out);

// Text of a parsed command, e.g. "get_agent0_lettuce_storage0".
std::string commandText(const Level& level, const Command& command);

}  // namespace craftmate::games::cuisine
