#pragma once
// Lets coroutines wait, with a deadline, for something that another coroutine finishes (an action
// ending, a self-prompt loop stopping). MINDcraft polls a flag every few hundred milliseconds; a
// waiter list wakes at once and keeps tests driven by timers rather than sleeps.

#include <chrono>
#include <memory>
#include <vector>

#include <boost/asio/awaitable.hpp>
#include <boost/asio/redirect_error.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/this_coro.hpp>
#include <boost/asio/use_awaitable.hpp>

namespace craftmate::agents {

class DoneSignal {
 public:
  // Waits until notifyAll() or until `limit` has passed; true when notified.
  boost::asio::awaitable<bool> wait(std::chrono::steady_clock::duration limit) {
    auto waiter = std::make_shared<Waiter>(co_await boost::asio::this_coro::executor);
    waiter->timer.expires_after(limit);
    waiters_.push_back(waiter);
    boost::system::error_code ignored;
    co_await waiter->timer.async_wait(boost::asio::redirect_error(boost::asio::use_awaitable, ignored));
    std::erase(waiters_, waiter);
    co_return waiter->notified;
  }

  void notifyAll() {
    for (const auto& w : waiters_) {
      w->notified = true;
      w->timer.cancel();
    }
    waiters_.clear();
  }

 private:
  struct Waiter {
    explicit Waiter(const boost::asio::any_io_executor& ex) : timer(ex) {}
    boost::asio::steady_timer timer;
    bool notified = false;
  };
  std::vector<std::shared_ptr<Waiter>> waiters_;
};

}  // namespace craftmate::agents
