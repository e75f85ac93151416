#pragma once
// Reading MINDcraft's command outputs (mindcraft.md §1) the way a player reads them: the scripted
// MineCollab team knows its inventory, crafting plans, crafting results and blueprint fixes only
// from the text these commands print, never from the world's state.

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace craftmate::agents::minecollab {

using ItemCounts = std::map<std::string, int>;

// `!inventory`: "INVENTORY\n- oak_planks: 4\n..." or "INVENTORY: Nothing"; nullopt when the text
// holds no inventory listing.
std::optional<ItemCounts> parseInventory(const std::string& text);

// `!getCraftingPlan`: the missing base items and the steps ("Craft 2 oak_planks -> 4 stick").
struct CraftingStep {
  ItemCounts inputs;
  std::string output;
  int outputCount = 0;
};
struct CraftingPlan {
  ItemCounts missing;
  std::vector<CraftingStep> steps;
  bool complete = false;  // "You have all items required to craft this item!" or already held
};
std::optional<CraftingPlan> parseCraftingPlan(const std::string& text);
// Items the plan consumes that no earlier step makes: what the crafter must hold or be given.
ItemCounts baseInputs(const CraftingPlan& plan);
// The plan's steps as one line ("Craft 1 pink_dye + 1 black_wool -> 1 pink_wool; ...") and back.
std::string stepsLine(const std::vector<CraftingStep>& steps);
std::vector<CraftingStep> parseSteps(const std::string& text);

// `!craftRecipe`'s result.
struct CraftResult {
  enum class Kind { Crafted, MissingResources, NoRecipe, NeedsTable, Other } kind = Kind::Other;
  std::string item;
  int nowHave = 0;      // Crafted: "... you now have <n> <item>."
  ItemCounts required;  // MissingResources: "It requires: a: 1, b: 2."
};
CraftResult parseCraftResult(const std::string& text);

// `!givePlayer`: true when "<player> received <item>." is in the output.
bool giveSucceeded(const std::string& text);

// `!checkBlueprint` / `!checkBlueprintLevel`: one fix per line.
struct BlueprintFix {
  enum class Kind { Place, Remove, Replace } kind = Kind::Place;
  std::string block;  // the block to place (Place, Replace) or to remove (Remove)
  int x = 0, y = 0, z = 0;
};
std::vector<BlueprintFix> parseBlueprintFixes(const std::string& text);
// "Blueprint is correct" / "Level <n> is correct".
bool blueprintCorrect(const std::string& text);

// `!getBlueprintLevel`: "Level <n> starting at coordinates X: x, Y: y, Z: z\n[\n[a, b],\n...]":
// the grid's rows are +Z, its columns +X from (x, y, z).
struct BlueprintLevelText {
  int level = 0;
  int x = 0, y = 0, z = 0;
  std::vector<std::vector<std::string>> rows;
};
std::optional<BlueprintLevelText> parseBlueprintLevel(const std::string& text);

// "a: 1, b: 2" and back (the form both MINDcraft's outputs and the team's messages use).
std::string itemList(const ItemCounts& items);
ItemCounts parseItemList(const std::string& text);

}  // namespace craftmate::agents::minecollab
