#pragma once
// Reads actions from model output in the paper's own format (spec §3.2):
//   place_block(block_type=red, pos=(0,1,1))      colour bare, "quoted" or “curly-quoted”
//   break_block(pos=(3, 1, 3))
//   send_message(message="Hello, partner")
//   wait()            end_task()   end_task(reason="...")
// Lines starting with `#` are chain-of-thought and ignored; on other lines the first action name
// followed by `(` starts an action, so prose around an action is tolerated. One action per line.
// Never throws: text without a readable action yields one ParseError action.

#include <string_view>
#include <vector>

#include "games/coblock/coblock_action.h"

namespace craftmate::games::coblock {

// Up to `maxActions` actions in the order written (at least one element: a ParseError when no
// action is readable). An action line that starts well but is malformed becomes a ParseError in
// its place, so a broken first action is never skipped in favour of a later one.
std::vector<Action> parseActions(std::string_view text, int maxActions = 1);

// The first action only (the default one-action-per-turn rule).
Action parseAction(std::string_view text);

}  // namespace craftmate::games::coblock
