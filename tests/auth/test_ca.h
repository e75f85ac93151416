#pragma once
// A certificate authority made for one test run with the openssl command: ca.pem (what the client
// is told to trust) and a server certificate for 127.0.0.1 / localhost signed by it. Nothing here
// turns verification off: clients trust ca.pem through their CA-file option.

#include <filesystem>
#include <string>

namespace craftmate::auth::testing {

class TestCa {
 public:
  TestCa();  // throws std::runtime_error with openssl's output when a step fails
  ~TestCa();
  TestCa(const TestCa&) = delete;
  TestCa& operator=(const TestCa&) = delete;

  const std::filesystem::path& dir() const { return dir_; }
  std::string caFile() const { return (dir_ / "ca.pem").string(); }
  std::string serverCertificate() const { return (dir_ / "server.pem").string(); }
  std::string serverKey() const { return (dir_ / "server.key").string(); }

 private:
  std::filesystem::path dir_;
};

}  // namespace craftmate::auth::testing
