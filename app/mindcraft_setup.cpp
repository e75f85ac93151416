#include "app/mindcraft_setup.h"

#include <iostream>

#include "app/comma_list.h"
#include "commands/mindcraft_commands.h"

namespace craftmate::app {

namespace {

// `--profiles` as MINDcraft's yargs array (every value up to the next flag) or comma lists, turned
// into the JSON array the settings flag takes; a JSON array is passed through.
std::string profilesFlagValue(const std::vector<std::string>& args, size_t& i) {
  if (i + 1 < args.size() && !args[i + 1].empty() && args[i + 1].front() == '[') return args[++i];
  nlohmann::json files = nlohmann::json::array();
  while (i + 1 < args.size() && args[i + 1].rfind("--", 0) != 0) {
    for (const std::string& f : commaList(args[++i]))
      if (!f.empty()) files.push_back(f);
  }
  if (files.empty()) throw std::runtime_error("--profiles needs at least one profile file, e.g. --profiles ./andy.json");
  return files.dump();
}

}  // namespace

agents::Settings loadSettings(const std::vector<std::string>& args, std::vector<std::string>& rest) {
  agents::Settings settings;
  std::vector<std::string> remaining;
  for (size_t i = 0; i < args.size(); ++i) {
    if (args[i] == "--settings") {
      if (i + 1 >= args.size()) throw std::runtime_error("--settings needs a file path");
      settings.mergeFile(args[++i]);
    } else if (args[i] == "--profiles") {
      remaining.push_back("--profiles");
      remaining.push_back(profilesFlagValue(args, i));
    } else {
      remaining.push_back(args[i]);
    }
  }
  settings.mergeEnvironment();
  rest = settings.mergeFlags(remaining);
  for (const std::string& w : settings.warnings()) std::cerr << "warning: " << w << "\n";
  return settings;
}

std::vector<std::string> profilesGiven(const agents::Settings& settings) {
  const nlohmann::json& profiles = settings.values().at("profiles");
  if (profiles == agents::Settings::defaults().at("profiles")) return {};
  return profiles.get<std::vector<std::string>>();
}

commands::CommandSet mindcraftCommandSet(const agents::Settings& settings) {
  commands::CommandSet set(commands::mindcraftCommands(), settings.blockedActions());
  for (const std::string& name : set.unknownBlockedNames()) {
    std::cerr << "warning: blocked_actions lists " << name << ", which is not a command\n";
  }
  return set;
}

}  // namespace craftmate::app
