#include "tasks/eval_blocking.h"

#include <algorithm>
#include <stdexcept>

#include "tasks/task_scoring.h"

namespace craftmate::tasks {

namespace {

struct RuleName {
  Blocking rule;
  const char* name;
};
constexpr RuleName kRules[] = {{Blocking::Craftmate, "craftmate"}, {Blocking::Mindcraft, "mindcraft"}};

bool isBlueprintCommand(const std::string& name) {
  return name == "!checkBlueprint" || name == "!checkBlueprintLevel" || name == "!getBlueprint" ||
         name == "!getBlueprintLevel";
}

}  // namespace

Blocking parseBlocking(const std::string& name) {
  for (const auto& r : kRules)
    if (name == r.name) return r.rule;
  throw std::invalid_argument("--blocking takes craftmate (construction agents may use the blueprint commands) or "
                              "mindcraft (settings.blocked_actions for every task, as MINDcraft), not '" + name + "'");
}

const char* blockingName(Blocking rule) {
  for (const auto& r : kRules)
    if (r.rule == rule) return r.name;
  return "craftmate";
}

std::vector<std::string> agentBlockedActions(const Task& task, int countId, const std::vector<std::string>& settingsBlocked,
                                             Blocking rule) {
  std::vector<std::string> base = settingsBlocked;
  if (rule == Blocking::Craftmate && task.type == TaskType::Construction) std::erase_if(base, isBlueprintCommand);
  return blockedActionsFor(task, countId, base);
}

}  // namespace craftmate::tasks
