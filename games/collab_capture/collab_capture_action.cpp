#include "games/collab_capture/collab_capture_action.h"

namespace craftmate::games::collab_capture {

std::string actionText(const CaptureAction& action) {
  switch (action.kind) {
    case CaptureAction::Kind::Move: return "Move to Room " + std::to_string(action.room);
    case CaptureAction::Kind::Press: return "Press Button in Room " + std::to_string(action.room);
    case CaptureAction::Kind::Stay: break;
  }
  return "Stay in current Room";
}

}  // namespace craftmate::games::collab_capture
