#pragma once
// Where a scripted builder stands to place a blueprint block, as a player reasons about it from the
// blueprint's text (!getBlueprintLevel) alone. MINDcraft's !placeHere puts the block where the bot
// stands and !goToCoordinates in cheat mode is a /tp, so the bot must stand *in* the cell — and a
// cell over air (a ceiling, a torch high on a wall) cannot be stood in: the bot falls through it.
//
// The bot is 0.6 wide, so standing at the edge of a cell (0.05 from its side) it rests on a block
// under the neighbouring column too: a ceiling cell next to a wall is reached from the wall's top.
// Cells with no solid block under any of their 9 columns get scaffolding: temporary blocks in cells
// the blueprint leaves empty, each one resting the same way on the one below, stepping towards the
// cell from the nearest support (a staircase of at most one block sideways per level). The builder
// removes them again in reverse order once the blocks they were for are placed.

#include <map>
#include <optional>
#include <set>
#include <string>
#include <tuple>
#include <vector>

namespace craftmate::agents::minecollab {

struct Cell {
  int x = 0, y = 0, z = 0;
  auto operator<=>(const Cell&) const = default;
};

// A point for !goToCoordinates: inside `cell`, over a solid block.
struct StandPoint {
  double x = 0, y = 0, z = 0;
  bool centred = true;  // the cell's centre (whole coordinates, which /tp centres on the block)
};

class BuildSite {
 public:
  // The level 0 cells rest on the ground: every cell below `groundTop` + 1 is solid.
  void setGroundTop(int y) { groundTop_ = y; }
  // What the blueprint wants at a cell (one row of !getBlueprintLevel).
  void expect(const Cell& cell, const std::string& block) { expected_[cell] = block; }
  bool knowsBlueprint() const { return !expected_.empty(); }
  // The blueprint has this block somewhere.
  bool wants(const std::string& block) const;
  std::optional<std::string> expected(const Cell& cell) const;

  // A full block one can stand on (not a torch, door, pane, fence, slab ...).
  static bool fullBlock(const std::string& name);
  // Solid as far as the builder knows: the ground, a full block the blueprint wants (lower levels
  // are built first), or a scaffold it placed.
  bool solid(const Cell& cell) const;

  // Where to stand to be in `cell` over something solid; nullopt when no column around it has a
  // solid block below.
  std::optional<StandPoint> standFor(const Cell& cell) const;
  // The scaffold cells that make `cell` reachable, lowest first (empty: reachable already);
  // nullopt when none within `maxDepth` levels works.
  std::optional<std::vector<Cell>> scaffoldFor(const Cell& cell, int maxDepth = 8) const;

  // Cells the last !checkBlueprint listed as still to build by someone else: not solid yet.
  void setAbsent(std::set<Cell> cells) { absent_ = std::move(cells); }
  void addScaffold(const Cell& cell) { scaffolds_.insert(cell); }
  void removeScaffold(const Cell& cell) { scaffolds_.erase(cell); }

 private:
  // Free for a scaffold: inside the site, above the ground, and empty in the blueprint.
  bool scaffoldable(const Cell& cell) const;

  std::optional<int> groundTop_;
  std::map<Cell, std::string> expected_;
  std::set<Cell> scaffolds_;
  std::set<Cell> absent_;
};

}  // namespace craftmate::agents::minecollab
