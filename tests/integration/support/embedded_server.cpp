#include "tests/integration/support/embedded_server.h"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <mutex>
#include <stdexcept>
#include <thread>

#ifndef CRAFTMATE_SERVER_DIR
#define CRAFTMATE_SERVER_DIR ""
#endif

namespace craftmate::testing {

namespace {

constexpr std::size_t kMaxStderrBytes = 256 * 1024;

std::string envOr(const char* name, const std::string& fallback) {
  const char* value = std::getenv(name);
  return value && *value ? std::string(value) : fallback;
}

void closeFd(int& fd) {
  if (fd >= 0) ::close(fd);
  fd = -1;
}

// Waits up to `timeout` for the child to exit; true when it did (and was reaped).
bool waitForExit(pid_t pid, std::chrono::milliseconds timeout) {
  const auto deadline = std::chrono::steady_clock::now() + timeout;
  while (true) {
    int status = 0;
    pid_t r = ::waitpid(pid, &status, WNOHANG);
    if (r == pid || (r < 0 && errno == ECHILD)) return true;
    if (std::chrono::steady_clock::now() >= deadline) return false;
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
}

}  // namespace

// Drains the server's stderr on a thread so the child never blocks on a full pipe, keeping the
// tail for error messages.
struct EmbeddedServer::StderrPump {
  explicit StderrPump(int fd) : fd_(fd), thread_([this] { run(); }) {}
  ~StderrPump() {
    finish();
    ::close(fd_);
  }
  // Waits until the child has closed its stderr (it exited), so text() is complete.
  void finish() {
    if (thread_.joinable()) thread_.join();
  }
  std::string text() const {
    std::lock_guard lock(mutex_);
    return buffer_;
  }

 private:
  void run() {
    char chunk[4096];
    while (true) {
      ssize_t n = ::read(fd_, chunk, sizeof chunk);
      if (n < 0 && errno == EINTR) continue;
      if (n <= 0) return;
      std::lock_guard lock(mutex_);
      buffer_.append(chunk, static_cast<std::size_t>(n));
      if (buffer_.size() > kMaxStderrBytes) buffer_.erase(0, buffer_.size() - kMaxStderrBytes);
    }
  }
  int fd_;
  mutable std::mutex mutex_;
  std::string buffer_;
  std::thread thread_;
};

std::string EmbeddedServer::defaultServerDir() { return envOr("CRAFTMATE_SERVER_DIR", CRAFTMATE_SERVER_DIR); }

EmbeddedServer::EmbeddedServer(EmbeddedServerOptions options) {
  try {
    start(options);
  } catch (...) {
    stop();
    throw;
  }
}

EmbeddedServer::~EmbeddedServer() { stop(); }

void EmbeddedServer::start(const EmbeddedServerOptions& options) {
  const std::string serverDir = options.serverDir.empty() ? defaultServerDir() : options.serverDir;
  const std::string script = (std::filesystem::path(serverDir) / "start.js").string();
  if (serverDir.empty() || !std::filesystem::exists(script)) {
    throw std::runtime_error("EmbeddedServer: cannot find '" + script +
                             "'. Set CRAFTMATE_SERVER_DIR to the repository's server/ folder.");
  }
  if (!std::filesystem::exists(std::filesystem::path(serverDir) / "node_modules" / "flying-squid")) {
    throw std::runtime_error("EmbeddedServer: " + serverDir +
                             "/node_modules/flying-squid is missing. Run `npm ci` in " + serverDir + ".");
  }
  const std::string node = options.node.empty() ? envOr("CRAFTMATE_NODE", "node") : options.node;

  std::vector<std::string> args = {node, script, "--port", std::to_string(options.port), "--world", options.world,
                                   "--view-distance", std::to_string(options.viewDistance), "--gamemode",
                                   options.gameMode};
  if (options.seed) args.insert(args.end(), {"--seed", std::to_string(*options.seed)});
  if (!options.version.empty()) args.insert(args.end(), {"--version", options.version});
  if (options.everyoneOp) args.push_back("--op-everyone");
  if (!options.operators.empty()) {
    std::string names;
    for (const auto& name : options.operators) names += (names.empty() ? "" : ",") + name;
    args.insert(args.end(), {"--ops", names});
  }
  args.insert(args.end(), options.extraArgs.begin(), options.extraArgs.end());
  std::vector<char*> argv;
  for (auto& a : args) argv.push_back(a.data());
  argv.push_back(nullptr);

  // O_CLOEXEC: a server started later by another fixture must not inherit our stdin pipe, or this
  // server would never see its stdin close.
  int in[2], out[2], err[2];
  if (::pipe2(in, O_CLOEXEC) != 0 || ::pipe2(out, O_CLOEXEC) != 0 || ::pipe2(err, O_CLOEXEC) != 0) {
    throw std::runtime_error(std::string("EmbeddedServer: pipe failed: ") + std::strerror(errno));
  }
  const pid_t parent = ::getpid();
  pid_ = ::fork();
  if (pid_ < 0) throw std::runtime_error(std::string("EmbeddedServer: fork failed: ") + std::strerror(errno));
  if (pid_ == 0) {
    // Child: only async-signal-safe calls until exec. It dies with the test process through its
    // stdin (start.js exits when stdin closes), not PR_SET_PDEATHSIG: that signal follows the
    // forking *thread*, and a fixture first used from a short-lived thread lost its server.
    if (::getppid() != parent) ::_exit(126);
    ::dup2(in[0], 0);
    ::dup2(out[1], 1);
    ::dup2(err[1], 2);
    ::execvp(argv[0], argv.data());
    const char msg[] = "EmbeddedServer: could not execute node (set CRAFTMATE_NODE or put node on PATH)\n";
    (void)!::write(2, msg, sizeof msg - 1);
    ::_exit(127);
  }
  ::close(in[0]);
  ::close(out[1]);
  ::close(err[1]);
  stdinFd_ = in[1];
  stdoutFd_ = out[0];
  stderr_ = std::make_unique<StderrPump>(err[0]);

  // Read stdout until the READY line, the child's death or the timeout.
  const auto deadline = std::chrono::steady_clock::now() + options.startTimeout;
  std::string line;
  auto fail = [&](const std::string& why) {
    stop();  // reaps the child and joins the stderr pump, so the text below is complete
    throw std::runtime_error("EmbeddedServer: " + why + " (command: node " + script + " --port " +
                             std::to_string(options.port) + ").\nServer stderr:\n" + stderrText());
  };
  while (true) {
    auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - std::chrono::steady_clock::now());
    if (left.count() <= 0) {
      fail("no 'READY <port>' line within " + std::to_string(options.startTimeout.count()) + " ms");
    }
    pollfd pfd{stdoutFd_, POLLIN, 0};
    int r = ::poll(&pfd, 1, static_cast<int>(std::min<long long>(left.count(), 200)));
    if (r < 0 && errno != EINTR) fail(std::string("poll failed: ") + std::strerror(errno));
    if (r > 0) {
      char c;
      ssize_t n = ::read(stdoutFd_, &c, 1);
      if (n == 0) fail("the server exited before it was ready");
      if (n < 0 && errno != EINTR) fail(std::string("reading its stdout failed: ") + std::strerror(errno));
      if (n == 1 && c != '\n') line.push_back(c);
      if (n == 1 && c == '\n') {
        if (line.rfind("READY ", 0) == 0) {
          const int port = std::atoi(line.c_str() + 6);
          if (port <= 0 || port > 65535) fail("malformed READY line '" + line + "'");
          port_ = static_cast<std::uint16_t>(port);
          return;
        }
        line.clear();  // not ours to interpret; start.js promises nothing else on stdout
      }
    }
  }
}

bool EmbeddedServer::running() {
  if (pid_ <= 0) return false;
  int status = 0;
  pid_t r = ::waitpid(pid_, &status, WNOHANG);
  if (r == pid_ || (r < 0 && errno == ECHILD)) {
    pid_ = -1;
    return false;
  }
  return true;
}

std::string EmbeddedServer::stderrText() const { return stderr_ ? stderr_->text() : stderrAfterStop_; }

void EmbeddedServer::consoleCommand(const std::string& command) {
  if (stdinFd_ < 0) throw std::runtime_error("EmbeddedServer: the server is stopped; cannot run '" + command + "'");
  const std::string line = command + "\n";
  std::size_t written = 0;
  while (written < line.size()) {
    ssize_t n = ::write(stdinFd_, line.data() + written, line.size() - written);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) throw std::runtime_error("EmbeddedServer: writing console command failed: " + std::string(std::strerror(errno)));
    written += static_cast<std::size_t>(n);
  }
}

void EmbeddedServer::stop() {
  // Closing stdin is the polite stop (start.js exits on it); signals are the fallback.
  closeFd(stdinFd_);
  if (pid_ > 0) {
    if (!waitForExit(pid_, std::chrono::seconds(5))) {
      ::kill(pid_, SIGTERM);
      if (!waitForExit(pid_, std::chrono::seconds(3))) {
        ::kill(pid_, SIGKILL);
        waitForExit(pid_, std::chrono::seconds(3));
      }
    }
    pid_ = -1;
  }
  closeFd(stdoutFd_);
  // The pump ends once every writer of the pipe is gone; only then is its text complete (reading it
  // earlier lost a dying child's last words, e.g. the exec failure, on a fast machine).
  if (stderr_) {
    stderr_->finish();
    stderrAfterStop_ = stderr_->text();
    stderr_.reset();
  }
}

}  // namespace craftmate::testing
