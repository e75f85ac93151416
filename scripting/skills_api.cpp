#include "scripting/skills_api.h"

#include <functional>
#include <utility>
#include <vector>

#include "commands/skills/code_only_skills.h"
#include "commands/skills/dig_down_skill.h"
#include "commands/skills/skills.h"
#include "commands/skills/world_queries.h"
#include "scripting/bot_json.h"
#include "scripting/engine.h"
#include "world/bot.h"

namespace craftmate::scripting {

namespace asio = boost::asio;
using skills::SkillContext;
using skills::Task;

namespace {

// Arguments after `bot`, with skills.js's defaults when absent or undefined.
std::string str(const Json& a, std::size_t i, const std::string& fallback = "") {
  return i < a.size() && a[i].is_string() ? a[i].get<std::string>() : fallback;
}
double num(const Json& a, std::size_t i, double fallback) {
  return i < a.size() && a[i].is_number() ? a[i].get<double>() : fallback;
}
bool flag(const Json& a, std::size_t i, bool fallback) {
  return i < a.size() && a[i].is_boolean() ? a[i].get<bool>() : fallback;
}
// An entity argument: the entity object the script got from world.* / bot.entities, or its id.
int entityId(const Json& a, std::size_t i) {
  if (i < a.size() && a[i].is_object() && a[i].contains("id")) return a[i]["id"].get<int>();
  if (i < a.size() && a[i].is_number()) return a[i].get<int>();
  throw std::invalid_argument("expected an entity (an object with an id)");
}

using Skill = std::function<Task<bool>(SkillContext&, const Json&)>;

const std::vector<std::pair<const char*, Skill>>& skillTable() {
  using namespace skills;
  static const std::vector<std::pair<const char*, Skill>> table = {
      {"craftRecipe", [](SkillContext& c, const Json& a) { return craftRecipe(c, str(a, 0), int(num(a, 1, 1))); }},
      {"wait", [](SkillContext&, const Json& a) -> Task<bool> {
         co_await sleepFor(std::chrono::milliseconds(static_cast<int64_t>(num(a, 0, 0))));
         co_return true;
       }},
      {"smeltItem", [](SkillContext& c, const Json& a) { return smeltItem(c, str(a, 0), int(num(a, 1, 1))); }},
      {"clearNearestFurnace", [](SkillContext& c, const Json&) { return clearNearestFurnace(c); }},
      {"attackNearest", [](SkillContext& c, const Json& a) { return attackNearest(c, str(a, 0), flag(a, 1, true)); }},
      {"attackEntity", [](SkillContext& c, const Json& a) { return attackEntity(c, entityId(a, 0), flag(a, 1, true)); }},
      {"defendSelf", [](SkillContext& c, const Json& a) { return defendSelf(c, num(a, 0, 9)); }},
      {"collectBlock", [](SkillContext& c, const Json& a) { return collectBlock(c, str(a, 0), int(num(a, 1, 1))); }},
      {"pickupNearbyItems", [](SkillContext& c, const Json&) { return pickupNearbyItems(c); }},
      {"breakBlockAt", [](SkillContext& c, const Json& a) { return breakBlockAt(c, num(a, 0, 0), num(a, 1, 0), num(a, 2, 0)); }},
      {"placeBlock", [](SkillContext& c, const Json& a) {
         return placeBlock(c, str(a, 0), num(a, 1, 0), num(a, 2, 0), num(a, 3, 0), str(a, 4, "bottom"), flag(a, 5, false));
       }},
      {"equip", [](SkillContext& c, const Json& a) { return equip(c, str(a, 0)); }},
      {"discard", [](SkillContext& c, const Json& a) { return discard(c, str(a, 0), int(num(a, 1, -1))); }},
      {"putInChest", [](SkillContext& c, const Json& a) { return putInChest(c, str(a, 0), int(num(a, 1, -1))); }},
      {"takeFromChest", [](SkillContext& c, const Json& a) { return takeFromChest(c, str(a, 0), int(num(a, 1, -1))); }},
      {"viewChest", [](SkillContext& c, const Json&) { return viewChest(c); }},
      {"consume", [](SkillContext& c, const Json& a) { return consume(c, str(a, 0)); }},
      {"giveToPlayer", [](SkillContext& c, const Json& a) { return giveToPlayer(c, str(a, 0), str(a, 1), int(num(a, 2, 1))); }},
      {"goToPosition", [](SkillContext& c, const Json& a) {
         return goToPosition(c, num(a, 0, 0), num(a, 1, 0), num(a, 2, 0), num(a, 3, 2));
       }},
      {"goToNearestBlock", [](SkillContext& c, const Json& a) { return goToNearestBlock(c, str(a, 0), num(a, 1, 2), num(a, 2, 64)); }},
      {"goToNearestEntity", [](SkillContext& c, const Json& a) { return goToNearestEntity(c, str(a, 0), num(a, 1, 2), num(a, 2, 64)); }},
      {"goToPlayer", [](SkillContext& c, const Json& a) { return goToPlayer(c, str(a, 0), num(a, 1, 3)); }},
      {"followPlayer", [](SkillContext& c, const Json& a) { return followPlayer(c, str(a, 0), num(a, 1, 4)); }},
      {"moveAway", [](SkillContext& c, const Json& a) { return moveAway(c, num(a, 0, 0)); }},
      {"moveAwayFromEntity", [](SkillContext& c, const Json& a) { return moveAwayFromEntity(c, entityId(a, 0), num(a, 1, 16)); }},
      {"avoidEnemies", [](SkillContext& c, const Json& a) { return avoidEnemies(c, num(a, 0, 16)); }},
      {"stay", [](SkillContext& c, const Json& a) { return stay(c, int(num(a, 0, 30))); }},
      {"goToBed", [](SkillContext& c, const Json&) { return goToBed(c); }},
      {"activateNearestBlock", [](SkillContext& c, const Json& a) { return activateNearestBlock(c, str(a, 0)); }},
      {"digDown", [](SkillContext& c, const Json& a) { return digDown(c, int(num(a, 0, 10))); }},
      {"useDoor", [](SkillContext& c, const Json& a) {
         return useDoor(c, a.size() > 0 && a[0].is_object() ? std::optional(vecFrom(a[0])) : std::nullopt);
       }},
      {"tillAndSow", [](SkillContext& c, const Json& a) {
         return tillAndSow(c, num(a, 0, 0), num(a, 1, 0), num(a, 2, 0),
                           a.size() > 3 && a[3].is_string() ? std::optional(a[3].get<std::string>()) : std::nullopt);
       }},
  };
  return table;
}

}  // namespace

void defineSkills(Engine& engine, std::shared_ptr<SkillContext> ctx) {
  for (const auto& [name, skill] : skillTable()) {
    engine.defineAsync(std::string("skill_") + name, [ctx, skill](Json a) -> asio::awaitable<Json> {
      co_return Json(co_await skill(*ctx, a));
    });
  }
  engine.defineSync("skill_log", [ctx](const Json& a) {
    ctx->log(a.empty() ? std::string() : a[0].is_string() ? a[0].get<std::string>() : a[0].dump());
    return Json();
  });
  engine.defineSync("skillNames", [](const Json&) {
    Json names = Json::array();
    for (const auto& [name, skill] : skillTable()) names.push_back(name);
    return names;
  });
  // world.* queries the prelude cannot build from bot.* alone.
  engine.defineSync("world_nearestFreeSpace", [ctx](const Json& a) {
    auto p = skills::nearestFreeSpace(ctx->bot, num(a, 0, 8));
    return p ? posJson(*p) : Json();
  });
  engine.defineSync("world_nearestBlocks", [ctx](const Json& a) {
    Json out = Json::array();
    for (const auto& b : skills::nearestBlocks(ctx->bot, a.at(0).get<std::vector<std::string>>(), num(a, 1, 16),
                                               static_cast<std::size_t>(num(a, 2, 10000)))) {
      out.push_back(blockJson(b));
    }
    return out;
  });
  engine.defineSync("world_isClearPath", [ctx](const Json& a) { return Json(skills::isClearPath(ctx->bot, vecFrom(a.at(0)))); });
  engine.defineSync("world_shouldPlaceTorch", [ctx](const Json&) {
    return Json(skills::shouldPlaceTorch(ctx->bot, ctx->modeIsOn && ctx->modeIsOn("torch_placing")));
  });
  engine.defineSync("world_biomeName", [ctx](const Json&) {
    auto biome = ctx->bot.biomeAt(world::BlockPos::containing(ctx->bot.entity().position));
    return biome ? Json(*biome) : Json();
  });
  engine.defineSync("world_craftableItems", [ctx](const Json&) {
    Json names = Json::array();
    const auto& registry = ctx->bot.registry();
    for (const auto& item : registry.items()) {
      if (!ctx->bot.recipesFor(item.id, 1, true).empty()) names.push_back(item.name);
    }
    return names;
  });
}

}  // namespace craftmate::scripting
