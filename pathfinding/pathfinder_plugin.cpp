// The pathfinder plugin: per-bot pathfinder state owned by the bot, and the free functions of
// pathfinder_events.h and walking.h that read it. Everything runs on the bot's strand.

#include "pathfinding/pathfinder_plugin.h"

#include <memory>

#include "pathfinding/pathfinder.h"
#include "pathfinding/walking.h"
#include "world/bot.h"

namespace craftmate::pathfinding {

namespace {
// Bot::plugin is const (a lookup); the state it finds belongs to the bot.
Pathfinder* loaded(const world::Bot& bot) { return bot.plugin<Pathfinder>(); }
}  // namespace

Pathfinder& Pathfinder::of(world::Bot& bot) {
  if (auto* p = loaded(bot)) return *p;
  bot.loadPlugin(std::make_shared<Pathfinder>());
  return *loaded(bot);  // its load() cannot throw
}

boost::asio::awaitable<void> Pathfinder::goTo(const Goal& goal) { return pathfinding::goTo(*bot_, goal, movements_); }

boost::asio::awaitable<void> Pathfinder::follow(const Goal& goal) {
  return pathfinding::follow(*bot_, goal, movements_);
}

PathResult Pathfinder::getPathTo(const Goal& goal) const { return findPath(*bot_, goal, movements_); }

WalkMark::WalkMark(world::Bot& b) : bot(b) { ++Pathfinder::of(bot).walks_; }

WalkMark::~WalkMark() {
  if (auto* p = loaded(bot); p && p->walks_ > 0) --p->walks_;
}

PathfinderEvents& pathfinderEvents(world::Bot& bot) { return Pathfinder::of(bot).events(); }

bool isMining(const world::Bot& bot) {
  const auto* p = loaded(bot);
  return p && p->isMining();
}

bool isBuilding(const world::Bot& bot) {
  const auto* p = loaded(bot);
  return p && p->isBuilding();
}

bool isWalking(const world::Bot& bot) {
  const auto* p = loaded(bot);
  return p && p->isMoving();
}

namespace detail {
void setMining(const world::Bot& bot, bool on) { Pathfinder::of(const_cast<world::Bot&>(bot)).mining_ = on; }
void setBuilding(const world::Bot& bot, bool on) { Pathfinder::of(const_cast<world::Bot&>(bot)).building_ = on; }
}  // namespace detail

}  // namespace craftmate::pathfinding
