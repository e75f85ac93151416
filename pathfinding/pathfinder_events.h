#pragma once
// What a bot's pathfinder tells listeners (mineflayer-pathfinder's events and its isMining /
// isBuilding), per bot:
//
//   goalUpdated(goal, dynamic)  goal_updated: goTo (dynamic false) or follow (true) took a goal
//   pathUpdate(result)          path_update: a search returned (status partial while it goes on)
//   pathReset(reason)           path_reset: a path being walked was dropped ("block_updated",
//                               "goal_moved", "stuck", "dig_error", "place_error",
//                               "no_scaffolding_blocks", "door_stuck")
//   goalReached(goal)           goal_reached: goTo arrived (not emitted while following)
//   pathStop()                  path_stop: the walk was cancelled or its goal became invalid
//
// Listeners run on the bot's strand. The state is the bot's Pathfinder plugin (pathfinder_plugin.h),
// loaded by the first of these calls.

#include <string>

#include "pathfinding/goals.h"
#include "pathfinding/path.h"
#include "world/signal.h"

namespace craftmate::world {
class Bot;
}

namespace craftmate::pathfinding {

struct PathfinderEvents {
  world::Signal<const Goal*, bool> goalUpdated;
  world::Signal<PathResult> pathUpdate;
  world::Signal<std::string> pathReset;
  world::Signal<const Goal*> goalReached;
  world::Signal<> pathStop;
};

PathfinderEvents& pathfinderEvents(world::Bot& bot);
// The executor is digging a block of the path right now (mineflayer's bot.pathfinder.isMining()).
bool isMining(const world::Bot& bot);
// The executor is placing a scaffolding block right now (bot.pathfinder.isBuilding()).
bool isBuilding(const world::Bot& bot);

namespace detail {
// Set by the executor around its digs and placements.
void setMining(const world::Bot& bot, bool on);
void setBuilding(const world::Bot& bot, bool on);
}  // namespace detail

}  // namespace craftmate::pathfinding
