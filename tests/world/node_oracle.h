#pragma once
// Runs a node script from tests/world/oracle with the embedded server's node_modules, for
// differential tests against the PrismarineJS packages mineflayer is made of.

#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>
#include <stdexcept>
#include <string>

namespace craftmate::world::oracle {

inline bool nodeAvailable() { return std::system("node --version > /dev/null 2>&1") == 0; }

// Writes `input` to a temporary file, runs `node <script> <file>` and parses its stdout as JSON.
inline nlohmann::json runOracle(const std::string& script, const nlohmann::json& input) {
  namespace fs = std::filesystem;
  const fs::path dir = fs::temp_directory_path() / ("craftmate_oracle_" + std::to_string(::getpid()));
  fs::create_directories(dir);
  const fs::path in = dir / (script + ".in.json"), out = dir / (script + ".out.json"), err = dir / "stderr.txt";
  std::ofstream(in) << input.dump();
  const std::string cmd = std::string("NODE_PATH='") + CRAFTMATE_SERVER_DIR + "/node_modules' node '" +
                          CRAFTMATE_SOURCE_DIR + "/tests/world/oracle/" + script + "' '" + in.string() + "' > '" +
                          out.string() + "' 2> '" + err.string() + "'";
  if (std::system(cmd.c_str()) != 0) {
    std::ifstream e(err);
    std::stringstream s;
    s << e.rdbuf();
    throw std::runtime_error("oracle " + script + " failed: " + s.str());
  }
  std::ifstream o(out);
  return nlohmann::json::parse(o);
}

}  // namespace craftmate::world::oracle
