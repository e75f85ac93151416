#pragma once
// The built structure as a dense box of cells. Each cell keeps its colour and how many of its six
// face-neighbours are occupied, so the gravity rule (spec §2.3: on the ground or face-adjacent to a
// block) is one lookup and placing/removing a block touches seven cells. No allocation after
// construction: this is the hot path of every step.

#include <cstdint>
#include <optional>
#include <vector>

#include "games/coblock/coblock_task.h"
#include "games/coblock/coblock_types.h"

namespace craftmate::games::coblock {

class Grid {
 public:
  Grid(const Bounds& bounds, int groundY);

  // x and z inside the box and y at most the top; y below the ground is checked separately
  // because it has its own error (`below_ground`).
  bool withinBox(Pos p) const {
    return p.x >= bounds_.xMin && p.x <= bounds_.xMax && p.z >= bounds_.zMin && p.z <= bounds_.zMax &&
           p.y <= bounds_.yMax;
  }
  bool aboveGround(Pos p) const { return p.y >= groundY_; }
  bool valid(Pos p) const { return withinBox(p) && aboveGround(p); }

  // The cell functions below require valid(p).
  bool occupied(Pos p) const { return cells_[index(p)] != 0; }
  std::optional<Colour> colourAt(Pos p) const {
    const std::uint8_t v = cells_[index(p)];
    if (v == 0) return std::nullopt;
    return static_cast<Colour>(v - 1);
  }
  int occupiedNeighbours(Pos p) const { return neighbours_[index(p)]; }
  // The gravity rule for a new block at p.
  bool supports(Pos p) const { return p.y == groundY_ || neighbours_[index(p)] > 0; }
  // Whether removing the block at p leaves some face-neighbour with neither ground nor neighbour.
  bool removalStrandsNeighbour(Pos p) const;

  void place(Pos p, Colour c);
  void remove(Pos p);

  int groundY() const { return groundY_; }
  const Bounds& bounds() const { return bounds_; }
  int count() const { return count_; }

 private:
  int index(Pos p) const {
    return ((p.y - groundY_) * depth_ + (p.z - bounds_.zMin)) * width_ + (p.x - bounds_.xMin);
  }
  template <typename F>
  void forEachNeighbour(Pos p, F&& f) const;

  Bounds bounds_;
  int groundY_;
  int width_, depth_, height_;
  std::vector<std::uint8_t> cells_;       // 0 empty, else colour + 1
  std::vector<std::uint8_t> neighbours_;  // occupied face-neighbours
  int count_ = 0;
};

}  // namespace craftmate::games::coblock
