#include "games/collab_escape/collab_escape_killer.h"

namespace craftmate::games::collab_escape {

KillerPlan decideKiller(const EscapeMap& map, int killerRoom, const std::array<int, 2>& survivorRooms, KillerMemory& memory,
                        KillerWander wander, std::uint64_t wanderDraw) {
  const bool aliceNear = map.adjacent(killerRoom, survivorRooms[0]);
  const bool bobNear = map.adjacent(killerRoom, survivorRooms[1]);
  int target = kNoTarget;
  if (aliceNear && bobNear) {
    if (memory.seen[0] && memory.seen[1]) {
      target = memory.target == kNoTarget ? 0 : memory.target;
    } else if (memory.seen[0]) {
      target = 1;
    } else if (memory.seen[1]) {
      target = 0;
    } else {
      target = 0;
    }
    memory.seen = {true, true};
  } else if (aliceNear) {
    target = 0;
    memory.seen = {true, false};
  } else if (bobNear) {
    target = 1;
    memory.seen = {false, true};
  } else {
    memory.seen = {false, false};
  }
  memory.target = target;

  KillerPlan plan;
  plan.target = target;
  if (target != kNoTarget) {
    plan.destination = survivorRooms[static_cast<size_t>(target)];
    return plan;
  }
  const auto& options = map.neighbours(killerRoom);
  plan.destination = options.empty() ? killerRoom
                                     : options[wander == KillerWander::Seeded ? static_cast<size_t>(wanderDraw % options.size()) : 0];
  return plan;
}

}  // namespace craftmate::games::collab_escape
