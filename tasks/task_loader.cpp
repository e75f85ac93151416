#include "tasks/task_loader.h"

#include <fstream>
#include <sstream>

#include <nlohmann/json.hpp>

namespace craftmate::tasks {

namespace {

// File order matters: tasks run in the order they are written.
using Json = nlohmann::ordered_json;

std::string describeError(const std::string& file, const std::string& task, const std::string& field,
                          const std::string& reason) {
  std::string out = file + ": ";
  if (!task.empty()) out += "task \"" + task + "\"";
  if (!field.empty()) out += ", field \"" + field + "\"";
  if (!task.empty()) out += ": ";
  return out + reason;
}

const char* jsonKind(const Json& v) {
  switch (v.type()) {
    case Json::value_t::null: return "null";
    case Json::value_t::boolean: return "a boolean";
    case Json::value_t::number_integer:
    case Json::value_t::number_unsigned: return "an integer";
    case Json::value_t::number_float: return "a number with a fraction";
    case Json::value_t::string: return "a string";
    case Json::value_t::array: return "an array";
    case Json::value_t::object: return "an object";
    default: return "an unsupported value";
  }
}

// Reads the fields of one task; every failure names the field.
class TaskReader {
 public:
  TaskReader(const std::string& file, const std::string& id) : file_(file), id_(id) {}

  [[noreturn]] void fail(const std::string& field, const std::string& reason) const {
    throw TaskFileError(file_, id_, field, reason);
  }
  [[noreturn]] void wrongType(const std::string& field, const std::string& expected, const Json& got) const {
    fail(field, std::string("expected ") + expected + ", got " + jsonKind(got));
  }

  std::string string(const Json& v, const std::string& field) const {
    if (!v.is_string()) wrongType(field, "a string", v);
    return v.get<std::string>();
  }
  bool boolean(const Json& v, const std::string& field) const {
    if (!v.is_boolean()) wrongType(field, "true or false", v);
    return v.get<bool>();
  }
  int integer(const Json& v, const std::string& field, int minimum) const {
    if (!v.is_number_integer()) wrongType(field, "an integer", v);
    const auto n = v.get<long long>();
    if (n < minimum || n > 1'000'000'000)
      fail(field, "must be between " + std::to_string(minimum) + " and 1000000000, got " + std::to_string(n));
    return static_cast<int>(n);
  }
  std::vector<std::string> strings(const Json& v, const std::string& field) const {
    if (!v.is_array()) wrongType(field, "an array of strings", v);
    std::vector<std::string> out;
    for (std::size_t i = 0; i < v.size(); ++i) out.push_back(string(v[i], field + "[" + std::to_string(i) + "]"));
    return out;
  }
  const Json& object(const Json& v, const std::string& field) const {
    if (!v.is_object()) wrongType(field, "an object", v);
    return v;
  }
  // Keys of per-agent maps are count_ids: "0", "1", ...
  int agentIndex(const std::string& key, const std::string& field) const {
    if (key.empty() || key.size() > 6 || key.find_first_not_of("0123456789") != std::string::npos)
      fail(field, "key \"" + key + "\" is not an agent index (use \"0\", \"1\", ...)");
    return std::stoi(key);
  }
  ItemCounts counts(const Json& v, const std::string& field) const {
    ItemCounts out;
    for (const auto& [item, n] : object(v, field).items()) {
      if (item.empty()) fail(field, "an item name is empty");
      out[item] = integer(n, field + "." + item, 0);
    }
    return out;
  }

  void read(const Json& data, Task& task) const;

 private:
  void readGoal(const Json& v, Task& task) const;
  void readInventory(const Json& v, Task& task) const;
  void readTarget(const Json& target, const Json* numberOfTarget, Task& task) const;
  Blueprint readBlueprint(const Json& v) const;

  const std::string& file_;
  const std::string& id_;
};

void TaskReader::readGoal(const Json& v, Task& task) const {
  if (v.is_string()) {
    task.goal = v.get<std::string>();
    return;
  }
  if (!v.is_object()) wrongType("goal", "a string or an object of strings keyed by agent index", v);
  for (const auto& [key, text] : v.items())
    task.goalPerAgent[agentIndex(key, "goal")] = string(text, "goal." + key);
}

void TaskReader::readInventory(const Json& v, Task& task) const {
  const auto& map = object(v, "initial_inventory");
  bool perAgent = false, flat = false;
  for (const auto& [key, value] : map.items()) {
    if (value.is_object()) {
      perAgent = true;
      task.initialInventory[agentIndex(key, "initial_inventory")] = counts(value, "initial_inventory." + key);
    } else if (value.is_number_integer()) {
      flat = true;
    } else {
      wrongType("initial_inventory." + key, "an object of item counts (per agent) or an item count", value);
    }
  }
  if (perAgent && flat)
    fail("initial_inventory", "mixes per-agent inventories ({\"0\": {...}}) with item counts; use one form");
  if (flat) {
    task.flatInventory = true;
    const ItemCounts items = counts(map, "initial_inventory");
    for (int agent = 0; agent < task.agentCount; ++agent) task.initialInventory[agent] = items;
  }
}

void TaskReader::readTarget(const Json& target, const Json* numberOfTarget, Task& task) const {
  Target out;
  bool countsGiven = false;
  if (target.is_string()) {
    out.items.push_back(target.get<std::string>());
  } else if (target.is_array()) {
    out.items = strings(target, "target");
  } else if (target.is_object()) {
    // {item: count}: the counts are the requirement and number_of_target is ignored (§8.5).
    out.counts = counts(target, "target");
    for (const auto& [item, n] : out.counts) out.items.push_back(item);
    countsGiven = true;
  } else {
    wrongType("target", "an item name, an array of item names or an object of item counts", target);
  }
  if (out.items.empty()) fail("target", "names no item");
  if (!countsGiven) {
    for (const auto& item : out.items) out.counts[item] = 1;
    if (numberOfTarget && numberOfTarget->is_number_integer()) {
      const int n = integer(*numberOfTarget, "number_of_target", 0);
      for (auto& [item, count] : out.counts) count = n;
    } else if (numberOfTarget && numberOfTarget->is_object()) {
      const ItemCounts given = counts(*numberOfTarget, "number_of_target");
      for (auto& [item, count] : out.counts) {
        auto it = given.find(item);
        if (it == given.end()) fail("number_of_target", "has no count for target item \"" + item + "\"");
        count = it->second;
      }
    } else if (numberOfTarget) {
      wrongType("number_of_target", "an integer or an object of item counts", *numberOfTarget);
    }
  }
  task.target = std::move(out);
}

Blueprint TaskReader::readBlueprint(const Json& v) const {
  Blueprint bp;
  object(v, "blueprint");
  if (v.contains("materials")) {
    for (const auto& [key, value] : object(v["materials"], "blueprint.materials").items()) {
      const std::string field = "blueprint.materials." + key;
      if (value.is_object()) {  // older files: {"plank": {"id": "oak_planks", "number": 40}}
        if (!value.contains("id") || !value.contains("number"))
          fail(field, "expected a count or {\"id\": <block>, \"number\": <count>}");
        bp.materials[string(value["id"], field + ".id")] += integer(value["number"], field + ".number", 0);
      } else {
        bp.materials[key] += integer(value, field, 0);
      }
    }
  }
  if (!v.contains("levels")) fail("blueprint.levels", "is missing; a blueprint needs at least one level");
  const auto& levels = v["levels"];
  if (!levels.is_array()) wrongType("blueprint.levels", "an array of levels", levels);
  for (std::size_t i = 0; i < levels.size(); ++i) {
    const std::string field = "blueprint.levels[" + std::to_string(i) + "]";
    const auto& l = object(levels[i], field);
    for (const char* required : {"level", "coordinates", "placement"})
      if (!l.contains(required)) fail(field + "." + required, "is missing");
    BlueprintLevel level;
    level.level = integer(l["level"], field + ".level", -1'000'000);
    const auto& c = l["coordinates"];
    if (!c.is_array() || c.size() != 3) fail(field + ".coordinates", "expected [x, y, z], got " + c.dump());
    level.x = integer(c[0], field + ".coordinates[0]", -30'000'000);
    level.y = integer(c[1], field + ".coordinates[1]", -30'000'000);
    level.z = integer(c[2], field + ".coordinates[2]", -30'000'000);
    const auto& rows = l["placement"];
    if (!rows.is_array()) wrongType(field + ".placement", "an array of rows of block names", rows);
    for (std::size_t r = 0; r < rows.size(); ++r)
      level.placement.push_back(strings(rows[r], field + ".placement[" + std::to_string(r) + "]"));
    bp.levels.push_back(std::move(level));
  }
  return bp;
}

void TaskReader::read(const Json& data, Task& task) const {
  if (data.contains("type")) {
    task.typeName = string(data["type"], "type");
    if (task.typeName == "techtree") task.type = TaskType::Techtree;
    else if (task.typeName == "cooking") task.type = TaskType::Cooking;
    else if (task.typeName == "construction") task.type = TaskType::Construction;
    else if (task.typeName == "debug") task.type = TaskType::Debug;
  }
  if (data.contains("agent_count")) {
    task.agentCount = integer(data["agent_count"], "agent_count", 1);
    task.agentCountGiven = true;
  }
  if (data.contains("human_count")) {
    task.humanCount = integer(data["human_count"], "human_count", 0);
    task.humanCountGiven = true;
  }
  if (data.contains("usernames")) task.usernames = strings(data["usernames"], "usernames");
  if (data.contains("goal")) readGoal(data["goal"], task);
  if (data.contains("conversation")) task.conversation = string(data["conversation"], "conversation");
  if (data.contains("initial_inventory")) readInventory(data["initial_inventory"], task);
  if (data.contains("timeout")) {
    // MINDcraft: `data.timeout || 300`, so 0 means the default.
    const int t = integer(data["timeout"], "timeout", 0);
    task.timeoutSeconds = t == 0 ? 300 : t;
  }
  if (data.contains("blocked_actions"))
    for (const auto& [key, list] : object(data["blocked_actions"], "blocked_actions").items())
      task.blockedActions[agentIndex(key, "blocked_actions")] = strings(list, "blocked_actions." + key);
  if (data.contains("restrict_to_inventory"))
    task.restrictToInventory = boolean(data["restrict_to_inventory"], "restrict_to_inventory");
  if (data.contains("target"))
    readTarget(data["target"], data.contains("number_of_target") ? &data["number_of_target"] : nullptr, task);
  if (data.contains("blueprint")) task.blueprint = readBlueprint(data["blueprint"]);
  if (data.contains("recipes"))
    for (const auto& [item, steps] : object(data["recipes"], "recipes").items())
      task.recipes[item] = strings(steps, "recipes." + item);
  if (data.contains("blocked_access_to_recipe"))
    task.blockedAccessToRecipe = strings(data["blocked_access_to_recipe"], "blocked_access_to_recipe");
  if (data.contains("depth")) task.depth = integer(data["depth"], "depth", 0);
  if (data.contains("max_depth")) task.maxDepth = integer(data["max_depth"], "max_depth", 0);
  for (const char* key : {"requires_crafting_table", "requires_ctable"})
    if (data.contains(key)) task.requiresCraftingTable = boolean(data[key], key);
  if (data.contains("difficulty")) task.difficulty = string(data["difficulty"], "difficulty");
  if (data.contains("difficulty_metrics")) {
    const auto& d = object(data["difficulty_metrics"], "difficulty_metrics");
    DifficultyMetrics metrics;
    const std::pair<const char*, int*> numbers[] = {{"total_recipe_steps", &metrics.totalRecipeSteps},
                                                    {"max_steps_per_recipe", &metrics.maxStepsPerRecipe},
                                                    {"unique_target_items", &metrics.uniqueTargetItems},
                                                    {"overall_difficulty_score", &metrics.overallDifficultyScore}};
    for (const auto& [key, value] : numbers)
      if (d.contains(key)) *value = integer(d[key], std::string("difficulty_metrics.") + key, 0);
    if (d.contains("difficulty_category"))
      metrics.category = string(d["difficulty_category"], "difficulty_metrics.difficulty_category");
    task.difficultyMetrics = metrics;
  }
}

}  // namespace

TaskFileError::TaskFileError(std::string file, std::string task, std::string field, std::string reason)
    : std::runtime_error(describeError(file, task, field, reason)),
      file_(std::move(file)),
      task_(std::move(task)),
      field_(std::move(field)),
      reason_(std::move(reason)) {}

TaskFile parseTaskFile(const std::string& text, const std::string& fileName) {
  Json root;
  try {
    root = Json::parse(text);
  } catch (const nlohmann::json::parse_error& e) {
    // nlohmann's text says where ("at line 3, column 7"); keep only that part of it.
    std::string detail = e.what();
    if (auto p = detail.find("parse error"); p != std::string::npos) detail = detail.substr(p);
    throw TaskFileError(fileName, "", "", "not valid JSON (" + detail + "); fix the syntax and load it again");
  }
  if (!root.is_object())
    throw TaskFileError(fileName, "", "",
                        std::string("expected an object of tasks {\"<task_id>\": {...}}, got ") + jsonKind(root));
  TaskFile file;
  file.path = fileName;
  for (const auto& [id, data] : root.items()) {
    if (!data.is_object())
      throw TaskFileError(fileName, id, "", std::string("expected an object, got ") + jsonKind(data));
    Task task;
    task.id = id;
    task.sourceFile = fileName;
    TaskReader(fileName, id).read(data, task);
    file.tasks.push_back(std::move(task));
  }
  return file;
}

TaskFile loadTaskFile(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw TaskFileError(path, "", "", "cannot be read; check the path (and that it is a task .json file)");
  std::ostringstream text;
  text << in.rdbuf();
  return parseTaskFile(text.str(), path);
}

}  // namespace craftmate::tasks
