#include <algorithm>
#include <stdexcept>

#include "agents/methods/agent_method.h"

namespace craftmate::agents::methods {

void registerBuiltInMethods(MethodRegistry& registry);  // registered_methods.cpp

const MethodRegistry& MethodRegistry::builtIn() {
  static const MethodRegistry registry = [] {
    MethodRegistry r;
    registerBuiltInMethods(r);
    return r;
  }();
  return registry;
}

void MethodRegistry::add(MethodInfo info) {
  if (find(info.name) != nullptr) throw std::logic_error("agent method '" + info.name + "' registered twice");
  methods_.push_back(std::move(info));
}

const MethodInfo* MethodRegistry::find(const std::string& name) const {
  for (const MethodInfo& m : methods_) {
    if (m.name == name) return &m;
  }
  return nullptr;
}

namespace {

std::string joined(const std::vector<std::string>& names) {
  std::string text;
  for (const std::string& n : names) text += (text.empty() ? "" : ", ") + n;
  return text;
}

}  // namespace

std::unique_ptr<AgentMethod> MethodRegistry::create(const std::string& name, const std::string& world,
                                                    MethodOptions options) const {
  const MethodInfo* info = find(name);
  if (info == nullptr) {
    std::vector<std::string> names{"mindcraft"};
    for (const MethodInfo& m : methods_) names.push_back(m.name);
    throw std::invalid_argument("unknown agent method '" + name + "'; known: " + joined(names));
  }
  if (!info->worlds.empty() && std::find(info->worlds.begin(), info->worlds.end(), world) == info->worlds.end()) {
    throw std::invalid_argument("agent method '" + name + "' plays " + joined(info->worlds) + ", not '" + world +
                                "'; the MINDcraft loop (the default) plays every world");
  }
  for (const auto& [key, value] : options) {
    const bool known = std::any_of(info->options.begin(), info->options.end(),
                                   [&](const MethodOption& o) { return o.name == key; });
    if (!known) {
      std::vector<std::string> names;
      for (const MethodOption& o : info->options) names.push_back(o.name);
      throw std::invalid_argument("agent method '" + name + "' has no option '" + key + "'" +
                                  (names.empty() ? std::string(" (it takes none)") : "; its options: " + joined(names)));
    }
  }
  for (const MethodOption& o : info->options) options.try_emplace(o.name, o.defaultValue);
  return info->create(options);
}

bool optionFlag(const MethodOptions& options, const std::string& name) {
  const auto it = options.find(name);
  if (it == options.end()) throw std::invalid_argument("method option '" + name + "' is not set");
  if (it->second == "true" || it->second == "1") return true;
  if (it->second == "false" || it->second == "0") return false;
  throw std::invalid_argument("method option '" + name + "' must be true or false, not '" + it->second + "'");
}

int optionInt(const MethodOptions& options, const std::string& name) {
  const auto it = options.find(name);
  if (it == options.end()) throw std::invalid_argument("method option '" + name + "' is not set");
  size_t used = 0;
  int value = 0;
  try {
    value = std::stoi(it->second, &used);
  } catch (const std::exception&) {
    used = 0;
  }
  if (used == 0 || used != it->second.size()) {
    throw std::invalid_argument("method option '" + name + "' must be an integer, not '" + it->second + "'");
  }
  return value;
}

}  // namespace craftmate::agents::methods
