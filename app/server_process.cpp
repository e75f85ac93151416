#include "app/server_process.h"

#include <fcntl.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>
#include <stdexcept>
#include <thread>
#include <vector>

namespace craftmate::app {

namespace {

std::string envOr(const char* name, const std::string& fallback) {
  const char* value = std::getenv(name);
  return value && *value ? std::string(value) : fallback;
}

std::string readFile(const std::string& path) {
  std::ifstream in(path);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

bool exited(pid_t pid) {
  int status = 0;
  const pid_t r = ::waitpid(pid, &status, WNOHANG);
  return r == pid || (r < 0 && errno == ECHILD);
}

}  // namespace

ServerProcess::ServerProcess(const std::string& logFile, const std::string& world, std::chrono::seconds startTimeout) {
  const std::string serverDir = envOr("CRAFTMATE_SERVER_DIR", CRAFTMATE_SERVER_DIR);
  const auto script = std::filesystem::path(serverDir) / "start.js";
  if (!std::filesystem::exists(script))
    throw std::runtime_error("cannot find " + script.string() + "; set CRAFTMATE_SERVER_DIR to the repository's server/ "
                             "folder, or give --host/--port of a running server");
  if (!std::filesystem::exists(std::filesystem::path(serverDir) / "node_modules" / "flying-squid"))
    throw std::runtime_error("flying-squid is not installed in " + serverDir + "/node_modules; run `npm ci` there (or ./setup)");
  const std::string node = envOr("CRAFTMATE_NODE", "node");
  std::vector<std::string> command = {node, script.string(), "--port", "0", "--world", world, "--no-stdin-exit"};

  const int log = ::open(logFile.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
  if (log < 0) throw std::runtime_error("cannot write the server log " + logFile + ": " + std::strerror(errno));
  pid_ = ::fork();
  if (pid_ < 0) {
    ::close(log);
    throw std::runtime_error(std::string("cannot start the server: fork failed: ") + std::strerror(errno));
  }
  if (pid_ == 0) {
    ::prctl(PR_SET_PDEATHSIG, SIGTERM);  // no orphaned servers when craftmate is killed
    const int devNull = ::open("/dev/null", O_RDONLY);
    ::dup2(devNull, STDIN_FILENO);
    ::dup2(log, STDOUT_FILENO);
    ::dup2(log, STDERR_FILENO);
    std::vector<char*> argv;
    for (auto& c : command) argv.push_back(c.data());
    argv.push_back(nullptr);
    ::execvp(argv[0], argv.data());
    std::fprintf(stderr, "cannot run '%s': %s (install Node.js or set CRAFTMATE_NODE)\n", argv[0], std::strerror(errno));
    ::_exit(127);
  }
  ::close(log);
  const std::regex ready("READY (\\d+)");
  const auto deadline = std::chrono::steady_clock::now() + startTimeout;
  while (std::chrono::steady_clock::now() < deadline) {
    std::smatch m;
    const std::string text = readFile(logFile);
    if (std::regex_search(text, m, ready)) {
      port_ = static_cast<std::uint16_t>(std::stoi(m[1]));
      return;
    }
    if (exited(pid_)) {
      pid_ = -1;
      throw std::runtime_error("the embedded server stopped before it was ready; its log (" + logFile + ") ends with:\n" +
                               text.substr(text.size() > 2000 ? text.size() - 2000 : 0));
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(100));
  }
  stop();
  throw std::runtime_error("the embedded server was not ready after " + std::to_string(startTimeout.count()) +
                           " s; see " + logFile);
}

ServerProcess::~ServerProcess() { stop(); }

void ServerProcess::stop() {
  if (pid_ <= 0) return;
  ::kill(pid_, SIGTERM);
  for (int i = 0; i < 100 && !exited(pid_); ++i) std::this_thread::sleep_for(std::chrono::milliseconds(50));
  if (!exited(pid_)) {
    ::kill(pid_, SIGKILL);
    ::waitpid(pid_, nullptr, 0);
  }
  pid_ = -1;
}

}  // namespace craftmate::app
