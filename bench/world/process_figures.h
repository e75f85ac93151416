#pragma once
// What the side-by-side client benchmarks read of their own process and of the node half they run:
// resident memory and CPU time from /proc and getrusage, and the node script's JSON result.

#include <sys/resource.h>

#include <cstdio>
#include <fstream>
#include <nlohmann/json.hpp>
#include <stdexcept>
#include <string>
#include <vector>

namespace craftmate::bench {

// VmRSS of this process in KiB.
inline long residentKiB() {
  std::ifstream status("/proc/self/status");
  std::string key;
  long value = 0;
  while (status >> key) {
    if (key == "VmRSS:") {
      status >> value;
      return value;
    }
    std::getline(status, key);
  }
  return 0;
}

// User + system CPU seconds of every thread of this process (not of its children).
inline double cpuSeconds() {
  rusage u{};
  ::getrusage(RUSAGE_SELF, &u);
  return u.ru_utime.tv_sec + u.ru_stime.tv_sec + (u.ru_utime.tv_usec + u.ru_stime.tv_usec) / 1e6;
}

// The shell command running bench/world/<script> with the server's node modules (mineflayer).
inline std::string nodeHalfCommand(const std::string& script, const std::vector<std::string>& args) {
  std::string command = std::string("NODE_PATH='") + CRAFTMATE_SERVER_DIR + "/node_modules' node '" +
                        CRAFTMATE_SOURCE_DIR + "/bench/world/" + script + "'";
  for (const auto& a : args) command += " '" + a + "'";
  return command;
}

// Runs `command` (a node script) and returns the last stdout line that is a JSON object (mineflayer
// may print warnings on stdout). Lines starting with '#' are progress and are echoed. Throws with
// what it printed when it fails or prints no result.
inline nlohmann::json runNodeHalf(const std::string& command) {
  FILE* pipe = ::popen(command.c_str(), "r");
  if (!pipe) throw std::runtime_error("could not start the node half: " + command);
  std::string text, last;
  char buf[4096];
  while (std::fgets(buf, sizeof buf, pipe)) {
    const std::string line = buf;
    text += line;
    if (line.starts_with("#")) std::fputs(line.c_str(), stdout);
    if (line.starts_with("{")) last = line;
  }
  if (::pclose(pipe) != 0 || last.empty()) throw std::runtime_error("the mineflayer half failed:\n" + text);
  return nlohmann::json::parse(last);
}

}  // namespace craftmate::bench
