#pragma once
// Where a path should end (mineflayer-pathfinder's goals, spec minecraft_client.md §4.4).
//
// The planner asks a goal two things about a node (the block the feet stand in): is it an end
// (`isEnd`) and how far is it at least (`heuristic`, admissible: never more than the real cost, so
// A* returns the cheapest path; unlike mineflayer's, blocks to descend count nothing and ranges are
// subtracted, see goals.cpp). Dynamic goals (GoalFollow) also say when their target moved
// (`hasChanged`), and the executor then replans.

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "world/vec3.h"

namespace craftmate::world {
class Bot;
}

namespace craftmate::pathfinding {

using world::BlockPos;
using world::Vec3;

class Goal {
 public:
  virtual ~Goal() = default;
  virtual double heuristic(const BlockPos& node) const = 0;
  virtual bool isEnd(const BlockPos& node) const = 0;
  // Dynamic goals: the target moved enough that the current path is stale. Calling `refresh`
  // takes the target's new position and clears the flag.
  virtual bool hasChanged() const { return false; }
  virtual void refresh() {}
  // False when the goal can no longer be reached in principle (a followed entity is gone).
  virtual bool isValid() const { return true; }
  virtual bool isDynamic() const { return false; }
  virtual std::unique_ptr<Goal> clone() const = 0;
};

// The horizontal part of every heuristic: octile distance, exact for 8-way moves of cost 1 and √2.
double octileDistance(int dx, int dz);

// Feet exactly in the block (x, y, z).
class GoalBlock : public Goal {
 public:
  GoalBlock(int x, int y, int z) : x_(x), y_(y), z_(z) {}
  explicit GoalBlock(const BlockPos& p) : GoalBlock(p.x, p.y, p.z) {}
  double heuristic(const BlockPos& n) const override;
  bool isEnd(const BlockPos& n) const override;
  std::unique_ptr<Goal> clone() const override { return std::make_unique<GoalBlock>(*this); }

 private:
  int x_, y_, z_;
};

// Feet within `range` blocks (Euclidean, squared distance ≤ range²) of (x, y, z).
class GoalNear : public Goal {
 public:
  GoalNear(int x, int y, int z, double range) : x_(x), y_(y), z_(z), rangeSq_(range * range) {}
  GoalNear(const Vec3& p, double range);  // floors the point
  double heuristic(const BlockPos& n) const override;
  bool isEnd(const BlockPos& n) const override;
  std::unique_ptr<Goal> clone() const override { return std::make_unique<GoalNear>(*this); }

 private:
  int x_, y_, z_;
  double rangeSq_;
};

// Any y at column (x, z).
class GoalXZ : public Goal {
 public:
  GoalXZ(int x, int z) : x_(x), z_(z) {}
  double heuristic(const BlockPos& n) const override;
  bool isEnd(const BlockPos& n) const override;
  std::unique_ptr<Goal> clone() const override { return std::make_unique<GoalXZ>(*this); }

 private:
  int x_, z_;
};

// Horizontally within `range` of (x, z), any y.
class GoalNearXZ : public Goal {
 public:
  GoalNearXZ(int x, int z, double range) : x_(x), z_(z), rangeSq_(range * range) {}
  double heuristic(const BlockPos& n) const override;
  bool isEnd(const BlockPos& n) const override;
  std::unique_ptr<Goal> clone() const override { return std::make_unique<GoalNearXZ>(*this); }

 private:
  int x_, z_;
  double rangeSq_;
};

// Feet at height y, anywhere.
class GoalY : public Goal {
 public:
  explicit GoalY(int y) : y_(y) {}
  double heuristic(const BlockPos& n) const override;
  bool isEnd(const BlockPos& n) const override;
  std::unique_ptr<Goal> clone() const override { return std::make_unique<GoalY>(*this); }

 private:
  int y_;
};

// Next to the block (a chest, a table, a block to dig): feet in a cell sharing a face with it, or
// standing on top of it, or one lower beside it (the block is then at head height).
class GoalGetToBlock : public Goal {
 public:
  GoalGetToBlock(int x, int y, int z) : x_(x), y_(y), z_(z) {}
  explicit GoalGetToBlock(const BlockPos& p) : GoalGetToBlock(p.x, p.y, p.z) {}
  double heuristic(const BlockPos& n) const override;
  bool isEnd(const BlockPos& n) const override;
  std::unique_ptr<Goal> clone() const override { return std::make_unique<GoalGetToBlock>(*this); }

 private:
  int x_, y_, z_;
};

// Within `range` of a moving target. `target` returns its current position (nullopt = gone). The
// goal keeps the position it last planned for and reports `hasChanged` when the target moved more
// than `range` away from it (at least one block), so the executor replans only when it matters.
class GoalFollow : public Goal {
 public:
  using TargetFn = std::function<std::optional<Vec3>()>;
  GoalFollow(TargetFn target, double range);
  // The entity with this id as `bot` sees it. The bot must outlive the goal.
  static GoalFollow entity(world::Bot& bot, int entityId, double range);
  // The player with this username (its entity while in view).
  static GoalFollow player(world::Bot& bot, const std::string& username, double range);

  double heuristic(const BlockPos& n) const override;
  bool isEnd(const BlockPos& n) const override;
  bool hasChanged() const override;
  void refresh() override;
  bool isValid() const override;
  bool isDynamic() const override { return true; }
  std::unique_ptr<Goal> clone() const override { return std::make_unique<GoalFollow>(*this); }
  std::optional<BlockPos> targetBlock() const { return planned_; }
  // Where the target is now (nullopt: gone) and the range (allowFreeMotion walks straight at it).
  std::optional<Vec3> targetPosition() const { return target_(); }
  double range() const { return range_; }

 private:
  TargetFn target_;
  double range_, rangeSq_;
  std::optional<BlockPos> planned_;
};

// Not the inner goal: flee from it. The heuristic is the inner one negated, which is not admissible
// (as in mineflayer) — the path runs away, it is not the cheapest way out.
class GoalInvert : public Goal {
 public:
  explicit GoalInvert(const Goal& inner) : inner_(inner.clone()) {}
  GoalInvert(const GoalInvert& o) : inner_(o.inner_->clone()) {}
  double heuristic(const BlockPos& n) const override { return -inner_->heuristic(n); }
  bool isEnd(const BlockPos& n) const override { return !inner_->isEnd(n); }
  bool hasChanged() const override { return inner_->hasChanged(); }
  void refresh() override { inner_->refresh(); }
  bool isValid() const override { return inner_->isValid(); }
  bool isDynamic() const override { return inner_->isDynamic(); }
  std::unique_ptr<Goal> clone() const override { return std::make_unique<GoalInvert>(*this); }

 private:
  std::unique_ptr<Goal> inner_;
};

// Any of the goals (heuristic: the smallest) or all of them (heuristic: the largest).
class GoalComposite : public Goal {
 public:
  enum class Mode { Any, All };
  GoalComposite(Mode mode, const std::vector<const Goal*>& goals);
  GoalComposite(const GoalComposite& o);
  double heuristic(const BlockPos& n) const override;
  bool isEnd(const BlockPos& n) const override;
  bool hasChanged() const override;
  void refresh() override;
  bool isValid() const override;
  bool isDynamic() const override;
  std::unique_ptr<Goal> clone() const override { return std::make_unique<GoalComposite>(*this); }

 private:
  Mode mode_;
  std::vector<std::unique_ptr<Goal>> goals_;
};

inline GoalComposite GoalCompositeAny(const std::vector<const Goal*>& goals) {
  return GoalComposite(GoalComposite::Mode::Any, goals);
}
inline GoalComposite GoalCompositeAll(const std::vector<const Goal*>& goals) {
  return GoalComposite(GoalComposite::Mode::All, goals);
}

}  // namespace craftmate::pathfinding
