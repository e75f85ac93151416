#include "commands/skills/skill_context.h"

#include <cstdio>

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

std::string fixed1(double v) {
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.1f", v);
  std::string s = buf;
  return s == "-0.0" ? "0.0" : s;  // toFixed prints -0 as "0.0"
}

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
