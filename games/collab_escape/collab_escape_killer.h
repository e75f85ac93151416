#pragma once
// The killer's decision (spec §6.3, `CollabEscapeMDP.py`): made at the start of a turn from the
// survivors' current rooms, announced to them, then carried out after they move.

#include <array>
#include <cstdint>

#include "games/collab_escape/collab_escape_map.h"

namespace craftmate::games::collab_escape {

inline constexpr int kNoTarget = -1;

// What the killer remembers between turns (the authors' `can_see`).
struct KillerMemory {
  std::array<bool, 2> seen{false, false};  // Alice / Bob adjacent at the last decision
  int target = kNoTarget;                  // the last decision's target
};

struct KillerPlan {
  int target = kNoTarget;  // 0 Alice, 1 Bob, or kNoTarget (wandering)
  int destination = 0;     // the room it will move into
};

enum class KillerWander {
  FirstNeighbour,  // default: the first adjacent room in list order (the spec's test default)
  Seeded,          // a uniformly random adjacent room from a seeded generator (the code is random)
};

// Updates `memory` and returns the plan. `wanderDraw` is used only when wandering with Seeded
// (any value picks neighbours[draw % count]).
//  - one survivor adjacent: target it (the killer moves into its current room) and forget the other;
//  - both adjacent: seen both at the last decision -> keep that target (Alice if a hand-made memory
//    has none); seen only Alice -> Bob; only Bob -> Alice; neither -> Alice;
//  - none adjacent: no target, forget both; wander. The killer never stays.
KillerPlan decideKiller(const EscapeMap& map, int killerRoom, const std::array<int, 2>& survivorRooms, KillerMemory& memory,
                        KillerWander wander, std::uint64_t wanderDraw);

}  // namespace craftmate::games::collab_escape
