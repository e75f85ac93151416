#pragma once
// Distances as LLM-Coordination's observation reports them (llm_coordination.md §3.9): the BFS
// step count from a chef to the nearest floor cell next to a facility, walking around the partner,
// with the partner's cell reachable only as a final cell; a facility whose only nearest access is
// the partner's cell is "blocked". Also the first step of a shortest path, for the grounding.

#include <array>
#include <cstdint>

#include "games/overcooked/overcooked_layout.h"
#include "games/overcooked/overcooked_state.h"

namespace craftmate::games::overcooked {

constexpr std::int16_t kUnreachable = 0x3FFF;

// Step distances from `from` to every cell, through floor cells, never through `partner`; the
// partner's own cell gets a distance (it may be the last cell of a path) but is not expanded.
struct DistanceMap {
  std::array<std::int16_t, kMaxCells> steps{};
  std::int16_t at(const Layout& l, Pos p) const { return steps[l.cell(p)]; }
};
DistanceMap distancesFrom(const Layout& layout, Pos from, Pos partner);

struct Location {
  enum class Kind : std::uint8_t { kInaccessible, kDistance, kBlocked };
  Kind kind = Kind::kInaccessible;
  int distance = 0;  // steps (also reported for "blocked" in the own view)
  bool reachable() const { return kind != Kind::kInaccessible; }
};

// Where facility tile `target` stands for a chef at `me`, with the partner at `partner`.
Location locate(const Layout& layout, const DistanceMap& fromMe, Pos target, Pos partner);

// The floor cells next to `target` in the order N, S, W, E, skipping `exclude` (the partner).
int accessCells(const Layout& layout, Pos target, Pos exclude, std::array<Pos, 4>& out);

// The direction of the first step of a shortest floor path from `from` to any cell of `goals`
// (taken in order: the first goal that has a path), avoiding `partner`. False when none has one.
bool firstStepTowards(const Layout& layout, Pos from, Pos partner, const std::array<Pos, 4>& goals, int goalCount,
                      Direction& out);

}  // namespace craftmate::games::overcooked
