// The node server child never outlives craftmate and holds none of its other descriptors:
// `craftmate server` (parent-death signal, a second Ctrl-C kills) and ServerProcess, the server of
// `craftmate eval`/`start` (its stdin pipe closes when craftmate dies, whichever thread started it).
// A stand-in for node (a python script given as CRAFTMATE_NODE) records its pid and descriptors,
// prints READY like start.js and then waits, only noting SIGINT and SIGTERM when told to.

#include <fcntl.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <thread>

#include <gtest/gtest.h>

#include "app/server_process.h"

namespace {

namespace fs = std::filesystem;
using namespace std::chrono_literals;

std::string readAll(const fs::path& path) {
  std::ifstream in(path);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

// True while `pid` runs (a zombie, dead but not yet reaped by its new parent, counts as gone).
bool alive(pid_t pid) {
  const std::string stat = readAll("/proc/" + std::to_string(pid) + "/stat");
  const auto close = stat.rfind(')');
  return close != std::string::npos && close + 2 < stat.size() && stat[close + 2] != 'Z';
}

template <typename Condition>
bool waitFor(Condition condition, std::chrono::milliseconds timeout = 15s) {
  const auto deadline = std::chrono::steady_clock::now() + timeout;
  while (std::chrono::steady_clock::now() < deadline) {
    if (condition()) return true;
    std::this_thread::sleep_for(20ms);
  }
  return condition();
}

class ServerLifetime : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() / ("craftmate_server_lifetime_" + std::to_string(::getpid()) + "_" +
                                       ::testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::create_directories(dir_ / "server" / "node_modules" / "flying-squid");
    std::ofstream(dir_ / "server" / "start.js") << "// craftmate checks that it exists\n";
    ::setenv("CRAFTMATE_SERVER_DIR", (dir_ / "server").c_str(), 1);
    ::setenv("CRAFTMATE_NODE", (dir_ / "node").c_str(), 1);
  }
  void TearDown() override {
    if (nodePid_ > 0) ::kill(nodePid_, SIGKILL);
    fs::remove_all(dir_);
  }

  // Writes the stand-in node (python: a shell cannot trap a signal its parent ignored); with
  // `stubborn` it notes SIGINT and SIGTERM in `signals` and goes on.
  void writeNode(bool stubborn) {
    const fs::path node = dir_ / "node";
    std::ofstream(node) << "#!/usr/bin/python3\n"
                        << "import os, signal, sys, time\n"
                        << "def note(*_): open('" << (dir_ / "signals").string() << "', 'a').write('signal\\n')\n"
                        << (stubborn ? "signal.signal(signal.SIGINT, note)\nsignal.signal(signal.SIGTERM, note)\n" : "")
                        << "open('" << (dir_ / "fds").string() << "', 'w').write('\\n'.join(os.listdir('/proc/self/fd')) + '\\n')\n"
                        << "open('" << (dir_ / "pid").string() << "', 'w').write(str(os.getpid()) + '\\n')\n"
                        << "print('READY 1', flush=True)\n"
                        << "while True: time.sleep(0.2)\n";
    fs::permissions(node, fs::perms::owner_all);
  }

  // The stand-in's pid, once it has started.
  pid_t nodePid() {
    EXPECT_TRUE(waitFor([&] { return readAll(dir_ / "pid").find('\n') != std::string::npos; })) << "node never started";
    nodePid_ = std::atoi(readAll(dir_ / "pid").c_str());
    return nodePid_;
  }

  // Starts `craftmate server --port 0` with an extra descriptor (57) open without close-on-exec.
  pid_t startCraftmateServer() {
    const pid_t pid = ::fork();
    if (pid == 0) {
      const int fd = ::open("/dev/null", O_RDONLY);
      ::dup2(fd, 57);
      const int out = ::open((dir_ / "out").c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
      ::dup2(out, 1);
      ::dup2(out, 2);
      ::execl(CRAFTMATE_BIN, CRAFTMATE_BIN, "server", "--port", "0", static_cast<char*>(nullptr));
      ::_exit(127);
    }
    return pid;
  }

  bool exitsWithin(pid_t pid, std::chrono::milliseconds timeout) {
    return waitFor([&] { return ::waitpid(pid, nullptr, WNOHANG) == pid; }, timeout);
  }

  fs::path dir_;
  pid_t nodePid_ = -1;
};

TEST_F(ServerLifetime, CraftmateServersNodeDiesWhenCraftmateIsKilled) {
  writeNode(false);
  const pid_t craftmate = startCraftmateServer();
  const pid_t node = nodePid();
  ::kill(craftmate, SIGKILL);
  ASSERT_TRUE(exitsWithin(craftmate, 15s));
  EXPECT_TRUE(waitFor([&] { return !alive(node); })) << "the server outlived craftmate";
}

TEST_F(ServerLifetime, CraftmateServersNodeInheritsNoOtherDescriptor) {
  writeNode(false);
  const pid_t craftmate = startCraftmateServer();
  nodePid();
  ASSERT_TRUE(waitFor([&] { return readAll(dir_ / "fds").find('\n') != std::string::npos; }));
  std::istringstream fds(readAll(dir_ / "fds"));
  for (std::string fd; fds >> fd;) EXPECT_NE(fd, "57") << "node holds craftmate's descriptor 57";
  ::kill(craftmate, SIGTERM);
  EXPECT_TRUE(exitsWithin(craftmate, 15s));
}

TEST_F(ServerLifetime, ASecondInterruptStopsAServerThatIgnoresTheFirst) {
  writeNode(true);
  const pid_t craftmate = startCraftmateServer();
  const pid_t node = nodePid();
  ::kill(craftmate, SIGINT);  // forwarded, and only noted
  ASSERT_TRUE(waitFor([&] { return !readAll(dir_ / "signals").empty(); })) << "the first Ctrl-C never reached the server";
  ::kill(craftmate, SIGINT);
  EXPECT_TRUE(exitsWithin(craftmate, 15s)) << "craftmate server still waits after a second Ctrl-C";
  EXPECT_TRUE(waitFor([&] { return !alive(node); })) << "the server survived a second Ctrl-C";
}

// eval starts its servers on worker threads; a server must live as long as its ServerProcess,
// not as long as the thread that started it, and must die when craftmate dies.
TEST_F(ServerLifetime, ServerProcessOutlivesItsThreadAndDiesWithTheProcess) {
  const fs::path status = dir_ / "status";
  // The real start.js is wanted here: its exit at the end of its stdin is what stops it.
  ::setenv("CRAFTMATE_SERVER_DIR", CRAFTMATE_SERVER_DIR, 1);
  ::unsetenv("CRAFTMATE_NODE");
  const pid_t owner = ::fork();
  if (owner == 0) {
    std::unique_ptr<craftmate::app::ServerProcess> server;
    std::thread([&] {
      server = std::make_unique<craftmate::app::ServerProcess>((dir_ / "log").string(), "flat",
                                                               std::vector<std::string>{"Andy_0"}, "", 15s);
    }).join();
    std::this_thread::sleep_for(1s);  // a thread-bound death signal arrives at once
    std::ofstream(status) << "thread gone\n";
    ::pause();  // killed by the test; no destructor runs
  }
  ASSERT_TRUE(waitFor([&] { return readAll(status) == "thread gone\n"; }, 90s)) << readAll(dir_ / "log");
  const std::string children = readAll("/proc/" + std::to_string(owner) + "/task/" + std::to_string(owner) + "/children");
  const pid_t node = std::atoi(children.c_str());
  ASSERT_GT(node, 0) << "the server died with the thread that started it; its log:\n" << readAll(dir_ / "log");
  EXPECT_TRUE(alive(node));
  ::kill(owner, SIGKILL);
  ::waitpid(owner, nullptr, 0);
  nodePid_ = node;
  EXPECT_TRUE(waitFor([&] { return !alive(node); })) << "the server outlived craftmate";
}

}  // namespace
