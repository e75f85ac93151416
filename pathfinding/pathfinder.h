#pragma once
// The pathfinder's entry points for skills and agents: walk a bot to a goal (goTo), keep following
// a moving goal until cancelled (follow), or only plan (findPath).
//
// goTo plans with A* over the blocks the bot has loaded, walks the path with the client's physics
// (digging, placing scaffolding, jumping gaps as planned), replans when a block on the path changes,
// when the bot is stuck, or when a partial path runs out. Cancel it through the awaiting
// coroutine's cancellation slot (e.g. `!stop`): the bot stops moving at once and
// world::ActionCancelled is thrown. Failures throw PathError (a world::BotError) with
// mineflayer-pathfinder's message, e.g. "No path to the goal!".
//
//   co_await pathfinding::goTo(*bot, pathfinding::GoalNear(10, 64, -3, 1));
//   co_await pathfinding::follow(*bot, pathfinding::GoalFollow::player(*bot, "steve", 2));  // until cancelled

#include <boost/asio/awaitable.hpp>

#include "pathfinding/goals.h"
#include "pathfinding/path.h"
#include "pathfinding/path_options.h"
#include "world/bot.h"

namespace craftmate::pathfinding {

struct PathError : world::BotError {
  enum class Reason { NoPath, Timeout, GoalInvalid, Stuck };
  PathError(Reason r, const std::string& message) : world::BotError(message), reason(r) {}
  Reason reason;
};

// Walks to the goal; returns when the bot's feet are in a goal node. For a dynamic goal it returns
// the first time the goal is met. The goal and options are copied at once (a temporary is fine);
// the bot must outlive the walk.
boost::asio::awaitable<void> goTo(world::Bot& bot, const Goal& goal, PathOptions options);
// With the movements of the bot's Pathfinder plugin (pathfinder_plugin.h), else the defaults. (An
// overload, not a default argument: GCC 12 destroys a defaulted PathOptions temporary twice when
// the call is the operand of co_await.)
boost::asio::awaitable<void> goTo(world::Bot& bot, const Goal& goal);

// Keeps the goal met until cancelled (mineflayer's setGoal(goal, true)): walks whenever the goal is
// not met, waits while it is. Never returns normally; throws ActionCancelled when cancelled and
// PathError when the goal becomes invalid (the followed entity left).
boost::asio::awaitable<void> follow(world::Bot& bot, const Goal& goal, PathOptions options);
boost::asio::awaitable<void> follow(world::Bot& bot, const Goal& goal);

// Plans from the bot's position without moving, within `options.thinkTimeout` (mineflayer's
// getPathTo). Status Success, or Timeout/NoPath with the path to the node closest to the goal.
PathResult findPath(const world::Bot& bot, const Goal& goal, const PathOptions& options);
PathResult findPath(const world::Bot& bot, const Goal& goal);

}  // namespace craftmate::pathfinding
