// Runs a shell command from a test, capturing its stdout and exit code; runCraftmate and runCli run
// the craftmate executable of the test (CRAFTMATE_BIN / CRAFTMATE_CLI, set by the test's CMake
// target), without its stderr and with stderr merged in.
#pragma once

#include <sys/wait.h>

#include <array>
#include <cstdio>
#include <string>

namespace craftmate::test {

struct CliResult {
  int exitCode = -1;
  std::string output;  // what the command wrote to stdout (runCli: stdout and stderr)
};

// `command` through /bin/sh; the caller redirects stderr as it needs.
inline CliResult runShell(const std::string& command) {
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

#ifdef CRAFTMATE_BIN
// The craftmate executable (CRAFTMATE_BIN) with `arguments`: its stdout only; its log on stderr is
// dropped.
inline CliResult runCraftmate(const std::string& arguments) {
  return runShell(std::string(CRAFTMATE_BIN) + " " + arguments + " 2>/dev/null");
}
#endif

#ifdef CRAFTMATE_CLI
// `input`, when given, is what a person types (piped to stdin; a printf format, quoted with '').
inline CliResult runCli(const std::string& arguments, const std::string& input = "") {
  std::string command = std::string(CRAFTMATE_CLI) + " " + arguments + " 2>&1";
  if (!input.empty()) command = "printf '" + input + "' | " + command;
  return runShell(command);
}
#endif

}  // namespace craftmate::test
