// Movement skills: goToPosition, goToNearestBlock/Entity, goToPlayer, followPlayer, moveAway, stay.

#include <algorithm>
#include <chrono>
#include <cmath>

#include <boost/asio/co_spawn.hpp>
#include <boost/asio/deferred.hpp>
#include <boost/asio/experimental/parallel_group.hpp>
#include <boost/asio/this_coro.hpp>
#include <boost/asio/use_awaitable.hpp>

#include "commands/skills/movement_backend.h"
#include "commands/skills/skills.h"
#include "commands/skills/world_queries.h"
#include "pathfinding/pathfinder.h"

namespace craftmate::skills {

using namespace std::chrono_literals;
namespace asio = boost::asio;

Task<bool> goToPosition(SkillContext& ctx, double x, double y, double z, double minDistance) {
  if (!std::isfinite(x) || !std::isfinite(y) || !std::isfinite(z)) {
    ctx.log("Missing coordinates, given x:" + jsNumber(x) + " y:" + jsNumber(y) + " z:" + jsNumber(z));
    co_return false;
  }
  if (ctx.cheat) {
    ctx.bot.runCommand("/tp @s " + jsNumber(x) + " " + jsNumber(y) + " " + jsNumber(z));
    ctx.log("Teleported to " + jsNumber(x) + ", " + jsNumber(y) + ", " + jsNumber(z) + ".");
    co_return true;
  }
  try {
    co_await moveNear(ctx.bot, {x, y, z}, minDistance);
  } catch (const world::ActionCancelled&) {
    throw;
  } catch (const world::BotError& e) {
    ctx.log(std::string("Pathfinding stopped: ") + e.what() + ".");
    co_return false;
  }
  ctx.log("You have reached at " + jsNumber(x) + ", " + jsNumber(y) + ", " + jsNumber(z) + ".");
  co_return true;
}

Task<bool> goToNearestBlock(SkillContext& ctx, std::string blockType, double minDistance, double range) {
  constexpr double kMaxRange = 512;
  if (range > kMaxRange) {
    ctx.log("Maximum search range capped at 512. ");
    range = kMaxRange;
  }
  auto block = nearestBlock(ctx.bot, blockType, range);
  if (!block) {
    ctx.log("Could not find any " + blockType + " in " + jsNumber(range) + " blocks.");
    co_return false;
  }
  ctx.log("Found " + blockType + " at " + vecText(block->position) + ". Navigating...");
  co_await goToPosition(ctx, block->position.x, block->position.y, block->position.z, minDistance);
  co_return true;
}

Task<bool> goToNearestEntity(SkillContext& ctx, std::string entityType, double minDistance, double range) {
  const world::Entity* entity =
      nearestEntityWhere(ctx.bot, [&](const world::Entity& e) { return e.name == entityType; }, range);
  if (!entity) {
    ctx.log("Could not find any " + entityType + " in " + jsNumber(range) + " blocks.");
    co_return false;
  }
  const world::Vec3 at = entity->position;
  ctx.log("Found " + entityType + " " + jsNumber(ctx.bot.entity().position.distanceTo(at)) + " blocks away.");
  co_await goToPosition(ctx, at.x, at.y, at.z, minDistance);
  co_return true;
}

Task<bool> goToPlayer(SkillContext& ctx, std::string username, double distance) {
  if (ctx.bot.username() == username) {
    ctx.log("You are already at " + username + ".");
    co_return true;
  }
  if (ctx.cheat) {
    ctx.bot.runCommand("/tp @s " + username);
    ctx.log("Teleported to " + username + ".");
    co_return true;
  }
  ctx.pause("self_defense");
  ctx.pause("cowardice");
  // Decision: a name missing from the player list gets the same answer as one out of view
  // (MINDcraft throws a TypeError there, spec [QUIRK]).
  const world::Entity* player = playerEntity(ctx.bot, username);
  if (!player) {
    ctx.log("Could not find " + username + ".");
    co_return false;
  }
  co_await moveToEntity(ctx.bot, player->id, std::max(distance, 0.5));
  ctx.log("You have reached " + username + ".");
  co_return true;
}

namespace {

// MINDcraft's followPlayer loop: every 500 ms unstuck is paused while the bot is within `distance` + 1
// of the player (waiting next to a player who stands still is not being stuck) and unpaused farther
// away. Runs until cancelled.
Task<void> pauseUnstuckNearPlayer(SkillContext& ctx, int playerId, double distance) {
  while (true) {
    co_await sleepFor(500ms);
    const world::Entity* player = ctx.bot.world().entity(playerId);
    if (!player) continue;  // following fails on its own when the player has gone
    if (ctx.bot.entity().position.distanceTo(player->position) <= distance + 1) {
      ctx.pause("unstuck");
    } else {
      ctx.unpause("unstuck");
    }
  }
}

}  // namespace

Task<bool> followPlayer(SkillContext& ctx, std::string username, double distance) {
  const world::Entity* player = playerEntity(ctx.bot, username);
  if (!player) co_return false;  // skills.js returns false without a log line here
  ctx.log("You are now actively following player " + username + ".");
  const int id = player->id;
  // Both until the first ends (following fails, or the action is cancelled); that one's error counts.
  auto executor = co_await asio::this_coro::executor;
  auto both = asio::experimental::make_parallel_group(asio::co_spawn(executor, followEntity(ctx.bot, id, distance), asio::deferred),
                                                      asio::co_spawn(executor, pauseUnstuckNearPlayer(ctx, id, distance), asio::deferred));
  auto [order, followError, watchError] = co_await both.async_wait(asio::experimental::wait_for_one(), asio::use_awaitable);
  const std::exception_ptr first = order[0] == 0 ? followError : watchError;
  if (first) std::rethrow_exception(first);
  co_return true;
}

Task<bool> moveAway(SkillContext& ctx, double distance) {
  if (ctx.cheat) {
    // MINDcraft plans the way out (10 s budget) and teleports to the path's last node (integer
    // coordinates) without a log line; with no path it walks as usual.
    pathfinding::PathOptions options;
    options.thinkTimeout = 10s;
    const pathfinding::GoalInvert away(pathfinding::GoalNear(ctx.bot.entity().position, distance));
    const pathfinding::PathResult plan = pathfinding::findPath(ctx.bot, away, options);
    if (!plan.path.empty()) {
      const world::BlockPos end = plan.path.back().position;
      ctx.bot.runCommand("/tp @s " + std::to_string(end.x) + " " + std::to_string(end.y) + " " + std::to_string(end.z));
      co_return true;
    }
  }
  co_await moveAwayFrom(ctx.bot, ctx.bot.entity().position, distance);
  ctx.log("Moved away from nearest entity to " + vecText(ctx.bot.entity().position) + ".");
  co_return true;
}

Task<bool> moveAwayFromEntity(SkillContext& ctx, int entityId, double distance) {
  const world::Entity* entity = ctx.bot.world().entity(entityId);
  if (!entity) co_return false;
  co_await moveAwayFrom(ctx.bot, entity->position, distance);
  co_return true;
}

Task<bool> stay(SkillContext& ctx, int seconds) {
  for (const char* mode : {"self_preservation", "unstuck", "cowardice", "self_defense", "hunting", "torch_placing",
                           "item_collecting"})
    ctx.pause(mode);
  const auto start = std::chrono::steady_clock::now();
  while (seconds < 0 || std::chrono::steady_clock::now() - start < std::chrono::seconds(seconds)) co_await sleepFor(500ms);
  ctx.log("Stayed for " + std::to_string(seconds) + " seconds.");
  co_return true;
}

}  // namespace craftmate::skills
