#include "app/mindcraft_setup.h"

#include <iostream>

#include "commands/mindcraft_commands.h"

namespace craftmate::app {

agents::Settings loadSettings(const std::vector<std::string>& args, std::vector<std::string>& rest) {
  agents::Settings settings;
  std::vector<std::string> remaining;
  for (size_t i = 0; i < args.size(); ++i) {
    if (args[i] == "--settings") {
      if (i + 1 >= args.size()) throw std::runtime_error("--settings needs a file path");
      settings.mergeFile(args[++i]);
    } else {
      remaining.push_back(args[i]);
    }
  }
  settings.mergeEnvironment();
  rest = settings.mergeFlags(remaining);
  for (const std::string& w : settings.warnings()) std::cerr << "warning: " << w << "\n";
  return settings;
}

commands::CommandSet mindcraftCommandSet(const agents::Settings& settings) {
  commands::CommandSet set(commands::mindcraftCommands(), settings.blockedActions());
  for (const std::string& name : set.unknownBlockedNames()) {
    std::cerr << "warning: blocked_actions lists " << name << ", which is not a command\n";
  }
  return set;
}

}  // namespace craftmate::app
