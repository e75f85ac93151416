#include "app/server_process.h"

#include <fcntl.h>
#include <signal.h>
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

void closeInheritedFds() {
  if (::close_range(3, ~0U, 0) == 0) return;
  for (long fd = 3, max = ::sysconf(_SC_OPEN_MAX); fd < (max > 0 ? max : 65536); ++fd) ::close(static_cast<int>(fd));
}

ServerProcess::ServerProcess(const std::string& logFile, const std::string& world,
                             const std::vector<std::string>& operators, const std::string& version,
                             std::chrono::seconds startTimeout) {
  const std::string serverDir = envOr("CRAFTMATE_SERVER_DIR", CRAFTMATE_SERVER_DIR);
  const auto script = std::filesystem::path(serverDir) / "start.js";
  if (!std::filesystem::exists(script))
    throw std::runtime_error("cannot find " + script.string() + "; set CRAFTMATE_SERVER_DIR to the repository's server/ "
                             "folder, or give --host/--port of a running server");
  if (!std::filesystem::exists(std::filesystem::path(serverDir) / "node_modules" / "flying-squid"))
    throw std::runtime_error("flying-squid is not installed in " + serverDir + "/node_modules; run `npm ci` there (or ./setup)");
  const std::string node = envOr("CRAFTMATE_NODE", "node");
  std::vector<std::string> command = {node, script.string(), "--port", "0", "--world", world};
  std::string names;
  for (const auto& name : operators) names += (names.empty() ? "" : ",") + name;
  if (!names.empty()) command.insert(command.end(), {"--ops", names});
  if (!version.empty() && version != "auto") command.insert(command.end(), {"--version", version});
  std::vector<char*> argv;
  for (auto& c : command) argv.push_back(c.data());
  argv.push_back(nullptr);

  const int log = ::open(logFile.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
  if (log < 0) throw std::runtime_error("cannot write the server log " + logFile + ": " + std::strerror(errno));
  int in[2];
  if (::pipe2(in, O_CLOEXEC) != 0) {
    ::close(log);
    throw std::runtime_error(std::string("cannot start the server: pipe failed: ") + std::strerror(errno));
  }
  pid_ = ::fork();
  if (pid_ < 0) {
    ::close(log);
    ::close(in[0]);
    ::close(in[1]);
    throw std::runtime_error(std::string("cannot start the server: fork failed: ") + std::strerror(errno));
  }
  if (pid_ == 0) {  // only async-signal-safe calls until exec
    ::dup2(in[0], STDIN_FILENO);
    ::dup2(log, STDOUT_FILENO);
    ::dup2(log, STDERR_FILENO);
    closeInheritedFds();
    ::execvp(argv[0], argv.data());
    std::fprintf(stderr, "cannot run '%s': %s (install Node.js or set CRAFTMATE_NODE)\n", argv[0], std::strerror(errno));
    ::_exit(127);
  }
  ::close(log);
  ::close(in[0]);
  stdin_ = in[1];
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
      ::close(stdin_);
      stdin_ = -1;
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

bool ServerProcess::running() {
  if (pid_ > 0 && exited(pid_)) pid_ = -1;
  return pid_ > 0;
}

void ServerProcess::stop() {
  if (stdin_ >= 0) ::close(stdin_);
  stdin_ = -1;
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
