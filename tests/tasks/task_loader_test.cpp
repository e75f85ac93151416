// The MineCollab task files load unchanged, and bad files are rejected with file, task and field.

#include <gtest/gtest.h>

#include <filesystem>
#include <map>

#include "tasks/task_loader.h"
#include "tests/tasks/task_data.h"

namespace craftmate::tasks {
namespace {

namespace fs = std::filesystem;

TEST(TaskLoader, EveryReleasedTaskFileLoads) {
  std::map<TaskType, int> byType;
  int files = 0, tasks = 0, hellsKitchen = 0, blueprints = 0, levels = 0, flat = 0;
  for (const auto& entry : fs::recursive_directory_iterator(minecollabDir())) {
    if (entry.path().extension() != ".json") continue;
    SCOPED_TRACE(entry.path().string());
    TaskFile file;
    ASSERT_NO_THROW(file = loadTaskFile(entry.path().string()));
    ++files;
    for (const auto& task : file.tasks) {
      ++tasks;
      ++byType[task.type];
      hellsKitchen += task.isHellsKitchen();
      flat += task.flatInventory;
      if (task.blueprint) {
        ++blueprints;
        levels += static_cast<int>(task.blueprint->levels.size());
      }
    }
  }
  EXPECT_EQ(files, 50);
  EXPECT_EQ(tasks, 650);
  EXPECT_EQ(byType[TaskType::Cooking], 369);
  EXPECT_EQ(byType[TaskType::Techtree], 257);
  EXPECT_EQ(byType[TaskType::Construction], 13);
  EXPECT_EQ(byType[TaskType::Debug], 10);
  EXPECT_EQ(byType[TaskType::Other], 1);  // single_agent/crafting_train.json: crafting_lodestone has no type
  EXPECT_EQ(hellsKitchen, 63);
  EXPECT_EQ(blueprints, 12);
  EXPECT_EQ(levels, 107);
  EXPECT_EQ(flat, 17);
}

TEST(TaskLoader, CraftingTaskFieldsAsWritten) {
  const auto file = loadTaskFile(minecollabFile("multiagent_crafting_tasks.json"));
  ASSERT_EQ(file.tasks.size(), 2u);
  const Task& t = file.tasks[0];
  EXPECT_EQ(t.type, TaskType::Techtree);
  EXPECT_EQ(t.agentCount, 2);
  ASSERT_TRUE(t.target.has_value());
  ASSERT_EQ(t.target->items.size(), 1u);
  EXPECT_EQ(t.target->counts.at(t.target->items[0]), 1);
  EXPECT_TRUE(t.hasGoal());
  EXPECT_TRUE(t.conversation.has_value());
}

TEST(TaskLoader, HellsKitchenTaskKeepsTargetOrderAndPerAgentGoals) {
  const auto file = loadTaskFile(minecollabFile("cooking_tasks/require_collab_train_2_items/2_agent_hells_kitchen.json"));
  const Task* t = file.find("multiagent_cooking_mushroom_stew_golden_carrot_hells_kitchen");
  ASSERT_NE(t, nullptr);
  EXPECT_TRUE(t->isHellsKitchen());
  EXPECT_EQ(t->target->items, (std::vector<std::string>{"mushroom_stew", "golden_carrot"}));
  EXPECT_EQ(t->goalFor(0).rfind("You need to make mushroom_stew,", 0), 0u);
  EXPECT_EQ(t->goalFor(1).rfind("You need to make golden_carrot,", 0), 0u);
  EXPECT_EQ(t->goalFor(2), "");
  EXPECT_EQ(t->recipes.at("golden_carrot").size(), 3u);
  EXPECT_EQ(t->difficulty, "medium");
}

TEST(TaskLoader, OlderBlueprintMaterialsAndFlatInventory) {
  const auto file = loadTaskFile(minecollabFile("example_tasks.json"));
  const Task* t = file.find("construction_house");
  ASSERT_NE(t, nullptr);
  EXPECT_EQ(t->blueprint->materials.at("oak_planks"), 40);
  EXPECT_EQ(t->blueprint->materials.at("oak_door"), 1);
  EXPECT_TRUE(t->flatInventory);
  EXPECT_EQ(t->initialInventory.at(0).at("oak_planks"), 40);
  EXPECT_EQ(t->blueprint->levels[0].x, 142);
  EXPECT_EQ(t->blueprint->levels[0].y, -60);
  EXPECT_EQ(t->blueprint->levels[0].placement[0][2], "oak_door");
  // debug_2_agent_timeout: per-agent inventories and its own timeout.
  const Task* d = file.find("debug_2_agent_timeout");
  EXPECT_EQ(d->type, TaskType::Debug);
  EXPECT_EQ(d->timeoutSeconds, 60);
  EXPECT_EQ(d->initialInventory.at(1).at("iron_ingot"), 1);
  EXPECT_EQ(file.find("construction")->timeoutSeconds, 300);  // absent -> MINDcraft's default
}

// Malformed input: the exact text a user sees.
std::string errorOf(const std::string& json) {
  try {
    parseTaskFile(json, "bad.json");
  } catch (const TaskFileError& e) {
    return e.what();
  }
  return "(no error)";
}

TEST(TaskLoader, BrokenJsonNamesTheFileAndPlace) {
  EXPECT_EQ(errorOf("{\"a\": {\"type\": \"cooking\",}}"),
            "bad.json: not valid JSON (parse error at line 1, column 26: syntax error while parsing object key - "
            "unexpected '}'; expected string literal); fix the syntax and load it again");
  EXPECT_EQ(errorOf("[1, 2]"), "bad.json: expected an object of tasks {\"<task_id>\": {...}}, got an array");
}

TEST(TaskLoader, WrongFieldTypesNameTaskAndField) {
  EXPECT_EQ(errorOf(R"({"t1": 3})"), "bad.json: task \"t1\": expected an object, got an integer");
  EXPECT_EQ(errorOf(R"({"t1": {"agent_count": "2"}})"),
            "bad.json: task \"t1\", field \"agent_count\": expected an integer, got a string");
  EXPECT_EQ(errorOf(R"({"t1": {"agent_count": 0}})"),
            "bad.json: task \"t1\", field \"agent_count\": must be between 1 and 1000000000, got 0");
  EXPECT_EQ(errorOf(R"({"t1": {"initial_inventory": {"0": {"stick": 1.5}}}})"),
            "bad.json: task \"t1\", field \"initial_inventory.0.stick\": expected an integer, got a number with a "
            "fraction");
  EXPECT_EQ(errorOf(R"({"t1": {"initial_inventory": {"andy": {"stick": 1}}}})"),
            "bad.json: task \"t1\", field \"initial_inventory\": key \"andy\" is not an agent index (use \"0\", "
            "\"1\", ...)");
  EXPECT_EQ(errorOf(R"({"t1": {"initial_inventory": {"0": {"stick": 1}, "stick": 2}}})"),
            "bad.json: task \"t1\", field \"initial_inventory\": mixes per-agent inventories ({\"0\": {...}}) with "
            "item counts; use one form");
  EXPECT_EQ(errorOf(R"({"t1": {"target": 5}})"),
            "bad.json: task \"t1\", field \"target\": expected an item name, an array of item names or an object "
            "of item counts, got an integer");
  EXPECT_EQ(errorOf(R"({"t1": {"target": ["bread"], "number_of_target": {"cake": 1}}})"),
            "bad.json: task \"t1\", field \"number_of_target\": has no count for target item \"bread\"");
  EXPECT_EQ(errorOf(R"({"t1": {"blocked_actions": {"0": "!craftRecipe"}}})"),
            "bad.json: task \"t1\", field \"blocked_actions.0\": expected an array of strings, got a string");
  EXPECT_EQ(errorOf(R"({"t1": {"blueprint": {"levels": [{"level": 0, "coordinates": [1, 2], "placement": []}]}}})"),
            "bad.json: task \"t1\", field \"blueprint.levels[0].coordinates\": expected [x, y, z], got [1,2]");
  EXPECT_EQ(errorOf(R"({"t1": {"blueprint": {"levels": [{"level": 0, "coordinates": [1, 2, 3], "placement": [["air", 7]]}]}}})"),
            "bad.json: task \"t1\", field \"blueprint.levels[0].placement[0][1]\": expected a string, got an integer");
  EXPECT_EQ(errorOf(R"({"t1": {"goal": {"0": "a", "1": false}}})"),
            "bad.json: task \"t1\", field \"goal.1\": expected a string, got a boolean");
}

TEST(TaskLoader, TheErrorCarriesItsParts) {
  try {
    parseTaskFile(R"({"ok": {"type": "debug"}, "t2": {"timeout": "600"}})", "f.json");
    FAIL() << "no error";
  } catch (const TaskFileError& e) {
    EXPECT_EQ(e.file(), "f.json");
    EXPECT_EQ(e.task(), "t2");
    EXPECT_EQ(e.field(), "timeout");
    EXPECT_EQ(e.reason(), "expected an integer, got a string");
  }
}

TEST(TaskLoader, MissingFileSaysSo) {
  EXPECT_THROW(
      {
        try {
          loadTaskFile("/nonexistent/tasks.json");
        } catch (const TaskFileError& e) {
          EXPECT_EQ(std::string(e.what()),
                    "/nonexistent/tasks.json: cannot be read; check the path (and that it is a task .json file)");
          throw;
        }
      },
      TaskFileError);
}

}  // namespace
}  // namespace craftmate::tasks
