// craftRecipe: MINDcraft's crafting skill — 2x2 grid first, else a crafting table nearby, else one
// placed from the inventory (and collected again afterwards).

#include <algorithm>
#include <limits>

#include "commands/skills/movement_backend.h"
#include "commands/skills/skills.h"
#include "commands/skills/world_queries.h"
#include "world/bot.h"

namespace craftmate::skills {

namespace {

// Ingredient item names and counts of one craft, in the order they first appear in the recipe (as
// MINDcraft's ingredient objects keep insertion order).
std::vector<std::pair<std::string, int>> orderedIngredients(const world::Registry& reg, const world::Recipe& r) {
  std::vector<std::pair<std::string, int>> out;
  auto add = [&](int id) {
    if (id < 0) return;
    const world::ItemType* t = reg.itemById(id);
    const std::string name = t ? t->name : std::to_string(id);
    auto it = std::find_if(out.begin(), out.end(), [&](const auto& p) { return p.first == name; });
    if (it == out.end()) out.push_back({name, 1});
    else ++it->second;
  };
  if (r.shaped()) {
    for (const auto& row : r.inShape)
      for (int id : row) add(id);
  } else {
    for (int id : r.ingredients) add(id);
  }
  return out;
}

// mc.getItemCraftingRecipes(item)[0]: recipes sorted by how many common items (oak planks, oak
// logs, coal, cobblestone) they use, most first.
const world::Recipe* preferredRecipe(const world::Registry& reg, int itemId) {
  auto recipes = reg.recipesFor(itemId);
  if (recipes.empty()) return nullptr;
  auto commonCount = [&](const world::Recipe& r) {
    int n = 0;
    for (const auto& [name, count] : orderedIngredients(reg, r))
      if (name == "oak_planks" || name == "oak_log" || name == "coal" || name == "cobblestone") n += count;
    return n;
  };
  const world::Recipe* best = &recipes[0];
  for (const auto& r : recipes)
    if (commonCount(r) > commonCount(*best)) best = &r;
  return best;
}

}  // namespace

Task<bool> craftRecipe(SkillContext& ctx, std::string itemName, int num) {
  world::Bot& bot = ctx.bot;
  const world::Registry& reg = bot.registry();
  const world::ItemType* item = reg.itemByName(itemName);
  if (!item || reg.recipesFor(item->id).empty()) {
    ctx.log(itemName + " is either not an item, or it does not have a crafting recipe!");
    co_return false;
  }
  constexpr double kTableRange = 32;
  bool placedTable = false;
  std::optional<world::Block> table;
  auto recipes = bot.recipesFor(item->id, 1, false);
  if (recipes.empty()) {
    recipes = bot.recipesFor(item->id, 1, true);
    if (!recipes.empty()) {  // only worth a table when the resources are there
      table = nearestBlock(bot, "crafting_table", kTableRange);
      if (!table) {
        if (inventoryCount(bot, "crafting_table") == 0) {
          ctx.log("Crafting " + itemName + " requires a crafting table.");
          co_return false;
        }
        auto spot = nearestFreeSpace(bot, 6);
        if (spot) co_await placeBlock(ctx, "crafting_table", spot->x, spot->y, spot->z);
        table = nearestBlock(bot, "crafting_table", kTableRange);
        placedTable = table.has_value();
        if (!table) recipes.clear();
      }
    }
  }
  if (recipes.empty()) {
    std::string needs;
    for (const auto& [name, count] : orderedIngredients(reg, *preferredRecipe(reg, item->id)))
      needs += (needs.empty() ? "" : ", ") + name + ": " + std::to_string(count);
    ctx.log("You do not have the resources to craft a " + itemName + ". It requires: " + needs + ".");
    if (placedTable) co_await collectBlock(ctx, "crafting_table", 1);
    co_return false;
  }
  if (table && bot.entity().position.distanceTo(table->position.center()) > 4) {
    co_await goToNearestBlock(ctx, "crafting_table", 4, kTableRange);
  }
  const world::Recipe& recipe = *recipes.front();
  // calculateLimitingResource: how many crafts the inventory allows, and which item limits it.
  int limit = std::numeric_limits<int>::max();
  std::string limiting;
  for (const auto& [name, count] : orderedIngredients(reg, recipe)) {
    const int crafts = inventoryCount(bot, name) / count;
    if (crafts < limit) limit = crafts, limiting = name;
  }
  const int crafts = std::min(limit, num);
  co_await bot.craft(recipe, crafts, table ? std::optional(table->position) : std::nullopt);
  const std::string have = std::to_string(inventoryCount(bot, itemName));
  if (limit < num) {
    ctx.log("Not enough " + limiting + " to craft " + std::to_string(num) + ", crafted " + std::to_string(limit) +
            ". You now have " + have + " " + itemName + ".");
  } else {
    ctx.log("Successfully crafted " + itemName + ", you now have " + have + " " + itemName + ".");
  }
  if (placedTable) co_await collectBlock(ctx, "crafting_table", 1);
  // Armour it made goes on where that slot is free, as MINDcraft's armorManager.equipAll does.
  struct ArmourPart {
    const char* suffix;
    world::EquipDestination destination;
    int slot;
  };
  static constexpr ArmourPart kArmour[] = {{"_helmet", world::EquipDestination::Head, world::Window::kArmorHead},
                                           {"_chestplate", world::EquipDestination::Torso, world::Window::kArmorChest},
                                           {"_leggings", world::EquipDestination::Legs, world::Window::kArmorLegs},
                                           {"_boots", world::EquipDestination::Feet, world::Window::kArmorFeet}};
  for (const ArmourPart& part : kArmour)
    if (itemName.ends_with(part.suffix) && !bot.inventory().slot(part.slot)) co_await bot.equip(item->id, part.destination);
  co_return true;
}

}  // namespace craftmate::skills
