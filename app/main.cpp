// The `craftmate` executable: dispatches to a subcommand (see app/subcommands.cpp).

#include <iostream>
#include <string>
#include <vector>

#include "app/subcommand.h"

namespace {

void printHelp(std::ostream& out) {
  out << "craftmate - teams of LLM agents in Minecraft and in text worlds\n\n"
         "Usage: craftmate <subcommand> [options]\n\nSubcommands:\n";
  for (const auto& sub : craftmate::app::subcommands()) {
    out << "  " << sub.name << std::string(sub.name.size() < 12 ? 12 - sub.name.size() : 1, ' ')
        << sub.summary << "\n";
  }
  out << "\nRun 'craftmate <subcommand> --help' for its options.\n";
}

}  // namespace

int main(int argc, char** argv) {
  std::vector<std::string> args(argv + 1, argv + argc);
  if (args.empty() || args[0] == "--help" || args[0] == "-h" || args[0] == "help") {
    printHelp(std::cout);
    return args.empty() ? 1 : 0;
  }
  for (const auto& sub : craftmate::app::subcommands()) {
    if (sub.name != args[0]) continue;
    std::vector<std::string> rest(args.begin() + 1, args.end());
    if (!rest.empty() && (rest[0] == "--help" || rest[0] == "-h")) {
      std::cout << sub.usage;
      return 0;
    }
    try {
      return sub.run(rest);
    } catch (const std::exception& e) {
      std::cerr << "craftmate " << sub.name << ": " << e.what() << "\n";
      return 2;
    }
  }
  std::cerr << "craftmate: unknown subcommand '" << args[0] << "'. Run 'craftmate --help' for the list.\n";
  return 2;
}
