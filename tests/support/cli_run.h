// Runs the craftmate executable of the test (CRAFTMATE_CLI, set by the test's CMake target) with the
// given arguments, capturing stdout and stderr together and the exit code.
#pragma once

#include <sys/wait.h>

#include <array>
#include <cstdio>
#include <string>

namespace craftmate::test {

struct CliResult {
  int exitCode = -1;
  std::string output;  // stdout and stderr
};

inline CliResult runCli(const std::string& arguments) {
  const std::string command = std::string(CRAFTMATE_CLI) + " " + arguments + " 2>&1";
  FILE* pipe = ::popen(command.c_str(), "r");
  CliResult result;
  if (!pipe) return result;
  std::array<char, 4096> buffer{};
  std::size_t n = 0;
  while ((n = std::fread(buffer.data(), 1, buffer.size(), pipe)) > 0) result.output.append(buffer.data(), n);
  const int status = ::pclose(pipe);
  result.exitCode = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  return result;
}

}  // namespace craftmate::test
