#include "games/coblock/coblock_task.h"

#include <set>
#include <stdexcept>

#include <nlohmann/json.hpp>

namespace craftmate::games::coblock {

namespace {

[[noreturn]] void fail(const std::string& where, const std::string& what) {
  throw std::invalid_argument(where + ": " + what);
}

Colour colourField(const nlohmann::json& j, const std::string& where) {
  if (!j.is_string()) fail(where, "colour must be a string such as \"red\"");
  const std::string s = j.get<std::string>();
  auto c = parseColour(s);
  if (!c) fail(where, "unknown colour '" + s + "'; use red, yellow, purple, green, black or blue");
  return *c;
}

int intField(const nlohmann::json& j, const std::string& where) {
  if (!j.is_number_integer()) fail(where, "must be an integer");
  return j.get<int>();
}

std::pair<int, int> rangeField(const nlohmann::json& j, const std::string& where) {
  if (!j.is_array() || j.size() != 2) fail(where, "must be a [min, max] pair of integers");
  const int lo = intField(j[0], where), hi = intField(j[1], where);
  if (lo > hi) fail(where, "min is greater than max");
  return {lo, hi};
}

Block blockField(const nlohmann::json& j, const std::string& where) {
  if (!j.is_object() || !j.contains("c") || !j.contains("p")) {
    fail(where, "a block must look like {\"c\":\"red\",\"p\":[x,y,z]}");
  }
  const nlohmann::json& p = j["p"];
  if (!p.is_array() || p.size() != 3) fail(where + ".p", "must be [x, y, z]");
  Block b;
  b.colour = colourField(j["c"], where + ".c");
  b.pos = {intField(p[0], where + ".p"), intField(p[1], where + ".p"), intField(p[2], where + ".p")};
  return b;
}

}  // namespace

std::vector<Block> Task::target() const {
  std::vector<Block> all;
  for (const AgentSpec& a : agents) all.insert(all.end(), a.goal.begin(), a.goal.end());
  return all;
}

Task taskFromJson(const nlohmann::json& j, const std::string& where) {
  if (!j.is_object()) fail(where, "a task must be a JSON object");
  Task t;
  t.id = j.value("id", std::string());
  const std::string at = where + (t.id.empty() ? "" : " (task " + t.id + ")");
  t.type = j.value("type", std::string());
  if (j.contains("ground_y")) t.groundY = intField(j["ground_y"], at + ": ground_y");
  t.bounds.yMax = t.groundY + 15;
  if (j.contains("bounds")) {
    const nlohmann::json& b = j["bounds"];
    if (!b.is_object()) fail(at + ": bounds", "must be {\"x\":[min,max],\"y\":[min,max],\"z\":[min,max]}");
    if (b.contains("x")) std::tie(t.bounds.xMin, t.bounds.xMax) = rangeField(b["x"], at + ": bounds.x");
    if (b.contains("z")) std::tie(t.bounds.zMin, t.bounds.zMax) = rangeField(b["z"], at + ": bounds.z");
    if (b.contains("y")) t.bounds.yMax = rangeField(b["y"], at + ": bounds.y").second;
  }
  if (j.contains("max_rounds")) t.maxRounds = intField(j["max_rounds"], at + ": max_rounds");
  if (!j.contains("agents") || !j["agents"].is_array() || j["agents"].empty()) {
    fail(at, "needs \"agents\": a list of one or two agents with goal and inventory");
  }
  int index = 0;
  for (const nlohmann::json& a : j["agents"]) {
    const std::string aw = at + ": agents[" + std::to_string(index) + "]";
    ++index;
    if (!a.is_object()) fail(aw, "must be an object");
    AgentSpec spec;
    spec.name = a.value("name", "Agent " + std::to_string(index));
    spec.goalDescription = a.value("goal_description", std::string());
    if (a.contains("goal")) {
      if (!a["goal"].is_array()) fail(aw + ".goal", "must be a list of blocks");
      int k = 0;
      for (const nlohmann::json& b : a["goal"]) {
        spec.goal.push_back(blockField(b, aw + ".goal[" + std::to_string(k++) + "]"));
      }
    }
    if (a.contains("inventory")) {
      if (!a["inventory"].is_object()) fail(aw + ".inventory", "must be {\"colour\": count, ...}");
      for (const auto& [name, count] : a["inventory"].items()) {
        const Colour c = colourField(nlohmann::json(name), aw + ".inventory");
        const int n = intField(count, aw + ".inventory." + name);
        if (n < 0) fail(aw + ".inventory." + name, "count must not be negative");
        countOf(spec.inventory, c) = n;
        spec.inventoryOrder.push_back(c);
      }
    }
    t.agents.push_back(std::move(spec));
  }
  const std::vector<std::string> problems = taskProblems(t);
  if (!problems.empty()) fail(at, problems.front());
  return t;
}

nlohmann::json taskToJson(const Task& task) {
  nlohmann::json j;
  j["id"] = task.id;
  if (!task.type.empty()) j["type"] = task.type;
  j["ground_y"] = task.groundY;
  j["bounds"] = {{"x", {task.bounds.xMin, task.bounds.xMax}},
                 {"y", {task.groundY, task.bounds.yMax}},
                 {"z", {task.bounds.zMin, task.bounds.zMax}}};
  nlohmann::json agents = nlohmann::json::array();
  for (const AgentSpec& a : task.agents) {
    nlohmann::json aj;
    aj["name"] = a.name;
    nlohmann::json goal = nlohmann::json::array();
    for (const Block& b : a.goal) {
      goal.push_back({{"c", colourName(b.colour)}, {"p", {b.pos.x, b.pos.y, b.pos.z}}});
    }
    aj["goal"] = goal;
    nlohmann::json inv = nlohmann::json::object();
    for (Colour c : a.inventoryOrder) inv[std::string(colourName(c))] = countOf(a.inventory, c);
    aj["inventory"] = inv;
    if (!a.goalDescription.empty()) aj["goal_description"] = a.goalDescription;
    agents.push_back(aj);
  }
  j["agents"] = agents;
  if (task.maxRounds > 0) j["max_rounds"] = task.maxRounds;
  return j;
}

std::vector<Task> taskSetFromJson(std::string_view text, const std::string& where) {
  nlohmann::json j = nlohmann::json::parse(text, nullptr, false);
  if (j.is_discarded()) fail(where, "is not valid JSON");
  std::vector<Task> tasks;
  if (j.is_object() && j.contains("tasks")) {
    if (!j["tasks"].is_array()) fail(where, "\"tasks\" must be a list of task objects");
    for (const nlohmann::json& t : j["tasks"]) tasks.push_back(taskFromJson(t, where));
  } else {
    tasks.push_back(taskFromJson(j, where));
  }
  return tasks;
}

std::vector<std::string> taskProblems(const Task& task) {
  std::vector<std::string> problems;
  if (task.agents.empty() || task.agents.size() > 2) {
    problems.push_back("CoBlock has one or two agents, this task has " + std::to_string(task.agents.size()));
  }
  const Bounds& b = task.bounds;
  if (b.yMax < task.groundY) problems.push_back("the box top (bounds.y max) is below ground_y");
  // A dense grid is allocated over the box, so keep it to a sane size (64 per axis).
  if (b.xMax - b.xMin >= 64 || b.zMax - b.zMin >= 64 || b.yMax - task.groundY >= 64) {
    problems.push_back("the build box is larger than 64 blocks along some axis");
  }
  std::set<Pos> seen;
  for (const AgentSpec& a : task.agents) {
    for (const Block& blk : a.goal) {
      const Pos p = blk.pos;
      if (p.y < task.groundY) {
        problems.push_back(a.name + "'s goal block at " + posText(p) + " is below the ground y=" +
                           std::to_string(task.groundY));
      } else if (p.x < b.xMin || p.x > b.xMax || p.z < b.zMin || p.z > b.zMax || p.y > b.yMax) {
        problems.push_back(a.name + "'s goal block at " + posText(p) + " is outside the build box");
      }
      if (!seen.insert(p).second) {
        problems.push_back("two goal blocks share the cell " + posText(p) +
                           " (the goals must partition G, one block per cell)");
      }
    }
  }
  return problems;
}

Task shiftedToGround(const Task& task, int groundY) {
  Task t = task;
  const int dy = groundY - task.groundY;
  t.groundY = groundY;
  t.bounds.yMax += dy;
  for (AgentSpec& a : t.agents) {
    for (Block& b : a.goal) b.pos.y += dy;
  }
  return t;
}

}  // namespace craftmate::games::coblock
