#include "pathfinding/path_executor.h"

#include <boost/asio/error.hpp>
#include <boost/system/system_error.hpp>

#include <algorithm>
#include <cmath>
#include <numbers>
#include <optional>

#include "pathfinding/astar.h"
#include "pathfinding/block_classes.h"
#include "pathfinding/movements.h"
#include "pathfinding/pathfinder.h"
#include "pathfinding/pathfinder_events.h"
#include "world/bot.h"

namespace craftmate::pathfinding {

namespace asio = boost::asio;
using Clock = std::chrono::steady_clock;
using world::Control;

namespace {

// mineflayer-pathfinder's arrival test: within 0.35 of the node centre horizontally, within one
// block vertically.
constexpr double kReachedXZ = 0.35;

// isMining / isBuilding while an action of the path runs.
struct ActivityFlag {
  ActivityFlag(const world::Bot& b, void (*s)(const world::Bot&, bool)) : bot(b), set(s) { set(bot, true); }
  ~ActivityFlag() { set(bot, false); }
  ActivityFlag(const ActivityFlag&) = delete;
  ActivityFlag& operator=(const ActivityFlag&) = delete;
  const world::Bot& bot;
  void (*set)(const world::Bot&, bool);
};

struct BlockUpdateSubscription {
  world::Bot& bot;
  world::Signal<world::BlockUpdate>::Id id;
  ~BlockUpdateSubscription() { bot.events().blockUpdate.off(id); }
};

}  // namespace

PathExecutor::PathExecutor(world::Bot& bot, Goal& goal, const PathOptions& options)
    : bot_(bot), goal_(goal), options_(options) {}

bool PathExecutor::grounded() const {
  const auto& s = bot_.physicsState();
  return s.onGround || s.isInWater || s.isInLava;
}

BlockPos PathExecutor::currentNode() const {
  return nodeContaining(*bot_.world().chunks(), *BlockClassTable::of(bot_.registry()), bot_.entity().position);
}

void PathExecutor::stopMoving() {
  for (auto c : {Control::Forward, Control::Back, Control::Left, Control::Right, Control::Jump, Control::Sprint}) {
    if (bot_.getControlState(c)) bot_.setControlState(c, false);
  }
}

void PathExecutor::onBlockUpdate(const BlockPos& p) {
  // A change at the feet, head or floor of a step still ahead invalidates the plan. Changes the
  // current step makes itself (its digs and placements) are expected.
  for (std::size_t i = next_; i < path_.size(); ++i) {
    const PathStep& s = path_[i];
    const bool own = std::find(s.toBreak.begin(), s.toBreak.end(), p) != s.toBreak.end() ||
                     std::any_of(s.toPlace.begin(), s.toPlace.end(), [&](const Placement& pl) { return pl.position == p; }) ||
                     (s.door && (*s.door == p || s.door->offset(0, 1, 0) == p));
    if (own) continue;
    if (p.x == s.position.x && p.z == s.position.z && p.y >= s.position.y - 1 && p.y <= s.position.y + 1) {
      reset("block_updated");
      return;
    }
  }
}

void PathExecutor::reset(const char* reason) {
  if (!dirty_) resetReason_ = reason;
  dirty_ = true;
}

asio::awaitable<void> PathExecutor::run(bool untilCancelled) {
  if (!bot_.world().chunks()) throw world::BotError("the bot has not joined a world yet (await waitForSpawn first)");
  pathfinderEvents(bot_).goalUpdated.emit(&goal_, untilCancelled);
  BlockUpdateSubscription subscription{
      bot_, bot_.events().blockUpdate.on([this](const world::BlockUpdate& u) { onBlockUpdate(u.position); })};
  try {
    lastProgress_ = Clock::now();
    for (;;) {
      if (!goal_.isValid()) {
        pathfinderEvents(bot_).pathStop.emit();
        throw PathError(PathError::Reason::GoalInvalid, "The goal is no longer valid!");
      }
      if (goal_.isDynamic() && goal_.hasChanged()) {
        goal_.refresh();
        reset("goal_moved");
        goalMoved_ = true;
      }
      const bool onFloor = grounded();
      if (onFloor && goal_.isDynamic() && goal_.isEnd(currentNode())) {
        // Met for where the target was when we planned; judge by where it is now.
        goal_.refresh();
        if (!goal_.isEnd(currentNode())) {
          reset("goal_moved");
          goalMoved_ = true;
        }
      }
      if (onFloor && goal_.isEnd(currentNode())) {
        stopMoving();
        path_.clear();
        next_ = 0;
        if (!untilCancelled) {
          pathfinderEvents(bot_).goalReached.emit(&goal_);
          co_return;
        }
        co_await bot_.waitForTicks(1);
        continue;
      }
      if (onFloor && options_.allowFreeMotion && co_await walkStraightToTarget()) continue;
      const bool exhausted = next_ >= path_.size();
      const bool stuck = Clock::now() - lastProgress_ > options_.stuckTimeout;
      if (onFloor && (exhausted || dirty_ || stuck)) {
        if (stuck) stopMoving();
        if (!exhausted && (dirty_ || stuck)) pathfinderEvents(bot_).pathReset.emit(dirty_ ? resetReason_ : "stuck");
        if (!co_await plan(untilCancelled)) continue;
      }
      if (next_ >= path_.size()) {  // in mid-air with nothing to follow: let physics land us
        co_await bot_.waitForTicks(1);
        continue;
      }
      const PathStep& step = path_[next_];
      if (reached(step)) {
        ++next_;
        prepared_ = false;
        lastProgress_ = Clock::now();
        continue;
      }
      if (!prepared_ && onFloor) {
        co_await prepareStep(step);
        if (dirty_) continue;
      }
      co_await steer(step);
    }
  } catch (const boost::system::system_error& e) {
    // A cancellation that lands just as an awaited timer completes is reported by asio at the next
    // co_await as operation_aborted rather than through the Bot's ActionCancelled: same meaning.
    stopMoving();
    if (e.code() == asio::error::operation_aborted) {
      pathfinderEvents(bot_).pathStop.emit();
      throw world::ActionCancelled();
    }
    throw;
  } catch (const world::ActionCancelled&) {
    stopMoving();
    pathfinderEvents(bot_).pathStop.emit();
    throw;
  } catch (...) {
    stopMoving();
    throw;
  }
}

asio::awaitable<bool> PathExecutor::plan(bool untilCancelled) {
  dirty_ = false;
  prepared_ = false;
  path_.clear();
  next_ = 0;
  lastProgress_ = Clock::now();
  const BlockPos start = currentNode();
  const double h = goal_.heuristic(start);
  if (goalMoved_) {  // a moving target: progress is measured afresh from here
    goalMoved_ = false;
    bestHeuristic_ = h;
    replansWithoutProgress_ = 0;
  } else if (h < bestHeuristic_ - 0.5) {
    bestHeuristic_ = h;
    replansWithoutProgress_ = 0;
  } else if (++replansWithoutProgress_ > options_.maxReplansWithoutProgress && !untilCancelled) {
    throw PathError(PathError::Reason::Stuck, "Stuck: no progress towards the goal after " +
                                                  std::to_string(options_.maxReplansWithoutProgress) + " new paths");
  }
  auto inventory = PlannerInventory::of(bot_, options_);
  const int blocks = inventory.scaffoldingCount;
  Movements movements(*bot_.world().chunks(), bot_.registry(), options_, std::move(inventory));
  movements.setStuckDoors(&stuckDoors_);
  const EntityIndex entities = EntityIndex::of(bot_, options_);
  movements.setEntities(&entities);
  AStar search(movements, goal_, start, blocks, options_.searchRadius);
  const auto totalDeadline = Clock::now() + options_.thinkTimeout;
  PathResult result;
  for (;;) {
    result = search.compute(Clock::now() + options_.tickTimeout, totalDeadline);
    pathfinderEvents(bot_).pathUpdate.emit(result);
    if (result.status != PathStatus::Partial) break;
    co_await bot_.waitForTicks(1);  // give the strand back between slices, as mineflayer does per tick
  }
  lastProgress_ = Clock::now();
  if (result.status == PathStatus::Success) {
    path_ = std::move(result.path);
    co_return true;
  }
  // Out of time, or only a dead end inside the loaded world: walk towards the closest node found
  // and plan again from there, if that gets us closer.
  const bool worthWalking = !result.path.empty() && goal_.heuristic(result.path.back().position) < h - 0.5 &&
                            (result.status == PathStatus::Timeout || movements.touchedUnloaded());
  if (worthWalking) {
    path_ = std::move(result.path);
    co_return true;
  }
  if (untilCancelled) {  // following: the target may come back into reach
    co_await bot_.waitForTicks(10);
    co_return false;
  }
  if (result.status == PathStatus::Timeout) {
    throw PathError(PathError::Reason::Timeout, "Took to long to decide path to goal!");
  }
  throw PathError(PathError::Reason::NoPath, "No path to the goal!");
}

std::optional<Vec3> PathExecutor::straightLineTarget() const {
  const auto* follow = dynamic_cast<const GoalFollow*>(&goal_);
  if (!follow) return std::nullopt;
  const auto target = follow->targetPosition();
  if (!target) return std::nullopt;
  const Vec3& from = bot_.entity().position;
  if (std::abs(target->y - from.y) > 0.5) return std::nullopt;
  // Every cell the body crosses on the way is free at the feet and the head and has a floor level
  // with ours (no step up, no drop).
  const auto classes = BlockClassTable::of(bot_.registry(), options_);
  const double length = std::hypot(target->x - from.x, target->z - from.z);
  const int samples = static_cast<int>(std::ceil(length / 0.25));
  for (int i = 1; i <= samples; ++i) {
    const double t = static_cast<double>(i) / samples;
    const BlockPos feet = BlockPos::containing(from + (*target - from) * t);
    const auto at = [&](const BlockPos& p) { return bot_.world().stateAt(p); };
    const auto f = at(feet), h = at(feet.offset(0, 1, 0)), b = at(feet.offset(0, -1, 0));
    if (!f || !h || !b || !(*classes)[*f].passable() || !(*classes)[*h].passable() ||
        (*classes)[*f].liquid() || !(*classes)[*b].has(BlockClass::Standable)) {
      return std::nullopt;
    }
  }
  return target;
}

asio::awaitable<bool> PathExecutor::walkStraightToTarget() {
  const auto target = straightLineTarget();
  if (!target) co_return false;
  path_.clear();  // a plan made before is stale once we leave it
  next_ = 0;
  const Vec3& p = bot_.entity().position;
  const double dx = target->x - p.x, dz = target->z - p.z;
  const bool forward = !goal_.isEnd(currentNode());
  if (bot_.getControlState(Control::Forward) != forward) bot_.setControlState(Control::Forward, forward);
  lastProgress_ = Clock::now();
  co_await bot_.look(std::atan2(-dx, -dz), 0);
  co_return true;
}

bool PathExecutor::reached(const PathStep& step) const {
  const Vec3& p = bot_.entity().position;
  const double dx = p.x - (step.position.x + 0.5), dz = p.z - (step.position.z + 0.5), dy = p.y - step.position.y;
  if (std::abs(dx) > kReachedXZ || std::abs(dz) > kReachedXZ || std::abs(dy) >= 1) return false;
  // A pillar step is reached once standing on the placed block, not while jumping past it.
  if (step.kind == MoveKind::Pillar && !bot_.physicsState().onGround && !bot_.physicsState().isInWater) return false;
  return true;
}

asio::awaitable<void> PathExecutor::prepareStep(const PathStep& step) {
  prepared_ = true;
  if (step.toBreak.empty() && step.toPlace.empty() && !step.hasDoor()) co_return;
  stopMoving();
  const auto classes = BlockClassTable::of(bot_.registry());
  std::optional<Movements> tools;  // chooses the best tool in the inventory, as the plan priced it
  for (const BlockPos& p : step.toBreak) {
    auto block = bot_.blockAt(p);
    if (!block || (*classes)[block->stateId].passable()) continue;
    if (options_.beforeDig) options_.beforeDig(*block);
    if (!tools) tools.emplace(*bot_.world().chunks(), bot_.registry(), options_, PlannerInventory::of(bot_, options_));
    if (auto tool = tools->bestTool(block->stateId); tool && (!bot_.heldItem() || bot_.heldItem()->type != *tool)) {
      co_await bot_.equip(*tool, world::EquipDestination::Hand);
    }
    try {
      const ActivityFlag mining(bot_, detail::setMining);
      co_await bot_.dig(p);
    } catch (const world::ActionCancelled&) {
      throw;
    } catch (const world::BotError&) {
      reset("dig_error");  // plan again from here
      co_return;
    }
  }
  if (step.hasDoor()) {
    const BlockPos at = *step.door;
    auto door = bot_.blockAt(at);
    if (door && !(*classes)[door->stateId].has(BlockClass::Open)) {
      co_await bot_.activateBlock(at);
      const bool opened = co_await bot_.waitFor<world::BlockUpdate>(
          bot_.events().blockUpdate,
          [&](const world::BlockUpdate& u) { return u.position == at && (*classes)[u.newState].has(BlockClass::Open); },
          std::chrono::milliseconds(1000));
      if (!opened) {
        stuckDoors_.push_back(at);
        reset("door_stuck");
        co_return;
      }
    }
  }
  for (const Placement& placement : step.toPlace) {
    if (!co_await placeScaffolding(step, placement)) co_return;  // it said why (reset)
  }
}

asio::awaitable<bool> PathExecutor::placeScaffolding(const PathStep& step, const Placement& placement) {
  const auto classes = BlockClassTable::of(bot_.registry());
  if (auto existing = bot_.blockAt(placement.position); existing && !(*classes)[existing->stateId].passable()) {
    co_return true;  // someone (or an earlier attempt) filled it already
  }
  std::optional<world::Item> block;
  for (const auto& name : options_.scaffoldingBlocks) {
    for (const auto& item : bot_.inventory().items()) {
      if (item.name == name) {
        block = item;
        break;
      }
    }
    if (block) break;
  }
  if (!block) {  // the new plan knows we have none
    reset("no_scaffolding_blocks");
    co_return false;
  }
  const ActivityFlag building(bot_, detail::setBuilding);
  if (!bot_.heldItem() || bot_.heldItem()->type != block->type) {
    co_await bot_.equip(block->type, world::EquipDestination::Hand);
  }
  try {
    if (step.kind == MoveKind::Pillar) {
      // Jump and place under the feet once they are above the cell.
      bot_.setControlState(Control::Jump, true);
      for (int tick = 0; tick < 12 && bot_.entity().position.y < placement.position.y + 1.0; ++tick) {
        co_await bot_.waitForTicks(1);
      }
      bot_.setControlState(Control::Jump, false);
    }
    // Clicking a chest or a table would open it: sneak while placing against one.
    const auto reference = bot_.blockAt(placement.reference);
    const bool sneak = reference && std::find(options_.interactableBlocks.begin(), options_.interactableBlocks.end(),
                                              reference->name()) != options_.interactableBlocks.end();
    if (sneak) bot_.setControlState(Control::Sneak, true);
    struct Unsneak {
      world::Bot& bot;
      bool on;
      ~Unsneak() {
        if (on) bot.setControlState(Control::Sneak, false);
      }
    } unsneak{bot_, sneak};
    co_await bot_.placeBlock(placement.reference, placement.face);
  } catch (const world::ActionCancelled&) {
    throw;
  } catch (const world::BotError&) {
    reset("place_error");
    co_return false;
  }
  co_return true;
}

asio::awaitable<void> PathExecutor::steer(const PathStep& step) {
  const Vec3& p = bot_.entity().position;
  const auto& state = bot_.physicsState();
  const double dx = step.position.x + 0.5 - p.x, dz = step.position.z + 0.5 - p.z;
  const double horizontal = std::sqrt(dx * dx + dz * dz);
  bool jump = false, sprint = false, forward = horizontal > 0.1;
  switch (step.kind) {
    case MoveKind::JumpUp:
    case MoveKind::Diagonal: {
      // Jump only when the way up is higher than a step (stairs and slabs are walked up) and we are
      // close to it, or when we bumped into it.
      const BlockPos floor = step.position.offset(0, -1, 0);
      const auto classes = BlockClassTable::of(bot_.registry());
      if (auto b = bot_.blockAt(floor); b && step.position.y > std::floor(p.y + 0.01)) {
        const BlockClass& c = (*classes)[b->stateId];
        const int dir = BlockClassTable::directionIndex(step.position.x - static_cast<int>(std::floor(p.x)),
                                                        step.position.z - static_cast<int>(std::floor(p.z)));
        const double entryRise = floor.y + c.entryHeight[static_cast<std::size_t>(dir)] - p.y;
        const double fullRise = floor.y + c.height - p.y;
        const bool stepsUp = entryRise <= 0.6 && fullRise - entryRise <= 0.6;
        jump = !stepsUp && (horizontal < 1.3 || state.isCollidedHorizontally);
      }
      break;
    }
    case MoveKind::Parkour: {
      sprint = options_.allowSprinting;
      // Take off at the edge of the block we stand on.
      const BlockPos from = BlockPos::containing(p);
      const double along = std::abs(step.position.x - from.x) > std::abs(step.position.z - from.z)
                               ? (p.x - (from.x + 0.5)) * (step.position.x > from.x ? 1 : -1)
                               : (p.z - (from.z + 0.5)) * (step.position.z > from.z ? 1 : -1);
      jump = state.onGround && (along > 0.35 || state.isCollidedHorizontally) && horizontal > 1.2;
      break;
    }
    case MoveKind::Swim:
      jump = step.position.y >= std::floor(p.y);
      break;
    case MoveKind::Pillar:
      jump = true;  // a ladder: hold jump to climb; a pillar placed its block already
      forward = horizontal > 0.2;
      break;
    default:
      jump = state.isCollidedHorizontally && state.onGround && step.position.y > std::floor(p.y + 0.01);
      break;
  }
  if (state.isInWater && step.position.y >= std::floor(p.y)) jump = true;
  if (bot_.getControlState(Control::Forward) != forward) bot_.setControlState(Control::Forward, forward);
  if (bot_.getControlState(Control::Jump) != jump) bot_.setControlState(Control::Jump, jump);
  if (bot_.getControlState(Control::Sprint) != sprint) bot_.setControlState(Control::Sprint, sprint);
  const double yaw = std::atan2(-dx, -dz);
  if (horizontal > 0.1 && std::abs(std::remainder(yaw - state.yaw, 2 * std::numbers::pi)) > 1e-3) {
    co_await bot_.look(yaw, 0);  // waits for the next tick
  } else {
    co_await bot_.waitForTicks(1);
  }
}

}  // namespace craftmate::pathfinding
