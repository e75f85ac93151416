#include "games/overcooked/overcooked_distance.h"

namespace craftmate::games::overcooked {

namespace {
// The neighbour order of the authors' code: N, S, W, E.
constexpr Direction kScanOrder[4] = {Direction::kNorth, Direction::kSouth, Direction::kWest, Direction::kEast};
}  // namespace

DistanceMap distancesFrom(const Layout& layout, Pos from, Pos partner) {
  DistanceMap map;
  map.steps.fill(kUnreachable);
  std::array<std::int8_t, kMaxCells> queue{};
  int head = 0;
  int tail = 0;
  const int start = layout.cell(from);
  const int partnerCell = layout.cell(partner);
  map.steps[start] = 0;
  queue[tail++] = static_cast<std::int8_t>(start);
  while (head < tail) {
    const int c = queue[head++];
    const Pos p = layout.posOf(c);
    for (const Direction d : kScanOrder) {
      const Pos n = step(p, d);
      if (!layout.isFloor(n)) continue;
      const int nc = layout.cell(n);
      if (map.steps[nc] != kUnreachable) continue;
      map.steps[nc] = static_cast<std::int16_t>(map.steps[c] + 1);
      if (nc != partnerCell) queue[tail++] = static_cast<std::int8_t>(nc);  // the partner's cell is a dead end
    }
  }
  return map;
}

int accessCells(const Layout& layout, Pos target, Pos exclude, std::array<Pos, 4>& out) {
  int n = 0;
  for (const Direction d : kScanOrder) {
    const Pos a = step(target, d);
    if (layout.isFloor(a) && !(a == exclude)) out[n++] = a;
  }
  return n;
}

Location locate(const Layout& layout, const DistanceMap& fromMe, Pos target, Pos partner) {
  std::array<Pos, 4> cells;
  const int n = accessCells(layout, target, Pos{-1, -1}, cells);  // the partner's cell counts as floor
  Location loc;
  if (n == 0) return loc;
  int best = kUnreachable;
  int bestIndex = -1;
  int bestOther = kUnreachable;  // the nearest access cell that is not the partner's
  for (int i = 0; i < n; ++i) {
    const int d = fromMe.at(layout, cells[i]);
    if (d < best) {
      best = d;
      bestIndex = i;
    }
    if (!(cells[i] == partner) && d < bestOther) bestOther = d;
  }
  if (best >= kUnreachable) return loc;  // inaccessible
  if (cells[bestIndex] == partner) {
    if (bestOther < kUnreachable) {
      loc.kind = Location::Kind::kDistance;
      loc.distance = bestOther;
    } else {
      loc.kind = Location::Kind::kBlocked;
      loc.distance = best;
    }
    return loc;
  }
  loc.kind = Location::Kind::kDistance;
  loc.distance = best;
  return loc;
}

bool firstStepTowards(const Layout& layout, Pos from, Pos partner, const std::array<Pos, 4>& goals, int goalCount,
                      Direction& out) {
  // BFS from the chef with parents, so the path is the one the scan order finds first.
  std::array<std::int8_t, kMaxCells> parent;
  parent.fill(-1);
  std::array<std::int8_t, kMaxCells> queue{};
  int head = 0;
  int tail = 0;
  const int start = layout.cell(from);
  const int partnerCell = layout.cell(partner);
  parent[start] = static_cast<std::int8_t>(start);
  queue[tail++] = static_cast<std::int8_t>(start);
  while (head < tail) {
    const int c = queue[head++];
    const Pos p = layout.posOf(c);
    for (const Direction d : kScanOrder) {
      const Pos n = step(p, d);
      if (!layout.isFloor(n)) continue;
      const int nc = layout.cell(n);
      if (nc == partnerCell || parent[nc] != -1) continue;
      parent[nc] = static_cast<std::int8_t>(c);
      queue[tail++] = static_cast<std::int8_t>(nc);
    }
  }
  for (int g = 0; g < goalCount; ++g) {
    int c = layout.cell(goals[g]);
    if (parent[c] == -1 || c == start) continue;
    while (parent[c] != start) c = parent[c];
    const Pos first = layout.posOf(c);
    for (const Direction d : kScanOrder) {
      if (step(from, d) == first) {
        out = d;
        return true;
      }
    }
  }
  return false;
}

}  // namespace craftmate::games::overcooked
