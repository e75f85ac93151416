#include "agents/minecraft/auto_eat.h"

#include <algorithm>

#include <boost/asio/co_spawn.hpp>
#include <boost/asio/detached.hpp>

#include "world/bot.h"

namespace craftmate::agents::minecraft {

namespace asio = boost::asio;

struct AutoEat::State {
  std::shared_ptr<world::Bot> bot;
  AutoEatOptions options;
  bool eating = false;
  std::uint64_t healthListener = 0;
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
asio::awaitable<void> eat(std::shared_ptr<AutoEat::State> s, world::Item food) {
  const std::optional<world::Item> held = s->bot->heldItem();
  try {
    co_await s->bot->equip(food.type, world::EquipDestination::Hand);
    co_await s->bot->consume();
    if (held && held->type != food.type && s->bot->inventory().count(held->type) > 0)
      co_await s->bot->equip(held->type, world::EquipDestination::Hand);
  } catch (const std::exception&) {
  }
  s->eating = false;
}

}  // namespace

AutoEat::AutoEat(std::shared_ptr<world::Bot> bot, AutoEatOptions options)
    : state_(std::make_shared<State>(State{std::move(bot), std::move(options)})) {
  std::weak_ptr<State> weak = state_;
  state_->healthListener = state_->bot->events().health.on([weak] {
    auto s = weak.lock();
    if (!s || s->eating || s->bot->food() > s->options.startAt || s->bot->health() <= 0 || !hungerApplies(*s->bot)) return;
    std::optional<world::Item> food = bestFood(*s);
    if (!food) return;
    s->eating = true;
    asio::co_spawn(s->bot->executor(), eat(s, *food), asio::detached);
  });
}

AutoEat::~AutoEat() { state_->bot->events().health.off(state_->healthListener); }

std::optional<world::Item> AutoEat::chooseFood() const { return bestFood(*state_); }

bool AutoEat::isEating() const { return state_->eating; }

}  // namespace craftmate::agents::minecraft
