// collectBlock and pickupNearbyItems: find, walk, dig with the best tool, pick up the drops
// (MINDcraft's collectBlock with mineflayer-collectblock's per-block steps).

#include <algorithm>
#include <array>
#include <optional>

#include "commands/skills/movement_backend.h"
#include "commands/skills/skills.h"
#include "commands/skills/tool_choice.h"
#include "commands/skills/world_queries.h"
#include "world/bot.h"

namespace craftmate::skills {

using namespace std::chrono_literals;
using world::BlockPos;
using world::Vec3;

namespace {

// mc.mustCollectManually (Appendix B): blocks collectblock handles badly (no solid drop position).
bool mustCollectManually(const std::string& name) {
  static const std::array<const char*, 25> exact = {
      "wheat", "carrots", "potatoes", "beetroots", "nether_wart", "cocoa", "sugar_cane", "kelp", "short_grass",
      "fern", "tall_grass", "bamboo", "poppy", "dandelion", "blue_orchid", "allium", "azure_bluet", "oxeye_daisy",
      "cornflower", "lilac", "wither_rose", "lily_of_the_valley", "lever", "redstone_wire", "lantern"};
  static const std::array<const char*, 10> parts = {"sapling", "torch", "button", "carpet", "pressure_plate",
                                                    "mushroom", "tulip", "bush", "vines", "fern"};
  return std::any_of(exact.begin(), exact.end(), [&](const char* e) { return name == e; }) ||
         std::any_of(parts.begin(), parts.end(), [&](const char* p) { return name.find(p) != std::string::npos; });
}

// The pathfinder's safeToBreak, as far as it applies without a planned path: diggable, not a
// container it refuses to break, and no liquid next to it (breaking it would make a flow).
bool safeToBreak(world::Bot& bot, const world::Block& b) {
  if (!b.type->diggable || b.name() == "chest") return false;
  for (const auto& d : std::array<BlockPos, 5>{{{0, 1, 0}, {1, 0, 0}, {-1, 0, 0}, {0, 0, 1}, {0, 0, -1}}}) {
    auto n = bot.blockAt(b.position.offset(d.x, d.y, d.z));
    if (n && (n->name() == "water" || n->name() == "lava")) return false;
  }
  return true;
}

const world::Entity* nearestItemEntity(world::Bot& bot, double within) {
  return nearestEntityWhere(bot, [](const world::Entity& e) { return e.name == "item"; }, within);
}

// Digs one block where it stands and picks up what it dropped (mineflayer-collectblock's steps).
Task<void> digAndCollect(world::Bot& bot, const world::Block& block) {
  if (bot.entity().position.distanceTo(block.position.center()) > 4) co_await moveNear(bot, blockCorner(block.position), 3);
  co_await bot.dig(block.position, true);
  // Block drops appear a tick or two after the break; then walk onto them.
  const Vec3 at = block.position.center();
  const world::Entity* drop = nullptr;
  for (int i = 0; i < 20 && !drop; ++i) {
    co_await bot.waitForTicks(1);
    drop = nearestEntityWhere(
        bot, [&](const world::Entity& e) { return e.name == "item" && e.position.distanceTo(at) < 2.5; }, 16);
  }
  if (!drop) co_return;  // nothing dropped (wrong tool, or loot off)
  const int id = drop->id;
  const std::optional<world::Item> dropped = bot.world().droppedItem(*drop);
  const int before = dropped ? bot.inventory().count(dropped->type) : 0;
  try {
    co_await moveToEntity(bot, id, 0.8);
  } catch (const world::ActionCancelled&) {
    throw;
  } catch (const world::BotError&) {
    // Picked up (gone) while walking: that is the goal.
  }
  for (int i = 0; i < 40 && bot.world().entity(id); ++i) co_await bot.waitForTicks(1);
  // The server removes the item entity a little before the slot update arrives: wait for the item
  // itself, so that a command right after the collection (a craft) finds it in the inventory.
  for (int i = 0; i < 20 && dropped && bot.inventory().count(dropped->type) <= before; ++i) co_await bot.waitForTicks(1);
}

}  // namespace

Task<bool> collectBlock(SkillContext& ctx, std::string blockType, int num) {
  world::Bot& bot = ctx.bot;
  if (num < 1) {
    ctx.log("Invalid number of blocks to collect: " + std::to_string(num) + ".");
    co_return false;
  }
  std::vector<std::string> types = {blockType};
  for (const char* ore : {"coal", "diamond", "emerald", "iron", "gold", "lapis_lazuli", "redstone"})
    if (blockType == ore) types.push_back(blockType + "_ore");
  if (blockType.ends_with("ore")) types.push_back("deepslate_" + blockType);
  if (blockType == "dirt") types.push_back("grass_block");

  int collected = 0;
  for (int i = 0; i < num; ++i) {
    auto blocks = nearestBlocks(bot, types, 64);
    std::erase_if(blocks, [&](const world::Block& b) { return !safeToBreak(bot, b); });
    if (blocks.empty()) {
      ctx.log(collected == 0 ? "No " + blockType + " nearby to collect." : "No more " + blockType + " nearby to collect.");
      break;
    }
    const world::Block block = blocks.front();
    co_await equipForBlock(bot, block);
    if (!canHarvestWithHeld(bot, block)) {
      ctx.log("Don't have right tools to harvest " + blockType + ".");
      co_return false;
    }
    try {
      if (mustCollectManually(blockType)) {
        co_await goToPosition(ctx, block.position.x, block.position.y, block.position.z, 2);
        co_await bot.dig(block.position, true);
        co_await pickupNearbyItems(ctx);
      } else {
        if (bot.inventory().emptySlotCount() == 0) {
          ctx.log("Failed to collect " + blockType + ": Inventory full, no place to deposit.");
          break;
        }
        co_await digAndCollect(bot, block);
      }
      ++collected;
    } catch (const world::ActionCancelled&) {
      throw;
    } catch (const world::BotError& e) {
      ctx.log("Failed to collect " + blockType + ": Error: " + e.what() + ".");
      continue;
    }
  }
  ctx.log("Collected " + std::to_string(collected) + " " + blockType + ".");
  co_return collected > 0;
}

Task<bool> pickupNearbyItems(SkillContext& ctx) {
  constexpr double kDistance = 8;
  world::Bot& bot = ctx.bot;
  int pickedUp = 0;
  const world::Entity* nearest = nearestItemEntity(bot, kDistance);
  while (nearest) {
    const int id = nearest->id;
    try {
      co_await moveToEntity(bot, id, 0.8);
    } catch (const world::ActionCancelled&) {
      throw;
    } catch (const world::BotError&) {
      // The item vanished (picked up, despawned) on the way.
    }
    co_await sleepFor(200ms);
    // Give the server's pickup a moment: the item is gone once it is in the inventory.
    for (int i = 0; i < 20 && bot.world().entity(id); ++i) co_await bot.waitForTicks(1);
    nearest = nearestItemEntity(bot, kDistance);
    if (nearest && nearest->id == id) break;  // could not get it
    ++pickedUp;
  }
  ctx.log("Picked up " + std::to_string(pickedUp) + " items.");
  co_return true;
}

}  // namespace craftmate::skills
