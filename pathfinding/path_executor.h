#pragma once
// Walks a bot along planned paths until its goal is met (spec minecraft_client.md §4.5, with the
// fixes of §4.6): plans in slices of `tickTimeout` between physics ticks, digs and places what a
// step needs, steers with the client's physics, replans when a block on the path changes, when the
// goal moves, when stuck, and when a partial path runs out; never replans in mid-air.

#include <chrono>
#include <optional>
#include <string>
#include <vector>

#include <boost/asio/awaitable.hpp>

#include "pathfinding/goals.h"
#include "pathfinding/path.h"
#include "pathfinding/path_options.h"

namespace craftmate::world {
class Bot;
}

namespace craftmate::pathfinding {

class Movements;

class PathExecutor {
 public:
  PathExecutor(world::Bot& bot, Goal& goal, const PathOptions& options);
  // untilCancelled = false: return once the goal is met (goTo). true: keep it met (follow).
  boost::asio::awaitable<void> run(bool untilCancelled);

 private:
  boost::asio::awaitable<bool> plan(bool untilCancelled);
  boost::asio::awaitable<void> prepareStep(const PathStep& step);
  boost::asio::awaitable<bool> placeScaffolding(const PathStep& step, const Placement& placement);
  boost::asio::awaitable<void> steer(const PathStep& step);
  bool reached(const PathStep& step) const;
  // allowFreeMotion: a followed entity reachable in a straight line on level ground (its position).
  std::optional<Vec3> straightLineTarget() const;
  // Walks one tick straight at it; false when there is none (plan and walk a path instead).
  boost::asio::awaitable<bool> walkStraightToTarget();
  bool grounded() const;
  BlockPos currentNode() const;
  void onBlockUpdate(const BlockPos& p);
  // Marks the path stale; the first reason since the last plan is what path_reset reports.
  void reset(const char* reason);
  void stopMoving();

  world::Bot& bot_;
  Goal& goal_;
  const PathOptions& options_;
  std::vector<PathStep> path_;
  std::size_t next_ = 0;
  bool dirty_ = false;     // something on the path changed: plan again
  std::string resetReason_;
  bool goalMoved_ = false;  // a dynamic goal's target moved since the last plan
  bool prepared_ = false;  // the next step's digging/placing is done
  std::chrono::steady_clock::time_point lastProgress_;
  double bestHeuristic_ = 1e300;
  int replansWithoutProgress_ = 0;
  std::vector<BlockPos> stuckDoors_;  // clicked, but the server did not open them
};

}  // namespace craftmate::pathfinding
