// idle_staring (priority 9): an idle bot looks at the nearest entity within 10 blocks (not an
// enderman), now and then glancing somewhere else (mindcraft.md §3.5). It only turns the head, so it
// runs no action.

#include <numbers>
#include <random>

#include <boost/asio/co_spawn.hpp>
#include <boost/asio/detached.hpp>

#include "agents/modes/builtin_modes.h"
#include "agents/modes/modes.h"
#include "world/bot.h"

namespace craftmate::agents::modes {

namespace {

namespace asio = boost::asio;
using Clock = std::chrono::steady_clock;

class IdleStaring : public Mode {
 public:
  IdleStaring() : Mode("idle_staring", "Animation to look around at entities when idle.", {}, true) {}

  void update(Modes& rt) override {
    constexpr double kViewRange = 10;
    world::Bot& bot = rt.bot();
    std::uniform_real_distribution<double> unit(0, 1);
    const Clock::time_point now = rt.now();
    const world::Entity* entity = bot.nearestEntity();
    const bool inView = entity && entity->position.distanceTo(bot.entity().position) < kViewRange && entity->name != "enderman";
    if (inView && entity->id != lastEntity_) {
      // Someone new: stare at it for 4-5 s.
      staring_ = true;
      lastEntity_ = entity->id;
      nextChange_ = now + std::chrono::milliseconds(static_cast<int>(unit(rt.random()) * 1000 + 4000));
    }
    if (inView && staring_) {
      const bool baby = entity->kind != "player" && isBaby(bot.registry(), *entity);
      const world::Vec3 eyes = entity->position + world::Vec3{0, baby ? entity->height / 2 : entity->height, 0};
      look(bot, eyes);
    }
    if (!inView) lastEntity_.reset();
    if (now > nextChange_) {
      // Keep staring (30 %) or glance in a random direction, for the next 2-12 s.
      staring_ = unit(rt.random()) < 0.3;
      if (!staring_) {
        const double yaw = unit(rt.random()) * std::numbers::pi * 2;
        const double pitch = unit(rt.random()) * std::numbers::pi / 2 - std::numbers::pi / 4;
        glance(bot, yaw, pitch);
      }
      nextChange_ = now + std::chrono::milliseconds(static_cast<int>(unit(rt.random()) * 10000 + 2000));
    }
  }

 private:
  // The turn happens with the next movement packet; nothing waits for it.
  static void look(world::Bot& bot, world::Vec3 point) {
    asio::co_spawn(bot.executor(), [self = bot.shared_from_this(), point]() -> asio::awaitable<void> { co_await self->lookAt(point, false); },
                   asio::detached);
  }
  static void glance(world::Bot& bot, double yaw, double pitch) {
    asio::co_spawn(bot.executor(), [self = bot.shared_from_this(), yaw, pitch]() -> asio::awaitable<void> { co_await self->look(yaw, pitch, false); },
                   asio::detached);
  }

  bool staring_ = false;
  std::optional<int> lastEntity_;
  Clock::time_point nextChange_{};
};

}  // namespace

std::unique_ptr<Mode> makeIdleStaring() { return std::make_unique<IdleStaring>(); }

}  // namespace craftmate::agents::modes
