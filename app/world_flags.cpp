#include "app/world_flags.h"

#include <stdexcept>

namespace craftmate::app {

const games::GameInfo& worldInfo(const std::string& name) {
  const games::GameInfo* info = games::GameRegistry::builtIn().find(name);
  if (info == nullptr) {
    games::GameRegistry::builtIn().create(name, {});  // throws, listing the worlds
    throw std::invalid_argument("unknown world '" + name + "'; see 'craftmate worlds'");
  }
  return *info;
}

void requireWorldParameter(const games::GameInfo& world, const std::string& key, const std::string& commandOption) {
  std::string names;
  for (const auto& p : world.parameters) {
    if (p.name == key) return;
    names += " --" + p.name;
  }
  throw std::invalid_argument("unknown option --" + key + " (not " + commandOption + " nor a parameter of " + world.name +
                              "); its parameters:" + (names.empty() ? " none" : names));
}

nlohmann::json worldParameterValue(const std::string& text) {
  try {
    nlohmann::json value = nlohmann::json::parse(text);
    if (value.is_number() || value.is_boolean()) return value;
  } catch (const nlohmann::json::exception&) {
  }
  return text;
}

}  // namespace craftmate::app
