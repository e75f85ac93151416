// Goals (spec minecraft_client.md §4.4). Heuristics are octile distance horizontally plus the blocks
// still to climb: each horizontal step costs at least 1 (√2 diagonally) and each block up at least 1
// more (a jump up costs 2). Unlike mineflayer, blocks to descend count 0: one drop of up to 4 blocks
// (or any depth into water) costs 1, so counting them would overestimate and A* would no longer
// return the cheapest path.

#include "pathfinding/goals.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <limits>
#include <numbers>

#include "world/bot.h"

namespace craftmate::pathfinding {

namespace {
double climb(int fromY, int toY) { return toY > fromY ? toY - fromY : 0; }

// Within `range` of a centre: any end cell is at most 1.0824·range away in octile distance (the
// octile norm of a unit vector peaks at 22.5°) and at most `range` higher, so subtracting those keeps
// the bound below the true cost (mineflayer measures to the centre and overestimates by the range).
double nearHeuristic(const BlockPos& n, int x, int y, int z, double range) {
  constexpr double kOctileOfUnitCircle = 1.0824;
  return std::max(0.0, octileDistance(x - n.x, z - n.z) - kOctileOfUnitCircle * range) +
         std::max(0.0, climb(n.y, y) - range);
}
}  // namespace

double octileDistance(int dx, int dz) {
  const int ax = std::abs(dx), az = std::abs(dz);
  return std::abs(ax - az) + std::min(ax, az) * std::numbers::sqrt2;
}

double GoalBlock::heuristic(const BlockPos& n) const { return octileDistance(x_ - n.x, z_ - n.z) + climb(n.y, y_); }
bool GoalBlock::isEnd(const BlockPos& n) const { return n.x == x_ && n.y == y_ && n.z == z_; }

GoalNear::GoalNear(const Vec3& p, double range)
    : GoalNear(static_cast<int>(std::floor(p.x)), static_cast<int>(std::floor(p.y)), static_cast<int>(std::floor(p.z)),
               range) {}
double GoalNear::heuristic(const BlockPos& n) const { return nearHeuristic(n, x_, y_, z_, std::sqrt(rangeSq_)); }
bool GoalNear::isEnd(const BlockPos& n) const {
  const double dx = x_ - n.x, dy = y_ - n.y, dz = z_ - n.z;
  return dx * dx + dy * dy + dz * dz <= rangeSq_;
}

double GoalXZ::heuristic(const BlockPos& n) const { return octileDistance(x_ - n.x, z_ - n.z); }
bool GoalXZ::isEnd(const BlockPos& n) const { return n.x == x_ && n.z == z_; }

double GoalNearXZ::heuristic(const BlockPos& n) const { return nearHeuristic(n, x_, n.y, z_, std::sqrt(rangeSq_)); }
bool GoalNearXZ::isEnd(const BlockPos& n) const {
  const double dx = x_ - n.x, dz = z_ - n.z;
  return dx * dx + dz * dz <= rangeSq_;
}

double GoalY::heuristic(const BlockPos& n) const { return climb(n.y, y_); }
bool GoalY::isEnd(const BlockPos& n) const { return n.y == y_; }

double GoalGetToBlock::heuristic(const BlockPos& n) const {
  // The end cells lie one block around the target, the lowest one block below it: the distance to
  // the nearest of them is at least this.
  const int dx = std::max(0, std::abs(x_ - n.x) - 1), dz = std::max(0, std::abs(z_ - n.z) - 1);
  return octileDistance(dx, dz) + climb(n.y, y_ - 1);
}
bool GoalGetToBlock::isEnd(const BlockPos& n) const {
  const int dx = std::abs(x_ - n.x), dz = std::abs(z_ - n.z), dy = n.y - y_;
  if (dx + dz == 1) return dy == 0 || dy == -1;  // beside it: the block at the feet or at head height
  return dx == 0 && dz == 0 && dy == 1;           // standing on it
}

GoalFollow::GoalFollow(TargetFn target, double range)
    : target_(std::move(target)), range_(range), rangeSq_(range * range) {
  refresh();
}

GoalFollow GoalFollow::entity(world::Bot& bot, int entityId, double range) {
  world::Bot* b = &bot;
  return GoalFollow(
      [b, entityId]() -> std::optional<Vec3> {
        if (const world::Entity* e = b->world().entity(entityId); e && e->isValid) return e->position;
        return std::nullopt;
      },
      range);
}

GoalFollow GoalFollow::player(world::Bot& bot, const std::string& username, double range) {
  world::Bot* b = &bot;
  return GoalFollow(
      [b, username]() -> std::optional<Vec3> {
        auto it = b->players().find(username);
        if (it == b->players().end() || !it->second.entityId) return std::nullopt;
        if (const world::Entity* e = b->world().entity(*it->second.entityId); e && e->isValid) return e->position;
        return std::nullopt;
      },
      range);
}

double GoalFollow::heuristic(const BlockPos& n) const {
  if (!planned_) return 0;
  return nearHeuristic(n, planned_->x, planned_->y, planned_->z, range_);
}

bool GoalFollow::isEnd(const BlockPos& n) const {
  if (!planned_) return false;
  const double dx = planned_->x - n.x, dy = planned_->y - n.y, dz = planned_->z - n.z;
  return dx * dx + dy * dy + dz * dz <= rangeSq_;
}

bool GoalFollow::hasChanged() const {
  auto now = target_();
  if (!now || !planned_) return now.has_value() != planned_.has_value();
  const BlockPos p = BlockPos::containing(*now);
  const double dx = p.x - planned_->x, dy = p.y - planned_->y, dz = p.z - planned_->z;
  const double limit = std::max(range_, 1.0);
  return dx * dx + dy * dy + dz * dz > limit * limit;
}

void GoalFollow::refresh() {
  auto now = target_();
  planned_ = now ? std::optional<BlockPos>(BlockPos::containing(*now)) : std::nullopt;
}

bool GoalFollow::isValid() const { return target_().has_value(); }

GoalComposite::GoalComposite(Mode mode, const std::vector<const Goal*>& goals) : mode_(mode) {
  for (const Goal* g : goals) goals_.push_back(g->clone());
}

GoalComposite::GoalComposite(const GoalComposite& o) : mode_(o.mode_) {
  for (const auto& g : o.goals_) goals_.push_back(g->clone());
}

double GoalComposite::heuristic(const BlockPos& n) const {
  if (goals_.empty()) return 0;
  double best = goals_.front()->heuristic(n);
  for (const auto& g : goals_) best = mode_ == Mode::Any ? std::min(best, g->heuristic(n)) : std::max(best, g->heuristic(n));
  return best;
}

bool GoalComposite::isEnd(const BlockPos& n) const {
  if (mode_ == Mode::Any) return std::any_of(goals_.begin(), goals_.end(), [&](const auto& g) { return g->isEnd(n); });
  return !goals_.empty() && std::all_of(goals_.begin(), goals_.end(), [&](const auto& g) { return g->isEnd(n); });
}

bool GoalComposite::hasChanged() const {
  return std::any_of(goals_.begin(), goals_.end(), [](const auto& g) { return g->hasChanged(); });
}
void GoalComposite::refresh() {
  for (auto& g : goals_) g->refresh();
}
bool GoalComposite::isValid() const {
  return std::all_of(goals_.begin(), goals_.end(), [](const auto& g) { return g->isValid(); });
}
bool GoalComposite::isDynamic() const {
  return std::any_of(goals_.begin(), goals_.end(), [](const auto& g) { return g->isDynamic(); });
}

}  // namespace craftmate::pathfinding
