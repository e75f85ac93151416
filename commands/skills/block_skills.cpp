// Block skills: breakBlockAt, placeBlock (with MINDcraft's cheat-mode orientations),
// activateNearestBlock and goToBed.

#include <algorithm>
#include <array>
#include <cmath>

#include "commands/skills/movement_backend.h"
#include "commands/skills/skills.h"
#include "commands/skills/tool_choice.h"
#include "commands/skills/world_queries.h"
#include "world/bot.h"
#include "world/entity_metadata.h"

namespace craftmate::skills {

using namespace std::chrono_literals;
using world::BlockPos;
using world::Vec3;

namespace {

BlockPos floorPos(double x, double y, double z) { return BlockPos::containing({x, y, z}); }

std::string coords(const BlockPos& p) {
  return std::to_string(p.x) + " " + std::to_string(p.y) + " " + std::to_string(p.z);
}

// placeBlock treats these as nothing (Appendix B).
bool isEmptyForPlacing(const std::string& name) {
  static const std::array<const char*, 10> empty = {"air", "cave_air", "water", "lava", "grass", "short_grass",
                                                    "tall_grass", "snow", "dead_bush", "fern"};
  return std::any_of(empty.begin(), empty.end(), [&](const char* e) { return name == e; });
}

bool contains(const std::string& s, const char* part) { return s.find(part) != std::string::npos; }

// MINDcraft's /setblock form of a block placed `placeOn` something: wall torches, buttons, levers,
// ladders, repeaters, comparators and stairs face away from what they are placed against.
std::string cheatBlockSpec(std::string blockType, const std::string& placeOn) {
  const std::string face = placeOn == "north" ? "south" : placeOn == "south" ? "north" : placeOn == "east" ? "west" : "east";
  if (contains(blockType, "torch") && placeOn != "bottom") {
    blockType.replace(blockType.find("torch"), 5, "wall_torch");
    if (placeOn != "side" && placeOn != "top") blockType += "[facing=" + face + "]";
  }
  if (contains(blockType, "button") || blockType == "lever") {
    if (placeOn == "top") blockType += "[face=ceiling]";
    else if (placeOn == "bottom") blockType += "[face=floor]";
    else blockType += "[facing=" + face + "]";
  }
  if (blockType == "ladder" || blockType == "repeater" || blockType == "comparator") blockType += "[facing=" + face + "]";
  if (contains(blockType, "stairs")) blockType += "[facing=" + face + "]";
  return blockType;
}

}  // namespace

Task<bool> breakBlockAt(SkillContext& ctx, double x, double y, double z) {
  world::Bot& bot = ctx.bot;
  const BlockPos p = floorPos(x, y, z);
  auto block = bot.blockAt(p);
  if (!block) throw world::BotError("breakBlockAt: the block at " + coords(p) + " is not loaded (too far away?)");
  const std::string where = "x:" + fixed1(x) + ", y:" + fixed1(y) + ", z:" + fixed1(z);
  if (block->name() == "air" || block->name() == "water" || block->name() == "lava") {
    ctx.log("Skipping block at " + where + " because it is " + block->name() + ".");
    co_return false;
  }
  if (ctx.cheat) {
    bot.runCommand("/setblock " + coords(p) + " air");
    ctx.log("Used /setblock to break block at " + jsNumber(x) + ", " + jsNumber(y) + ", " + jsNumber(z) + ".");
    co_return true;
  }
  if (bot.entity().position.distanceTo(blockCorner(p)) > 4.5) co_await moveNear(bot, blockCorner(p), 4);
  if (bot.game().gameMode != "creative") {
    co_await equipForBlock(bot, *block);
    if (!canHarvestWithHeld(bot, *block)) {
      ctx.log("Don't have right tools to break " + block->name() + ".");
      co_return false;
    }
  }
  co_await bot.dig(p, true);
  ctx.log("Broke " + block->name() + " at " + where + ".");
  co_return true;
}

Task<bool> placeBlock(SkillContext& ctx, std::string blockType, double x, double y, double z,
                      std::string placeOn, bool dontCheat) {
  world::Bot& bot = ctx.bot;
  if (!bot.registry().blockByName(blockType) && blockType != "air") {
    ctx.log("Invalid block type: " + blockType + ".");
    co_return false;
  }
  const BlockPos target = floorPos(x, y, z);
  if (blockType == "air") {
    ctx.log("Placing air (removing block) at " + vecText(target) + ".");
    co_return co_await breakBlockAt(ctx, x, y, z);
  }
  if (ctx.cheat && !dontCheat) {
    if (ctx.restrictToInventory && !inventoryItem(bot, blockType)) {
      ctx.log("Cannot place " + blockType + ", you are restricted to your current inventory.");
      co_return false;
    }
    const std::string spec = cheatBlockSpec(blockType, placeOn);
    bot.runCommand("/setblock " + coords(target) + " " + spec);
    if (contains(spec, "door")) bot.runCommand("/setblock " + coords(target.offset(0, 1, 0)) + " " + spec + "[half=upper]");
    if (contains(spec, "bed")) bot.runCommand("/setblock " + coords(target.offset(0, 0, -1)) + " " + spec + "[part=head]");
    ctx.log("Used /setblock to place " + spec + " at " + vecText(target) + ".");
    co_return true;
  }
  const std::string itemName = blockType == "redstone_wire" ? "redstone" : blockType;
  auto item = inventoryItem(bot, itemName);
  // Decision: creative mode does not conjure a missing block into the hotbar (MINDcraft uses
  // set_creative_slot there); creative bots get the same answer as survival ones.
  if (!item) {
    ctx.log("Don't have any " + blockType + " to place.");
    co_return false;
  }
  auto there = bot.blockAt(target);
  if (!there) throw world::BotError("placeBlock: the block at " + coords(target) + " is not loaded (too far away?)");
  if (there->name() == blockType || (there->name() == "grass_block" && blockType == "dirt")) {
    ctx.log(blockType + " already at " + vecText(target) + ".");
    co_return false;
  }
  if (!isEmptyForPlacing(there->name())) {
    ctx.log(blockType + " in the way at " + vecText(target) + ".");
    if (!co_await breakBlockAt(ctx, x, y, z)) {
      ctx.log("Cannot place " + blockType + " at " + vecText(target) + ": block in the way.");
      co_return false;
    }
    co_await sleepFor(200ms);
  }
  // The face to build off: the preferred side first, then the others (Appendix B).
  const std::array<std::pair<const char*, Vec3>, 6> dirs = {{{"top", {0, 1, 0}}, {"bottom", {0, -1, 0}},
                                                             {"north", {0, 0, -1}}, {"south", {0, 0, 1}},
                                                             {"east", {1, 0, 0}}, {"west", {-1, 0, 0}}}};
  std::vector<Vec3> order;
  auto dirOf = [&](const std::string& name) {
    for (const auto& [n, v] : dirs)
      if (name == n) return std::optional<Vec3>(v);
    return std::optional<Vec3>();
  };
  if (placeOn == "side") {
    for (const char* n : {"north", "south", "east", "west"}) order.push_back(*dirOf(n));
  } else if (auto d = dirOf(placeOn)) {
    order.push_back(*d);
  } else {
    order.push_back(*dirOf("bottom"));
    ctx.log("Unknown placeOn value \"" + placeOn + "\". Defaulting to bottom.");
  }
  for (const auto& [n, v] : dirs)
    if (std::find(order.begin(), order.end(), v) == order.end()) order.push_back(v);
  std::optional<BlockPos> buildOff;
  Vec3 face;
  for (const Vec3& d : order) {
    const BlockPos p = target.offset(int(d.x), int(d.y), int(d.z));
    auto b = bot.blockAt(p);
    if (b && !isEmptyForPlacing(b->name())) {
      buildOff = p;
      face = d * -1;
      break;
    }
  }
  if (!buildOff) {
    ctx.log("Cannot place " + blockType + " at " + vecText(target) + ": nothing to place on.");
    co_return false;
  }
  static const std::array<const char*, 12> dontMoveFor = {"torch", "redstone_torch", "redstone_wire", "lever",
                                                          "button", "rail", "detector_rail", "powered_rail",
                                                          "activator_rail", "tripwire_hook", "tripwire", "water_bucket"};
  const bool staysPut = std::any_of(dontMoveFor.begin(), dontMoveFor.end(), [&](const char* n) { return blockType == n; });
  const Vec3 pos = bot.entity().position;
  if (!staysPut && (pos.distanceTo(blockCorner(target)) < 1 || (pos + Vec3{0, 1, 0}).distanceTo(blockCorner(target)) < 1)) {
    co_await moveAwayFrom(bot, blockCorner(target), 2);  // standing in the target cell
  }
  if (bot.entity().position.distanceTo(blockCorner(target)) > 4.5) co_await moveNear(bot, blockCorner(target), 4);
  co_await bot.equip(item->type, world::EquipDestination::Hand);
  co_await bot.lookAt(blockCorner(*buildOff));
  try {
    co_await bot.placeBlock(*buildOff, face);
  } catch (const world::ActionCancelled&) {
    throw;
  } catch (const world::BotError&) {
    ctx.log("Failed to place " + blockType + " at " + vecText(target) + ".");
    co_return false;
  }
  ctx.log("Placed " + blockType + " at " + vecText(target) + ".");
  co_await sleepFor(200ms);
  co_return true;
}

Task<bool> activateNearestBlock(SkillContext& ctx, std::string type) {
  auto block = nearestBlock(ctx.bot, type, 16);
  if (!block) {
    ctx.log("Could not find any " + type + " to activate.");
    co_return false;
  }
  const Vec3 at = blockCorner(block->position);
  if (ctx.bot.entity().position.distanceTo(at) > 4.5) co_await moveNear(ctx.bot, at, 4);
  co_await ctx.bot.activateBlock(block->position);
  ctx.log("Activated " + type + " at x:" + fixed1(at.x) + ", y:" + fixed1(at.y) + ", z:" + fixed1(at.z) + ".");
  co_return true;
}

namespace {

// The `pose` entity metadata is 2 while sleeping.
bool isSleeping(world::Bot& bot) {
  const protocol::Value* pose = world::metadataNamed(bot.registry(), bot.entity(), "pose");
  return pose && pose->is_int() && pose->as_int() == 2;
}

// mineflayer's bot.sleep: only at night, then use the bed and wait for the sleeping pose.
// (Thunderstorms also allow sleep in vanilla; the client does not track weather yet.)
Task<void> sleepInBed(world::Bot& bot, const BlockPos& bed) {
  const auto t = bot.time().timeOfDay;
  if (t < 12541 || t > 23458) throw world::BotError("it's not night and it's not a thunderstorm");
  co_await bot.activateBlock(bed);
  for (int i = 0; i < 60 && !isSleeping(bot); ++i) co_await bot.waitForTicks(1);
  if (!isSleeping(bot)) throw world::BotError("the server did not let the bot sleep in the bed");
}

}  // namespace

Task<bool> goToBed(SkillContext& ctx) {
  world::FindBlocksOptions o;
  // Decision: beds are the `*_bed` blocks; MINDcraft's `name.includes('bed')` also finds bedrock.
  o.matching = [](const world::Block& b) { return b.name().ends_with("_bed"); };
  o.maxDistance = 32;
  auto beds = ctx.bot.findBlocks(o);
  if (beds.empty()) {
    ctx.log("Could not find a bed to sleep in.");
    co_return false;
  }
  const BlockPos loc = beds.front();
  co_await goToPosition(ctx, loc.x, loc.y, loc.z);
  co_await sleepInBed(ctx.bot, loc);
  ctx.log("You are in bed.");
  ctx.pause("unstuck");
  while (isSleeping(ctx.bot)) co_await sleepFor(500ms);
  ctx.log("You have woken up.");
  co_return true;
}

}  // namespace craftmate::skills
