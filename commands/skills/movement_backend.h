#pragma once
// How skills move the bot: the few goal shapes MINDcraft's skills give mineflayer-pathfinder
// (GoalNear, GoalInvert(GoalNear), GoalFollow once or forever), on craftmate's pathfinder.
//
// All of them clear the bot's control states when they end — normally, by error or by
// cancellation — so a cancelled skill stops moving at once whatever the walker was doing.
// Failures throw world::BotError (pathfinding::PathError) with the pathfinder's message.

#include <boost/asio/awaitable.hpp>

#include "world/vec3.h"

namespace craftmate::world {
class Bot;
}

namespace craftmate::skills {

// Feet within `range` of the block containing `target` (GoalNear).
boost::asio::awaitable<void> moveNear(world::Bot& bot, world::Vec3 target, double range);
// Feet farther than `distance` from the block containing `point` (GoalInvert(GoalNear)).
boost::asio::awaitable<void> moveAwayFrom(world::Bot& bot, world::Vec3 point, double distance);
// Feet within `range` of the entity, once (GoalFollow with goto). Throws when it is gone.
boost::asio::awaitable<void> moveToEntity(world::Bot& bot, int entityId, double range);
// Keeps within `range` of the entity until cancelled (setGoal(GoalFollow, dynamic)).
boost::asio::awaitable<void> followEntity(world::Bot& bot, int entityId, double range);

}  // namespace craftmate::skills
