#include "agents/minecraft/mode_controller.h"

namespace craftmate::agents::minecraft {

bool ModeController::exists(std::string_view name) const {
  for (const ModeInfo& mode : modes())
    if (mode.name == name) return true;
  return false;
}

bool ModeController::isOn(std::string_view name) const {
  for (const ModeInfo& mode : modes())
    if (mode.name == name) return mode.on;
  return false;
}

std::string modeDocs(const ModeController& modes) {
  std::string text = "Agent Modes:";
  for (const ModeInfo& mode : modes.modes())
    text += "\n- " + mode.name + (mode.on ? "(ON)" : "(OFF)") + ": " + mode.description;
  return text;
}

std::string modeMiniDocs(const ModeController& modes) {
  std::string text = "Agent Modes:";
  for (const ModeInfo& mode : modes.modes()) text += "\n- " + mode.name + (mode.on ? "(ON)" : "(OFF)");
  return text;
}

}  // namespace craftmate::agents::minecraft
