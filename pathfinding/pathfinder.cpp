// Placeholder executor (first API commit): walks greedily down the goal's heuristic, jumping when
// blocked. The A* planner and the real executor replace it.

#include "pathfinding/pathfinder.h"

#include <chrono>
#include <cmath>

namespace craftmate::pathfinding {

namespace asio = boost::asio;

const char* toString(PathStatus s) {
  switch (s) {
    case PathStatus::Success: return "success";
    case PathStatus::Partial: return "partial";
    case PathStatus::Timeout: return "timeout";
    case PathStatus::NoPath: return "noPath";
  }
  return "?";
}

namespace {

asio::awaitable<bool> walkUntil(world::Bot& bot, Goal& goal, const PathOptions& options, bool returnWhenMet) {
  auto lastProgress = std::chrono::steady_clock::now();
  double best = 1e18;
  try {
    for (;;) {
      if (goal.isDynamic() && goal.hasChanged()) goal.refresh();
      if (!goal.isValid()) throw PathError(PathError::Reason::GoalInvalid, "The goal is no longer valid!");
      const BlockPos feet = BlockPos::containing(bot.entity().position);
      if (goal.isEnd(feet)) {
        bot.clearControlStates();
        if (returnWhenMet) co_return true;
        co_await bot.waitForTicks(1);
        continue;
      }
      BlockPos next = feet;
      double h = goal.heuristic(feet);
      for (int dx = -1; dx <= 1; ++dx)
        for (int dz = -1; dz <= 1; ++dz)
          if (double c = goal.heuristic(feet.offset(dx, 0, dz)); c < h) h = c, next = feet.offset(dx, 0, dz);
      if (h < best - 0.5) best = h, lastProgress = std::chrono::steady_clock::now();
      if (std::chrono::steady_clock::now() - lastProgress > options.stuckTimeout) {
        bot.clearControlStates();
        throw PathError(PathError::Reason::NoPath, "No path to the goal!");
      }
      const Vec3 target = next.center();
      const Vec3 d = target - bot.entity().position;
      co_await bot.look(std::atan2(-d.x, -d.z), 0);
      bot.setControlState(world::Control::Forward, true);
      bot.setControlState(world::Control::Jump, bot.physicsState().isCollidedHorizontally);
      co_await bot.waitForTicks(1);
    }
  } catch (...) {
    bot.clearControlStates();
    throw;
  }
}

}  // namespace

asio::awaitable<void> goTo(world::Bot& bot, const Goal& goal, PathOptions options) {
  auto g = goal.clone();
  co_await walkUntil(bot, *g, options, true);
}

asio::awaitable<void> follow(world::Bot& bot, const Goal& goal, PathOptions options) {
  auto g = goal.clone();
  co_await walkUntil(bot, *g, options, false);
}

PathResult findPath(const world::Bot&, const Goal&, const PathOptions&) { return {}; }

}  // namespace craftmate::pathfinding
