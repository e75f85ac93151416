#pragma once
// What the auth tests share: one test CA per process, a fake of the services, a private cache
// folder, a controllable clock, and a helper that runs a coroutine to its end.

#include <sys/stat.h>
#include <unistd.h>

#include <boost/asio/co_spawn.hpp>
#include <boost/asio/io_context.hpp>
#include <boost/asio/use_future.hpp>

#include <filesystem>
#include <memory>
#include <string>
#include <vector>

#include "auth/microsoft_account.h"
#include "tests/auth/fake_microsoft_services.h"
#include "tests/auth/test_ca.h"

namespace craftmate::auth::testing {

inline TestCa& sharedCa() {
  static TestCa ca;
  return ca;
}

struct AuthHarness {
  TestCa& ca = sharedCa();
  FakeMicrosoftServices fake{ca};
  std::filesystem::path cacheDir;
  std::vector<DeviceCode> codes;
  std::chrono::system_clock::time_point clock = std::chrono::system_clock::now();

  AuthHarness() {
    static int counter = 0;
    cacheDir = std::filesystem::temp_directory_path() /
               ("craftmate_auth_" + std::to_string(::getpid()) + "_" + std::to_string(counter++)) / "cache";
    std::filesystem::remove_all(cacheDir.parent_path());
  }
  ~AuthHarness() { std::filesystem::remove_all(cacheDir.parent_path()); }

  AuthOptions options() {
    AuthOptions o;
    o.endpoints = Endpoints::at(fake.baseUrl());
    o.caFile = ca.caFile();
    o.cacheDir = cacheDir;
    o.onDeviceCode = [this](const std::string&, const DeviceCode& code) { codes.push_back(code); };
    o.now = [this] { return clock; };
    o.retry.maxAttempts = 1;
    o.retry.timeout = std::chrono::milliseconds(20000);
    return o;
  }

  // The embedded server's arguments for online mode, checking each login with this fake.
  std::vector<std::string> onlineServerArgs() const {
    return {"--online-mode", "--session-server", fake.baseUrl(), "--session-server-ca", ca.caFile()};
  }
};

// Runs `make(io)`'s awaitable on a fresh io_context until it completes; rethrows its exception.
template <class Make>
auto runAwaitable(Make make) {
  boost::asio::io_context io;
  auto future = boost::asio::co_spawn(io, make(io.get_executor()), boost::asio::use_future);
  io.run();
  return future.get();
}

inline unsigned modeOf(const std::filesystem::path& p) {
  struct stat st {};
  ::stat(p.c_str(), &st);
  return st.st_mode & 0777;
}

}  // namespace craftmate::auth::testing
