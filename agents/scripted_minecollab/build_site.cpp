#include "agents/scripted_minecollab/build_site.h"

#include <algorithm>
#include <array>
#include <cstdlib>

namespace craftmate::agents::minecollab {

namespace {

bool endsWith(const std::string& s, const std::string& tail) {
  return s.size() >= tail.size() && s.compare(s.size() - tail.size(), tail.size(), tail) == 0;
}

int sign(int v) { return (v > 0) - (v < 0); }

// Where in a cell the bot stands to rest on the column `d` (-1, 0, +1) away: 0.05 from that side
// (its box, 0.3 each way, reaches 0.25 into the neighbour), or the centre.
double edge(int base, int d) { return base + (d < 0 ? 0.05 : d > 0 ? 0.95 : 0.5); }

// The columns to rest on: the cell's own first, then the four sides, then the corners.
constexpr std::array<std::pair<int, int>, 9> kColumns = {
    {{0, 0}, {1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {1, -1}, {-1, 1}, {-1, -1}}};

}  // namespace

std::optional<std::string> BuildSite::expected(const Cell& cell) const {
  if (auto it = expected_.find(cell); it != expected_.end()) return it->second;
  return std::nullopt;
}

bool BuildSite::wants(const std::string& block) const {
  for (const auto& [cell, name] : expected_)
    if (name == block) return true;
  return false;
}

bool BuildSite::fullBlock(const std::string& name) {
  if (name.empty() || name == "air" || name == "water" || name == "lava") return false;
  static const std::array<const char*, 24> kPartial = {
      "torch",   "_door",   "_pane",   "_fence",  "_fence_gate", "_carpet", "_sign",    "_button",
      "lever",   "_slab",   "_stairs", "_wall",   "_trapdoor",   "ladder",  "rail",     "_bars",
      "sapling", "flower",  "_banner", "lantern", "chain",       "_plate",  "candle",   "_bed"};
  for (const char* tail : kPartial)
    if (endsWith(name, tail)) return false;
  static const std::array<const char*, 8> kPlants = {"dandelion", "poppy",      "short_grass", "tall_grass",
                                                     "fern",      "dead_bush",  "snow",        "vine"};
  return std::find(kPlants.begin(), kPlants.end(), name) == kPlants.end();
}

bool BuildSite::solid(const Cell& cell) const {
  if (groundTop_ && cell.y <= *groundTop_) return true;
  if (scaffolds_.count(cell)) return true;
  if (absent_.count(cell)) return false;
  const auto want = expected(cell);
  return want && fullBlock(*want);
}

bool BuildSite::scaffoldable(const Cell& cell) const {
  if (groundTop_ && cell.y <= *groundTop_) return false;
  if (scaffolds_.count(cell)) return false;
  const auto want = expected(cell);
  return !want || *want == "air";
}

std::optional<StandPoint> BuildSite::standFor(const Cell& cell) const {
  for (const auto& [dx, dz] : kColumns) {
    if (!solid({cell.x + dx, cell.y - 1, cell.z + dz})) continue;
    StandPoint p;
    p.x = edge(cell.x, dx);
    p.y = cell.y;
    p.z = edge(cell.z, dz);
    p.centred = dx == 0 && dz == 0;
    return p;
  }
  return std::nullopt;
}

std::optional<std::vector<Cell>> BuildSite::scaffoldFor(const Cell& cell, int maxDepth) const {
  if (standFor(cell)) return std::vector<Cell>{};
  // The lowest scaffold s sits k levels below, at most k columns away, on something solid; each
  // one above it steps one column towards the cell, so the top one is next to (or under) it.
  for (int k = 1; k <= maxDepth; ++k) {
    std::vector<Cell> starts;
    for (int dx = -k; dx <= k; ++dx)
      for (int dz = -k; dz <= k; ++dz) starts.push_back({cell.x + dx, cell.y - k, cell.z + dz});
    std::stable_sort(starts.begin(), starts.end(), [&](const Cell& a, const Cell& b) {
      return std::abs(a.x - cell.x) + std::abs(a.z - cell.z) < std::abs(b.x - cell.x) + std::abs(b.z - cell.z);
    });
    for (const Cell& start : starts) {
      if (!scaffoldable(start) || !standFor(start)) continue;
      BuildSite trial = *this;  // rare (only cells over air), so a copy keeps the checks honest
      std::vector<Cell> chain;
      Cell at = start;
      bool ok = true;
      while (at.y < cell.y) {
        if (!trial.solid(at)) {
          if (!trial.scaffoldable(at) || !trial.standFor(at)) {
            ok = false;
            break;
          }
          chain.push_back(at);
          trial.addScaffold(at);
        }
        at = {at.x + sign(cell.x - at.x), at.y + 1, at.z + sign(cell.z - at.z)};
      }
      if (ok && trial.standFor(cell)) return chain;
    }
  }
  return std::nullopt;
}

}  // namespace craftmate::agents::minecollab
