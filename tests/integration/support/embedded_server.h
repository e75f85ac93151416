#pragma once
// A test fixture that runs craftmate's embedded Minecraft server (flying-squid 1.21.1 via
// server/start.js) for the lifetime of one object: the constructor starts `node server/start.js`
// on a free loopback port and returns once the server printed `READY <port>`; the destructor stops
// it. Integration tests create one per suite (SetUpTestSuite) or per test.
//
//   craftmate::testing::EmbeddedServer server;            // flat world, everyone op
//   connectTo(server.host(), server.port());
//
// The port is chosen by the server itself (`--port 0`), so two test binaries running at once never
// race for the same port. Errors (node missing, server crashed, no READY before the timeout) are
// thrown as std::runtime_error with the server's stderr in the message.

#include <sys/types.h>

#include <chrono>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace craftmate::testing {

struct EmbeddedServerOptions {
  std::string world = "flat";              // "flat" (grass at y=4), "vanilla-flat" (grass at y=-61) or "normal"
  std::optional<std::int64_t> seed;        // world seed; the server picks one when empty
  bool everyoneOp = true;                  // passes --op-everyone; false: only `operators` are
  std::vector<std::string> operators;      // passed as --ops NAME,... (the bots that run commands)
  int viewDistance = 10;
  std::string gameMode = "survival";       // survival|creative|adventure|spectator
  std::string version;                     // the Minecraft release (start.js --version); empty: its default
  std::uint16_t port = 0;                  // 0: the server picks a free port (recommended)
  std::chrono::milliseconds startTimeout{60000};
  std::vector<std::string> extraArgs;      // appended to start.js's command line
  // Where server/start.js lives; empty = env CRAFTMATE_SERVER_DIR, else the compiled-in default.
  std::string serverDir;
  // The node executable; empty = env CRAFTMATE_NODE, else "node" from PATH.
  std::string node;
};

class EmbeddedServer {
 public:
  explicit EmbeddedServer(EmbeddedServerOptions options = {});
  ~EmbeddedServer();
  EmbeddedServer(const EmbeddedServer&) = delete;
  EmbeddedServer& operator=(const EmbeddedServer&) = delete;

  const std::string& host() const { return host_; }
  std::uint16_t port() const { return port_; }
  pid_t pid() const { return pid_; }

  // True while the node process is alive.
  bool running();
  // Everything the server wrote to stderr so far (its log; the last 256 KiB).
  std::string stderrText() const;
  // Runs a server console command, e.g. "time set day" (no leading slash), as an operator would.
  void consoleCommand(const std::string& command);
  // Stops the server: closes its stdin, then SIGTERM, then SIGKILL if it lingers. Idempotent.
  void stop();

  // The server folder used when options leave it empty (env CRAFTMATE_SERVER_DIR or compiled in).
  static std::string defaultServerDir();

 private:
  struct StderrPump;
  void start(const EmbeddedServerOptions& options);

  std::string host_ = "127.0.0.1";
  std::uint16_t port_ = 0;
  pid_t pid_ = -1;
  int stdinFd_ = -1;
  int stdoutFd_ = -1;
  std::unique_ptr<StderrPump> stderr_;
  std::string stderrAfterStop_;  // what the pump had collected when the server stopped
};

}  // namespace craftmate::testing
