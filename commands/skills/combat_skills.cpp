// Combat skills: attackNearest, attackEntity, attackPlayer, defendSelf, avoidEnemies. The fight itself follows
// mineflayer-pvp: keep within reach of the target and hit it whenever the weapon has recharged.

#include <chrono>

#include "commands/skills/movement_backend.h"
#include "commands/skills/skills.h"
#include "commands/skills/tool_choice.h"
#include "commands/skills/world_queries.h"
#include "world/bot.h"

namespace craftmate::skills {

using namespace std::chrono_literals;

namespace {

constexpr double kAttackRange = 24;  // MINDcraft's attack search and "still there" distance
constexpr double kReach = 3.0;       // mineflayer-pvp's attack range

// One exchange of mineflayer-pvp: close in when out of reach, else face the target and hit. The
// pause is a sword's recharge (attack speed 1.6/s); a hit before that does little damage.
Task<void> pvpStep(world::Bot& bot, int targetId) {
  const world::Entity* target = bot.world().entity(targetId);
  if (!target) co_return;
  if (bot.entity().position.distanceTo(target->position) > kReach) {
    try {
      co_await moveToEntity(bot, targetId, 2);
    } catch (const world::ActionCancelled&) {
      throw;
    } catch (const world::BotError&) {
      co_return;  // it died or left while we walked
    }
    target = bot.world().entity(targetId);
    if (!target) co_return;
  }
  co_await bot.lookAt(target->position + world::Vec3{0, target->height * 0.5, 0});
  if ((target = bot.world().entity(targetId))) bot.attack(*target);
  co_await sleepFor(625ms);
}

bool withinRange(world::Bot& bot, int id, double range) {
  const world::Entity* e = bot.world().entity(id);
  return e && e->position.distanceTo(bot.entity().position) <= range;
}

}  // namespace

Task<bool> attackEntity(SkillContext& ctx, int entityId, bool kill) {
  world::Bot& bot = ctx.bot;
  const world::Entity* entity = bot.world().entity(entityId);
  if (!entity) throw world::BotError("attackEntity: no entity with id " + std::to_string(entityId));
  const std::string name = entity->name;
  co_await equipHighestAttack(bot);
  if (!kill) {
    const world::Vec3 pos = entity->position;
    if (bot.entity().position.distanceTo(pos) > 5) co_await goToPosition(ctx, pos.x, pos.y, pos.z);
    if (const world::Entity* e = bot.world().entity(entityId)) bot.attack(*e);
    co_return true;
  }
  while (withinRange(bot, entityId, kAttackRange)) co_await pvpStep(bot, entityId);
  ctx.log("Successfully killed " + name + ".");
  co_await pickupNearbyItems(ctx);
  co_return true;
}

Task<bool> attackNearest(SkillContext& ctx, std::string mobType, bool kill) {
  ctx.pause("cowardice");
  if (mobType == "drowned" || mobType == "cod" || mobType == "salmon" || mobType == "tropical_fish" || mobType == "squid")
    ctx.pause("self_preservation");
  const world::Entity* mob =
      nearestEntityWhere(ctx.bot, [&](const world::Entity& e) { return e.name == mobType; }, kAttackRange);
  if (!mob) {
    ctx.log("Could not find any " + mobType + " to attack.");
    co_return false;
  }
  co_return co_await attackEntity(ctx, mob->id, kill);
}

Task<bool> attackPlayer(SkillContext& ctx, std::string username) {
  const world::Entity* player = playerEntity(ctx.bot, username);
  if (!player) {
    ctx.log("Could not find player " + username + ".");
    co_return false;
  }
  co_return co_await attackEntity(ctx, player->id, true);
}

Task<bool> defendSelf(SkillContext& ctx, double range) {
  world::Bot& bot = ctx.bot;
  ctx.pause("self_defense");
  ctx.pause("cowardice");
  bool attacked = false;
  const world::Entity* enemy = nearestEntityWhere(bot, isHostile, range);
  while (enemy) {
    const int id = enemy->id;
    co_await equipHighestAttack(bot);
    if ((enemy = bot.world().entity(id)) && bot.entity().position.distanceTo(enemy->position) <= 2) {
      try {
        co_await moveAwayFrom(bot, enemy->position, 2);  // too close to swing well: back off
      } catch (const world::ActionCancelled&) {
        throw;
      } catch (const world::BotError&) {
      }
    }
    co_await pvpStep(bot, id);
    attacked = true;
    enemy = nearestEntityWhere(bot, isHostile, range);
  }
  ctx.log(attacked ? "Successfully defended self." : "No enemies nearby to defend self from.");
  co_return attacked;
}

Task<bool> avoidEnemies(SkillContext& ctx, double distance) {
  world::Bot& bot = ctx.bot;
  ctx.pause("self_preservation");  // low health while fleeing must not turn the bot around
  const world::Entity* enemy = nearestEntityWhere(bot, isHostile, distance);
  while (enemy) {
    // MINDcraft follows an inverted GoalFollow(enemy, distance + 1) and looks again every 500 ms;
    // here each leg runs from where the enemy is, and the next leg starts from where it went.
    const world::Vec3 from = enemy->position;
    bool blocked = false;
    try {
      co_await moveAwayFrom(bot, from, distance + 1);
    } catch (const world::ActionCancelled&) {
      throw;
    } catch (const world::BotError&) {
      blocked = true;
    }
    if (blocked) co_await sleepFor(500ms);  // no way further away for now: look again
    enemy = nearestEntityWhere(bot, isHostile, distance);
    if (enemy && bot.entity().position.distanceTo(enemy->position) < 3) {
      co_await attackNearest(ctx, enemy->name, false);
      enemy = nearestEntityWhere(bot, isHostile, distance);
    }
  }
  ctx.log("Moved " + jsNumber(distance) + " away from enemies.");
  co_return true;
}

}  // namespace craftmate::skills
