#pragma once
// Drives tests/integration/client_mineflayer_peer.js (a mineflayer bot) from a test: JSON command
// lines to its stdin, JSON event/reply lines from its stdout.

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <deque>
#include <functional>
#include <nlohmann/json.hpp>
#include <stdexcept>
#include <string>

namespace craftmate::testing {

class MineflayerPeer {
 public:
  MineflayerPeer(const std::string& host, int port, const std::string& username, const std::string& version = "1.21.1") {
    int in[2], out[2];
    if (::pipe2(in, O_CLOEXEC) != 0 || ::pipe2(out, O_CLOEXEC) != 0) throw std::runtime_error("pipe failed");
    const std::string script = std::string(CRAFTMATE_SOURCE_DIR) + "/tests/integration/client_mineflayer_peer.js";
    const std::string nodePath = std::string(CRAFTMATE_SERVER_DIR) + "/node_modules";
    const std::string portText = std::to_string(port);
    pid_ = ::fork();
    if (pid_ == 0) {
      ::prctl(PR_SET_PDEATHSIG, SIGTERM);
      ::dup2(in[0], 0);
      ::dup2(out[1], 1);
      ::setenv("NODE_PATH", nodePath.c_str(), 1);
      ::execlp("node", "node", script.c_str(), host.c_str(), portText.c_str(), username.c_str(), version.c_str(), nullptr);
      ::_exit(127);
    }
    ::close(in[0]);
    ::close(out[1]);
    stdin_ = in[1];
    stdout_ = out[0];
  }
  ~MineflayerPeer() {
    if (stdin_ >= 0) ::close(stdin_);
    if (pid_ > 0) {
      for (int i = 0; i < 20 && ::waitpid(pid_, nullptr, WNOHANG) == 0; ++i) ::usleep(100000);
      ::kill(pid_, SIGKILL);
      ::waitpid(pid_, nullptr, 0);
    }
    if (stdout_ >= 0) ::close(stdout_);
  }

  // Next line matching `accept`, or throws after `timeout` (lines not accepted stay queued).
  nlohmann::json waitFor(const std::function<bool(const nlohmann::json&)>& accept, std::chrono::milliseconds timeout,
                         const std::string& what) {
    const auto deadline = std::chrono::steady_clock::now() + timeout;
    for (;;) {
      for (auto it = lines_.begin(); it != lines_.end(); ++it) {
        if (accept(*it)) {
          auto found = *it;
          lines_.erase(it);
          return found;
        }
      }
      const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - std::chrono::steady_clock::now());
      if (left.count() <= 0) throw std::runtime_error("mineflayer peer: timed out waiting for " + what);
      readSome(static_cast<int>(left.count()));
    }
  }
  nlohmann::json waitEvent(const std::string& name, std::chrono::milliseconds timeout = std::chrono::seconds(30)) {
    return waitFor([&](const nlohmann::json& j) { return j.value("event", "") == name; }, timeout, "event " + name);
  }
  nlohmann::json call(nlohmann::json command, std::chrono::milliseconds timeout = std::chrono::seconds(30)) {
    const int id = ++lastId_;
    command["id"] = id;
    const std::string line = command.dump() + "\n";
    if (::write(stdin_, line.data(), line.size()) != static_cast<ssize_t>(line.size())) {
      throw std::runtime_error("mineflayer peer: write failed");
    }
    auto reply = waitFor([&](const nlohmann::json& j) { return j.contains("reply") && j["reply"] == id; }, timeout,
                         "reply to " + command.value("cmd", std::string("?")));
    if (reply.contains("error")) throw std::runtime_error("mineflayer peer: " + reply["error"].get<std::string>());
    return reply;
  }

 private:
  void readSome(int timeoutMs) {
    pollfd p{stdout_, POLLIN, 0};
    if (::poll(&p, 1, std::min(timeoutMs, 200)) <= 0) return;
    char buf[65536];
    const ssize_t n = ::read(stdout_, buf, sizeof buf);
    if (n <= 0) throw std::runtime_error("mineflayer peer exited");
    partial_.append(buf, n);
    std::size_t nl;
    while ((nl = partial_.find('\n')) != std::string::npos) {
      auto line = partial_.substr(0, nl);
      partial_.erase(0, nl + 1);
      try {
        lines_.push_back(nlohmann::json::parse(line));
      } catch (...) {
        // mineflayer sometimes logs warnings on stdout; they are not protocol lines
      }
    }
  }
  pid_t pid_ = -1;
  int stdin_ = -1, stdout_ = -1;
  int lastId_ = 0;
  std::string partial_;
  std::deque<nlohmann::json> lines_;
};

}  // namespace craftmate::testing
