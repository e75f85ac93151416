// Moves and costs (spec minecraft_client.md §4.3). Where this departs from mineflayer-pathfinder it
// says why; docs/pathfinding.md lists the differences.

#include "pathfinding/movements.h"

#include <algorithm>
#include <climits>
#include <cmath>
#include <numbers>

#include "world/bot.h"
#include "world/registry.h"

namespace craftmate::pathfinding {

namespace {
constexpr std::array<std::array<int, 2>, 4> kCardinals{{{1, 0}, {-1, 0}, {0, 1}, {0, -1}}};
constexpr std::array<std::array<int, 2>, 4> kDiagonals{{{1, 1}, {1, -1}, {-1, 1}, {-1, -1}}};
constexpr std::size_t kCacheSize = 1 << 12;
}  // namespace

PathStep Move::toStep() const {
  PathStep s;
  s.position = position;
  s.kind = kind;
  s.cost = cost;
  s.toBreak.assign(toBreak.begin(), toBreak.begin() + breakCount);
  s.toPlace.assign(toPlace.begin(), toPlace.begin() + placeCount);
  s.door = door;
  return s;
}

PlannerInventory PlannerInventory::of(const world::Bot& bot, const PathOptions& options) {
  PlannerInventory inv;
  for (const world::Item& item : bot.inventory().items()) {
    if (std::find(inv.itemIds.begin(), inv.itemIds.end(), item.type) == inv.itemIds.end()) inv.itemIds.push_back(item.type);
    if (std::find(options.scaffoldingBlocks.begin(), options.scaffoldingBlocks.end(), item.name) !=
        options.scaffoldingBlocks.end()) {
      inv.scaffoldingCount += item.count;
    }
  }
  return inv;
}

Movements::Movements(const world::BlockStates& world, const world::Registry& registry, const PathOptions& options,
                     PlannerInventory inventory)
    : world_(world),
      registry_(registry),
      options_(options),
      inventory_(std::move(inventory)),
      classes_(BlockClassTable::of(registry, options)),
      cache_(kCacheSize) {
  const std::size_t blockCount = registry.blocks().size();
  avoidByBlock_.assign(blockCount, 0);
  cantBreakByBlock_.assign(blockCount, 0);
  digTimeByBlock_.assign(blockCount, -2);
  bestToolByBlock_.assign(blockCount, -1);
  for (const auto& name : options.blocksToAvoid) {
    if (const auto* b = registry.blockByName(name)) avoidByBlock_[static_cast<std::size_t>(b->id)] = 1;
  }
  for (const auto& name : options.blocksCantBreak) {
    if (const auto* b = registry.blockByName(name)) cantBreakByBlock_[static_cast<std::size_t>(b->id)] = 1;
  }
  for (const auto& b : registry.blocks()) {
    if (!b.diggable || !b.hardness) cantBreakByBlock_[static_cast<std::size_t>(b.id)] = 1;
  }
  setEntities(nullptr);
}

int Movements::stateAt(const BlockPos& p) {
  const std::size_t slot =
      (static_cast<std::size_t>(p.x) * 73856093u ^ static_cast<std::size_t>(p.y) * 19349663u ^
       static_cast<std::size_t>(p.z) * 83492791u) & (kCacheSize - 1);
  CacheEntry& e = cache_[slot];
  if (e.position == p) return e.state;
  const auto state = world_.stateAt(p);
  if (!state) touchedUnloaded_ = true;
  e.position = p;
  e.state = state && *state >= 0 && static_cast<std::size_t>(*state) < classes_->size() ? *state : -1;
  return e.state;
}

const BlockClass& Movements::cls(const BlockPos& p) {
  static const BlockClass unloaded{BlockClass::Collision, 1.0f, {}};  // neither passable nor standable
  const int s = stateAt(p);
  return s < 0 ? unloaded : (*classes_)[s];
}

bool Movements::avoided(int stateId) const {
  const auto* block = registry_.blockByStateId(stateId);
  return block && avoidByBlock_[static_cast<std::size_t>(block->id)];
}

bool Movements::safe(const BlockPos& p) {
  const int s = stateAt(p);
  return s >= 0 && (*classes_)[s].passable() && !avoided(s);
}

bool Movements::standable(const BlockPos& p) {
  const int s = stateAt(p);
  return s >= 0 && (*classes_)[s].has(BlockClass::Standable) && !avoided(s);
}

double Movements::floorHeight(const BlockPos& node) {
  const BlockClass& feet = cls(node);
  if (feet.liquid() || feet.has(BlockClass::Climbable)) return node.y;
  const BlockPos below = node.offset(0, -1, 0);
  if (standable(below)) return below.y + cls(below).height;
  return node.y;
}

BlockPos Movements::startNode(const Vec3& feet) { return nodeContaining(world_, *classes_, feet); }

std::optional<int> Movements::digTimeMs(int stateId) {
  const auto* block = registry_.blockByStateId(stateId);
  if (!block) return std::nullopt;
  int& cached = digTimeByBlock_[static_cast<std::size_t>(block->id)];
  if (cached == -2) {
    world::DigConditions how;
    auto best = registry_.digTimeMs(stateId, how);
    int bestTool = -1;
    for (int item : inventory_.itemIds) {
      how.heldItemId = item;
      auto t = registry_.digTimeMs(stateId, how);
      if (t && (!best || *t < *best)) best = t, bestTool = item;
    }
    cached = best ? *best : -1;
    bestToolByBlock_[static_cast<std::size_t>(block->id)] = bestTool;
  }
  if (cached < 0) return std::nullopt;
  return cached;
}

std::optional<int> Movements::bestTool(int stateId) {
  if (!digTimeMs(stateId)) return std::nullopt;
  const int tool = bestToolByBlock_[static_cast<std::size_t>(registry_.blockByStateId(stateId)->id)];
  if (tool < 0) return std::nullopt;
  return tool;
}

double Movements::breakCost(const BlockPos& p, int stateId) {
  const auto* block = registry_.blockByStateId(stateId);
  if (!options_.canDig || !block || cantBreakByBlock_[static_cast<std::size_t>(block->id)] ||
      avoidByBlock_[static_cast<std::size_t>(block->id)]) {
    return kForbidden;
  }
  if ((*classes_)[stateId].liquid()) return kForbidden;
  if (options_.dontCreateFlow) {
    for (const BlockPos& n : {p.offset(0, 1, 0), p.offset(1, 0, 0), p.offset(-1, 0, 0), p.offset(0, 0, 1), p.offset(0, 0, -1)}) {
      if (cls(n).liquid()) return kForbidden;
    }
  }
  // Nothing that stands on it (a falling block, an entity) may come down on us.
  if (options_.dontMineUnderFallingBlock &&
      (cls(p.offset(0, 1, 0)).has(BlockClass::Gravity) || entitiesAt(p.offset(0, 1, 0)) > 0)) {
    return kForbidden;
  }
  const double excluded = exclusion(options_.exclusionAreasBreak, p);
  if (excluded >= kForbidden) return kForbidden;
  const auto ms = digTimeMs(stateId);
  if (!ms) return kForbidden;
  return excluded + (1 + 3 * *ms / 1000.0) * options_.digCost;
}

double Movements::exclusion(const std::vector<ExclusionArea>& areas, const BlockPos& p) {
  if (areas.empty()) return 0;
  const int s = stateAt(p);
  const world::Block block{p, std::max(s, 0), s < 0 ? nullptr : registry_.blockByStateId(s)};
  double cost = 0;
  for (const ExclusionArea& area : areas) cost += area(block);
  return cost;
}

double Movements::stepCost(const BlockPos& p) {
  if (!stepCosts_) return 0;
  return exclusion(options_.exclusionAreasStep, p) + entitiesAt(p) * options_.entityCost;
}

void Movements::pushStepped(Move m, std::vector<Move>& out) {
  m.cost += stepCost(m.position) + stepCost(m.position.offset(0, 1, 0));
  if (m.cost < kForbidden) out.push_back(m);
}

double Movements::safeOrBreak(const BlockPos& p, Move& m) {
  const int s = stateAt(p);
  if (s < 0) return kForbidden;
  const BlockClass& c = (*classes_)[s];
  const double step = stepCost(p);
  if (c.passable()) return avoided(s) ? kForbidden : step;
  const double cost = step + breakCost(p, s);
  if (cost < kForbidden) {
    if (m.breakCount >= m.toBreak.size()) return kForbidden;
    m.toBreak[m.breakCount++] = p;
  }
  return cost;
}

bool Movements::placeable(const BlockPos& p) {
  return options_.canPlaceBlocks && cls(p).has(BlockClass::Replaceable) && !cls(p).has(BlockClass::Lava);
}

void Movements::addPlace(Move& m, const BlockPos& at, const BlockPos& reference) {
  m.toPlace[m.placeCount++] = Placement{at, reference, Vec3{double(at.x - reference.x), double(at.y - reference.y),
                                                          double(at.z - reference.z)}};
  m.cost += options_.placeCost + exclusion(options_.exclusionAreasPlace, at);
  if (entitiesAt(at) > 0) m.cost += kForbidden;  // an entity stands in the way of the block
  m.remainingBlocks -= 1;
}

void Movements::neighbours(const Move& node, std::vector<Move>& out) {
  for (const auto& [dx, dz] : kCardinals) {
    forward(node, dx, dz, out);
    jumpUp(node, dx, dz, out);
    dropDown(node, dx, dz, out);
    if (options_.allowParkour) parkour(node, dx, dz, out);
  }
  for (const auto& [dx, dz] : kDiagonals) diagonal(node, dx, dz, out);
  down(node, out);
  up(node, out);
}

namespace {
Move moveFrom(const Move& n, BlockPos to, MoveKind kind, double cost) {
  Move m;
  m.position = to;
  m.kind = kind;
  m.cost = cost;
  m.remainingBlocks = n.remainingBlocks;
  return m;
}
}  // namespace

void Movements::forward(const Move& n, int dx, int dz, std::vector<Move>& out) {
  const BlockPos feet = n.position.offset(dx, 0, dz), head = feet.offset(0, 1, 0), floor = feet.offset(0, -1, 0);
  Move m = moveFrom(n, feet, MoveKind::Forward, 1);
  const BlockClass& feetClass = cls(feet);
  const bool stuckDoor = stuckDoors_ && std::find(stuckDoors_->begin(), stuckDoors_->end(), feet) != stuckDoors_->end();
  if (options_.canOpenDoors && !stuckDoor && feetClass.has(BlockClass::Door) && !feetClass.has(BlockClass::UpperHalf)) {
    // A door or gate in the way: open it (unless already open) and walk through. Only straight
    // through: its open leaf lies along a side of the cell.
    const BlockClass& headClass = cls(head);
    if (!(headClass.passable() || (headClass.has(BlockClass::Door) && headClass.has(BlockClass::UpperHalf)))) return;
    if (!feetClass.has(BlockClass::Open)) {
      m.door = feet;
      m.cost += 1;
    }
  } else {
    m.cost += safeOrBreak(feet, m);
    if (m.cost >= kForbidden) return;
    m.cost += safeOrBreak(head, m);
    if (m.cost >= kForbidden) return;
  }
  if (cls(feet).liquid()) {
    m.kind = MoveKind::Swim;
    m.cost += options_.liquidCost;
  } else if (standable(floor)) {
    // Higher than a step (0.6) needs a jump: that is jumpUp's move, not this one.
    if (floor.y + cls(floor).height - floorHeight(n.position) > 0.6) return;
  } else {
    if (m.remainingBlocks <= 0 || !placeable(floor)) return;
    // Click the side of our own floor; it may be a block this path placed, which the world does not
    // show yet, so only a liquid node (no floor at all) rules it out.
    if (cls(n.position).liquid()) return;
    addPlace(m, floor, n.position.offset(0, -1, 0));
  }
  if (m.cost < kForbidden) out.push_back(m);
}

void Movements::jumpUp(const Move& n, int dx, int dz, std::vector<Move>& out) {
  const BlockPos step = n.position.offset(dx, 0, dz);  // the new floor
  const BlockPos feet = step.offset(0, 1, 0), head = step.offset(0, 2, 0), aboveHead = n.position.offset(0, 2, 0);
  Move m = moveFrom(n, feet, MoveKind::JumpUp, 2);
  const double from = floorHeight(n.position);
  if (standable(step)) {
    // 1.2: the height a jump reliably clears (mineflayer's limit); a stair or slab entered from its
    // low side is climbed by stepping, which the executor does without jumping.
    if (step.y + cls(step).height - from > 1.2) return;
  } else {
    if (cls(step).has(BlockClass::Collision) || !placeable(step) || m.remainingBlocks <= 0) return;
    const BlockPos under = step.offset(0, -1, 0);
    if (step.y + 1 - from > 1.2) return;
    if (standable(under)) {
      addPlace(m, step, under);
    } else {
      // Build the step from the side: first the block under it, then the step on top.
      if (m.remainingBlocks < 2 || !placeable(under) || cls(n.position).liquid()) return;
      addPlace(m, under, n.position.offset(0, -1, 0));
      addPlace(m, step, under);
    }
  }
  m.cost += safeOrBreak(aboveHead, m);
  if (m.cost >= kForbidden) return;
  m.cost += safeOrBreak(feet, m);
  if (m.cost >= kForbidden) return;
  m.cost += safeOrBreak(head, m);
  if (m.cost >= kForbidden) return;
  if (cls(feet).liquid()) m.cost += options_.liquidCost;
  out.push_back(m);
}

std::optional<BlockPos> Movements::landing(const BlockPos& column, int fromY) {
  for (BlockPos p = column;; p.y -= 1) {
    const int s = stateAt(p);
    if (s < 0) return std::nullopt;
    const BlockClass& c = (*classes_)[s];
    if (c.has(BlockClass::Water)) {
      if (!options_.infiniteLiquidDropdownDistance && fromY - p.y > options_.maxDropDown) return std::nullopt;
      return p;
    }
    if (standable(p)) {
      const BlockPos feet = p.offset(0, 1, 0);
      if (fromY - feet.y > options_.maxDropDown) return std::nullopt;
      return feet;
    }
    if (!safe(p)) return std::nullopt;  // lava, fire, a fence: not a place to land
    if (fromY - p.y > options_.maxDropDown + 1 && !options_.infiniteLiquidDropdownDistance) return std::nullopt;
    if (fromY - p.y > 384) return std::nullopt;
  }
}

void Movements::dropDown(const Move& n, int dx, int dz, std::vector<Move>& out) {
  const BlockPos feet = n.position.offset(dx, 0, dz), head = feet.offset(0, 1, 0), below = feet.offset(0, -1, 0);
  if (cls(feet).liquid() || standable(below) || !safe(below)) return;  // walking, swimming, or no way down
  Move m = moveFrom(n, feet, MoveKind::DropDown, 1);
  m.cost += safeOrBreak(head, m);
  if (m.cost >= kForbidden) return;
  m.cost += safeOrBreak(feet, m);
  if (m.cost >= kForbidden) return;
  auto land = landing(below.offset(0, -1, 0), n.position.y);
  if (!land) return;
  m.position = *land;
  if (cls(*land).liquid()) m.cost += options_.liquidCost;
  m.cost += stepCost(*land);
  if (m.cost < kForbidden) out.push_back(m);
}

void Movements::parkour(const Move& n, int dx, int dz, std::vector<Move>& out) {
  const BlockPos gapFeet = n.position.offset(dx, 0, dz);
  const BlockPos gapFloor = gapFeet.offset(0, -1, 0);
  if (cls(n.position).liquid() || !standable(n.position.offset(0, -1, 0))) return;  // jump from solid ground
  if (standable(gapFloor) || cls(gapFloor).liquid() || !safe(gapFeet) || !safe(gapFeet.offset(0, 1, 0)) ||
      !safe(gapFeet.offset(0, 2, 0)) || !safe(n.position.offset(0, 2, 0))) {
    return;
  }
  const int maxDistance = options_.allowSprinting ? 4 : 2;
  bool landedLower = false;
  for (int d = 2; d <= maxDistance; ++d) {
    const BlockPos feet = n.position.offset(dx * d, 0, dz * d);
    const BlockPos head = feet.offset(0, 1, 0), arc = feet.offset(0, 2, 0), floor = feet.offset(0, -1, 0);
    // Costs: the horizontal distance covered (plus 1 per block up), so the jump is never cheaper
    // than the heuristic says; mineflayer charges 1 for any jump, which makes its A* inadmissible.
    if (d < 4 && standable(feet) && safe(head) && safe(arc) &&
        feet.y + cls(feet).height - floorHeight(n.position) <= 1.0) {
      pushStepped(moveFrom(n, head, MoveKind::Parkour, d + 1), out);
      return;
    }
    if (!safe(feet) || !safe(head) || !safe(arc)) return;  // blocked mid-flight
    if (standable(floor)) {
      pushStepped(moveFrom(n, feet, MoveKind::Parkour, d), out);
      return;
    }
    // One down: keep looking further for a landing at our level (as mineflayer does), but only the
    // first landing one lower counts.
    if (!landedLower && standable(floor.offset(0, -1, 0)) && safe(floor)) {
      pushStepped(moveFrom(n, floor, MoveKind::Parkour, d), out);
      landedLower = true;
    }
  }
}

void Movements::diagonal(const Move& n, int dx, int dz, std::vector<Move>& out) {
  // Corners are never dug or built: a diagonal needs one open side, or the player catches on it.
  const BlockPos target = n.position.offset(dx, 0, dz);
  const BlockPos sideA = n.position.offset(dx, 0, 0), sideB = n.position.offset(0, 0, dz);
  const auto openSide = [&](int y0) {
    return (safe(sideA.offset(0, y0, 0)) && safe(sideA.offset(0, y0 + 1, 0))) ||
           (safe(sideB.offset(0, y0, 0)) && safe(sideB.offset(0, y0 + 1, 0)));
  };
  const double from = floorHeight(n.position);
  if (safe(target) && safe(target.offset(0, 1, 0))) {
    const BlockPos floor = target.offset(0, -1, 0);
    if (cls(target).liquid()) {
      if (!openSide(0)) return;
      pushStepped(moveFrom(n, target, MoveKind::Swim, std::numbers::sqrt2 + options_.liquidCost), out);
    } else if (standable(floor)) {
      if (floor.y + cls(floor).height - from > 0.6 || !openSide(0)) return;
      pushStepped(moveFrom(n, target, MoveKind::Diagonal, std::numbers::sqrt2), out);
    } else if (safe(floor) && standable(floor.offset(0, -1, 0)) && !cls(floor).liquid()) {
      if (!openSide(0)) return;
      pushStepped(moveFrom(n, floor, MoveKind::Diagonal, std::numbers::sqrt2), out);
    }
    return;
  }
  // One up: the target cell is the new floor.
  const BlockPos feet = target.offset(0, 1, 0);
  if (!standable(target) || !safe(feet) || !safe(feet.offset(0, 1, 0)) || !safe(n.position.offset(0, 2, 0))) return;
  if (target.y + cls(target).height - from > 1.2 || !openSide(1)) return;
  if (cls(n.position).liquid()) return;
  pushStepped(moveFrom(n, feet, MoveKind::Diagonal, std::numbers::sqrt2 + 1), out);
}

void Movements::down(const Move& n, std::vector<Move>& out) {
  const BlockPos below = n.position.offset(0, -1, 0);
  if (cls(n.position).liquid() || cls(below).liquid()) {
    if (safe(below)) pushStepped(moveFrom(n, below, MoveKind::Swim, 1 + options_.liquidCost), out);
    return;
  }
  if (safe(below)) return;  // already falling; the executor does not plan mid-air
  Move m = moveFrom(n, below, MoveKind::DigDown, 1);
  const int s = stateAt(below);
  if (s < 0) return;
  m.cost += breakCost(below, s);
  if (m.cost >= kForbidden) return;
  m.toBreak[m.breakCount++] = below;
  auto land = landing(below.offset(0, -1, 0), n.position.y);
  if (!land) return;
  m.position = *land;
  m.cost += stepCost(*land);
  if (m.cost < kForbidden) out.push_back(m);
}

void Movements::up(const Move& n, std::vector<Move>& out) {
  const BlockPos above = n.position.offset(0, 1, 0), aboveHead = n.position.offset(0, 2, 0);
  const BlockClass& here = cls(n.position);
  if (here.liquid()) {
    // Swim up through water (not out of it: leaving water is a jump onto a block beside).
    if (cls(above).has(BlockClass::Water) && safe(aboveHead)) {
      pushStepped(moveFrom(n, above, MoveKind::Swim, 1 + options_.liquidCost), out);
    }
    return;
  }
  if (here.has(BlockClass::Climbable)) {
    if (!(cls(above).has(BlockClass::Climbable) || safe(above)) || !safe(aboveHead)) return;
    pushStepped(moveFrom(n, above, MoveKind::Pillar, 1), out);
    return;
  }
  if (!options_.allow1by1towers || n.remainingBlocks <= 0 || !placeable(n.position)) return;
  // No check of the floor: a node is a standing place, even when its floor is a block this path put.
  Move m = moveFrom(n, above, MoveKind::Pillar, 1);
  m.cost += safeOrBreak(aboveHead, m);
  if (m.cost >= kForbidden) return;
  addPlace(m, n.position, n.position.offset(0, -1, 0));
  if (m.cost < kForbidden) out.push_back(m);
}

}  // namespace craftmate::pathfinding
