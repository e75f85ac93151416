#include "commands/skills/dig_down_skill.h"

#include "world/bot.h"

namespace craftmate::skills {

namespace {

bool isAirName(const std::string& name) { return name == "air" || name == "cave_air"; }
bool isFluidName(const std::string& name) { return name == "lava" || name == "water"; }

}  // namespace

Task<bool> digDown(SkillContext& ctx, int distance) {
  world::Bot& bot = ctx.bot;
  const world::BlockPos start = world::BlockPos::containing(bot.entity().position);
  constexpr int kMaxFallBlocks = 2;
  for (int i = 1; i <= distance; ++i) {
    const auto target = bot.blockAt(start.offset(0, -i, 0));
    auto below = bot.blockAt(start.offset(0, -i - 1, 0));
    if (!target || !below) {
      ctx.log("Dug down " + std::to_string(i - 1) + " blocks, but reached the end of the world.");
      co_return true;
    }
    if (isFluidName(target->name()) || isFluidName(below->name())) {
      ctx.log("Dug down " + std::to_string(i - 1) + " blocks, but reached " + below->name());
      co_return false;
    }
    int fallBlocks = 0;
    for (int j = 0; j <= kMaxFallBlocks; ++j) {
      if (!below || !isAirName(below->name())) break;
      ++fallBlocks;
      below = bot.blockAt(below->position.offset(0, -1, 0));
    }
    if (fallBlocks > kMaxFallBlocks) {
      ctx.log("Dug down " + std::to_string(i - 1) + " blocks, but reached a drop below the next block.");
      co_return false;
    }
    if (isAirName(target->name())) {
      ctx.log("Skipping air block");
      continue;
    }
    const world::BlockPos p = target->position;
    const bool dug = co_await breakBlockAt(ctx, p.x, p.y, p.z);
    if (!dug) {
      ctx.log("Failed to dig block at position:" + vecText(p));
      co_return false;
    }
  }
  ctx.log("Dug down " + std::to_string(distance) + " blocks.");
  co_return true;
}

}  // namespace craftmate::skills
