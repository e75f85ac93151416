// The skills' movement on pathfinding::goTo / follow.

#include "commands/skills/movement_backend.h"

#include "pathfinding/pathfinder.h"
#include "world/bot.h"

namespace craftmate::skills {

namespace asio = boost::asio;
using world::Bot;
using world::Vec3;

namespace {

// Clears the controls however the walk ends (done, failed, cancelled): the skills promise that a
// cancelled skill stands still, whatever the walker underneath left set.
struct StopMovingOnExit {
  Bot& bot;
  ~StopMovingOnExit() { bot.clearControlStates(); }
};

// Built outside the co_await expressions: GCC 12 rejects PathOptions' braced member initialisers
// when the temporary lives in a coroutine frame ("array used as initializer").
pathfinding::PathOptions defaultOptions() { return {}; }

}  // namespace

asio::awaitable<void> moveNear(Bot& bot, Vec3 target, double range) {
  StopMovingOnExit stop{bot};
  const pathfinding::GoalNear goal(target, range);
  co_await pathfinding::goTo(bot, goal, defaultOptions());
}

asio::awaitable<void> moveAwayFrom(Bot& bot, Vec3 point, double distance) {
  StopMovingOnExit stop{bot};
  const pathfinding::GoalInvert goal(pathfinding::GoalNear(point, distance));
  co_await pathfinding::goTo(bot, goal, defaultOptions());
}

asio::awaitable<void> moveToEntity(Bot& bot, int entityId, double range) {
  StopMovingOnExit stop{bot};
  const auto goal = pathfinding::GoalFollow::entity(bot, entityId, range);
  co_await pathfinding::goTo(bot, goal, defaultOptions());
}

asio::awaitable<void> followEntity(Bot& bot, int entityId, double range) {
  StopMovingOnExit stop{bot};
  const auto goal = pathfinding::GoalFollow::entity(bot, entityId, range);
  co_await pathfinding::follow(bot, goal, defaultOptions());
}

}  // namespace craftmate::skills
