#include "commands/skills/skill_context.h"

#include <boost/asio/as_tuple.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/this_coro.hpp>
#include <boost/asio/use_awaitable.hpp>

#include "commands/js_number.h"
#include "world/bot.h"

namespace craftmate::skills {

namespace asio = boost::asio;

void SkillContext::log(std::string_view message) {
  output += message;
  output += '\n';
}

std::string jsNumber(double v) { return commands::jsNumberToString(v); }

std::string fixed1(double v) { return commands::jsToFixed(v, 1); }

std::string vecText(const world::Vec3& v) { return "(" + jsNumber(v.x) + ", " + jsNumber(v.y) + ", " + jsNumber(v.z) + ")"; }
std::string vecText(const world::BlockPos& p) {
  return "(" + std::to_string(p.x) + ", " + std::to_string(p.y) + ", " + std::to_string(p.z) + ")";
}

asio::awaitable<void> sleepFor(std::chrono::milliseconds duration) {
  asio::steady_timer timer(co_await asio::this_coro::executor, duration);
  auto [ec] = co_await timer.async_wait(asio::as_tuple(asio::use_awaitable));
  if (ec) throw world::ActionCancelled();
}

}  // namespace craftmate::skills
