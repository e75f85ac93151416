// Inventory skills: equip, consume, discard, giveToPlayer.

#include <chrono>
#include <cmath>

#include "commands/skills/movement_backend.h"
#include "commands/skills/skills.h"
#include "commands/skills/toss_aim.h"
#include "commands/skills/world_queries.h"
#include "world/bot.h"

namespace craftmate::skills {

using namespace std::chrono_literals;

Task<bool> equip(SkillContext& ctx, std::string itemName) {
  world::Bot& bot = ctx.bot;
  // MINDcraft looks through every slot (armour and off-hand included).
  std::optional<world::Item> item;
  for (int s = 0; s < bot.inventory().slotCount() && !item; ++s)
    if (bot.inventory().slot(s) && bot.inventory().slot(s)->name == itemName) item = bot.inventory().slot(s);
  if (!item) {
    ctx.log("You do not have any " + itemName + " to equip.");
    co_return false;
  }
  auto has = [&](const char* part) { return itemName.find(part) != std::string::npos; };
  world::EquipDestination dest = world::EquipDestination::Hand;
  if (has("leggings")) dest = world::EquipDestination::Legs;
  else if (has("boots")) dest = world::EquipDestination::Feet;
  else if (has("helmet")) dest = world::EquipDestination::Head;
  else if (has("chestplate") || has("elytra")) dest = world::EquipDestination::Torso;
  else if (has("shield")) dest = world::EquipDestination::OffHand;
  co_await bot.equip(item->type, dest);
  ctx.log("Equipped " + itemName + ".");
  co_return true;
}

Task<bool> consume(SkillContext& ctx, std::string itemName) {
  auto item = inventoryItem(ctx.bot, itemName);
  if (!item) {
    ctx.log("You do not have any " + itemName + " to eat.");
    co_return false;
  }
  co_await ctx.bot.equip(item->type, world::EquipDestination::Hand);
  co_await ctx.bot.consume();
  ctx.log("Consumed " + item->name + ".");
  co_return true;
}

Task<bool> discard(SkillContext& ctx, std::string itemName, int num) {
  int discarded = 0;
  while (true) {
    auto item = inventoryItem(ctx.bot, itemName);
    if (!item) break;
    const int toDiscard = num == -1 ? item->count : std::min(num - discarded, item->count);
    co_await ctx.bot.toss(item->type, toDiscard);
    discarded += toDiscard;
    if (num != -1 && discarded >= num) break;
  }
  if (discarded == 0) {
    ctx.log("You do not have any " + itemName + " to discard.");
    co_return false;
  }
  ctx.log("Discarded " + std::to_string(discarded) + " " + itemName + ".");
  co_return true;
}

Task<bool> giveToPlayer(SkillContext& ctx, std::string itemType, std::string username, int num) {
  world::Bot& bot = ctx.bot;
  if (bot.username() == username) {
    ctx.log("You cannot give items to yourself.");
    co_return false;
  }
  const world::Entity* player = playerEntity(bot, username);
  if (!player) {
    ctx.log("Could not find " + username + ".");
    co_return false;
  }
  const int playerId = player->id;
  auto playerPos = [&]() -> std::optional<world::Vec3> {
    const world::Entity* p = bot.world().entity(playerId);
    return p ? std::optional(p->position) : std::nullopt;
  };
  // Too close, the toss would fly past them: step back first (up to 3 s, to 5 blocks).
  if (bot.entity().position.distanceTo(*playerPos()) < 2) {
    bool tooClose = true;
    const auto start = std::chrono::steady_clock::now();
    co_await moveAwayFrom(bot, *playerPos(), 2);
    while (tooClose) {
      co_await sleepFor(500ms);
      auto p = playerPos();
      if (!p) break;
      tooClose = bot.entity().position.distanceTo(*p) < 5;
      if (tooClose) co_await moveAwayFrom(bot, *p, 5);
      if (std::chrono::steady_clock::now() - start > 3s) break;
    }
    if (tooClose) {
      ctx.log("Failed to give " + itemType + " to " + username + ", too close.");
      co_return false;
    }
  }
  co_await goToPlayer(ctx, username);
  // Decision: MINDcraft's extra log line with only the bot's y coordinate (a [QUIRK]) is left out.
  if (auto p = playerPos(); p && bot.entity().position.y < p->y - 1) co_await goToPlayer(ctx, username, 1);
  // Decision: not MINDcraft's look at the player's feet (lands short from 3 blocks) nor a level look
  // (a toss flies 3.3 blocks, past a partner 2 blocks away): the pitch whose toss comes to rest at
  // the partner's feet.
  if (auto p = playerPos()) {
    const world::Vec3 me = bot.entity().position, d = *p - me;
    const double horizontal = std::sqrt(d.x * d.x + d.z * d.z);
    co_await bot.look(std::atan2(-d.x, -d.z), tossPitchFor(horizontal, d.y));
  }
  // Listen before tossing: the server reports each pickup with a `collect` packet. Decision: given
  // only once the partner picked up as many of the item as were tossed (MINDcraft counts any
  // pickup by them, so a stack that flew past was reported received).
  const int itemId = bot.registry().itemByName(itemType) ? bot.registry().itemByName(itemType)->id : -1;
  auto received = std::make_shared<int>(0);
  const auto listener = bot.events().playerCollect.on(
      [&bot, received, playerId, itemId](const world::Entity& collector, const world::Entity& collected) {
        if (collector.id != playerId) return;
        if (auto stack = bot.world().droppedItem(collected); stack && stack->type == itemId) *received += stack->count;
      });
  struct Off {
    world::Bot& bot;
    uint64_t id;
    ~Off() { bot.events().playerCollect.off(id); }
  } off{bot, listener};
  const int have = itemId < 0 ? 0 : bot.inventory().count(itemId);
  if (co_await discard(ctx, itemType, num)) {
    const int tossed = num == -1 ? have : std::min(num, have);
    // Tossed stacks can be picked up after 40 ticks (2 s): wait up to 3 s after that.
    const auto start = std::chrono::steady_clock::now();
    while (*received < tossed && std::chrono::steady_clock::now() - start < 5s) co_await sleepFor(500ms);
    if (*received >= tossed) {
      ctx.log(username + " received " + itemType + ".");
      co_return true;
    }
  }
  ctx.log("Failed to give " + itemType + " to " + username + ", it was never received.");
  co_return false;
}

}  // namespace craftmate::skills
