#include "games/coblock/coblock_params.h"

#include <fstream>
#include <sstream>
#include <stdexcept>

#include <nlohmann/json.hpp>

#include "games/coblock/coblock_task_generator.h"
#include "games/coblock/coblock_task_library.h"

namespace craftmate::games::coblock {

const std::vector<ParameterDoc>& coblockParameters() {
  static const std::vector<ParameterDoc> params = {
      {"task", "T1", "built-in task id (" + builtInTaskIds() + ") or, with task_file, the id inside that file"},
      {"task_file", "", "JSON task file (spec §2.8 schema: one task or {\"tasks\":[...]}); empty = built-in set"},
      {"generate", "", "instead of a stored task, generate one of this type: independent | skill_dependent | goal_dependent"},
      {"seed", "0", "seed of the generated task"},
      {"ground_y", "0", "height of the ground plane; the task is moved to stand on it (paper: y=0 in §2.1, y=1 in its prompt)"},
      {"x_min", "0", "build box: lowest x"},
      {"x_max", "15", "build box: highest x"},
      {"z_min", "0", "build box: lowest z"},
      {"z_max", "15", "build box: highest z"},
      {"height", "16", "build box: number of layers from the ground up"},
      {"max_actions_per_turn", "1", "actions run per turn (paper §2.1: one; its App. B.2 examples write several)"},
      {"turn_order", "sequential", "sequential (Agent 1 first) | alternate (who starts alternates) | simultaneous"},
      {"removal_policy", "allow_floating", "allow_floating | reject_if_unsupported (breaking may not strand a block)"},
      {"match_mode", "exact", "exact | translate (any x/z offset) | translate_any (any offset)"},
      {"allow_extra_blocks", "false", "success needs only G to be built, extra blocks allowed"},
      {"count_invalid_in_timesteps", "true", "invalid actions count as timesteps"},
      {"workload_count", "world_changing", "N_a of γ: world_changing (valid place/break) | all_actions"},
      {"cap_assignment_by_count", "false", "Algorithm 1 honours inventory counts"},
      {"max_rounds", "0", "round limit; 0 = the task's, else max(30, 4·|G|)"},
      {"show_target_and_diff", "false", "also show the whole target G and its diff with the world"},
      {"reflection", "true", "show the self-reflection checker's <Feedback> (the paper's full agent)"},
      {"reflection_ref", "own_goal", "reflection compares with own_goal | target"},
      {"dialogue_labels", "agent_names", "agent_names (\"Agent 1\") | viewer (\"ChatGPT\"/\"Partner\")"},
      {"allow_empty_message", "true", "accept send_message(message=\"\")"},
      {"max_message_chars", "0", "longest message accepted, in bytes; 0 = unlimited"},
  };
  return params;
}

namespace {

std::string textOf(const nlohmann::json& v) {
  if (v.is_string()) return v.get<std::string>();
  return v.dump();
}

bool boolParam(const nlohmann::json& p, const char* name, bool fallback) {
  if (!p.contains(name)) return fallback;
  const nlohmann::json& v = p.at(name);
  if (v.is_boolean()) return v.get<bool>();
  const std::string s = textOf(v);
  if (s == "true" || s == "1" || s == "yes") return true;
  if (s == "false" || s == "0" || s == "no") return false;
  throw std::invalid_argument(std::string("coblock parameter '") + name + "' must be true or false, got " + s);
}

int intParam(const nlohmann::json& p, const char* name, int fallback, int lowest) {
  if (!p.contains(name)) return fallback;
  const nlohmann::json& v = p.at(name);
  int value = 0;
  if (v.is_number_integer()) {
    value = v.get<int>();
  } else {
    const std::string s = textOf(v);
    std::size_t used = 0;
    try {
      value = std::stoi(s, &used);
    } catch (const std::exception&) {
      used = 0;
    }
    if (used == 0 || used != s.size()) {
      throw std::invalid_argument(std::string("coblock parameter '") + name + "' must be an integer, got " + s);
    }
  }
  if (value < lowest) {
    throw std::invalid_argument(std::string("coblock parameter '") + name + "' must be at least " +
                                std::to_string(lowest) + ", got " + std::to_string(value));
  }
  return value;
}

std::string stringParam(const nlohmann::json& p, const char* name, const std::string& fallback) {
  return p.contains(name) ? textOf(p.at(name)) : fallback;
}

Task loadTask(const nlohmann::json& p) {
  const std::string generate = stringParam(p, "generate", "");
  if (!generate.empty()) {
    return generateTask(generate, static_cast<std::uint32_t>(intParam(p, "seed", 0, 0)));
  }
  const std::string id = stringParam(p, "task", "");
  const std::string file = stringParam(p, "task_file", "");
  if (file.empty()) {
    const std::string wanted = id.empty() ? "T1" : id;
    const Task* t = findBuiltInTask(wanted);
    if (t == nullptr) {
      throw std::invalid_argument("coblock parameter 'task': no built-in task '" + wanted + "'; use one of " +
                                  builtInTaskIds() + ", or give --task_file");
    }
    return *t;
  }
  std::ifstream in(file);
  if (!in) throw std::invalid_argument("coblock parameter 'task_file': cannot read '" + file + "'");
  std::stringstream text;
  text << in.rdbuf();
  std::vector<Task> tasks = taskSetFromJson(text.str(), file);
  if (id.empty()) return tasks.front();
  std::string ids;
  for (Task& t : tasks) {
    if (t.id == id) return t;
    ids += (ids.empty() ? "" : ", ") + t.id;
  }
  throw std::invalid_argument("coblock parameter 'task': '" + file + "' has no task '" + id + "' (it has " + ids + ")");
}

}  // namespace

EpisodeSetup episodeFromParams(const nlohmann::json& paramsIn) {
  const nlohmann::json params = paramsIn.is_object() ? paramsIn : nlohmann::json::object();
  EpisodeSetup e;
  Task task = loadTask(params);
  const int ground = intParam(params, "ground_y", 0, -64);
  task = shiftedToGround(task, ground);
  Bounds& b = task.bounds;
  b.xMin = intParam(params, "x_min", b.xMin, -1000);
  b.xMax = intParam(params, "x_max", b.xMax, -1000);
  b.zMin = intParam(params, "z_min", b.zMin, -1000);
  b.zMax = intParam(params, "z_max", b.zMax, -1000);
  if (params.contains("height")) b.yMax = ground + intParam(params, "height", 16, 1) - 1;
  if (b.xMin > b.xMax || b.zMin > b.zMax) throw std::invalid_argument("coblock: x_min/z_min must not exceed x_max/z_max");
  const std::vector<std::string> problems = taskProblems(task);
  if (!problems.empty()) throw std::invalid_argument("coblock task '" + task.id + "': " + problems.front());
  e.task = std::move(task);

  Rules& r = e.rules;
  r.maxActionsPerTurn = intParam(params, "max_actions_per_turn", 1, 1);
  r.turnOrder = parseTurnOrder(stringParam(params, "turn_order", "sequential"));
  r.removal = parseRemovalPolicy(stringParam(params, "removal_policy", "allow_floating"));
  r.match = parseMatchMode(stringParam(params, "match_mode", "exact"));
  r.allowExtraBlocks = boolParam(params, "allow_extra_blocks", false);
  r.countInvalidInTimesteps = boolParam(params, "count_invalid_in_timesteps", true);
  r.workload = parseWorkloadCount(stringParam(params, "workload_count", "world_changing"));
  r.capAssignmentByCount = boolParam(params, "cap_assignment_by_count", false);
  r.maxRounds = intParam(params, "max_rounds", 0, 0);
  r.showTargetAndDiff = boolParam(params, "show_target_and_diff", false);
  r.reflectionFeedback = boolParam(params, "reflection", true);
  r.reflectionReference = parseReflectionReference(stringParam(params, "reflection_ref", "own_goal"));
  r.dialogueLabels = parseDialogueLabels(stringParam(params, "dialogue_labels", "agent_names"));
  r.allowEmptyMessage = boolParam(params, "allow_empty_message", true);
  r.maxMessageChars = intParam(params, "max_message_chars", 0, 0);
  return e;
}

}  // namespace craftmate::games::coblock
