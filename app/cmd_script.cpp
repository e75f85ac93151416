// `craftmate script FILE.js`: runs a mineflayer-style JavaScript file on the native client. The
// script gets `bot` (mineflayer's names), `goals`, `Vec3`, `mcData`, timers, and MINDcraft's
// `skills` / `world`; it runs before the bot spawned, so `bot.once('spawn', ...)` works as in
// mineflayer. The command ends when the bot disconnects (bot.quit()), when nothing is left to do
// (no listener, timer or action), on Ctrl-C, on --timeout, or on an uncaught error, which is
// printed as FILE:LINE:COLUMN: message.

#include <boost/asio/io_context.hpp>
#include <boost/asio/signal_set.hpp>
#include <boost/asio/steady_timer.hpp>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>

#include "app/flag_value.h"
#include "app/server_process.h"
#include "app/subcommand.h"
#include "launch/minecraft_version.h"
#include "scripting/bot_script.h"
#include "world/bot.h"

namespace craftmate::app {

namespace asio = boost::asio;

namespace {

struct ScriptOptions {
  std::string file;
  world::BotOptions bot;
  bool embedded = false;
  std::string world = "flat";
  std::string version{launch::kAutoVersion};  // --version: a release, or the server's (auto)
  int timeoutSeconds = 0;  // 0: none
};

int runScript(const std::vector<std::string>& args) {
  ScriptOptions o;
  o.bot.username = "craftmate";
  const std::string hint = "; see 'craftmate script --help'";
  for (std::size_t i = 0; i < args.size(); ++i) {
    if (args[i] == "--host") o.bot.host = flagValue(args, i, hint);
    else if (args[i] == "--port") o.bot.port = static_cast<uint16_t>(std::stoi(flagValue(args, i, hint)));
    else if (args[i] == "--name") o.bot.username = flagValue(args, i, hint);
    else if (args[i] == "--embedded") o.embedded = true;
    else if (args[i] == "--world") o.world = flagValue(args, i, hint);
    else if (args[i] == "--version") o.version = flagValue(args, i, hint);
    else if (args[i] == "--timeout") o.timeoutSeconds = std::stoi(flagValue(args, i, hint));
    else if (!args[i].empty() && args[i][0] != '-' && o.file.empty()) o.file = args[i];
    else {
      std::cerr << "craftmate script: unknown option '" << args[i] << "'" << hint << "\n";
      return 2;
    }
  }
  if (o.file.empty()) {
    std::cerr << "craftmate script: give the script to run, e.g. craftmate script examples/come.js --embedded\n";
    return 2;
  }
  std::ifstream in(o.file, std::ios::binary);
  if (!in) {
    std::cerr << "craftmate script: cannot read " << o.file << "\n";
    return 2;
  }
  std::stringstream source;
  source << in.rdbuf();

  std::unique_ptr<ServerProcess> server;
  if (o.embedded) {
    const auto log = std::filesystem::temp_directory_path() / ("craftmate-script-server-" + std::to_string(getpid()) + ".log");
    server = std::make_unique<ServerProcess>(log.string(), o.world, std::vector<std::string>{o.bot.username}, o.version);
    o.bot.host = server->host();
    o.bot.port = server->port();
    std::cerr << "craftmate script: embedded server on " << o.bot.host << ":" << o.bot.port << " (log " << log.string() << ")\n";
  }

  try {
    o.bot.version = launch::resolveMinecraftVersionNow(o.version, o.bot.host, o.bot.port);
  } catch (const std::exception& e) {
    std::cerr << "craftmate script: " << e.what() << "\n";
    return 1;
  }

  asio::io_context io;
  auto bot = world::Bot::create(io.get_executor(), o.bot);
  int exitCode = 0;
  bool finished = false;
  auto script = std::make_unique<scripting::BotScript>(
      bot, scripting::BotScriptOptions{{}, [](const std::string& line) { std::cout << line << std::endl; }});
  asio::steady_timer poll(io), deadline(io);
  asio::signal_set signals(io, SIGINT, SIGTERM);
  auto finish = [&](int code, const std::string& message) {
    if (finished) return;
    finished = true;
    exitCode = code;
    if (!message.empty()) std::cerr << message << "\n";
    std::cout << script->takeOutput() << std::flush;
    script->engine().stop("the script ended");
    poll.cancel();
    deadline.cancel();
    signals.cancel();
    if (!bot->ended()) bot->quit("craftmate script finished");
    asio::post(io, [&] { script.reset(); io.stop(); });
  };
  script->engine().onUncaughtError = [&](const scripting::ScriptError& e) {
    finish(1, e.what() + (e.stack.empty() ? std::string() : "\n" + e.stack));
  };
  bot->events().end.on([&](const std::string& reason) {
    const bool asked = reason.find("craftmate script finished") != std::string::npos || reason.find("disconnect.quitting") != std::string::npos;
    finish(exitCode, asked ? "" : "disconnected: " + reason);
  });
  signals.async_wait([&](boost::system::error_code ec, int) {
    if (!ec) finish(130, "interrupted");
  });
  if (o.timeoutSeconds > 0) {
    deadline.expires_after(std::chrono::seconds(o.timeoutSeconds));
    deadline.async_wait([&](boost::system::error_code ec) {
      if (!ec) finish(1, "craftmate script: the script was still running after --timeout " + std::to_string(o.timeoutSeconds) + " s");
    });
  }
  // Skill log lines as they come; the end once the bot spawned and nothing is left to do.
  std::function<void()> watch = [&] {
    poll.expires_after(std::chrono::milliseconds(100));
    poll.async_wait([&](boost::system::error_code ec) {
      if (ec || finished) return;
      std::cout << script->takeOutput() << std::flush;
      if (bot->connected() && bot->world().selfId() != 0 && script->engine().idle()) {
        finish(exitCode, "");
        return;
      }
      watch();
    });
  };
  bot->start();
  try {
    script->engine().evaluate(o.file, source.str());
  } catch (const scripting::ScriptError& e) {
    finish(1, e.what());
  }
  if (!finished) watch();
  io.run();
  return exitCode;
}

}  // namespace

Subcommand scriptSubcommand() {
  return {"script", "Run a mineflayer-style JavaScript bot on the native client.",
          "Usage: craftmate script FILE.js [--host H] [--port P] [--name N] | [--embedded [--world flat]] [--timeout S]\n"
          "                               [--version auto|V]\n\n"
          "Joins one bot (default name 'craftmate', 127.0.0.1:25565) and runs FILE.js in craftmate's JavaScript\n"
          "sandbox (SpiderMonkey). The script sees `bot` with mineflayer's names (bot.on('chat'), bot.blockAt,\n"
          "bot.dig, bot.pathfinder.goto(new goals.GoalNear(...)), ...), `goals`, `Vec3`, `mcData`, timers,\n"
          "`console`, and MINDcraft's `skills.*` / `world.*`; no require, files or sockets. It starts before the\n"
          "bot spawns: use bot.once('spawn', ...). --embedded starts craftmate's own server (flat world).\n"
          "Ends when the bot quits, when nothing is left to do (no listener, timer or action), on Ctrl-C or\n"
          "--timeout; an uncaught error prints FILE:LINE:COLUMN: message and exits 1. --version: the Minecraft\n"
          "release to speak; auto (the default) asks the server first; with --embedded, a release also starts\n"
          "the embedded server on it. docs/scripting.md\n",
          &runScript};
}

}  // namespace craftmate::app
