#include "games/collab_overcooked/collab_overcooked_layout.h"

#include <deque>
#include <stdexcept>

namespace craftmate::games::collab_overcooked {
namespace {

// `new_env.layout` (spec §2.1), row 0 on top. 1 and 2 are the start cells of agent_0 and agent_1.
constexpr std::string_view kGrid[Layout::kHeight] = {
    "XXXPX",
    "I X1X",
    "C2X X",
    "D X O",
    "XBXSX",
};

// The authors' path finder expands neighbours west, north, east, south (spec §10); ties in path
// choice follow this order.
constexpr Direction kSearchOrder[] = {Direction::West, Direction::North, Direction::East, Direction::South};

}  // namespace

std::string_view directionName(Direction d) {
  switch (d) {
    case Direction::North: return "north";
    case Direction::South: return "south";
    case Direction::East: return "east";
    case Direction::West: return "west";
  }
  return "?";
}

Cell Layout::neighbour(Cell c, Direction d) {
  switch (d) {
    case Direction::North: return Cell{c.x, static_cast<std::int8_t>(c.y - 1)};
    case Direction::South: return Cell{c.x, static_cast<std::int8_t>(c.y + 1)};
    case Direction::East: return Cell{static_cast<std::int8_t>(c.x + 1), c.y};
    case Direction::West: return Cell{static_cast<std::int8_t>(c.x - 1), c.y};
  }
  return c;
}

const Layout& Layout::standard() {
  static const Layout layout;
  return layout;
}

Layout::Layout() {
  utensilIndex_.fill(-1);
  counterIndex_.fill(-1);
  for (int y = 0; y < kHeight; ++y) {
    for (int x = 0; x < kWidth; ++x) {
      const Cell c{static_cast<std::int8_t>(x), static_cast<std::int8_t>(y)};
      Tile& t = tiles_[index(c)];
      switch (kGrid[y][x]) {
        case ' ': t = Tile::Floor; break;
        case '1': t = Tile::Floor; starts_[kChef] = c; break;
        case '2': t = Tile::Floor; starts_[kAssistant] = c; break;
        case 'X':
          t = Tile::Counter;
          counterIndex_[index(c)] = static_cast<int>(counters_.size());
          counters_.push_back(c);
          break;
        case 'I': t = Tile::IngredientDispenser; break;
        case 'D': t = Tile::DishDispenser; break;
        case 'S': t = Tile::Serving; break;
        case 'P': case 'C': case 'O': case 'B': {
          t = Tile::Utensil;
          const char sym = kGrid[y][x];
          const UtensilType type = sym == 'P' ? UtensilType::Pot
                                   : sym == 'C' ? UtensilType::ChoppingBoard
                                   : sym == 'O' ? UtensilType::Oven
                                                : UtensilType::Blender;
          // Every type occurs once, so each utensil's per-type ordinal is 0 (spec §2.1).
          const char* base = type == UtensilType::Pot ? "pot"
                             : type == UtensilType::ChoppingBoard ? "chopping_board"
                             : type == UtensilType::Oven ? "oven" : "blender";
          utensilIndex_[index(c)] = static_cast<int>(utensils_.size());
          utensils_.push_back(UtensilInfo{std::string(base) + "0", type, c});
          break;
        }
        default: throw std::logic_error("bad layout symbol");
      }
    }
  }
  // Regions: flood fill over floor from each start cell.
  for (int a = 0; a < kAgentCount; ++a) {
    region_[a].fill(false);
    std::deque<Cell> open{starts_[a]};
    region_[a][index(starts_[a])] = true;
    while (!open.empty()) {
      Cell c = open.front();
      open.pop_front();
      for (Direction d : kSearchOrder) {
        Cell n = neighbour(c, d);
        if (inside(n) && tiles_[index(n)] == Tile::Floor && !region_[a][index(n)]) {
          region_[a][index(n)] = true;
          open.push_back(n);
        }
      }
    }
    reachable_[a].fill(false);
    for (int i = 0; i < kCells; ++i) {
      if (!region_[a][i]) continue;
      for (Direction d : kSearchOrder) {
        Cell n = neighbour(cellAt(i), d);
        if (inside(n) && tiles_[index(n)] != Tile::Floor) reachable_[a][index(n)] = true;
      }
    }
  }
  for (std::size_t i = 0; i < counters_.size(); ++i) {
    const bool shared = reachable_[kChef][index(counters_[i])] && reachable_[kAssistant][index(counters_[i])];
    counterShared_.push_back(shared);
    if (shared) ++sharedCounterCount_;
  }
  // All-pairs walking distances inside each region (BFS from every floor cell).
  for (auto& row : distance_) row.fill(-1);
  for (int s = 0; s < kCells; ++s) {
    if (tiles_[s] != Tile::Floor) continue;
    std::deque<Cell> open{cellAt(s)};
    distance_[s][s] = 0;
    while (!open.empty()) {
      Cell c = open.front();
      open.pop_front();
      for (Direction d : kSearchOrder) {
        Cell n = neighbour(c, d);
        if (inside(n) && tiles_[index(n)] == Tile::Floor && distance_[s][index(n)] < 0) {
          distance_[s][index(n)] = static_cast<std::int8_t>(distance_[s][index(c)] + 1);
          open.push_back(n);
        }
      }
    }
  }
  // Walking answers for every agent, cell, facing and target, so a step only looks them up.
  for (int a = 0; a < kAgentCount; ++a) {
    for (int from = 0; from < kCells; ++from) {
      for (int f = 0; f < 4; ++f) {
        for (int target = 0; target < kCells; ++target) {
          const bool standable = region_[a][from];
          const Direction facing = static_cast<Direction>(f);
          costTable_[a][from][f][target] = static_cast<std::int8_t>(
              standable ? computeInteractionCost(a, cellAt(from), facing, cellAt(target)) : -1);
          primitiveTable_[a][from][f][target] =
              standable ? computeNextPrimitive(a, cellAt(from), facing, cellAt(target)) : Primitive{};
        }
      }
    }
  }
}

int Layout::findUtensil(std::string_view name) const {
  for (std::size_t i = 0; i < utensils_.size(); ++i) {
    if (utensils_[i].name == name) return static_cast<int>(i);
  }
  return -1;
}

namespace {
Direction opposite(Direction d) {
  switch (d) {
    case Direction::North: return Direction::South;
    case Direction::South: return Direction::North;
    case Direction::East: return Direction::West;
    case Direction::West: return Direction::East;
  }
  return d;
}
}  // namespace

int Layout::computeInteractionCost(int agent, Cell from, Direction facing, Cell target) const {
  int best = -1;
  for (Direction toTarget : kSearchOrder) {
    // The stand cell lies opposite to the direction the agent must face.
    const Cell stand = neighbour(target, opposite(toTarget));
    if (!inside(stand) || !region_[agent][index(stand)]) continue;
    const int d = distance_[index(from)][index(stand)];
    if (d < 0) continue;
    Direction arrival = facing;
    if (d > 0) {
      // The last move enters `stand` from the neighbour one step closer to `from`.
      for (Direction step : kSearchOrder) {
        const Cell prev = neighbour(stand, opposite(step));
        if (inside(prev) && tiles_[index(prev)] == Tile::Floor && distance_[index(from)][index(prev)] == d - 1) {
          arrival = step;
          break;
        }
      }
    }
    const int cost = d + (arrival == toTarget ? 0 : 1) + 1;
    if (best < 0 || cost < best) best = cost;
  }
  return best;
}

Layout::Primitive Layout::computeNextPrimitive(int agent, Cell from, Direction facing, Cell target) const {
  int bestCost = -1;
  Cell bestStand{};
  Direction bestFace = Direction::North;
  for (Direction toTarget : kSearchOrder) {
    const Cell stand = neighbour(target, opposite(toTarget));
    if (!inside(stand) || !region_[agent][index(stand)]) continue;
    const int d = distance_[index(from)][index(stand)];
    if (d < 0) continue;
    const int cost = d + (d == 0 && facing == toTarget ? 0 : 1) + 1;
    if (bestCost < 0 || cost < bestCost) {
      bestCost = cost;
      bestStand = stand;
      bestFace = toTarget;
    }
  }
  if (bestCost < 0) return {};
  if (bestStand == from) {
    if (facing == bestFace) return {PrimitiveKind::Interact, facing};
    return {PrimitiveKind::Turn, bestFace};
  }
  const int d = distance_[index(from)][index(bestStand)];
  for (Direction step : kSearchOrder) {
    const Cell n = neighbour(from, step);
    if (inside(n) && tiles_[index(n)] == Tile::Floor && distance_[index(n)][index(bestStand)] == d - 1) {
      return {PrimitiveKind::Move, step};
    }
  }
  return {};
}

}  // namespace craftmate::games::collab_overcooked
