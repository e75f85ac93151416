// smeltItem and clearNearestFurnace: MINDcraft's furnace skills on world/container_actions.

#include <array>
#include <chrono>
#include <cmath>

#include "commands/skills/skills.h"
#include "commands/skills/world_queries.h"
#include "world/bot.h"
#include "world/container_actions.h"

namespace craftmate::skills {

using namespace std::chrono_literals;

namespace {

constexpr double kFurnaceRange = 32;

// mc.isSmeltable: the name says raw or log, or one of a few known inputs.
bool isSmeltable(const std::string& name) {
  static const std::array<const char*, 13> misc = {"beef",   "chicken",       "cod",    "mutton", "porkchop",
                                                   "rabbit", "salmon",        "tropical_fish", "potato", "kelp",
                                                   "sand",   "cobblestone",   "clay_ball"};
  if (name.find("raw") != std::string::npos || name.find("log") != std::string::npos) return true;
  for (const char* m : misc)
    if (name == m) return true;
  return false;
}

// mc.getSmeltingFuel: coal/charcoal/blaze rod first, then any log or planks, then coal block or lava.
std::optional<world::Item> smeltingFuel(world::Bot& bot) {
  const auto items = bot.inventory().items();
  for (const auto& i : items)
    if (i.name == "coal" || i.name == "charcoal" || i.name == "blaze_rod") return i;
  for (const auto& i : items)
    if (i.name.find("log") != std::string::npos || i.name.find("planks") != std::string::npos) return i;
  for (const auto& i : items)
    if (i.name == "coal_block" || i.name == "lava_bucket") return i;
  return std::nullopt;
}

// mc.getFuelSmeltOutput: items smelted per fuel item.
double fuelSmeltOutput(const std::string& fuel) {
  if (fuel == "coal" || fuel == "charcoal") return 8;
  if (fuel == "blaze_rod") return 12;
  if (fuel.find("log") != std::string::npos || fuel.find("planks") != std::string::npos) return 1.5;
  if (fuel == "coal_block") return 80;
  if (fuel == "lava_bucket") return 100;
  return 0;
}

const std::optional<world::Item>& furnaceSlot(world::Bot& bot, int slot) {
  static const std::optional<world::Item> none;
  world::Window* w = bot.currentWindow();
  return w ? w->slot(slot) : none;
}

}  // namespace

Task<bool> smeltItem(SkillContext& ctx, std::string itemName, int num) {
  world::Bot& bot = ctx.bot;
  if (!isSmeltable(itemName)) {
    ctx.log("Cannot smelt " + itemName + ". Hint: make sure you are smelting the 'raw' item.");
    co_return false;
  }
  bool placedFurnace = false;
  auto furnace = nearestBlock(bot, "furnace", kFurnaceRange);
  if (!furnace && inventoryCount(bot, "furnace") > 0) {
    if (auto spot = nearestFreeSpace(bot, kFurnaceRange)) co_await placeBlock(ctx, "furnace", spot->x, spot->y, spot->z);
    furnace = nearestBlock(bot, "furnace", kFurnaceRange);
    placedFurnace = furnace.has_value();
  }
  if (!furnace) {
    ctx.log("There is no furnace nearby and you have no furnace.");
    co_return false;
  }
  if (bot.entity().position.distanceTo(furnace->position.center()) > 4) {
    co_await goToNearestBlock(ctx, "furnace", 4, kFurnaceRange);
  }
  ctx.pause("unstuck");
  co_await bot.lookAt(furnace->position.center());
  co_await world::openContainer(bot, furnace->position);
  // Every early return closes the furnace and takes back a furnace the skill placed.
  auto giveUp = [&](const std::string& why) -> Task<bool> {
    ctx.log(why);
    bot.closeWindow();
    if (placedFurnace) co_await collectBlock(ctx, "furnace", 1);
    co_return false;
  };
  const world::ItemType* input = bot.registry().itemByName(itemName);
  const auto& inputNow = furnaceSlot(bot, world::kFurnaceInputSlot);
  if (inputNow && (!input || inputNow->type != input->id) && inputNow->count > 0) {
    co_return co_await giveUp("The furnace is currently smelting " + inputNow->name + ".");
  }
  if (!input || inventoryCount(bot, itemName) < num) {
    co_return co_await giveUp("You do not have enough " + itemName + " to smelt.");
  }
  if (!furnaceSlot(bot, world::kFurnaceFuelSlot)) {
    auto fuel = smeltingFuel(bot);
    if (!fuel) co_return co_await giveUp("You have no fuel to smelt " + itemName + ", you need coal, charcoal, or wood.");
    ctx.log("Using " + fuel->name + " as fuel.");
    const int putFuel = static_cast<int>(std::ceil(num / fuelSmeltOutput(fuel->name)));
    // As MINDcraft: the first fuel stack must hold enough on its own.
    if (fuel->count < putFuel) {
      co_return co_await giveUp("You don't have enough " + fuel->name + " to smelt " + std::to_string(num) + " " +
                                itemName + "; you need " + std::to_string(putFuel) + ".");
    }
    const world::Window& w = *bot.currentWindow();
    const std::vector<int> fuelSlot{world::kFurnaceFuelSlot};
    co_await world::moveItems(bot, fuel->type, putFuel, world::playerSlots(w), fuelSlot);
    ctx.log("Added " + std::to_string(putFuel) + " " + fuel->name + " to furnace fuel.");
  }
  const std::vector<int> inputSlot{world::kFurnaceInputSlot};
  co_await world::moveItems(bot, input->id, num, world::playerSlots(*bot.currentWindow()), inputSlot);
  // Take the output as it comes. A furnace needs 10 s an item: stop after 20 s without output
  // (the spec's two empty 10-second polls), when all is done, or when cancelled.
  int total = 0;
  std::string smeltedName;
  co_await sleepFor(200ms);
  auto lastCollected = std::chrono::steady_clock::now();
  while (total < num) {
    co_await sleepFor(1000ms);
    if (!bot.currentWindow()) throw world::BotError("smeltItem: the furnace window was closed by the server");
    bool collected = false;
    if (furnaceSlot(bot, world::kFurnaceOutputSlot)) {
      if (auto got = co_await world::takeSlot(bot, world::kFurnaceOutputSlot)) {
        total += got->count;
        smeltedName = got->name;
        collected = true;
      }
    }
    if (collected) lastCollected = std::chrono::steady_clock::now();
    else if (std::chrono::steady_clock::now() - lastCollected > 20s) break;
  }
  if (furnaceSlot(bot, world::kFurnaceInputSlot)) co_await world::takeSlot(bot, world::kFurnaceInputSlot);
  if (furnaceSlot(bot, world::kFurnaceFuelSlot)) co_await world::takeSlot(bot, world::kFurnaceFuelSlot);
  bot.closeWindow();
  if (placedFurnace) co_await collectBlock(ctx, "furnace", 1);
  if (total == 0) {
    ctx.log("Failed to smelt " + itemName + ".");
    co_return false;
  }
  if (total < num) {
    ctx.log("Only smelted " + std::to_string(total) + " " + smeltedName + ".");
    co_return false;
  }
  ctx.log("Successfully smelted " + itemName + ", got " + std::to_string(total) + " " + smeltedName + ".");
  co_return true;
}

Task<bool> clearNearestFurnace(SkillContext& ctx) {
  world::Bot& bot = ctx.bot;
  auto furnace = nearestBlock(bot, "furnace", kFurnaceRange);
  if (!furnace) {
    ctx.log("No furnace nearby to clear.");
    co_return false;
  }
  if (bot.entity().position.distanceTo(furnace->position.center()) > 4) {
    co_await goToNearestBlock(ctx, "furnace", 4, kFurnaceRange);
  }
  co_await world::openContainer(bot, furnace->position);
  auto take = [&](int slot, const std::string& none) -> Task<std::string> {
    if (!furnaceSlot(bot, slot)) co_return none;
    auto got = co_await world::takeSlot(bot, slot);
    co_return got ? std::to_string(got->count) + " " + got->name : none;
  };
  const std::string smelted = co_await take(world::kFurnaceOutputSlot, "0 smelted items");
  const std::string input = co_await take(world::kFurnaceInputSlot, "0 input items");
  const std::string fuel = co_await take(world::kFurnaceFuelSlot, "0 fuel items");
  bot.closeWindow();
  ctx.log("Cleared furnace, received " + smelted + ", " + input + ", and " + fuel + ".");
  co_return true;
}

}  // namespace craftmate::skills
