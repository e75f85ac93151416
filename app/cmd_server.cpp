// `craftmate server`: runs the embedded Minecraft server (flying-squid, offline, loopback)
// in the foreground. It is `node server/start.js` with the same options; its output goes straight to
// our stdout/stderr (the `READY <port>` line on stdout), lines typed on stdin are server console
// commands, and Ctrl-C or SIGTERM stops it (a second Ctrl-C kills it). The server dies with us.

#include <signal.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <iostream>
#include <stdexcept>
#include <string>
#include <vector>

#include "app/flag_value.h"
#include "app/server_process.h"
#include "app/subcommand.h"

namespace craftmate::app {

namespace {

volatile sig_atomic_t g_childPid = 0;
volatile sig_atomic_t g_stopRequests = 0;

// Ctrl-C reaches node too (same process group); SIGTERM sent to us alone is passed on. A second
// request means the server did not stop: it is killed, and waitpid below returns.
void forwardSignal(int signal) {
  if (g_childPid <= 0) return;
  ::kill(g_childPid, ++g_stopRequests > 1 ? SIGKILL : signal == SIGINT ? SIGINT : SIGTERM);
}

std::string envOr(const char* name, const char* fallback) {
  const char* value = std::getenv(name);
  return value && *value ? value : fallback;
}

int runServer(const std::vector<std::string>& args) {
  std::string serverDir = envOr("CRAFTMATE_SERVER_DIR", CRAFTMATE_SERVER_DIR);
  std::vector<std::string> forwarded;
  bool hasPort = false;
  try {
    for (std::size_t i = 0; i < args.size(); ++i) {
      if (args[i] == "--server-dir") {
        serverDir = flagValue(args, i, " (the repository's server/ folder)");
        continue;
      }
      if (args[i] == "--port" || args[i].rfind("--port=", 0) == 0) hasPort = true;
      forwarded.push_back(args[i]);
    }
  } catch (const std::invalid_argument& e) {
    std::cerr << "craftmate server: " << e.what() << "\n";
    return 2;
  }
  const auto script = std::filesystem::path(serverDir) / "start.js";
  if (!std::filesystem::exists(script)) {
    std::cerr << "craftmate server: cannot find " << script.string()
              << ". Pass --server-dir <repo>/server or set CRAFTMATE_SERVER_DIR.\n";
    return 2;
  }
  if (!std::filesystem::exists(std::filesystem::path(serverDir) / "node_modules" / "flying-squid")) {
    std::cerr << "craftmate server: flying-squid is not installed in " << serverDir << "/node_modules. Run `npm ci` in "
              << serverDir << " (or ./setup).\n";
    return 2;
  }
  const std::string node = envOr("CRAFTMATE_NODE", "node");
  // A user's server keeps running when started with no terminal (`craftmate server &`, CI scripts);
  // only the test fixture wants "stdin closed = stop".
  std::vector<std::string> command = {node, script.string(), "--no-stdin-exit"};
  if (!hasPort) command.insert(command.end(), {"--port", "25565"});
  command.insert(command.end(), forwarded.begin(), forwarded.end());
  std::vector<char*> argv;
  for (auto& c : command) argv.push_back(c.data());
  argv.push_back(nullptr);

  // Handlers before the fork, so that no Ctrl-C finds us without them (exec resets them in the child).
  struct sigaction action {};
  action.sa_handler = forwardSignal;
  ::sigemptyset(&action.sa_mask);
  ::sigaction(SIGINT, &action, nullptr);
  ::sigaction(SIGTERM, &action, nullptr);
  const pid_t parent = ::getpid();
  const pid_t pid = ::fork();
  if (pid < 0) {
    std::cerr << "craftmate server: fork failed: " << std::strerror(errno) << "\n";
    return 1;
  }
  if (pid == 0) {
    // The main thread forks and lives as long as we do, so the parent-death signal means "craftmate
    // died" (SIGKILL included); checking the parent afterwards covers a death before prctl.
    ::prctl(PR_SET_PDEATHSIG, SIGTERM);
    if (::getppid() != parent) ::_exit(1);
    closeInheritedFds();
    ::execvp(argv[0], argv.data());
    std::cerr << "craftmate server: cannot run '" << node << "': " << std::strerror(errno)
              << ". Install Node.js 18+ or set CRAFTMATE_NODE to its path.\n";
    ::_exit(127);
  }
  g_childPid = pid;

  int status = 0;
  while (::waitpid(pid, &status, 0) < 0) {
    if (errno != EINTR) {
      std::cerr << "craftmate server: waiting for node failed: " << std::strerror(errno) << "\n";
      return 1;
    }
  }
  g_childPid = 0;
  if (WIFEXITED(status)) return WEXITSTATUS(status);
  if (WIFSIGNALED(status)) return WTERMSIG(status) == SIGINT || WTERMSIG(status) == SIGTERM ? 0 : 128 + WTERMSIG(status);
  return 1;
}

}  // namespace

Subcommand serverSubcommand() {
  return {"server", "Run the embedded Minecraft server (flying-squid with craftmate's plugins).",
          "Usage: craftmate server [--port P] [--world flat|vanilla-flat|normal] [--seed N]\n"
          "                        [--ops NAME,...] [--op-everyone] [--view-distance N]\n"
          "                        [--gamemode survival|creative|adventure|spectator] [--server-dir DIR]\n"
          "                        [--version 1.20.5|1.20.6|1.21.1|1.21.3|1.21.4]\n\n"
          "Starts flying-squid in offline mode on 127.0.0.1 (Minecraft 1.21.1 unless --version; default\n"
          "port 25565, superflat world with grass at y=4; vanilla-flat: vanilla's superflat, grass at\n"
          "y=-61, as MineCollab's tasks; operators: the players named with --ops, or everybody with\n"
          "--op-everyone) with craftmate's\n"
          "plugins: crafting, furnaces and smokers, chests, item hand-over, mob and crop drops,\n"
          "eating, and the set-up commands MineCollab tasks use. Prints `READY <port>` on stdout when\n"
          "it accepts connections; its log goes to stderr. Type console commands on stdin (e.g.\n"
          "`time set day`). Ctrl-C stops it, a second Ctrl-C kills it; it also stops when craftmate dies.\n"
          "--port 0 lets the system choose a free port (see the READY line).\n"
          "Online mode: --online-mode (players sign in with Microsoft; joins are checked with the\n"
          "session server, --session-server URL and --session-server-ca FILE to use another), and\n"
          "--enforce-secure-chat (chat signed with profile keys, checked against Mojang's key or\n"
          "--services-public-key FILE); see docs/auth.md.\n"
          "Environment: CRAFTMATE_SERVER_DIR (the server/ folder), CRAFTMATE_NODE (node executable).\n"
          "See docs/server.md.\n",
          &runServer};
}

}  // namespace craftmate::app
