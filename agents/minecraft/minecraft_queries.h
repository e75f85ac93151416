#pragma once
// The texts of MINDcraft's world queries (queries.js, mindcraft.md §1.1), read from the bot's view of
// the world: !stats, !inventory, !nearbyBlocks, !craftable, !entities, and the prompt's $STATS and
// $INVENTORY (the same texts). Byte for byte MINDcraft's, including its quirks (the missing newline
// before "- Current Action"); docs/minecraft_agent.md lists what craftmate cannot know yet.
//
// Call on the bot's executor.

#include <string>
#include <vector>

namespace craftmate::world {
class Bot;
}

namespace craftmate::agents::minecraft {

// Who is around besides the bot: the team's other agents that are in the game (MINDcraft's
// getInGameAgents minus self) and the mode lines of !stats.
struct QueryContext {
  std::vector<std::string> otherBots;  // in game, any distance, self excluded
  std::string currentAction = "Idle";   // the ActionManager's label, "Idle" when not executing
  std::string modeMiniDocs;             // "Agent Modes:\n- self_preservation(ON)..." or a line saying there are none
};

// "\n" + text + "\n" (queries.js pad).
std::string pad(const std::string& text);
// Number.prototype.toFixed(2) (ties away from zero in the positive direction, as JavaScript rounds).
std::string fixed2(double v);

std::string statsText(world::Bot& bot, const QueryContext& context);
std::string inventoryText(world::Bot& bot);
std::string nearbyBlocksText(world::Bot& bot);
std::string craftableText(world::Bot& bot);
std::string entitiesText(world::Bot& bot, const QueryContext& context);

// Parts shared by the texts (world.js).
std::vector<std::string> surroundingBlocks(world::Bot& bot);  // "Block Below: x", "Block at Legs: x", "Block at Head: x"
std::string firstBlockAboveHead(world::Bot& bot);             // "stone (3 blocks up)" or "none"
// Player usernames within 64 blocks, nearest first, self excluded (getNearbyPlayerNames).
std::vector<std::string> nearbyPlayerNames(world::Bot& bot);
// Distinct non-air block names within 16 blocks, by distance of the nearest (getNearbyBlockTypes).
std::vector<std::string> nearbyBlockTypes(world::Bot& bot, double distance = 16);
// Item name -> count over main inventory and hotbar, in slot order (getInventoryCounts).
std::vector<std::pair<std::string, int>> inventoryCountsInSlotOrder(world::Bot& bot);
// Items craftable now, in item-id order (getCraftableItems): with a crafting table within 16 blocks
// or in the inventory, table recipes count too.
std::vector<std::string> craftableItems(world::Bot& bot);

}  // namespace craftmate::agents::minecraft
