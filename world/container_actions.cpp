// Opening containers and moving stacks between their slots with pick-up / place clicks.

#include "world/container_actions.h"

#include "world/bot.h"

namespace craftmate::world {

namespace asio = boost::asio;

asio::awaitable<Window*> openContainer(Bot& bot, BlockPos p, std::chrono::milliseconds timeout) {
  auto block = bot.blockAt(p);
  if (!block) throw BotError("openContainer: the block at " + std::to_string(p.x) + " " + std::to_string(p.y) + " " +
                             std::to_string(p.z) + " is not loaded");
  bot.closeWindow();
  co_await bot.activateBlock(p);
  if (!bot.currentWindow() && !co_await bot.waitFor<Window>(bot.events().windowOpen, nullptr, timeout)) {
    throw BotError("openContainer: using the " + block->name() + " at " + std::to_string(p.x) + " " +
                   std::to_string(p.y) + " " + std::to_string(p.z) + " opened no window within " +
                   std::to_string(timeout.count()) + " ms (is it a container, and within reach?)");
  }
  co_return bot.currentWindow();
}

std::vector<int> containerSlots(const Window& w) {
  std::vector<int> out;
  for (int s = 0; s < w.inventoryStart(); ++s) out.push_back(s);
  return out;
}

std::vector<int> playerSlots(const Window& w) {
  std::vector<int> out;
  for (int s = w.inventoryStart(); s < w.inventoryEnd(); ++s) out.push_back(s);
  return out;
}

namespace {

const Window& activeWindow(Bot& bot) {
  Window* w = bot.currentWindow();
  return w ? *w : bot.inventory();
}

// Places up to `want` items from the cursor into `to`: same-item stacks with room first, then empty
// slots. Returns how many were placed.
asio::awaitable<int> placeFromCursor(Bot& bot, int want, const std::vector<int>& to) {
  int placed = 0;
  for (int pass = 0; pass < 2 && placed < want; ++pass) {
    for (int slot : to) {
      const auto& cursor = bot.world().cursorItem();
      if (!cursor || placed >= want) break;
      const auto& there = activeWindow(bot).slot(slot);
      const bool merge = pass == 0 && there && there->type == cursor->type && there->count < there->stackSize;
      const bool empty = pass == 1 && !there;
      if (!merge && !empty) continue;
      const int room = there ? there->stackSize - there->count : cursor->stackSize;
      const int give = std::min({want - placed, room, cursor->count});
      if (give == cursor->count || (merge && give == room)) {
        co_await bot.clickWindow(slot, 0, 0);  // a left click puts down all that fits
      } else {
        for (int k = 0; k < give; ++k) co_await bot.clickWindow(slot, 1, 0);  // one item per right click
      }
      placed += give;
    }
  }
  co_return placed;
}

}  // namespace

asio::awaitable<int> moveItems(Bot& bot, int itemType, int count, const std::vector<int>& from,
                               const std::vector<int>& to) {
  if (bot.world().cursorItem()) throw BotError("moveItems: the cursor already holds an item");
  int moved = 0;
  for (int source : from) {
    if (moved >= count) break;
    const auto& stack = activeWindow(bot).slot(source);
    if (!stack || stack->type != itemType) continue;
    co_await bot.clickWindow(source, 0, 0);  // pick the whole stack up
    const int placed = co_await placeFromCursor(bot, count - moved, to);
    moved += placed;
    if (bot.world().cursorItem()) co_await bot.clickWindow(source, 0, 0);  // put the rest back
    if (placed == 0) break;  // the destination is full
  }
  co_return moved;
}

asio::awaitable<int> deposit(Bot& bot, int itemType, int count) {
  const Window& w = activeWindow(bot);
  co_return co_await moveItems(bot, itemType, count, playerSlots(w), containerSlots(w));
}

asio::awaitable<int> withdraw(Bot& bot, int itemType, int count) {
  const Window& w = activeWindow(bot);
  co_return co_await moveItems(bot, itemType, count, containerSlots(w), playerSlots(w));
}

asio::awaitable<std::optional<Item>> takeSlot(Bot& bot, int slot) {
  const auto stack = activeWindow(bot).slot(slot);
  if (!stack) co_return std::nullopt;
  const std::vector<int> from{slot};  // a named vector: GCC 12 rejects a braced list in a co_await argument
  const int moved = co_await moveItems(bot, stack->type, stack->count, from, playerSlots(activeWindow(bot)));
  if (moved == 0) co_return std::nullopt;
  Item taken = *stack;
  taken.count = moved;
  co_return taken;
}

}  // namespace craftmate::world
