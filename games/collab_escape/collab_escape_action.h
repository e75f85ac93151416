#pragma once
// One survivor's action in Collab Escape and its text (spec §6.3, the HEAD code's wording).

#include <string>

namespace craftmate::games::collab_escape {

struct EscapeAction {
  enum class Kind { Move, Fix, Wait };
  Kind kind = Kind::Wait;
  int room = 0;  // Move: destination; Fix: the generator's room

  static EscapeAction move(int room) { return {Kind::Move, room}; }
  static EscapeAction fix(int room) { return {Kind::Fix, room}; }
  static EscapeAction wait() { return {Kind::Wait, 0}; }
  bool operator==(const EscapeAction&) const = default;
};

// "move to room 2", "fix generator in room 1", "wait".
std::string actionText(const EscapeAction& action);

}  // namespace craftmate::games::collab_escape
