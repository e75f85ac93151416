// Chest skills: putInChest, takeFromChest, viewChest (the nearest chest within 32 blocks).

#include "commands/skills/skills.h"
#include "commands/skills/world_queries.h"
#include "world/bot.h"
#include "world/container_actions.h"

namespace craftmate::skills {

namespace {

constexpr double kChestRange = 32;

// The nearest chest, walked to within 2 and opened; false (and the log line) when there is none.
Task<bool> openNearestChest(SkillContext& ctx) {
  auto chest = nearestBlock(ctx.bot, "chest", kChestRange);
  if (!chest) {
    ctx.log("Could not find a chest nearby.");
    co_return false;
  }
  co_await goToPosition(ctx, chest->position.x, chest->position.y, chest->position.z, 2);
  co_await world::openContainer(ctx.bot, chest->position);
  co_return true;
}

}  // namespace

Task<bool> putInChest(SkillContext& ctx, std::string itemName, int num) {
  if (!nearestBlock(ctx.bot, "chest", kChestRange)) {
    ctx.log("Could not find a chest nearby.");
    co_return false;
  }
  auto item = inventoryItem(ctx.bot, itemName);
  if (!item) {
    ctx.log("You do not have any " + itemName + " to put in the chest.");
    co_return false;
  }
  // As MINDcraft: at most the first stack's count.
  const int toPut = num == -1 ? item->count : std::min(num, item->count);
  if (!co_await openNearestChest(ctx)) co_return false;
  const int put = co_await world::deposit(ctx.bot, item->type, toPut);
  ctx.bot.closeWindow();
  // Decision: a full chest reports what actually went in (MINDcraft's deposit throws there).
  ctx.log("Successfully put " + std::to_string(put) + " " + itemName + " in the chest.");
  co_return put > 0;
}

Task<bool> takeFromChest(SkillContext& ctx, std::string itemName, int num) {
  if (!co_await openNearestChest(ctx)) co_return false;
  world::Window& w = *ctx.bot.currentWindow();
  int available = 0, type = -1;
  for (const auto& item : w.containerItems())
    if (item.name == itemName) available += item.count, type = item.type;
  if (available == 0) {
    ctx.log("Could not find any " + itemName + " in the chest.");
    ctx.bot.closeWindow();
    co_return false;
  }
  const int want = num == -1 ? available : std::min(num, available);
  const int taken = co_await world::withdraw(ctx.bot, type, want);
  ctx.bot.closeWindow();
  ctx.log("Successfully took " + std::to_string(taken) + " " + itemName + " from the chest.");
  co_return taken > 0;
}

Task<bool> viewChest(SkillContext& ctx) {
  if (!co_await openNearestChest(ctx)) co_return false;
  const auto items = ctx.bot.currentWindow()->containerItems();
  if (items.empty()) {
    ctx.log("The chest is empty.");
  } else {
    ctx.log("The chest contains:");
    for (const auto& item : items) ctx.log(std::to_string(item.count) + " " + item.name);
  }
  ctx.bot.closeWindow();
  co_return true;
}

}  // namespace craftmate::skills
