#pragma once
// The embedded Minecraft server (server/start.js, flying-squid) as a child process of a
// craftmate command that needs a world of its own, e.g. `craftmate eval` (one server per parallel
// worker, as MINDcraft's evaluation gives each its own). The server picks a free port; its output
// goes to a log file; it stops with this object, and with us should we die: its stdin is a pipe
// only this process writes to, and start.js stops when that closes (a parent-death signal would
// follow the thread that forked, and eval forks on worker threads).

#include <sys/types.h>

#include <chrono>
#include <cstdint>
#include <string>
#include <vector>

namespace craftmate::app {

class ServerProcess {
 public:
  // Starts `node <serverDir>/start.js --port 0 --world <world> --ops <operators>` and waits for
  // its READY line. Throws std::runtime_error with the log's tail when it cannot start.
  // `world` is one of start.js's worlds: flat, vanilla-flat, normal (docs/server.md);
  // `operators` are the bots' names that may run commands (task set-up, cheat mode); `version` the
  // Minecraft release it speaks (start.js --version; empty or "auto": start.js's default, 1.21.1).
  ServerProcess(const std::string& logFile, const std::string& world, const std::vector<std::string>& operators,
                const std::string& version = {}, std::chrono::seconds startTimeout = std::chrono::seconds(90));
  ~ServerProcess();
  ServerProcess(const ServerProcess&) = delete;
  ServerProcess& operator=(const ServerProcess&) = delete;

  const std::string& host() const { return host_; }
  std::uint16_t port() const { return port_; }
  // False once the server has exited (crashed or killed); it is reaped then.
  bool running();

 private:
  void stop();
  int stdin_ = -1;  // the write end of the server's stdin: closing it (or our death) stops the server
  std::string host_ = "127.0.0.1";
  std::uint16_t port_ = 0;
  pid_t pid_ = -1;
};

// In a child between fork and exec: closes every descriptor above stderr, so that a server does
// not hold other workers' sockets, pipes or logs open (async-signal-safe).
void closeInheritedFds();

}  // namespace craftmate::app
