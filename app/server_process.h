#pragma once
// The embedded Minecraft server (server/start.js, flying-squid 1.21.1) as a child process of a
// craftmate command that needs a world of its own, e.g. `craftmate eval` (one server per parallel
// worker, as MINDcraft's evaluation gives each its own). The server picks a free port; its output
// goes to a log file; it stops with this object (and with us, should we die).

#include <sys/types.h>

#include <chrono>
#include <cstdint>
#include <string>

namespace craftmate::app {

class ServerProcess {
 public:
  // Starts `node <serverDir>/start.js --port 0 --world <world> --no-stdin-exit` (everyone op) and
  // waits for its READY line. Throws std::runtime_error with the log's tail when it cannot start.
  // `world` is one of start.js's worlds: flat, vanilla-flat, normal (docs/server.md).
  ServerProcess(const std::string& logFile, const std::string& world,
                std::chrono::seconds startTimeout = std::chrono::seconds(90));
  ~ServerProcess();
  ServerProcess(const ServerProcess&) = delete;
  ServerProcess& operator=(const ServerProcess&) = delete;

  const std::string& host() const { return host_; }
  std::uint16_t port() const { return port_; }

 private:
  void stop();
  std::string host_ = "127.0.0.1";
  std::uint16_t port_ = 0;
  pid_t pid_ = -1;
};

}  // namespace craftmate::app
