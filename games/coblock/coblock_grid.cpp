#include "games/coblock/coblock_grid.h"

namespace craftmate::games::coblock {

Grid::Grid(const Bounds& bounds, int groundY)
    : bounds_(bounds),
      groundY_(groundY),
      width_(bounds.xMax - bounds.xMin + 1),
      depth_(bounds.zMax - bounds.zMin + 1),
      height_(bounds.yMax - groundY + 1) {
  const std::size_t n = static_cast<std::size_t>(width_ > 0 ? width_ : 0) *
                        static_cast<std::size_t>(depth_ > 0 ? depth_ : 0) *
                        static_cast<std::size_t>(height_ > 0 ? height_ : 0);
  cells_.assign(n, 0);
  neighbours_.assign(n, 0);
}

template <typename F>
void Grid::forEachNeighbour(Pos p, F&& f) const {
  const Pos around[6] = {{p.x + 1, p.y, p.z}, {p.x - 1, p.y, p.z}, {p.x, p.y + 1, p.z},
                         {p.x, p.y - 1, p.z}, {p.x, p.y, p.z + 1}, {p.x, p.y, p.z - 1}};
  for (const Pos& q : around) {
    if (valid(q)) f(q);
  }
}

bool Grid::removalStrandsNeighbour(Pos p) const {
  bool strands = false;
  forEachNeighbour(p, [&](Pos q) {
    // q loses p as a neighbour; it stays legal if it is on the ground or has another neighbour.
    if (occupied(q) && q.y != groundY_ && neighbours_[index(q)] <= 1) strands = true;
  });
  return strands;
}

void Grid::place(Pos p, Colour c) {
  cells_[index(p)] = static_cast<std::uint8_t>(static_cast<int>(c) + 1);
  ++count_;
  forEachNeighbour(p, [&](Pos q) { ++neighbours_[index(q)]; });
}

void Grid::remove(Pos p) {
  cells_[index(p)] = 0;
  --count_;
  forEachNeighbour(p, [&](Pos q) { --neighbours_[index(q)]; });
}

}  // namespace craftmate::games::coblock
