#include "games/coblock/coblock_action.h"

#include <array>

namespace craftmate::games::coblock {

std::string_view outcomeCode(Outcome outcome) {
  static constexpr std::array<std::string_view, 12> kCodes = {
      "ok",       "parse_error",  "unknown_colour", "out_of_bounds", "below_ground",  "occupied",
      "no_inventory", "unsupported", "empty_cell",  "would_float",   "empty_message", "message_too_long"};
  return kCodes[static_cast<int>(outcome)];
}

std::string escapeQuoted(std::string_view s) {
  std::string out;
  out.reserve(s.size() + 2);
  for (char c : s) {
    if (c == '"' || c == '\\') out.push_back('\\');
    out.push_back(c);
  }
  return out;
}

std::string canonicalText(const Action& action) {
  switch (action.type) {
    case ActionType::Place:
      return "place_block(block_type=" +
             (action.colourKnown ? std::string(colourName(action.colour)) : action.text) +
             ", pos=" + posText(action.pos) + ")";
    case ActionType::Break:
      return "break_block(pos=" + posText(action.pos) + ")";
    case ActionType::Message:
      return "send_message(message=\"" + escapeQuoted(action.text) + "\")";
    case ActionType::Wait:
      return "wait()";
    case ActionType::EndTask:
      return action.text.empty() ? "end_task()" : "end_task(reason=\"" + escapeQuoted(action.text) + "\")";
    case ActionType::ParseError:
      return action.text;
  }
  return {};
}

}  // namespace craftmate::games::coblock
