#pragma once
// One pursuer's action in Collab Capture and its text (spec §5.4, wording of the paper's D.3
// example and the CoordQA release).

#include <string>

namespace craftmate::games::collab_capture {

struct CaptureAction {
  enum class Kind { Move, Stay, Press };
  Kind kind = Kind::Stay;
  int room = 0;  // Move: the destination; Press: the button's room; Stay: unused

  static CaptureAction move(int room) { return {Kind::Move, room}; }
  static CaptureAction stay() { return {Kind::Stay, 0}; }
  static CaptureAction press(int room) { return {Kind::Press, room}; }
  bool operator==(const CaptureAction&) const = default;
};

// "Move to Room 5", "Stay in current Room", "Press Button in Room 9".
std::string actionText(const CaptureAction& action);

}  // namespace craftmate::games::collab_capture
