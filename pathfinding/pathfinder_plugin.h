#pragma once
// The pathfinder as a bot plugin (mineflayer's bot.loadPlugin(pathfinder), then bot.pathfinder):
// it keeps the bot's pathfinder state — its events, isMining/isBuilding/isMoving and the default
// movements goTo/follow use when given no options — and its methods are bot.pathfinder's API.
//
//   bot->loadPlugin(std::make_shared<pathfinding::Pathfinder>());
//   bot->plugin<pathfinding::Pathfinder>()->setMovements(options);
//   co_await bot->plugin<pathfinding::Pathfinder>()->goTo(pathfinding::GoalNear(10, 64, -3, 1));
//
// The free functions of pathfinder.h and pathfinder_events.h load it on first use (mineflayer
// requires loadPlugin first); isMining, isBuilding and isWalking are false while it is not loaded.
// Unloading it during a walk is harmless: the walk loads a fresh one for its events.

#include <boost/asio/awaitable.hpp>

#include "pathfinding/goals.h"
#include "pathfinding/path.h"
#include "pathfinding/path_options.h"
#include "pathfinding/pathfinder_events.h"
#include "world/bot_plugin.h"

namespace craftmate::pathfinding {

class Pathfinder : public world::BotPlugin {
 public:
  static constexpr const char* kName = "pathfinder";
  std::string name() const override { return kName; }
  void load(world::Bot& bot, world::PluginHooks&) override { bot_ = &bot; }

  // The bot's pathfinder, loaded now if it is not.
  static Pathfinder& of(world::Bot& bot);

  PathfinderEvents& events() { return events_; }
  bool isMining() const { return mining_; }
  bool isBuilding() const { return building_; }
  // A goTo or follow is walking the bot (mineflayer's isMoving / `goal` set).
  bool isMoving() const { return walks_ > 0; }

  // The options goTo/follow/findPath take when called without (mineflayer's setMovements).
  void setMovements(PathOptions options) { movements_ = std::move(options); }
  const PathOptions& movements() const { return movements_; }

  // mineflayer's goto, setGoal(goal, true) and getPathTo with the movements above.
  boost::asio::awaitable<void> goTo(const Goal& goal);
  boost::asio::awaitable<void> follow(const Goal& goal);
  PathResult getPathTo(const Goal& goal) const;

 private:
  friend void detail::setMining(const world::Bot&, bool);
  friend void detail::setBuilding(const world::Bot&, bool);
  friend struct WalkMark;
  world::Bot* bot_ = nullptr;
  PathfinderEvents events_;
  PathOptions movements_;
  bool mining_ = false, building_ = false;
  int walks_ = 0;  // a skill may nest walks
};

// Counts a walk on the bot's pathfinder for its lifetime (isWalking / isMoving).
struct WalkMark {
  explicit WalkMark(world::Bot& b);
  ~WalkMark();
  WalkMark(const WalkMark&) = delete;
  WalkMark& operator=(const WalkMark&) = delete;
  world::Bot& bot;
};

}  // namespace craftmate::pathfinding
