#pragma once
// Bot::waitFor — the one primitive every action uses to wait for the server (a block update, a
// window, an entity status) with a timeout, cancellation and disconnect handling.

#include <boost/asio/as_tuple.hpp>
#include <boost/asio/error.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/this_coro.hpp>
#include <boost/asio/use_awaitable.hpp>

namespace craftmate::world {

template <typename... Args>
boost::asio::awaitable<bool> Bot::waitFor(Signal<Args...>& signal, std::type_identity_t<std::function<bool(const Args&...)>> accept,
                                          std::chrono::milliseconds timeout) {
  namespace asio = boost::asio;
  auto self = shared_from_this();  // keeps the signals alive while we listen
  auto timer = std::make_shared<asio::steady_timer>(co_await asio::this_coro::executor, timeout);
  auto fired = std::make_shared<bool>(false);
  const auto id = signal.on([timer, fired, accept = std::move(accept)](const Args&... args) {
    if (!*fired && (!accept || accept(args...))) {
      *fired = true;
      timer->cancel();
    }
  });
  const auto endId = events().end.on([timer](const std::string&) { timer->cancel(); });
  auto [ec] = co_await timer->async_wait(asio::as_tuple(asio::use_awaitable));
  signal.off(id);
  events().end.off(endId);
  if (*fired) co_return true;
  if (ended_) throw BotError("the bot disconnected: " + endReason_);
  if (ec == asio::error::operation_aborted) throw ActionCancelled();
  co_return false;
}

}  // namespace craftmate::world
