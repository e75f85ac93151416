#include "commands/skills/code_only_skills.h"

#include <array>
#include <cmath>
#include <functional>

#include "commands/skills/movement_backend.h"
#include "commands/skills/world_queries.h"
#include "pathfinding/pathfinder.h"
#include "world/bot.h"

namespace craftmate::skills {

using namespace std::chrono_literals;
using world::BlockPos;
using world::Vec3;

namespace {

// JavaScript's Math.round: halves go up.
double jsRound(double v) { return std::floor(v + 0.5); }

bool endsWith(const std::string& s, const std::string& suffix) {
  return s.size() >= suffix.size() && s.compare(s.size() - suffix.size(), suffix.size(), suffix) == 0;
}

std::optional<world::Item> firstItem(world::Bot& bot, const std::function<bool(const world::Item&)>& match) {
  for (const world::Item& item : bot.inventory().items())
    if (match(item)) return item;
  return std::nullopt;
}

std::string at(double x, double y, double z) { return "x:" + fixed1(x) + ", y:" + fixed1(y) + ", z:" + fixed1(z); }

}  // namespace

Task<bool> useDoor(SkillContext& ctx, std::optional<Vec3> doorPos) {
  static const std::array<const char*, 11> doors = {"oak_door", "spruce_door", "birch_door", "jungle_door",
                                                     "acacia_door", "dark_oak_door", "mangrove_door", "cherry_door",
                                                     "bamboo_door", "crimson_door", "warped_door"};
  if (!doorPos) {
    for (const char* type : doors) {
      if (auto block = nearestBlock(ctx.bot, type, 16)) {
        doorPos = blockCorner(block->position);
        break;
      }
    }
  }
  if (!doorPos) {
    ctx.log("Could not find a door to use.");
    co_return false;
  }
  const BlockPos pos = BlockPos::containing(*doorPos);
  try {
    co_await moveNear(ctx.bot, *doorPos, 1);
  } catch (const pathfinding::PathError&) {
    // MINDcraft sets the goal and goes on wherever the walk ended.
  }
  co_await ctx.bot.lookAt(*doorPos);
  const auto door = ctx.bot.blockAt(pos);
  if (door && ctx.bot.registry().stateProperties(door->stateId)["open"] != "true") co_await ctx.bot.activateBlock(pos);
  ctx.bot.setControlState(world::Control::Forward, true);
  co_await sleepFor(600ms);
  ctx.bot.setControlState(world::Control::Forward, false);
  co_await ctx.bot.activateBlock(pos);
  ctx.log("Used door at " + vecText(*doorPos) + ".");
  co_return true;
}

Task<bool> tillAndSow(SkillContext& ctx, double x, double y, double z, std::optional<std::string> seedType) {
  x = jsRound(x);
  y = jsRound(y);
  z = jsRound(z);
  const BlockPos pos = BlockPos::containing({x, y, z});
  if (ctx.cheat) {
    std::string plant = seedType.value_or("");
    for (const char* suffix : {"_seed", "_seeds"}) {
      if (endsWith(plant, suffix)) plant.erase(plant.find(suffix), std::string(suffix).size());
    }
    co_await placeBlock(ctx, "farmland", x, y, z);
    if (!plant.empty()) co_await placeBlock(ctx, plant, x, y + 1, z);
    co_return true;
  }
  const auto block = ctx.bot.blockAt(pos);
  const std::string name = block ? block->name() : "air";
  if (name != "grass_block" && name != "dirt" && name != "farmland") {
    ctx.log("Cannot till " + name + ", must be grass_block or dirt.");
    co_return false;
  }
  const auto above = ctx.bot.blockAt(pos.offset(0, 1, 0));
  if (above && !above->isAir()) {
    ctx.log("Cannot till, there is " + above->name() + " above the block.");
    co_return false;
  }
  if (ctx.bot.entity().position.distanceTo(blockCorner(pos)) > 4.5) co_await moveNear(ctx.bot, blockCorner(pos), 4);
  if (name != "farmland") {
    const auto hoe = firstItem(ctx.bot, [](const world::Item& i) { return i.name.find("hoe") != std::string::npos; });
    if (!hoe) {
      ctx.log("Cannot till, no hoes.");
      co_return false;
    }
    co_await ctx.bot.equip(hoe->type, world::EquipDestination::Hand);
    co_await ctx.bot.activateBlock(pos);
    ctx.log("Tilled block " + at(x, y, z) + ".");
  }
  if (seedType && !seedType->empty()) {
    std::string seeds = *seedType;
    if (endsWith(seeds, "seed")) seeds += "s";  // MINDcraft fixes this common mistake
    const auto item = firstItem(ctx.bot, [&](const world::Item& i) { return i.name == seeds; });
    if (!item) {
      ctx.log("No " + seeds + " to plant.");
      co_return false;
    }
    co_await ctx.bot.equip(item->type, world::EquipDestination::Hand);
    // On the farmland's top face (MINDcraft passes (0, -1, 0), which mineflayer would place below it).
    co_await ctx.bot.placeBlock(pos, {0, 1, 0});
    ctx.log("Planted " + seeds + " at " + at(x, y, z) + ".");
  }
  co_return true;
}

bool isClearPath(world::Bot& bot, const Vec3& target) {
  pathfinding::PathOptions options;
  options.canDig = false;
  options.canPlaceBlocks = false;
  options.allow1by1towers = false;
  options.thinkTimeout = 100ms;
  return pathfinding::findPath(bot, pathfinding::GoalNear(target, 1), options).status == pathfinding::PathStatus::Success;
}

bool shouldPlaceTorch(world::Bot& bot, bool torchPlacingOn) {
  if (!torchPlacingOn) return false;
  if (nearestBlock(bot, "torch", 6) || nearestBlock(bot, "wall_torch", 6)) return false;
  const auto here = bot.blockAt(BlockPos::containing(bot.entity().position));
  const bool hasTorch = firstItem(bot, [](const world::Item& i) { return i.name == "torch"; }).has_value();
  return hasTorch && here && here->name() == "air";
}

}  // namespace craftmate::skills
