#pragma once
// mineflayer-auto-eat as MINDcraft sets it up for every agent (agent.js: priority "foodPoints",
// startAt 14, bannedFood rotten_flesh, spider_eye, poisonous_potato, pufferfish, chicken): whenever
// the bot's health/food changes and food is at or below startAt, it eats the inventory food with
// the most food points, then holds again what it held before. One meal at a time; never in
// creative or spectator mode (no hunger there). A bot plugin (world/bot_plugin.h):
// `bot->loadPlugin(std::make_shared<AutoEat>())`, then `bot->plugin<AutoEat>()`.

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "world/bot_plugin.h"
#include "world/item.h"

namespace craftmate::agents::minecraft {

struct AutoEatOptions {
  int startAt = 14;
  std::vector<std::string> bannedFood = {"rotten_flesh", "spider_eye", "poisonous_potato", "pufferfish", "chicken"};
};

class AutoEat : public world::BotPlugin {
 public:
  static constexpr const char* kName = "auto_eat";
  explicit AutoEat(AutoEatOptions options = {});

  std::string name() const override { return kName; }
  // Listens to health; unloading stops that, and a meal already started finishes on its own.
  void load(world::Bot& bot, world::PluginHooks& hooks) override;

  // The food it would eat now (the most food points, banned foods skipped), or nullopt.
  std::optional<world::Item> chooseFood() const;
  bool isEating() const;

  struct State;  // shared with a running meal

 private:
  std::shared_ptr<State> state_;
};

}  // namespace craftmate::agents::minecraft
