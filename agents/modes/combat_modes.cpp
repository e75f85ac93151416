// The modes that react to mobs (mindcraft.md §3.5): cowardice (priority 3) flees hostiles within 16,
// self_defense (4) fights hostiles within 8, hunting (5) kills grown animals within 8 when idle. Each
// needs a clear path to the mob (no digging or placing), so a mob behind a wall is left alone.

#include "agents/modes/builtin_modes.h"
#include "agents/modes/modes.h"
#include "commands/skills/skills.h"
#include "commands/skills/world_queries.h"
#include "world/bot.h"

namespace craftmate::agents::modes {

namespace {

using Awaitable = boost::asio::awaitable<void>;

class Cowardice : public Mode {
 public:
  Cowardice() : Mode("cowardice", "Run away from enemies. Interrupts all actions.", {"all"}, true) {}

  void update(Modes& rt) override {
    constexpr double kNoticeRange = 16;
    const world::Entity* enemy = skills::nearestEntityWhere(rt.bot(), skills::isHostile, kNoticeRange);
    if (!enemy || !rt.isClearPath(*enemy)) return;
    rt.say(cowardiceNarration(enemy->name));
    rt.execute(*this, [](skills::SkillContext& ctx) -> Awaitable { co_await skills::avoidEnemies(ctx, 24); });
  }
};

class SelfDefense : public Mode {
 public:
  SelfDefense() : Mode("self_defense", "Attack nearby enemies. Interrupts all actions.", {"all"}, true) {}

  void update(Modes& rt) override {
    constexpr double kRange = 8;
    const world::Entity* enemy = skills::nearestEntityWhere(rt.bot(), skills::isHostile, kRange);
    if (!enemy || !rt.isClearPath(*enemy)) return;
    rt.say("Fighting " + enemy->name + "!");
    rt.execute(*this, [](skills::SkillContext& ctx) -> Awaitable { co_await skills::defendSelf(ctx, 8); });
  }
};

class Hunting : public Mode {
 public:
  Hunting() : Mode("hunting", "Hunt nearby animals when idle.", {}, true) {}

  void update(Modes& rt) override {
    constexpr double kRange = 8;
    const world::Entity* prey = skills::nearestEntityWhere(
        rt.bot(), [&rt](const world::Entity& e) { return isHuntable(rt.bot().registry(), e); }, kRange);
    if (!prey || !rt.isClearPath(*prey)) return;
    const int id = prey->id;
    const std::string name = prey->name;
    Modes* modes = &rt;
    // MINDcraft narrates inside the action, once it has started.
    rt.execute(*this, [modes, id, name](skills::SkillContext& ctx) -> Awaitable {
      modes->say("Hunting " + name + "!");
      if (ctx.bot.world().entity(id) == nullptr) co_return;  // gone before the action started
      co_await skills::attackEntity(ctx, id, true);
    });
  }
};

}  // namespace

std::unique_ptr<Mode> makeCowardice() { return std::make_unique<Cowardice>(); }
std::unique_ptr<Mode> makeSelfDefense() { return std::make_unique<SelfDefense>(); }
std::unique_ptr<Mode> makeHunting() { return std::make_unique<Hunting>(); }

}  // namespace craftmate::agents::modes
