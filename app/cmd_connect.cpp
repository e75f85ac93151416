// `craftmate connect`: joins one or more bots to a server and prints what each one sees. A smoke
// tool for users checking that craftmate can play on their server (vanilla, Paper or embedded).

#include <boost/asio/co_spawn.hpp>
#include <boost/asio/detached.hpp>
#include <boost/asio/io_context.hpp>
#include <boost/asio/signal_set.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/use_awaitable.hpp>
#include <iostream>
#include <map>
#include <sstream>
#include <boost/asio/post.hpp>

#include "app/comma_list.h"
#include "auth/microsoft_account.h"
#include "auth/online_login.h"
#include "app/flag_value.h"
#include "app/subcommand.h"
#include "launch/minecraft_version.h"
#include "world/bot.h"

namespace craftmate::app {

namespace asio = boost::asio;

namespace {

std::string fmt(double v) {
  std::ostringstream o;
  o.setf(std::ios::fixed);
  o.precision(2);
  o << v;
  return o.str();
}

// One paragraph about what a bot sees right after it spawned.
void describe(world::Bot& bot, std::ostream& out) {
  const auto& me = bot.entity();
  const auto& p = me.position;
  out << "[" << bot.username() << "] spawned at " << fmt(p.x) << " " << fmt(p.y) << " " << fmt(p.z) << " in "
      << bot.game().dimension << " (" << bot.game().gameMode << "), health " << bot.health() << ", food "
      << bot.food() << ", time " << bot.time().timeOfDay << "\n";
  if (auto below = bot.blockAt(world::BlockPos::containing(p).offset(0, -1, 0))) {
    out << "  standing on " << below->name() << "\n";
  }
  std::map<std::string, int> counts;
  const auto base = world::BlockPos::containing(p);
  for (int dx = -8; dx <= 8; ++dx)
    for (int dy = -4; dy <= 4; ++dy)
      for (int dz = -8; dz <= 8; ++dz)
        if (auto b = bot.blockAt(base.offset(dx, dy, dz)); b && !b->isAir()) ++counts[b->name()];
  out << "  blocks within 8:";
  for (const auto& [name, n] : counts) out << " " << name << "=" << n;
  out << "\n  loaded columns: " << bot.world().loadedColumnCount();
  out << " (shared store: " << (bot.world().chunks() ? bot.world().chunks()->columnCount() : 0) << ")\n";
  out << "  players:";
  for (const auto& [name, player] : bot.players()) out << " " << name;
  out << "\n  entities:";
  int shown = 0;
  for (const auto& [id, e] : bot.world().entities()) {
    if (id == bot.world().selfId() || shown++ >= 10) continue;
    out << " " << (e.username.empty() ? e.name : e.username) << "@" << fmt(e.position.distanceTo(p));
  }
  out << "\n  inventory:";
  for (const auto& item : bot.inventory().items()) out << " " << item.name << "x" << item.count;
  out << "\n";
}

int runConnect(const std::vector<std::string>& args) {
  world::BotOptions base;
  std::vector<std::string> names = {"craftmate"};
  int seconds = 5;
  std::string auth = "offline";
  std::string version(launch::kAutoVersion);
  for (std::size_t i = 0; i < args.size(); ++i) {
    try {
      if (args[i] == "--host") base.host = flagValue(args, i);
      else if (args[i] == "--port") base.port = static_cast<uint16_t>(std::stoi(flagValue(args, i)));
      else if (args[i] == "--names") {
        // Empty items ("a,,b", a trailing comma) name no bot and are skipped.
        names = commaList(flagValue(args, i));
        std::erase(names, std::string());
      }
      else if (args[i] == "--seconds") seconds = std::stoi(flagValue(args, i));
      else if (args[i] == "--view-distance") base.viewDistance = std::stoi(flagValue(args, i));
      else if (args[i] == "--version") version = flagValue(args, i);
      else if (args[i] == "--auth") {
        auth = flagValue(args, i);
        if (auth != "offline" && auth != "microsoft") {
          std::cerr << "craftmate connect: --auth must be offline or microsoft, not '" << auth << "'\n";
          return 2;
        }
      }
      else {
        std::cerr << "craftmate connect: unknown option '" << args[i] << "'; see craftmate connect --help\n";
        return 2;
      }
    } catch (const std::exception& e) {
      std::cerr << "craftmate connect: bad value for " << args[i] << ": " << e.what() << "\n";
      return 2;
    }
  }
  if (names.empty()) {
    std::cerr << "craftmate connect: --names needs at least one name, e.g. --names alice,bob\n";
    return 2;
  }

  asio::io_context io;
  std::vector<std::shared_ptr<world::Bot>> bots;
  int failures = 0;
  std::size_t reported = 0;
  // Leave `seconds` after the last bot reported (spawning can take a while on a busy server).
  asio::steady_timer stop(io, std::chrono::hours(24));
  auto oneReported = [&] {
    if (++reported == names.size()) stop.expires_after(std::chrono::seconds(seconds));
  };
  // Bots join one after the other; with Microsoft accounts each signs in first (a device code is
  // shown for an account without cached tokens), so the codes never interleave.
  auto startBot = [&](const std::string& name, world::BotOptions options) {
    auto bot = world::Bot::create(io.get_executor(), options);
    bot->events().message.on([name](const world::ChatMessage& m) { std::cout << "[" << name << "] chat: " << m.text << "\n"; });
    bot->events().end.on([name](const std::string& reason) { std::cout << "[" << name << "] disconnected: " << reason << "\n"; });
    bot->start();
    asio::co_spawn(
        bot->executor(),
        [bot, &failures, &io, &oneReported]() -> asio::awaitable<void> {
          try {
            co_await bot->waitForSpawn(std::chrono::seconds(30));
            co_await bot->waitForTicks(20);  // let the first chunks around us arrive
            describe(*bot, std::cout);
          } catch (const std::exception& e) {
            ++failures;
            std::cout << "[" << bot->username() << "] failed: " << e.what() << "\n";
          }
          asio::post(io, oneReported);
        },
        asio::detached);
    bots.push_back(bot);
  };
  asio::co_spawn(
      io,
      [&]() -> asio::awaitable<void> {
        try {
          base.version = co_await launch::resolveMinecraftVersion(io.get_executor(), version, base.host, base.port);
        } catch (const std::exception& e) {
          std::cerr << "craftmate connect: " << e.what() << "\n";
          failures = static_cast<int>(names.size());
          stop.cancel();
          co_return;
        }
        if (version == launch::kAutoVersion) std::cout << "server speaks Minecraft " << base.version << "\n";
        for (const auto& name : names) {
          auto options = base;
          options.username = name;
          try {
            if (auth == "microsoft") {
              auto account = std::make_shared<auth::MicrosoftAccount>(name,
                                                                      auth::AuthOptions::fromEnvironment());
              options.online = co_await auth::onlineLogin(account, name);
            }
            startBot(name, options);
          } catch (const std::exception& e) {
            ++failures;
            std::cout << "[" << name << "] failed: " << e.what() << "\n";
            oneReported();
          }
        }
      },
      asio::detached);
  asio::signal_set signals(io, SIGINT, SIGTERM);
  auto quitAll = [&] {
    for (auto& b : bots) b->quit("craftmate connect finished");
  };
  std::function<void(boost::system::error_code)> onStop = [&](boost::system::error_code ec) {
    if (ec == asio::error::operation_aborted && reported == names.size()) {
      stop.async_wait(onStop);  // re-armed by the last report
      return;
    }
    quitAll();
    signals.cancel();
  };
  stop.async_wait(onStop);
  signals.async_wait([&](auto ec, int) {
    if (!ec) {
      quitAll();
      reported = 0;  // so the stop timer does not re-arm
      stop.cancel();
    }
  });
  io.run();
  return failures == 0 ? 0 : 1;
}

}  // namespace

Subcommand connectSubcommand() {
  return {"connect", "Join bots to a Minecraft server and print what each one sees.",
          "Usage: craftmate connect [--host H] [--port P] [--names a,b,c] [--seconds N] [--view-distance N]\n"
          "                         [--auth offline|microsoft] [--version auto|V]\n\n"
          "Joins one bot per name to the server, waits for each to spawn,\n"
          "prints its position, the blocks, players, entities and inventory it sees, echoes chat, and\n"
          "leaves N seconds after the last bot reported (default 5) or on Ctrl-C. Defaults: 127.0.0.1:25565, name 'craftmate'.\n"
          "All bots share one event loop and one chunk store.\n"
          "--auth microsoft signs each name in with its Microsoft account (a device code to enter at\n"
          "microsoft.com/link the first time; tokens cached in ~/.cache/craftmate/auth, mode 0600) and joins\n"
          "online-mode servers; each name must be the account's Minecraft profile name. See docs/auth.md.\n"
          "--version: the Minecraft release to speak; auto (the default) asks the server first (a status\n"
          "ping). A server on a release craftmate does not speak is refused with one line.\n",
          &runConnect};
}

}  // namespace craftmate::app
