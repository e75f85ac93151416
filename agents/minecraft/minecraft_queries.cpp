#include "agents/minecraft/minecraft_queries.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <set>

#include "commands/js_number.h"
#include "commands/skills/skill_context.h"
#include "commands/skills/world_queries.h"
#include "world/bot.h"

namespace craftmate::agents::minecraft {

namespace {

std::string blockNameAt(world::Bot& bot, const world::BlockPos& p) {
  const auto block = bot.blockAt(p);
  return block ? block->name() : std::string("air");  // MINDcraft: a missing chunk reads as air
}

std::string joinNames(const std::vector<std::string>& names) {
  std::string out;
  for (std::size_t i = 0; i < names.size(); ++i) out += (i > 0 ? ", " : "") + names[i];
  return out;
}

// getNearbyPlayerNames minus the team's bots: the people around.
std::vector<std::string> humansAround(world::Bot& bot, const QueryContext& context) {
  std::vector<std::string> humans;
  for (const std::string& name : nearbyPlayerNames(bot))
    if (std::find(context.otherBots.begin(), context.otherBots.end(), name) == context.otherBots.end()) humans.push_back(name);
  return humans;
}

}  // namespace

std::string pad(const std::string& text) { return "\n" + text + "\n"; }

std::string fixed2(double v) { return commands::jsToFixed(v, 2); }

std::vector<std::string> surroundingBlocks(world::Bot& bot) {
  const world::BlockPos p = world::BlockPos::containing(bot.entity().position);
  return {"Block Below: " + blockNameAt(bot, p.offset(0, -1, 0)), "Block at Legs: " + blockNameAt(bot, p),
          "Block at Head: " + blockNameAt(bot, p.offset(0, 1, 0))};
}

std::string firstBlockAboveHead(world::Bot& bot) {
  const world::BlockPos p = world::BlockPos::containing(bot.entity().position);
  for (int i = 0; i < 32; ++i) {
    const std::string name = blockNameAt(bot, p.offset(0, i + 2, 0));
    if (name == "air" || name == "cave_air") continue;
    return name + " (" + std::to_string(i) + " blocks up)";
  }
  return "none";
}

std::vector<std::string> nearbyPlayerNames(world::Bot& bot) {
  std::vector<std::string> names;
  for (const world::Entity* e : skills::nearbyEntities(bot, 64))
    if (e->kind == "player" && !e->username.empty() && e->username != bot.username()) names.push_back(e->username);
  return names;
}

std::vector<std::string> nearbyBlockTypes(world::Bot& bot, double distance) {
  world::FindBlocksOptions options;
  options.matching = [](const world::Block& b) { return !b.isAir(); };
  options.maxDistance = distance;
  options.count = 10000;
  std::vector<world::BlockPos> found = bot.findBlocks(options);
  // MINDcraft sorts by the distance from the bot to the block's corner (block.position).
  const world::Vec3 me = bot.entity().position;
  std::stable_sort(found.begin(), found.end(), [&](const world::BlockPos& a, const world::BlockPos& b) {
    return skills::blockCorner(a).distanceTo(me) < skills::blockCorner(b).distanceTo(me);
  });
  std::vector<std::string> names;
  std::set<std::string> seen;
  for (const world::BlockPos& p : found) {
    const auto block = bot.blockAt(p);
    if (block && seen.insert(block->name()).second) names.push_back(block->name());
  }
  return names;
}

std::vector<std::pair<std::string, int>> inventoryCountsInSlotOrder(world::Bot& bot) {
  std::vector<std::pair<std::string, int>> counts;
  for (const world::Item& item : bot.inventory().items()) {
    auto it = std::find_if(counts.begin(), counts.end(), [&](const auto& c) { return c.first == item.name; });
    if (it == counts.end()) counts.emplace_back(item.name, item.count);
    else it->second += item.count;
  }
  return counts;
}

std::vector<std::string> craftableItems(world::Bot& bot) {
  bool table = skills::nearestBlock(bot, "crafting_table", 16).has_value();
  if (!table) table = skills::inventoryCount(bot, "crafting_table") > 0;
  std::vector<std::string> names;
  for (const world::ItemType& item : bot.registry().items())
    if (!bot.recipesFor(item.id, 1, table).empty()) names.push_back(item.name);
  return names;
}

std::string statsText(world::Bot& bot, const QueryContext& context) {
  const world::Vec3 pos = bot.entity().position;
  std::string res = "STATS";
  res += "\n- Position: x: " + fixed2(pos.x) + ", y: " + fixed2(pos.y) + ", z: " + fixed2(pos.z);
  res += "\n- Gamemode: " + bot.game().gameMode;
  res += "\n- Health: " + std::to_string(static_cast<long>(std::floor(bot.health() + 0.5))) + " / 20";
  res += "\n- Hunger: " + std::to_string(bot.food()) + " / 20";
  // MINDcraft's getBiomeName: the biome at the bot's feet. Its column is always loaded while the bot
  // stands in it; "unknown" covers the moment before the first chunk arrives.
  const auto biome = bot.biomeAt(world::BlockPos::containing(pos));
  res += "\n- Biome: " + biome.value_or("unknown");
  const world::WeatherInfo& weather = bot.weather();
  res += "\n- Weather: ";
  res += weather.thunderLevel > 0 ? "Thunderstorm" : weather.rainLevel > 0 ? "Rain" : "Clear";
  for (const std::string& line : surroundingBlocks(bot)) res += "\n- " + line;
  res += "\n- First Solid Block Above Head: " + firstBlockAboveHead(bot);
  const auto timeOfDay = bot.time().timeOfDay;
  res += "\n- Time: ";
  res += timeOfDay < 6000 ? "Morning" : timeOfDay < 12000 ? "Afternoon" : "Night";
  res += "- Current Action: " + context.currentAction;  // MINDcraft's missing newline (Appendix C.5)
  const std::vector<std::string> humans = humansAround(bot, context);
  res += "\n- Nearby Human Players: " + (humans.empty() ? std::string("None.") : joinNames(humans));
  res += "\n- Nearby Bot Players: " + (context.otherBots.empty() ? std::string("None.") : joinNames(context.otherBots));
  res += "\n" + context.modeMiniDocs + "\n";
  return pad(res);
}

std::string inventoryText(world::Bot& bot) {
  std::string res = "INVENTORY";
  for (const auto& [name, count] : inventoryCountsInSlotOrder(bot))
    if (count > 0) res += "\n- " + name + ": " + std::to_string(count);
  if (res == "INVENTORY") res += ": Nothing";
  else if (bot.game().gameMode == "creative")
    res += "\n(You have infinite items in creative mode. You do not need to gather resources!!)";
  res += "\nWEARING: ";
  bool wearing = false;
  const std::pair<int, const char*> armour[] = {{5, "Head"}, {6, "Torso"}, {7, "Legs"}, {8, "Feet"}};
  for (const auto& [slot, part] : armour) {
    if (const auto& item = bot.inventory().slot(slot)) {
      res += std::string("\n") + part + ": " + item->name;
      wearing = true;
    }
  }
  if (!wearing) res += "Nothing";
  return pad(res);
}

std::string nearbyBlocksText(world::Bot& bot) {
  const std::vector<std::string> blocks = nearbyBlockTypes(bot);
  std::string res = "NEARBY_BLOCKS";
  for (const std::string& name : blocks) res += "\n- " + name;
  if (blocks.empty()) {
    res += ": none";
  } else {
    for (const std::string& line : surroundingBlocks(bot)) res += "\n- " + line;
    res += "\n- First Solid Block Above Head: " + firstBlockAboveHead(bot);
  }
  return pad(res);
}

std::string craftableText(world::Bot& bot) {
  const std::vector<std::string> items = craftableItems(bot);
  std::string res = "CRAFTABLE_ITEMS";
  for (const std::string& name : items) res += "\n- " + name;
  if (items.empty()) res += ": none";
  return pad(res);
}

std::string entitiesText(world::Bot& bot, const QueryContext& context) {
  std::string res = "NEARBY_ENTITIES";
  for (const std::string& name : humansAround(bot, context)) res += "\n- Human player: " + name;
  for (const std::string& name : context.otherBots) res += "\n- Bot player: " + name;
  std::set<std::string> seen;
  for (const world::Entity* e : skills::nearbyEntities(bot, 16)) {
    if (e->name == "player" || e->name == "item" || !seen.insert(e->name).second) continue;
    res += "\n- entities: " + e->name;
  }
  if (res == "NEARBY_ENTITIES") res += ": none";
  return pad(res);
}

}  // namespace craftmate::agents::minecraft
