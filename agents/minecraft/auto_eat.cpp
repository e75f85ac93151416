#include "agents/minecraft/auto_eat.h"

#include <algorithm>

#include <boost/asio/co_spawn.hpp>
#include <boost/asio/detached.hpp>

#include "world/bot.h"

namespace craftmate::agents::minecraft {

namespace asio = boost::asio;

struct AutoEat::State {
  world::Bot* bot = nullptr;  // set by load(); the bot owns the plugin
  AutoEatOptions options;
  bool eating = false;
};

namespace {

std::optional<world::Item> bestFood(const AutoEat::State& s) {
  std::optional<world::Item> best;
  double bestPoints = 0;
  for (const world::Item& item : s.bot->inventory().items()) {
    const world::FoodInfo* food = s.bot->registry().foodByItemId(item.type);
    if (food == nullptr) continue;
    const auto& banned = s.options.bannedFood;
    if (std::find(banned.begin(), banned.end(), item.name) != banned.end()) continue;
    if (!best || food->foodPoints > bestPoints) {
      best = item;
      bestPoints = food->foodPoints;
    }
  }
  return best;
}

bool hungerApplies(const world::Bot& bot) {
  const std::string& mode = bot.game().gameMode;
  return mode != "creative" && mode != "spectator";
}

// Equip, eat, hold the old item again. Failures (the food was taken, the server refused) end the
// meal quietly: the next health update tries again, as auto-eat does.
asio::awaitable<void> eat(std::shared_ptr<AutoEat::State> s, std::shared_ptr<world::Bot> bot, world::Item food) {
  const std::optional<world::Item> held = bot->heldItem();
  try {
    co_await bot->equip(food.type, world::EquipDestination::Hand);
    co_await bot->consume();
    if (held && held->type != food.type && bot->inventory().count(held->type) > 0)
      co_await bot->equip(held->type, world::EquipDestination::Hand);
  } catch (const std::exception&) {
  }
  s->eating = false;
}

}  // namespace

AutoEat::AutoEat(AutoEatOptions options) : state_(std::make_shared<State>(State{nullptr, std::move(options)})) {}

void AutoEat::load(world::Bot& bot, world::PluginHooks& hooks) {
  state_->bot = &bot;
  hooks.on(bot.events().health, [s = state_] {
    world::Bot& bot = *s->bot;
    if (s->eating || bot.food() > s->options.startAt || bot.health() <= 0 || !hungerApplies(bot)) return;
    std::optional<world::Item> food = bestFood(*s);
    if (!food) return;
    s->eating = true;
    asio::co_spawn(bot.executor(), eat(s, bot.shared_from_this(), *food), asio::detached);
  });
}

std::optional<world::Item> AutoEat::chooseFood() const {
  if (state_->bot == nullptr) return std::nullopt;  // not loaded into a bot
  return bestFood(*state_);
}

bool AutoEat::isEating() const { return state_->eating; }

}  // namespace craftmate::agents::minecraft
