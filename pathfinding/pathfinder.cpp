// The entry points: goTo and follow run a PathExecutor on a private copy of the goal; findPath plans
// once.

#include "pathfinding/pathfinder.h"

#include "pathfinding/astar.h"
#include "pathfinding/movements.h"
#include "pathfinding/path_executor.h"
#include "pathfinding/pathfinder_plugin.h"

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

// The goal is cloned before the coroutine starts (awaitables are lazy: a temporary goal passed to
// goTo is gone by the time the coroutine first runs).
asio::awaitable<void> walk(world::Bot& bot, std::unique_ptr<Goal> goal, PathOptions options, bool untilCancelled) {
  const WalkMark walking(bot);
  PathExecutor executor(bot, *goal, options);
  co_await executor.run(untilCancelled);
}

// The movements of the bot's Pathfinder plugin (setMovements), else the defaults.
PathOptions movementsOf(const world::Bot& bot) {
  const auto* p = bot.plugin<Pathfinder>();
  return p ? p->movements() : PathOptions();
}

}  // namespace

asio::awaitable<void> goTo(world::Bot& bot, const Goal& goal, PathOptions options) {
  return walk(bot, goal.clone(), std::move(options), false);
}

asio::awaitable<void> follow(world::Bot& bot, const Goal& goal, PathOptions options) {
  return walk(bot, goal.clone(), std::move(options), true);
}

asio::awaitable<void> goTo(world::Bot& bot, const Goal& goal) { return walk(bot, goal.clone(), movementsOf(bot), false); }

asio::awaitable<void> follow(world::Bot& bot, const Goal& goal) { return walk(bot, goal.clone(), movementsOf(bot), true); }

PathResult findPath(const world::Bot& bot, const Goal& goal, const PathOptions& options) {
  auto& mutableBot = const_cast<world::Bot&>(bot);  // world() has no const overload; nothing is changed
  const auto* chunks = mutableBot.world().chunks();
  if (!chunks) throw world::BotError("the bot has not joined a world yet (await waitForSpawn first)");
  const auto inventory = PlannerInventory::of(bot, options);
  Movements movements(*chunks, bot.registry(), options, inventory);
  const EntityIndex entities = EntityIndex::of(bot, options);
  movements.setEntities(&entities);
  AStar search(movements, goal, movements.startNode(bot.entity().position), inventory.scaffoldingCount,
               options.searchRadius);
  return search.compute(options.thinkTimeout);
}

PathResult findPath(const world::Bot& bot, const Goal& goal) { return findPath(bot, goal, movementsOf(bot)); }

}  // namespace craftmate::pathfinding
