#pragma once
// Running coroutine scenarios in tests: timers, never sleeps, so tests stay fast and exact.

#include <chrono>
#include <future>
#include <optional>

#include <boost/asio/co_spawn.hpp>
#include <boost/asio/detached.hpp>
#include <boost/asio/io_context.hpp>
#include <boost/asio/redirect_error.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/this_coro.hpp>
#include <boost/asio/use_awaitable.hpp>
#include <boost/asio/use_future.hpp>

namespace craftmate::agents::testing {

// Waits `d` on the coroutine's executor; throws on cancellation (like any asio operation).
inline boost::asio::awaitable<void> delay(std::chrono::steady_clock::duration d) {
  boost::asio::steady_timer timer(co_await boost::asio::this_coro::executor, d);
  co_await timer.async_wait(boost::asio::use_awaitable);
}

// Starts `work` now (co_spawn with use_awaitable would start it only when awaited) and stores its
// result in `out` when it ends.
template <class T>
void startNow(const boost::asio::any_io_executor& ex, boost::asio::awaitable<T> work, std::optional<T>& out) {
  boost::asio::co_spawn(ex, std::move(work), [&out](std::exception_ptr error, T value) {
    if (error) std::rethrow_exception(error);
    out = std::move(value);
  });
}

// Waits (on timers) until `out` holds a value.
template <class T>
boost::asio::awaitable<T> resultOf(std::optional<T>& out) {
  while (!out) co_await delay(std::chrono::milliseconds(1));
  co_return *out;
}

// Runs `scenario` on `io` until it finishes (other detached work may still be pending) and
// returns its result.
template <class T>
T runScenario(boost::asio::io_context& io, boost::asio::awaitable<T> scenario) {
  auto future = boost::asio::co_spawn(io, std::move(scenario), boost::asio::use_future);
  while (future.wait_for(std::chrono::seconds(0)) != std::future_status::ready) {
    if (io.stopped()) io.restart();
    io.run_one_for(std::chrono::milliseconds(50));
  }
  return future.get();
}

}  // namespace craftmate::agents::testing
