#pragma once
// A construction blueprint (mindcraft.md §8.6): levels of placement grids anchored at world
// coordinates, the texts MINDcraft gives agents about it, and the match against a block view.
//
// placement[row][col]: row = +Z offset, col = +X offset; world cell = (x + col, y, z + row).

#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace craftmate::tasks {

struct BlueprintLevel {
  int level = 0;
  int x = 0, y = 0, z = 0;  // world position of placement[0][0]
  std::vector<std::vector<std::string>> placement;
};

// What the world holds at a position: the block's registry name ("air" when unloaded), without
// block-state properties. A Bot's blockAt, a test's map, anything.
using BlockView = std::function<std::string(int x, int y, int z)>;

struct BlockCell {
  int x = 0, y = 0, z = 0;
  std::string block;
};

struct LevelMatch {
  int level = 0;
  int matches = 0;
  int mismatches = 0;
  double percent() const;  // matches / (matches + mismatches) * 100; 100 when nothing to compare
};

struct BlueprintMatch {
  std::vector<LevelMatch> levels;
  int matches = 0;
  int mismatches = 0;
  // The construction score of §8.5: a percentage 0..100 over all levels.
  double percent() const;
  bool complete() const { return mismatches == 0; }
};

struct Blueprint {
  std::map<std::string, int> materials;  // informational (older files' {"id","number"} normalised)
  std::vector<BlueprintLevel> levels;

  // Every cell of every level in world coordinates (air cells included), level by level, row by row.
  std::vector<BlockCell> cells() const;

  // MINDcraft's texts (§8.6), byte for byte.
  std::string explain() const;
  std::string explainLevel(std::size_t index) const;
  std::string explainLevelDifference(std::size_t index, const BlockView& world) const;
  std::string explainBlueprintDifference(const BlockView& world) const;

  // Cells where expected and actual are both air are skipped; equal names match; the rest mismatch.
  // Expected strings with block states ("oak_stairs[facing=north]") compare by the whole string, so
  // they never match — as in MINDcraft (§8.5).
  BlueprintMatch match(const BlockView& world) const;
};

}  // namespace craftmate::tasks
