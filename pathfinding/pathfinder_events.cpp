// Per-bot pathfinder state (events, mining, building), kept beside the bot until its `end` event.
// Bots of one process may run on different threads, hence the lock around the map; each entry is
// used on its own bot's strand only.

#include "pathfinding/pathfinder_events.h"

#include <memory>
#include <mutex>
#include <unordered_map>

#include "world/bot.h"

namespace craftmate::pathfinding {

namespace {
struct State {
  PathfinderEvents events;
  bool mining = false, building = false;
};

std::mutex statesMutex;
std::unordered_map<const world::Bot*, std::unique_ptr<State>> states;

State& stateOf(const world::Bot& bot) {
  std::unique_lock lock(statesMutex);
  auto& slot = states[&bot];
  if (slot) return *slot;
  slot = std::make_unique<State>();
  State& created = *slot;
  lock.unlock();
  const world::Bot* key = &bot;
  const_cast<world::Bot&>(bot).events().end.on([key](const std::string&) {
    std::lock_guard guard(statesMutex);
    states.erase(key);
  });
  return created;
}

const State* findState(const world::Bot& bot) {
  std::lock_guard lock(statesMutex);
  const auto it = states.find(&bot);
  return it == states.end() ? nullptr : it->second.get();
}
}  // namespace

PathfinderEvents& pathfinderEvents(world::Bot& bot) { return stateOf(bot).events; }

bool isMining(const world::Bot& bot) {
  const State* s = findState(bot);
  return s && s->mining;
}

bool isBuilding(const world::Bot& bot) {
  const State* s = findState(bot);
  return s && s->building;
}

namespace detail {
void setMining(const world::Bot& bot, bool on) { stateOf(bot).mining = on; }
void setBuilding(const world::Bot& bot, bool on) { stateOf(bot).building = on; }
}  // namespace detail

}  // namespace craftmate::pathfinding
