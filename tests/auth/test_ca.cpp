#include "tests/auth/test_ca.h"

#include <unistd.h>

#include <fstream>
#include <stdexcept>

#include "tests/support/cli_run.h"

namespace craftmate::auth::testing {

namespace {

void run(const std::string& command) {
  const craftmate::test::CliResult r = craftmate::test::runShell(command + " 2>&1");
  if (r.exitCode != 0) throw std::runtime_error("'" + command + "' failed:\n" + r.output);
}

}  // namespace

TestCa::TestCa() {
  static int counter = 0;
  dir_ = std::filesystem::temp_directory_path() /
         ("craftmate_test_ca_" + std::to_string(::getpid()) + "_" + std::to_string(counter++));
  std::filesystem::remove_all(dir_);
  std::filesystem::create_directories(dir_);
  const std::string d = dir_.string();
  const std::string ec = "-newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes";
  run("openssl req -x509 " + ec + " -keyout " + d + "/ca.key -out " + d +
      "/ca.pem -days 2 -subj '/CN=craftmate test CA' -addext basicConstraints=critical,CA:TRUE"
      " -addext keyUsage=critical,keyCertSign,cRLSign");
  run("openssl req " + ec + " -keyout " + d + "/server.key -out " + d + "/server.csr -subj '/CN=127.0.0.1'");
  std::ofstream(dir_ / "server.ext") << "subjectAltName=IP:127.0.0.1,DNS:localhost\nbasicConstraints=CA:FALSE\n"
                                        "extendedKeyUsage=serverAuth\n";
  run("openssl x509 -req -in " + d + "/server.csr -CA " + d + "/ca.pem -CAkey " + d + "/ca.key -CAcreateserial -out " +
      d + "/server.pem -days 2 -extfile " + d + "/server.ext");
}

TestCa::~TestCa() {
  std::error_code ignored;
  std::filesystem::remove_all(dir_, ignored);
}

}  // namespace craftmate::auth::testing
