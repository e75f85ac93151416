#include "games/collab_escape/collab_escape_action.h"

namespace craftmate::games::collab_escape {

std::string actionText(const EscapeAction& action) {
  switch (action.kind) {
    case EscapeAction::Kind::Move: return "move to room " + std::to_string(action.room);
    case EscapeAction::Kind::Fix: return "fix generator in room " + std::to_string(action.room);
    case EscapeAction::Kind::Wait: break;
  }
  return "wait";
}

}  // namespace craftmate::games::collab_escape
