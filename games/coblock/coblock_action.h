#pragma once
// One CoBlock action (spec §3) and the outcome codes of §3.5. An action is what the parser read
// from model text; the state decides whether it is legal.

#include <cstdint>
#include <string>
#include <string_view>

#include "games/coblock/coblock_types.h"

namespace craftmate::games::coblock {

enum class ActionType : std::uint8_t { Place, Break, Message, Wait, EndTask, ParseError };

struct Action {
  ActionType type = ActionType::Wait;
  Colour colour = Colour::Red;  // Place
  bool colourKnown = true;      // Place: false when block_type named no CoBlock colour
  Pos pos;                      // Place, Break
  // Message: the text; EndTask: the optional reason; Place with an unknown colour: the word the
  // model wrote; ParseError: the offending text (shortened).
  std::string text;
  std::string parseError;  // ParseError: what was wrong and how to write it instead

  static Action place(Colour c, Pos p) { return {ActionType::Place, c, true, p, {}, {}}; }
  static Action breakAt(Pos p) { return {ActionType::Break, Colour::Red, true, p, {}, {}}; }
  static Action message(std::string s) { return {ActionType::Message, Colour::Red, true, {}, std::move(s), {}}; }
  static Action wait() { return {ActionType::Wait, Colour::Red, true, {}, {}, {}}; }
  static Action endTask() { return {ActionType::EndTask, Colour::Red, true, {}, {}, {}}; }
};

// Results of an action (spec §3.5 codes, plus the two message checks of §5).
enum class Outcome : std::uint8_t {
  Ok,
  ParseError,
  UnknownColour,
  OutOfBounds,
  BelowGround,
  Occupied,
  NoInventory,
  Unsupported,
  EmptyCell,
  WouldFloat,
  EmptyMessage,
  MessageTooLong,
};

// The §3.5 code, e.g. "unsupported"; "ok" for Ok.
std::string_view outcomeCode(Outcome outcome);

// The action as the paper writes it, e.g. `place_block(block_type=red, pos=(0, 1, 1))`.
// Quotes and backslashes inside messages are escaped with a backslash.
std::string canonicalText(const Action& action);

// `"` -> `\"` and `\` -> `\\`, for attribute values in the observation.
std::string escapeQuoted(std::string_view s);

}  // namespace craftmate::games::coblock
