#pragma once
// Neighbour generation and move costs (mineflayer-pathfinder's Movements, spec minecraft_client.md
// §4.3): from a node (the block the feet are in) the moves a player can make — walk, diagonal, jump
// up, drop down, parkour over a gap, dig down, pillar up, climb, swim — each with its cost, the
// blocks it digs and the blocks it places. Costs are chosen so the goals' heuristics stay
// admissible (see docs/pathfinding.md).

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

#include "pathfinding/block_classes.h"
#include "pathfinding/entity_index.h"
#include "pathfinding/path.h"
#include "pathfinding/path_options.h"
#include "world/block_states.h"

namespace craftmate::world {
class Registry;
class Bot;
}  // namespace craftmate::world

namespace craftmate::pathfinding {

// What the planner needs from the inventory: tools to dig with and scaffolding blocks to place.
struct PlannerInventory {
  std::vector<int> itemIds;  // distinct item ids held (tools are chosen among them)
  int scaffoldingCount = 0;
  static PlannerInventory of(const world::Bot& bot, const PathOptions& options);
};

// A candidate step, with its digs and placements kept inline so generating neighbours allocates
// nothing.
struct Move {
  BlockPos position;
  MoveKind kind = MoveKind::Start;
  double cost = 0;
  int remainingBlocks = 0;
  uint8_t breakCount = 0, placeCount = 0;
  std::optional<BlockPos> door;  // a closed door to open first
  std::array<BlockPos, 4> toBreak{};
  std::array<Placement, 2> toPlace{};

  PathStep toStep() const;
};

class Movements {
 public:
  static constexpr double kForbidden = 100;  // mineflayer's "cost > 100 = impossible"

  // `options` must outlive the movements (they keep a reference: temporary options do not compile).
  Movements(const world::BlockStates& world, const world::Registry& registry, const PathOptions& options,
            PlannerInventory inventory);
  Movements(const world::BlockStates& world, const world::Registry& registry, const PathOptions&& options,
            PlannerInventory inventory) = delete;

  // The node a player standing at `feet` is in (one higher when standing on a partial block).
  BlockPos startNode(const Vec3& feet);
  // Appends every move from `node` to `out`.
  void neighbours(const Move& node, std::vector<Move>& out);
  // Doors and gates that did not open when clicked (a server without door logic): walls from now on.
  void setStuckDoors(const std::vector<BlockPos>* doors) { stuckDoors_ = doors; }
  // Other entities' cells (entity costs, no placing into them); none when not set.
  void setEntities(const EntityIndex* entities) {
    entities_ = entities;
    stepCosts_ = !options_.exclusionAreasStep.empty() || (entities_ && !entities_->empty() && options_.allowEntityDetection);
  }
  // True once a lookup hit an unloaded column (the search may have missed a way round).
  bool touchedUnloaded() const { return touchedUnloaded_; }
  // The height a player standing in `node` has its feet at.
  double floorHeight(const BlockPos& node);
  // Dig time in ms of the block with the best tool held; nullopt when it cannot be dug.
  std::optional<int> digTimeMs(int stateId);
  // The best item to dig `stateId` with (nullopt: bare hand is as good).
  std::optional<int> bestTool(int stateId);

 private:
  int stateAt(const BlockPos& p);  // -1 when unloaded
  const BlockClass& cls(const BlockPos& p);
  bool avoided(int stateId) const;
  bool safe(const BlockPos& p);       // passable and not avoided
  bool standable(const BlockPos& p);  // a floor that is not avoided
  // 0 when passable, kForbidden when it may not be dug, else the dig cost; records the dig.
  double safeOrBreak(const BlockPos& p, Move& m);
  double breakCost(const BlockPos& p, int stateId);
  // Entering the cell: exclusionAreasStep plus entityCost per entity weight there.
  double stepCost(const BlockPos& p);
  // Appends a move that digs nothing, once the step costs of its feet and head cells are added.
  void pushStepped(Move m, std::vector<Move>& out);
  int entitiesAt(const BlockPos& p) const {
    return entities_ && options_.allowEntityDetection ? entities_->at(p) : 0;
  }
  double exclusion(const std::vector<ExclusionArea>& areas, const BlockPos& p);
  bool placeable(const BlockPos& p);
  void addPlace(Move& m, const BlockPos& at, const BlockPos& reference);

  void forward(const Move& n, int dx, int dz, std::vector<Move>& out);
  void jumpUp(const Move& n, int dx, int dz, std::vector<Move>& out);
  void dropDown(const Move& n, int dx, int dz, std::vector<Move>& out);
  void parkour(const Move& n, int dx, int dz, std::vector<Move>& out);
  void diagonal(const Move& n, int dx, int dz, std::vector<Move>& out);
  void down(const Move& n, std::vector<Move>& out);
  void up(const Move& n, std::vector<Move>& out);
  // First node below `column` (starting at its y) a player falling there lands in; nullopt when
  // the fall is too deep, lands on something unsafe or leaves the loaded world.
  std::optional<BlockPos> landing(const BlockPos& column, int fromY);

  const world::BlockStates& world_;
  const world::Registry& registry_;
  const PathOptions& options_;
  PlannerInventory inventory_;
  std::shared_ptr<const BlockClassTable> classes_;
  std::vector<uint8_t> avoidByBlock_, cantBreakByBlock_;  // by block id
  std::vector<int> digTimeByBlock_;  // by block id; -2 unknown, -1 cannot be dug
  std::vector<int> bestToolByBlock_;  // by block id; -1 hand
  bool touchedUnloaded_ = false;
  const std::vector<BlockPos>* stuckDoors_ = nullptr;
  const EntityIndex* entities_ = nullptr;
  bool stepCosts_ = false;  // any step exclusion area or entity: stepCost is not always 0
  // Direct-mapped cache of state lookups: neighbouring nodes look at the same cells again and again.
  struct CacheEntry {
    BlockPos position{0, INT32_MIN, 0};
    int state = -1;
  };
  std::vector<CacheEntry> cache_;
};

}  // namespace craftmate::pathfinding
