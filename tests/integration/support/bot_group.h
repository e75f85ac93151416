#pragma once
// Craftmate bots for integration tests: one io_context on its own thread for every bot of a test,
// bots joining an embedded server, and the test thread reaching a bot only through its strand
// (on() for a value, act() for a coroutine).
//
//   craftmate::testing::BotGroup bots;                 // view distance 4, the default version
//   auto a = bots.join(server, "alice");               // returns once alice spawned
//   auto where = bots.on(a, [&] { return a->entity().position; });
//   bots.act(a, a->dig(target));

#include <boost/asio/co_spawn.hpp>
#include <boost/asio/executor_work_guard.hpp>
#include <boost/asio/io_context.hpp>
#include <boost/asio/post.hpp>
#include <boost/asio/use_future.hpp>
#include <chrono>
#include <cmath>
#include <future>
#include <memory>
#include <string>
#include <thread>
#include <vector>

#include "tests/integration/support/embedded_server.h"
#include "tests/integration/support/eventually.h"
#include "world/bot.h"

namespace craftmate::testing {

// Whether the bot stands still on the horizontal (walking and sliding over); read on its strand.
inline bool standsStill(const world::Bot& bot) {
  const world::Vec3& v = bot.entity().velocity;
  return std::abs(v.x) < 1e-3 && std::abs(v.z) < 1e-3;
}

class BotGroup {
 public:
  // Every bot joins with `viewDistance` and `version` (empty: BotOptions' default release).
  explicit BotGroup(int viewDistance = 4, std::string version = {});
  // Quits the bots, then stops the thread.
  ~BotGroup();
  BotGroup(const BotGroup&) = delete;
  BotGroup& operator=(const BotGroup&) = delete;

  // A bot named `name` on `server`, returned once it spawned (at most 30 s, else it throws).
  std::shared_ptr<world::Bot> join(const EmbeddedServer& server, const std::string& name);
  // Quits every bot joined so far and forgets them; the thread runs on for the next bots.
  void quitAll();
  boost::asio::io_context& io() { return io_; }

  // Runs `f` on the bot's strand and returns its result.
  template <typename F>
  auto on(const std::shared_ptr<world::Bot>& bot, F f) {
    std::packaged_task<decltype(f())()> task(std::move(f));
    auto result = task.get_future();
    boost::asio::post(bot->executor(), [&task] { task(); });
    return result.get();
  }
  // eventually(): `condition` holds on the bot's strand within `timeout`.
  template <typename C>
  bool waitUntil(const std::shared_ptr<world::Bot>& bot, C condition,
                 std::chrono::milliseconds timeout = std::chrono::seconds(15)) {
    return eventually([&] { return on(bot, [&] { return static_cast<bool>(condition()); }); }, timeout);
  }
  // Runs the coroutine `action` on the bot's strand to its end; rethrows what it threw.
  template <typename A>
  auto act(const std::shared_ptr<world::Bot>& bot, A action) {
    return boost::asio::co_spawn(bot->executor(), std::move(action), boost::asio::use_future).get();
  }

 private:
  void postQuits();

  int viewDistance_;
  std::string version_;
  boost::asio::io_context io_;
  boost::asio::executor_work_guard<boost::asio::io_context::executor_type> guard_;
  std::thread thread_;
  std::vector<std::shared_ptr<world::Bot>> bots_;
};

}  // namespace craftmate::testing
