#pragma once
// The parts of MINDcraft's world.js the skills use: nearest blocks and entities, free space, and
// inventory counts, all read from the bot's view of the world.

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "world/bot.h"

namespace craftmate::skills {

// Blocks whose name is one of `names` within `distance`, nearest first (getNearestBlocks).
std::vector<world::Block> nearestBlocks(world::Bot& bot, const std::vector<std::string>& names,
                                        double distance = 16, std::size_t count = 10000);
std::optional<world::Block> nearestBlock(world::Bot& bot, const std::string& name, double distance = 16);

// The nearest air cell within `distance` standing on a solid, diggable block that drops something
// (getNearestFreeSpace with size 1), where a table or furnace can be placed. Decisions: cells the
// bot's own body occupies are skipped, so placing there does not first need a step aside, and the
// block below must be a full cube (MINDcraft would also accept a flower or a torch).
std::optional<world::BlockPos> nearestFreeSpace(world::Bot& bot, double distance = 8);

// Entities within `distance` (not the bot), nearest first (getNearbyEntities).
std::vector<const world::Entity*> nearbyEntities(world::Bot& bot, double distance = 16);
const world::Entity* nearestEntityWhere(world::Bot& bot, const std::function<bool(const world::Entity&)>& pred,
                                        double distance = 16);
// The entity of a player in view, or null (bot.players[name].entity).
const world::Entity* playerEntity(world::Bot& bot, const std::string& username);

// Item name -> count over the inventory's main and hotbar slots (getInventoryCounts).
std::map<std::string, int> inventoryCounts(world::Bot& bot);
int inventoryCount(world::Bot& bot, const std::string& itemName);
// The first inventory stack of that item (bot.inventory.items().find).
std::optional<world::Item> inventoryItem(world::Bot& bot, const std::string& itemName);

// mc.isHostile: minecraft-data type "mob" or "hostile", except the golems.
bool isHostile(const world::Entity& e);

}  // namespace craftmate::skills
