// `craftmate start`: MINDcraft's `node main.js` — one agent per profile in settings.profiles joins
// the server at host:port (or, with --embedded, the embedded server started first), greets with the
// init_message's answer, answers people, talks with its teammates and pursues goals, rejoining after
// lost connections. Ctrl-C saves every agent's memory and leaves; a second Ctrl-C exits at once.

#include <unistd.h>

#include <chrono>
#include <cstdlib>
#include <ctime>
#include <filesystem>
#include <iostream>
#include <functional>
#include <memory>

#include <boost/asio/co_spawn.hpp>
#include <boost/asio/detached.hpp>
#include <boost/asio/io_context.hpp>
#include <boost/asio/signal_set.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/use_awaitable.hpp>

#include "app/flag_value.h"
#include "app/mindcraft_setup.h"
#include "app/server_process.h"
#include "app/subcommand.h"
#include "app/team_page.h"
#include "launch/minecraft_version.h"
#include "launch/team.h"
#include "protocol/minecraft_data.h"

namespace craftmate::app {

namespace asio = boost::asio;

namespace {

struct StartOptions {
  bool embedded = false;
  std::string world = "normal";  // the embedded server's world
  std::string version;  // --version: minecraft_version for this run ("auto" or a release)
  std::string mindserverAddress = "127.0.0.1";  // the MindServer page (another address needs its token)
  launch::TeamOptions team;
};

StartOptions parseStartOptions(const std::vector<std::string>& args) {
  StartOptions o;
  const std::string hint = "; see 'craftmate start --help'";
  for (std::size_t i = 0; i < args.size(); ++i) {
    const std::string& a = args[i];
    if (a == "--embedded") o.embedded = true;
    else if (a == "--world") o.world = flagValue(args, i, hint);
    else if (a == "--version") o.version = flagValue(args, i, hint);
    else if (a == "--mindserver_address") o.mindserverAddress = flagValue(args, i, hint);
    else if (a == "--bots-dir") o.team.botsDir = flagValue(args, i, hint);
    else if (a == "--keys") o.team.keysFile = flagValue(args, i, hint);
    else if (a == "--profiles-dir") o.team.profilesDir = flagValue(args, i, hint);
    else if (a == "--view-distance") o.team.viewDistance = std::stoi(flagValue(args, i, hint));
    else if (a == "--task_path" || a == "--task_id")
      throw std::invalid_argument(a + ": tasks run with 'craftmate eval --tasks FILE --task ID' (MineCollab's scoring, set-up and results)");
    else throw std::invalid_argument("unknown option '" + a + "'" + hint);
  }
  return o;
}

void say(const std::string& line) {
  const std::time_t now = std::time(nullptr);
  char stamp[16];
  std::strftime(stamp, sizeof stamp, "%H:%M:%S", std::localtime(&now));
  std::cout << stamp << " " << line << std::endl;
}

int runStart(const std::vector<std::string>& args) {
  std::vector<std::string> rest;
  agents::Settings settings;
  StartOptions o;
  try {
    settings = loadSettings(args, rest);
    o = parseStartOptions(rest);
    if (!o.version.empty()) settings.mergeObject({{"minecraft_version", o.version}}, "--version");
  } catch (const std::exception& e) {
    std::cerr << "craftmate start: " << e.what() << "\n";
    return 2;
  }
  o.team.host = settings.host();
  o.team.port = static_cast<std::uint16_t>(settings.port());
  o.team.log = say;

  asio::io_context io;
  TeamPage page(o.team);  // before the team: the team streams to it
  std::unique_ptr<launch::Team> team;
  try {
    team = std::make_unique<launch::Team>(io.get_executor(), settings, o.team);  // checks before anything joins
  } catch (const std::exception& e) {
    std::cerr << "craftmate start: " << e.what() << "\n";
    return 2;
  }

  std::unique_ptr<ServerProcess> server;
  // The embedded server speaks the release asked for; "auto" leaves start.js's default.
  std::string serverVersion = settings.values().at("minecraft_version").get<std::string>();
  if (serverVersion == launch::kAutoVersion) serverVersion = protocol::kDefaultMinecraftVersion;
  if (o.embedded) {
    std::filesystem::create_directories(o.team.botsDir);
    const std::string log = (std::filesystem::path(o.team.botsDir) / "server.log").string();
    try {
      std::vector<std::string> operators;  // the team's bots (cheat mode, their set-up commands)
      for (auto* member : team->members()) operators.push_back(member->name());
      server = std::make_unique<ServerProcess>(log, o.world, operators, serverVersion);
    } catch (const std::exception& e) {
      std::cerr << "craftmate start: the embedded server did not start: " << e.what() << "\n";
      return 1;
    }
    o.team.host = server->host();
    o.team.port = server->port();
    team->setServer(o.team.host, o.team.port);
    say("embedded server (" + o.world + " world, log " + log + ") on " + server->host() + ":" + std::to_string(server->port()) +
        ": join it with Minecraft Java Edition " + serverVersion + " (Multiplayer > Direct Connection, offline account)");
  }
  if (const int port = settings.values().at("mindserver_port").get<int>(); port < 0 || port > 65535) {
    std::cerr << "craftmate start: mindserver_port must be 0 (no page) or a port up to 65535, got " << port << "\n";
    return 2;
  } else if (port != 0) {
    try {  // a bad address is the user's mistake; a busy port (another team's page) only costs the page
      page.open(io.get_executor(), *team, o.mindserverAddress, static_cast<std::uint16_t>(port));
      say("MindServer page: " + page.server()->url());
    } catch (const std::invalid_argument& e) {
      std::cerr << "craftmate start: " << e.what() << "\n";
      return 2;
    } catch (const std::exception& e) {
      say(std::string("warning: no MindServer page: ") + e.what());
    }
  }
  say("starting " + std::to_string(team->members().size()) + " agent(s) for " + o.team.host + ":" + std::to_string(o.team.port) +
      "; memory in " + o.team.botsDir + "/; Ctrl-C saves it and leaves");

  asio::signal_set signals(io, SIGINT, SIGTERM);
  bool stopping = false;
  std::function<void(boost::system::error_code, int)> onSignal = [&](boost::system::error_code ec, int) {
    if (ec) return;
    if (stopping) {
      say("stopping at once");
      std::_Exit(130);
    }
    stopping = true;
    say("saving every agent's memory and leaving (Ctrl-C again to exit at once)");
    signals.async_wait(onSignal);
    asio::co_spawn(io, [&]() -> asio::awaitable<void> {
      co_await team->stop();
      asio::steady_timer linger(io, std::chrono::milliseconds(500));  // let the quit packets go out
      co_await linger.async_wait(asio::use_awaitable);
      io.stop();
    }, asio::detached);
  };
  signals.async_wait(onSignal);
  team->start();
  io.run();
  say("all agents left");
  return 0;
}

}  // namespace

Subcommand startSubcommand() {
  return {"start", "Launch a team of MINDcraft agents into a Minecraft server (MINDcraft's main.js).",
          "usage: craftmate start [--profiles a.json b.json | --profiles a.json,b.json] [--settings FILE]\n"
          "                       [--host H --port P | --embedded [--world normal|flat|vanilla-flat]] [--version auto|V]\n"
          "                       [--bots-dir bots] [--keys keys.json] [--profiles-dir DIR] [--view-distance N]\n"
          "                       [--mindserver_port 8080] [--mindserver_address 127.0.0.1]\n"
          "                       [--KEY VALUE for any MINDcraft setting]\n"
          "One agent per profile joins the server at host:port (MINDcraft's defaults 127.0.0.1:55916; the\n"
          "server's release is asked first (--version / minecraft_version \"auto\"; 1.20.5 or newer), in\n"
          "offline mode unless --auth microsoft signs each agent in\n"
          "with the Microsoft account of its name, docs/auth.md) or, with --embedded, craftmate's own server,\n"
          "started first. Each agent answers init_message, then people's chat and whispers (a person's\n"
          "!command runs directly), talks to the other agents and pursues !goals; a lost connection is\n"
          "followed by a rejoin. Memory: bots/<name>/memory.json (load_memory resumes from it); the\n"
          "session's commands and messages (and prompts with log_all_prompts) in bots/run.sqlite.\n"
          "Settings are MINDcraft's 25 keys: --settings FILE (JSON), its environment variables, then\n"
          "--key value flags (docs/USAGE.md). Ctrl-C saves every agent's memory and leaves; twice exits.\n"
          "The MindServer page (docs/mindserver.md) shows the team live on http://127.0.0.1:<mindserver_port>/\n"
          "and lets you message, stop, restart or disconnect an agent; --mindserver_port 0 turns it off;\n"
          "--mindserver_address 0.0.0.0 serves other machines too, behind a token printed in the address.\n"
          "Exit 2 for a bad profile, setting or option (the file, key and reason are printed).\n",
          runStart};
}

}  // namespace craftmate::app
