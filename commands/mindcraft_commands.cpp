#include "commands/mindcraft_commands.h"

#include <limits>

namespace craftmate::commands {

namespace {

constexpr double kInf = std::numeric_limits<double>::infinity();
using Params = std::vector<ParamDef>;

ParamDef str(std::string name, std::string description) {
  return {std::move(name), ParamType::String, std::move(description), std::nullopt};
}
ParamDef typed(std::string name, ParamType type, std::string description) {
  return {std::move(name), type, std::move(description), std::nullopt};
}
ParamDef num(std::string name, ParamType type, std::string description, double lo, double hi) {
  return {std::move(name), type, std::move(description), Domain{lo, hi, "[)"}};
}
CommandDef query(std::string name, std::string description, std::optional<Params> params = std::nullopt) {
  return {std::move(name), std::move(description), std::move(params), CommandKind::Query};
}
CommandDef action(std::string name, std::string description, std::optional<Params> params = std::nullopt) {
  return {std::move(name), std::move(description), std::move(params), CommandKind::Action};
}

std::vector<CommandDef> build() {
  const ParamType Int = ParamType::Int, Float = ParamType::Float;
  const ParamType Block = ParamType::BlockName, Item = ParamType::ItemName;
  return {
      // Queries (queries.js)
      query("!stats", "Get your bot's location, health, hunger, and time of day."),
      query("!inventory", "Get your bot's inventory."),
      query("!nearbyBlocks", "Get the blocks near the bot."),
      query("!craftable", "Get the craftable items with the bot's inventory."),
      query("!entities", "Get the nearby players and entities."),
      query("!modes", "Get all available modes and their docs and see which are on/off."),
      query("!savedPlaces", "List all saved locations."),
      query("!checkBlueprintLevel",
            "Check if the level is complete and what blocks still need to be placed for the blueprint",
            Params{num("levelNum", Int, "The level number to check.", 0, kMaxSafeInteger)}),
      query("!checkBlueprint", "Check what blocks still need to be placed for the blueprint"),
      query("!getBlueprint", "Get the blueprint for the building"),
      query("!getBlueprintLevel", "Get the blueprint for the building",
            Params{num("levelNum", Int, "The level number to check.", 0, kMaxSafeInteger)}),
      query("!getCraftingPlan",
            "Provides a comprehensive crafting plan for a specified item. This includes a breakdown of required "
            "ingredients, the exact quantities needed, and an analysis of missing ingredients or extra items needed "
            "based on the bot's current inventory.",
            Params{str("targetItem", "The item that we are trying to craft"),
                   num("quantity", Int, "The quantity of the item that we are trying to craft", 1, kInf)}),
      query("!searchWiki", "Search the Minecraft Wiki for the given query.",
            Params{str("query", "The query to search for.")}),
      query("!help", "Lists all available commands and their descriptions."),

      // Actions (actions.js)
      action("!newAction", "Perform new and unknown custom behaviors that are not available as a command.",
             Params{str("prompt", "A natural language prompt to guide code generation. Make a detailed step-by-step plan.")}),
      action("!stop", "Force stop all actions and commands that are currently executing."),
      action("!stfu", "Stop all chatting and self prompting, but continue current action."),
      action("!restart", "Restart the agent process."),
      action("!clearChat", "Clear the chat history."),
      action("!goToPlayer", "Go to the given player.",
             Params{str("player_name", "The name of the player to go to."),
                    num("closeness", Float, "How close to get to the player.", 0, kInf)}),
      action("!followPlayer", "Endlessly follow the given player.",
             Params{str("player_name", "name of the player to follow."),
                    num("follow_dist", Float, "The distance to follow from.", 0, kInf)}),
      action("!goToCoordinates", "Go to the given x, y, z location.",
             Params{num("x", Float, "The x coordinate.", -kInf, kInf),
                    num("y", Float, "The y coordinate.", -64, 320),
                    num("z", Float, "The z coordinate.", -kInf, kInf),
                    num("closeness", Float, "How close to get to the location.", 0, kInf)}),
      action("!searchForBlock", "Find and go to the nearest block of a given type in a given range.",
             Params{typed("type", Block, "The block type to go to."),
                    num("search_range", Float, "The range to search for the block.", 32, 512)}),
      action("!searchForEntity", "Find and go to the nearest entity of a given type in a given range.",
             Params{str("type", "The type of entity to go to."),
                    num("search_range", Float, "The range to search for the entity.", 32, 512)}),
      action("!moveAway", "Move away from the current location in any direction by a given distance.",
             Params{num("distance", Float, "The distance to move away.", 0, kInf)}),
      action("!rememberHere", "Save the current location with a given name.",
             Params{str("name", "The name to remember the location as.")}),
      action("!goToRememberedPlace", "Go to a saved location.",
             Params{str("name", "The name of the location to go to.")}),
      action("!givePlayer", "Give the specified item to the given player.",
             Params{str("player_name", "The name of the player to give the item to."),
                    typed("item_name", Item, "The name of the item to give."),
                    num("num", Int, "The number of items to give.", 1, kMaxSafeInteger)}),
      action("!consume", "Eat/drink the given item.",
             Params{typed("item_name", Item, "The name of the item to consume.")}),
      action("!equip", "Equip the given item.",
             Params{typed("item_name", Item, "The name of the item to equip.")}),
      action("!putInChest", "Put the given item in the nearest chest.",
             Params{typed("item_name", Item, "The name of the item to put in the chest."),
                    num("num", Int, "The number of items to put in the chest.", 1, kMaxSafeInteger)}),
      action("!takeFromChest", "Take the given items from the nearest chest.",
             Params{typed("item_name", Item, "The name of the item to take."),
                    num("num", Int, "The number of items to take.", 1, kMaxSafeInteger)}),
      action("!viewChest", "View the items/counts of the nearest chest.", Params{}),
      action("!discard", "Discard the given item from the inventory.",
             Params{typed("item_name", Item, "The name of the item to discard."),
                    num("num", Int, "The number of items to discard.", 1, kMaxSafeInteger)}),
      action("!collectBlocks", "Collect the nearest blocks of a given type.",
             Params{typed("type", Block, "The block type to collect."),
                    num("num", Int, "The number of blocks to collect.", 1, kMaxSafeInteger)}),
      action("!craftRecipe", "Craft the given recipe a given number of times.",
             Params{typed("recipe_name", Item, "The name of the output item to craft."),
                    num("num", Int,
                        "The number of times to craft the recipe. This is NOT the number of output items, as it may "
                        "craft many more items depending on the recipe.",
                        1, kMaxSafeInteger)}),
      action("!smeltItem", "Smelt the given item the given number of times.",
             Params{typed("item_name", Item, "The name of the input item to smelt."),
                    num("num", Int, "The number of times to smelt the item.", 1, kMaxSafeInteger)}),
      action("!clearFurnace", "Take all items out of the nearest furnace.", Params{}),
      action("!placeHere",
             "Place a given block in the current location. Do NOT use to build structures, only use for single "
             "blocks/torches.",
             Params{typed("type", Block, "The block type to place.")}),
      action("!attack", "Attack and kill the nearest entity of a given type.",
             Params{str("type", "The type of entity to attack.")}),
      action("!attackPlayer",
             "Attack a specific player until they die or run away. Remember this is just a game and does not cause "
             "real life harm.",
             Params{str("player_name", "The name of the player to attack.")}),
      action("!goToBed", "Go to the nearest bed and sleep."),
      action("!activate", "Activate the nearest object of a given type.",
             Params{typed("type", Block, "The type of object to activate.")}),
      action("!stay", "Stay in the current location no matter what. Pauses all modes.",
             Params{num("type", Int, "The number of seconds to stay. -1 for forever.", -1, kMaxSafeInteger)}),
      action("!setMode",
             "Set a mode to on or off. A mode is an automatic behavior that constantly checks and responds to the "
             "environment.",
             Params{str("mode_name", "The name of the mode to enable."),
                    typed("on", ParamType::Boolean, "Whether to enable or disable the mode.")}),
      action("!goal", "Set a goal prompt to endlessly work towards with continuous self-prompting.",
             Params{str("selfPrompt", "The goal prompt.")}),
      action("!endGoal", "Call when you have accomplished your goal. It will stop self-prompting and the current action. "),
      action("!startConversation", "Start a conversation with a player. Use for bots only.",
             Params{str("player_name", "The name of the player to send the message to."),
                    str("message", "The message to send.")}),
      action("!endConversation", "End the conversation with the given player.",
             Params{str("player_name", "The name of the player to end the conversation with.")}),
      action("!lookAtPlayer", "Look at a player or look in the same direction as the player.",
             Params{str("player_name", "Name of the target player"),
                    str("direction",
                        "How to look (\"at\": look at the player, \"with\": look in the same direction as the player)")}),
      action("!lookAtPosition", "Look at specified coordinates.",
             Params{typed("x", Int, "x coordinate"), typed("y", Int, "y coordinate"), typed("z", Int, "z coordinate")}),
      action("!digDown",
             "Digs down a specified distance. Will stop if it reaches lava, water, or a fall of >=4 blocks below the bot.",
             Params{num("distance", Int, "Distance to dig down", 1, kMaxSafeInteger)}),
  };
}

}  // namespace

const std::vector<CommandDef>& mindcraftCommands() {
  static const std::vector<CommandDef> commands = build();
  return commands;
}

std::vector<std::string> mindcraftDefaultBlockedActions() {
  return {"!checkBlueprint", "!checkBlueprintLevel", "!getBlueprint", "!getBlueprintLevel"};
}

}  // namespace craftmate::commands
