#pragma once
// The skills library: MINDcraft's skills.js on a craftmate world::Bot (mindcraft.md §1.2, §1.3,
// Appendix B). Each skill appends MINDcraft's output lines to `ctx.output` and returns whether it
// succeeded, as skills.js returns true/false after `log(bot, msg)`. docs/skills.md lists every
// output text and what differs.
//
// Call skills on the bot's executor. Cancelling the awaiting coroutine stops a skill at its next
// wait with world::ActionCancelled (the bot stops moving at once); errors the skill does not turn
// into an output line (a disconnect, a server that refused a click) are world::BotError — the
// command layer reports them as MINDcraft reports a thrown exception.
//
// Parameters are taken by value: a skill is a lazy coroutine, so a reference to a caller's
// temporary (a name written as a literal) would dangle by the time it runs.

#include <string>

#include <boost/asio/awaitable.hpp>

#include "commands/skills/skill_context.h"

namespace craftmate::skills {

template <typename T>
using Task = boost::asio::awaitable<T>;

// Movement (movement_skills.cpp).
Task<bool> goToPosition(SkillContext& ctx, double x, double y, double z, double minDistance = 2);
Task<bool> goToNearestBlock(SkillContext& ctx, std::string blockType, double minDistance = 2, double range = 64);
Task<bool> goToNearestEntity(SkillContext& ctx, std::string entityType, double minDistance = 2, double range = 64);
Task<bool> goToPlayer(SkillContext& ctx, std::string username, double distance = 3);
// Runs until cancelled (MINDcraft's loop until interrupted); returns false if the player is unknown.
Task<bool> followPlayer(SkillContext& ctx, std::string username, double distance = 4);
Task<bool> moveAway(SkillContext& ctx, double distance);
Task<bool> moveAwayFromEntity(SkillContext& ctx, int entityId, double distance = 16);
// Stays put for `seconds` (-1: until cancelled).
Task<bool> stay(SkillContext& ctx, int seconds = 30);

// Blocks (block_skills.cpp, collect_skill.cpp).
Task<bool> breakBlockAt(SkillContext& ctx, double x, double y, double z);
// placeOn: "top", "bottom", "north", "south", "east", "west" or "side".
Task<bool> placeBlock(SkillContext& ctx, std::string blockType, double x, double y, double z,
                      std::string placeOn = "bottom", bool dontCheat = false);
Task<bool> collectBlock(SkillContext& ctx, std::string blockType, int num = 1);
Task<bool> pickupNearbyItems(SkillContext& ctx);
Task<bool> activateNearestBlock(SkillContext& ctx, std::string type);
Task<bool> goToBed(SkillContext& ctx);

// Crafting and smelting (craft_skills.cpp, furnace_skills.cpp).
Task<bool> craftRecipe(SkillContext& ctx, std::string itemName, int num = 1);
Task<bool> smeltItem(SkillContext& ctx, std::string itemName, int num = 1);
Task<bool> clearNearestFurnace(SkillContext& ctx);

// Inventory (inventory_skills.cpp).
Task<bool> equip(SkillContext& ctx, std::string itemName);
Task<bool> consume(SkillContext& ctx, std::string itemName);
// num = -1: every stack of the item.
Task<bool> discard(SkillContext& ctx, std::string itemName, int num = -1);
Task<bool> giveToPlayer(SkillContext& ctx, std::string itemType, std::string username, int num = 1);

// Chests (chest_skills.cpp). num = -1: all.
Task<bool> putInChest(SkillContext& ctx, std::string itemName, int num = -1);
Task<bool> takeFromChest(SkillContext& ctx, std::string itemName, int num = -1);
Task<bool> viewChest(SkillContext& ctx);

// Combat (combat_skills.cpp).
Task<bool> attackNearest(SkillContext& ctx, std::string mobType, bool kill = true);
Task<bool> attackEntity(SkillContext& ctx, int entityId, bool kill = true);
Task<bool> attackPlayer(SkillContext& ctx, std::string username);
Task<bool> defendSelf(SkillContext& ctx, double range = 9);
// Runs from hostile mobs until none is within `distance`, hitting those closer than 3 on the way
// (the cowardice mode's flight; pauses self_preservation).
Task<bool> avoidEnemies(SkillContext& ctx, double distance = 16);

}  // namespace craftmate::skills
