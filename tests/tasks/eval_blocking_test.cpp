// The commands each agent of a MineCollab job may not use, against MINDcraft's own rule
// (kolbytn/mindcraft 0012750): src/agent/agent.js:50 blocks settings.blocked_actions concatenated with
// the task's list, which src/agent/tasks/tasks.js:285-294 makes from data.blocked_actions[count_id]
// plus '!endGoal' (task with a goal) and '!endConversation' (task with a conversation).
// tasks/evaluation_script.py adds nothing per task type at that commit.

#include "tasks/eval_blocking.h"

#include <gtest/gtest.h>

#include <algorithm>

#include "tasks/task_loader.h"
#include "tests/tasks/task_data.h"

namespace craftmate::tasks {
namespace {

const std::vector<std::string> kSettingsDefault = {"!checkBlueprint", "!checkBlueprintLevel", "!getBlueprint",
                                                   "!getBlueprintLevel"};

Task taskFrom(const std::string& file, const std::string& id) {
  const TaskFile f = loadTaskFile(minecollabFile(file));
  const Task* t = f.find(id);
  EXPECT_NE(t, nullptr) << id;
  return *t;
}

// MINDcraft's list, written out from its code rather than from craftmate's.
std::vector<std::string> mindcraftBlocked(const std::vector<std::string>& settings, const std::vector<std::string>& task,
                                          bool goal, bool conversation) {
  std::vector<std::string> out = settings;
  out.insert(out.end(), task.begin(), task.end());
  if (goal) out.push_back("!endGoal");
  if (conversation) out.push_back("!endConversation");
  return out;
}

TEST(EvalBlocking, MindcraftRuleIsSettingsPlusTheTasksListForEveryType) {
  const Task crafting = taskFrom("crafting_tasks/test_tasks/2_agent.json", "multiagent_crafting_lime_wool_partial_plan__depth_0");
  const Task cooking = taskFrom("cooking_tasks/require_collab_test_2_items/2_agent.json", "multiagent_cooking_2_1_bread_1_golden_apple");
  const Task construction = taskFrom("construction_tasks/custom/pyramid.json", "pyramid");
  for (const Task* task : {&crafting, &cooking, &construction})
    for (int agent : {0, 1}) {
      const auto it = task->blockedActions.find(agent);
      const std::vector<std::string> own = it == task->blockedActions.end() ? std::vector<std::string>{} : it->second;
      EXPECT_EQ(agentBlockedActions(*task, agent, kSettingsDefault, Blocking::Mindcraft),
                mindcraftBlocked(kSettingsDefault, own, task->hasGoal(), task->conversation.has_value()))
          << task->id << " agent " << agent;
    }
  // The partial-plan task blocks !getCraftingPlan for agent 1 only.
  const auto jill = agentBlockedActions(crafting, 1, kSettingsDefault, Blocking::Mindcraft);
  EXPECT_NE(std::find(jill.begin(), jill.end(), "!getCraftingPlan"), jill.end());
  const auto andy = agentBlockedActions(crafting, 0, kSettingsDefault, Blocking::Mindcraft);
  EXPECT_EQ(std::find(andy.begin(), andy.end(), "!getCraftingPlan"), andy.end());
}

TEST(EvalBlocking, CraftmateRuleDepartsOnlyForConstructionsBlueprintCommands) {
  const Task crafting = taskFrom("crafting_tasks/test_tasks/2_agent.json", "multiagent_crafting_lime_wool_partial_plan__depth_0");
  const Task cooking = taskFrom("cooking_tasks/require_collab_test_2_items/2_agent.json", "multiagent_cooking_2_1_bread_1_golden_apple");
  for (const Task* task : {&crafting, &cooking})
    for (int agent : {0, 1})
      EXPECT_EQ(agentBlockedActions(*task, agent, kSettingsDefault, Blocking::Craftmate),
                agentBlockedActions(*task, agent, kSettingsDefault, Blocking::Mindcraft));
  const Task construction = taskFrom("construction_tasks/custom/pyramid.json", "pyramid");
  const std::vector<std::string> settings = {"!checkBlueprint", "!getBlueprint", "!craftable", "!getBlueprintLevel"};
  EXPECT_EQ(agentBlockedActions(construction, 0, settings, Blocking::Craftmate),
            (std::vector<std::string>{"!craftable", "!endGoal", "!endConversation"}));
  EXPECT_EQ(agentBlockedActions(construction, 0, settings, Blocking::Mindcraft),
            (std::vector<std::string>{"!checkBlueprint", "!getBlueprint", "!craftable", "!getBlueprintLevel", "!endGoal",
                                      "!endConversation"}));
}

TEST(EvalBlocking, RuleNames) {
  EXPECT_EQ(parseBlocking("mindcraft"), Blocking::Mindcraft);
  EXPECT_EQ(parseBlocking("craftmate"), Blocking::Craftmate);
  EXPECT_STREQ(blockingName(Blocking::Mindcraft), "mindcraft");
  try {
    parseBlocking("strict");
    FAIL() << "no error";
  } catch (const std::invalid_argument& e) {
    EXPECT_NE(std::string(e.what()).find("not 'strict'"), std::string::npos) << e.what();
  }
}

}  // namespace
}  // namespace craftmate::tasks
