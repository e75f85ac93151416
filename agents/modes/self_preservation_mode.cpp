// self_preservation (priority 1): drowning, falling blocks, fire and low health (mindcraft.md §3.5).

#include "agents/modes/builtin_modes.h"
#include "agents/modes/modes.h"
#include "agents/agent.h"
#include "commands/skills/skills.h"
#include "commands/skills/world_queries.h"
#include "pathfinding/walking.h"
#include "world/bot.h"

namespace craftmate::agents::modes {

namespace {

class SelfPreservation : public Mode {
 public:
  SelfPreservation()
      : Mode("self_preservation", "Respond to drowning, burning, and damage at low health. Interrupts all actions.", {"all"}, true) {}

  void update(Modes& rt) override {
    world::Bot& bot = rt.bot();
    switch (selfPreservationDanger(rt.body())) {
      case Danger::HeadInWater:
        // No action, so nothing is interrupted; a walking pathfinder swims by itself.
        if (!pathfinding::isWalking(bot)) bot.setControlState(world::Control::Jump, true);
        break;
      case Danger::FallingBlock:
        rt.execute(*this, [](skills::SkillContext& ctx) -> boost::asio::awaitable<void> { co_await skills::moveAway(ctx, 2); });
        break;
      case Danger::Burning: {
        rt.say("I'm on fire!");
        Modes* modes = &rt;
        rt.execute(*this, [modes](skills::SkillContext& ctx) -> boost::asio::awaitable<void> {
          constexpr double kWaterRange = 20;
          const auto water = skills::nearestBlock(ctx.bot, "water", kWaterRange);
          if (water) {
            const world::BlockPos at = water->position;
            const bool reached = co_await skills::goToPosition(ctx, at.x, at.y, at.z, 0.2);
            if (reached) modes->say("Ahhhh that's better!");
            co_return;
          }
          co_await skills::moveAway(ctx, 5);
        });
        break;
      }
      case Danger::Dying:
        rt.say("I'm dying!");
        rt.execute(*this, [](skills::SkillContext& ctx) -> boost::asio::awaitable<void> { co_await skills::moveAway(ctx, 20); });
        break;
      case Danger::None:
        if (rt.agent().isIdle()) bot.clearControlStates();  // let go of jump once out of the water
        break;
    }
  }
};

}  // namespace

std::unique_ptr<Mode> makeSelfPreservation() { return std::make_unique<SelfPreservation>(); }

}  // namespace craftmate::agents::modes
