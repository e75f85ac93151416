#pragma once
// One `craftmate <name>` subcommand. Each lives in its own app/cmd_<name>.cpp and is listed in
// app/subcommands.cpp; main() only dispatches.

#include <string>
#include <vector>

namespace craftmate::app {

struct Subcommand {
  std::string name;
  std::string summary;  // one line for `craftmate --help`
  std::string usage;    // full help for `craftmate <name> --help`
  int (*run)(const std::vector<std::string>& args);  // args after the subcommand name
};

const std::vector<Subcommand>& subcommands();

}  // namespace craftmate::app
