// mineflayer's bot.creative (creative.js): set inventory slots directly and fly in straight lines.
// 1.21.1 does not acknowledge set_creative_slot, so a slot is set locally and a different item
// arriving for it within the wait is the server's refusal.

#include <cmath>

#include "world/bot.h"

namespace craftmate::world {

namespace asio = boost::asio;
using protocol::Value;

asio::awaitable<void> BotCreative::setInventorySlot(int slot, std::optional<Item> item,
                                                    std::chrono::milliseconds waitTimeout) {
  if (slot < 0 || slot > 44) throw BotError("setInventorySlot: slot must be 0..44, got " + std::to_string(slot));
  const auto& now = bot_.inventory().slot(slot);
  const bool same = (!now && !item) || (now && item && now->type == item->type && now->count == item->count);
  if (same) co_return;
  if (item) {
    if (item->name.empty())
      if (const ItemType* t = bot_.registry().itemById(item->type)) item->name = t->name;
    item->slot = slot;
  }
  bot_.send("set_creative_slot", Value::object({{"slot", slot}, {"item", slotFromItem(item)}}));
  bot_.world().inventory().setSlot(slot, item);
  bot_.events().updateSlot.emit(0, slot);
  const int wanted = item ? item->type : -1;
  auto self = bot_.shared_from_this();
  const bool rejected = co_await bot_.waitFor<int, int>(bot_.events().updateSlot, [&](const int& window, const int& s) {
    if (window != 0 || s != slot) return false;
    const auto& got = bot_.inventory().slot(slot);
    return (got ? got->type : -1) != wanted;
  }, waitTimeout);
  if (rejected) throw BotError("Server rejected");
}

asio::awaitable<void> BotCreative::clearInventory() {
  for (int slot = 0; slot <= 44; ++slot)
    if (bot_.inventory().slot(slot)) co_await setInventorySlot(slot, std::nullopt, std::chrono::milliseconds(0));
}

void BotCreative::startFlying() {
  if (!bot_.normalGravity_) bot_.normalGravity_ = bot_.physics_->constants().gravity;
  bot_.physics_->setGravity(0);
}

void BotCreative::stopFlying() {
  if (bot_.normalGravity_) bot_.physics_->setGravity(*bot_.normalGravity_);
  bot_.normalGravity_.reset();
}

asio::awaitable<void> BotCreative::flyTo(Vec3 destination) {
  constexpr double kStep = 0.5;  // blocks per tick
  startFlying();
  auto self = bot_.shared_from_this();
  for (;;) {
    const Vec3 d = destination - bot_.self_.position;
    const double length = std::sqrt(d.x * d.x + d.y * d.y + d.z * d.z);
    bot_.self_.velocity = {0, 0, 0};
    if (length <= kStep) break;
    bot_.self_.position = bot_.self_.position + Vec3{d.x / length * kStep, d.y / length * kStep, d.z / length * kStep};
    co_await bot_.waitForTicks(1);
  }
  bot_.self_.position = destination;
  co_await bot_.waitForTicks(1);  // the last position is sent
}

}  // namespace craftmate::world
