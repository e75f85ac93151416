#pragma once
// The natives behind the prelude's `bot` (mineflayer's names over world::Bot), `bot.pathfinder`
// and `mcData`, and the bot's events forwarded into JavaScript as bot.emit(name, ...args).
// Construct before Engine::install(); destroy before the bot goes (it unsubscribes).

#include <functional>
#include <memory>
#include <vector>

namespace craftmate::world {
class Bot;
}

namespace craftmate::scripting {

class Engine;

class BotApi {
 public:
  BotApi(Engine& engine, std::shared_ptr<world::Bot> bot);
  ~BotApi();
  BotApi(const BotApi&) = delete;
  BotApi& operator=(const BotApi&) = delete;

 private:
  void defineState();
  void defineActions();
  void forwardEvents();

  Engine& engine_;
  std::shared_ptr<world::Bot> bot_;
  std::vector<std::function<void()>> unsubscribe_;
  struct PathState;
  std::shared_ptr<PathState> path_;
};

}  // namespace craftmate::scripting
