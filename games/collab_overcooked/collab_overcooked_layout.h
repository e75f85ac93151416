#pragma once
// The kitchen grid of Collab-Overcooked (spec §2.1): the authors' "Forced Coordination" layout
// `new_env.layout`, two disconnected floor regions joined only by the middle column of counters.
// Everything an agent needs to walk is precomputed here once (regions, distances, which tiles each
// agent can interact with from where), so a step is a few table look-ups.

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "games/collab_overcooked/collab_overcooked_items.h"

namespace craftmate::games::collab_overcooked {

inline constexpr int kAgentCount = 2;
inline constexpr int kChef = 0;       // agent_0, the paper's Bob: pot, oven, serving, has the recipe
inline constexpr int kAssistant = 1;  // agent_1, the paper's Alice: dispensers, chopping board, blender

enum class Direction : std::uint8_t { North, South, East, West };

struct Cell {
  std::int8_t x = 0;
  std::int8_t y = 0;
  friend bool operator==(Cell a, Cell b) { return a.x == b.x && a.y == b.y; }
};

enum class Tile : std::uint8_t { Floor, Counter, Utensil, IngredientDispenser, DishDispenser, Serving };

struct UtensilInfo {
  std::string name;  // "pot0", "chopping_board0", "oven0", "blender0"
  UtensilType type;
  Cell cell;
};

class Layout {
 public:
  static constexpr int kWidth = 5;
  static constexpr int kHeight = 5;
  static constexpr int kCells = kWidth * kHeight;

  // The benchmark's only layout.
  static const Layout& standard();

  Tile tile(Cell c) const { return tiles_[index(c)]; }
  static int index(Cell c) { return c.y * kWidth + c.x; }
  static Cell cellAt(int i) { return Cell{static_cast<std::int8_t>(i % kWidth), static_cast<std::int8_t>(i / kWidth)}; }

  const std::vector<UtensilInfo>& utensils() const { return utensils_; }  // row-major order
  int utensilAt(Cell c) const { return utensilIndex_[index(c)]; }         // -1 when none
  int findUtensil(std::string_view name) const;                           // -1 when unknown
  const std::vector<Cell>& counters() const { return counters_; }         // row-major order
  int counterAt(Cell c) const { return counterIndex_[index(c)]; }         // -1 when none
  bool counterShared(int counter) const { return counterShared_[counter]; }
  int sharedCounterCount() const { return sharedCounterCount_; }

  Cell start(int agent) const { return starts_[agent]; }
  bool inRegion(int agent, Cell c) const { return region_[agent][index(c)]; }
  // True when `agent` can stand next to tile `target` (in its own region) and face it.
  bool reachable(int agent, Cell target) const { return reachable_[agent][index(target)]; }

  // The cost in timesteps for `agent` at `from` facing `facing` to interact with `target`
  // (moves + a final turn when needed + 1 for INTERACT), or -1 when it cannot.
  int interactionCost(int agent, Cell from, Direction facing, Cell target) const {
    return costTable_[agent][index(from)][static_cast<int>(facing)][index(target)];
  }

  // One primitive towards interacting with `target`.
  enum class PrimitiveKind : std::uint8_t { Move, Turn, Interact, Stay };
  struct Primitive {
    PrimitiveKind kind = PrimitiveKind::Stay;
    Direction direction = Direction::North;
  };
  Primitive nextPrimitive(int agent, Cell from, Direction facing, Cell target) const {
    return primitiveTable_[agent][index(from)][static_cast<int>(facing)][index(target)];
  }

  static Cell neighbour(Cell c, Direction d);

 private:
  Layout();
  // Computed once per (agent, cell, facing, target) into the tables below.
  int computeInteractionCost(int agent, Cell from, Direction facing, Cell target) const;
  Primitive computeNextPrimitive(int agent, Cell from, Direction facing, Cell target) const;
  bool inside(Cell c) const { return c.x >= 0 && c.y >= 0 && c.x < kWidth && c.y < kHeight; }

  std::array<Tile, kCells> tiles_{};
  std::array<int, kCells> utensilIndex_{};
  std::array<int, kCells> counterIndex_{};
  std::vector<UtensilInfo> utensils_;
  std::vector<Cell> counters_;
  std::vector<bool> counterShared_;
  int sharedCounterCount_ = 0;
  std::array<Cell, kAgentCount> starts_{};
  std::array<std::array<bool, kCells>, kAgentCount> region_{};
  std::array<std::array<bool, kCells>, kAgentCount> reachable_{};
  // Shortest walking distance between floor cells of one region (-1 when not connected).
  std::array<std::array<std::int8_t, kCells>, kCells> distance_{};
  std::array<std::array<std::array<std::array<std::int8_t, kCells>, 4>, kCells>, kAgentCount> costTable_{};
  std::array<std::array<std::array<std::array<Primitive, kCells>, 4>, kCells>, kAgentCount> primitiveTable_{};
};

std::string_view directionName(Direction d);

}  // namespace craftmate::games::collab_overcooked
