#include "agents/minecraft/mode_controller.h"

#include "commands/skills/skill_context.h"

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

std::unique_ptr<skills::SkillContext> skillContextFor(world::Bot& bot, ModeController* modes) {
  auto ctx = std::make_unique<skills::SkillContext>(bot);
  ctx->cheat = modes != nullptr && modes->isOn("cheat");
  ctx->restrictToInventory = modes != nullptr && modes->restrictsToInventory();
  if (modes != nullptr) {
    ctx->pauseMode = [modes](std::string_view mode) { modes->pause(mode); };
    ctx->unpauseMode = [modes](std::string_view mode) { modes->unpause(mode); };
  }
  return ctx;
}

}  // namespace craftmate::agents::minecraft
