// unstuck (priority 2): an action that keeps the bot in one place for 20 s without changing a block
// is interrupted and the bot moves away 5 blocks (mindcraft.md §3.5; StuckClock says what differs).

#include <boost/asio/co_spawn.hpp>
#include <boost/asio/detached.hpp>
#include <boost/asio/redirect_error.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/use_awaitable.hpp>

#include "agents/agent.h"
#include "agents/modes/builtin_modes.h"
#include "agents/modes/modes.h"
#include "commands/skills/skills.h"
#include "world/bot.h"

namespace craftmate::agents::modes {

namespace {

namespace asio = boost::asio;

// Cancels the watchdog when the move ends, whether it succeeded, failed or was interrupted.
struct CancelOnExit {
  std::shared_ptr<asio::steady_timer> timer;
  ~CancelOnExit() { timer->cancel(); }
};

class Unstuck : public Mode {
 public:
  Unstuck() : Mode("unstuck", "Attempt to get unstuck when in the same place for a while. Interrupts some actions.", {"all"}, true) {}

  void update(Modes& rt) override {
    if (!clock_) clock_.emplace(rt.timings().stuckLimit);
    const auto now = rt.now();
    const auto elapsed = lastTime_ ? std::chrono::duration_cast<std::chrono::milliseconds>(now - *lastTime_)
                                   : std::chrono::milliseconds(0);
    world::Bot& bot = rt.bot();
    const bool idle = rt.agent().isIdle();
    const bool changedBlock = rt.takeBlockChangedNearby();
    if (idle) {
      clock_->reset();
      return;  // MINDcraft does not advance its clock while idle
    }
    lastTime_ = now;
    if (!clock_->update(false, bot.entity().position, changedBlock, elapsed)) return;

    rt.say("I'm stuck!");
    Modes* modes = &rt;
    const auto watchdog = rt.timings().unstuckWatchdog;
    rt.execute(*this, [modes, watchdog](skills::SkillContext& ctx) -> asio::awaitable<void> {
      auto timer = std::make_shared<asio::steady_timer>(ctx.bot.executor(), watchdog);
      asio::co_spawn(
          ctx.bot.executor(),
          [timer, modes]() -> asio::awaitable<void> {
            boost::system::error_code ec;
            co_await timer->async_wait(asio::redirect_error(asio::use_awaitable, ec));
            if (!ec) modes->giveUp("Got stuck and couldn't get unstuck");
          },
          asio::detached);
      CancelOnExit cancel{timer};
      co_await skills::moveAway(ctx, 5);
      modes->say("I'm free.");
    });
  }

  void onUnpause() override {
    if (clock_) clock_->reset();
  }

 private:
  std::optional<StuckClock> clock_;
  std::optional<std::chrono::steady_clock::time_point> lastTime_;
};

}  // namespace

std::unique_ptr<Mode> makeUnstuck() { return std::make_unique<Unstuck>(); }

}  // namespace craftmate::agents::modes
