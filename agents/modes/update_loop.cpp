#include "agents/modes/update_loop.h"

#include <boost/asio/co_spawn.hpp>
#include <boost/asio/detached.hpp>
#include <boost/asio/redirect_error.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/use_awaitable.hpp>

#include "agents/agent.h"
#include "agents/modes/modes.h"

namespace craftmate::agents::modes {

namespace asio = boost::asio;
using Clock = std::chrono::steady_clock;

// Shared with the running coroutine, which outlives the UpdateLoop object by one timer wake-up.
struct UpdateLoop::State {
  explicit State(asio::any_io_executor executor) : timer(std::move(executor)) {}
  asio::steady_timer timer;
  bool stopped = false;
  int ticks = 0;
};

namespace {

asio::awaitable<void> tickLoop(std::shared_ptr<UpdateLoop::State> state, Agent& agent, Modes* modes,
                               std::chrono::milliseconds interval);

}  // namespace

UpdateLoop::UpdateLoop(asio::any_io_executor executor, Agent& agent, Modes* modes, std::chrono::milliseconds interval)
    : state_(std::make_shared<State>(executor)) {
  asio::co_spawn(executor, tickLoop(state_, agent, modes, interval), asio::detached);
}

UpdateLoop::~UpdateLoop() { stop(); }

void UpdateLoop::stop() {
  state_->stopped = true;
  state_->timer.cancel();
}

int UpdateLoop::ticks() const { return state_->ticks; }

namespace {

asio::awaitable<void> tickLoop(std::shared_ptr<UpdateLoop::State> state, Agent& agent, Modes* modes,
                               std::chrono::milliseconds interval) {
  Clock::time_point last = Clock::now();
  Clock::duration wait = interval;
  while (true) {
    state->timer.expires_after(wait);
    boost::system::error_code ec;
    co_await state->timer.async_wait(asio::redirect_error(asio::use_awaitable, ec));
    if (state->stopped) co_return;
    const Clock::time_point start = Clock::now();
    if (modes != nullptr) modes->update();
    agent.update(std::chrono::duration_cast<std::chrono::milliseconds>(start - last));
    ++state->ticks;
    last = start;
    // The next tick comes `interval` after this one started, at once if this one took longer.
    const Clock::duration spent = Clock::now() - start;
    wait = spent < interval ? interval - spent : Clock::duration::zero();
  }
}

}  // namespace

}  // namespace craftmate::agents::modes
