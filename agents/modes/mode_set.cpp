#include "agents/modes/mode_set.h"

#include <algorithm>
#include <stdexcept>

#include <nlohmann/json.hpp>

namespace craftmate::agents::modes {

ModeSet::ModeSet(std::vector<std::unique_ptr<Mode>> modes) : modes_(std::move(modes)) {}

Mode* ModeSet::find(const std::string& name) const {
  for (const auto& mode : modes_) {
    if (mode->name() == name) return mode.get();
  }
  return nullptr;
}

bool ModeSet::isOn(const std::string& name) const {
  const Mode* mode = find(name);
  return mode != nullptr && mode->on;
}

void ModeSet::applyProfile(const nlohmann::json& modes) {
  if (modes.is_null()) return;
  if (!modes.is_object()) {
    throw std::invalid_argument("the profile's \"modes\" must be an object of mode names to true/false, e.g. {\"hunting\": false}");
  }
  std::string names;
  for (const auto& mode : modes_) names += (names.empty() ? "" : ", ") + mode->name();
  for (auto it = modes.begin(); it != modes.end(); ++it) {
    Mode* mode = find(it.key());
    if (mode == nullptr) {
      throw std::invalid_argument("the profile's \"modes\" names \"" + it.key() + "\", which is not a mode; the modes are " + names);
    }
    if (!it->is_boolean()) {
      throw std::invalid_argument("the profile's \"modes\".\"" + it.key() + "\" must be true or false, not " + it->dump());
    }
    mode->on = it->get<bool>();
  }
}

void ModeSet::pause(const std::string& name) {
  if (Mode* mode = find(name)) mode->paused = true;
}

void ModeSet::unpause(const std::string& name) {
  Mode* mode = find(name);
  if (mode == nullptr) return;
  if (mode->paused) mode->onUnpause();
  mode->paused = false;
}

void ModeSet::unpauseAll() {
  for (const auto& mode : modes_) {
    if (mode->paused) mode->onUnpause();
    mode->paused = false;
  }
}

bool ModeSet::mayRun(const Mode& mode, bool agentIdle, const std::string& currentActionLabel) {
  if (!mode.on || mode.paused || mode.active) return false;
  if (agentIdle) return true;
  const auto& interrupts = mode.interrupts();
  return std::any_of(interrupts.begin(), interrupts.end(),
                     [&](const std::string& label) { return label == "all" || label == currentActionLabel; });
}

}  // namespace craftmate::agents::modes
