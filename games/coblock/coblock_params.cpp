#include "games/coblock/coblock_params.h"

#include <fstream>
#include <sstream>
#include <stdexcept>

#include <nlohmann/json.hpp>

#include "games/coblock/coblock_task_generator.h"
#include "games/coblock/coblock_task_library.h"

namespace craftmate::games::coblock {

const std::vector<GameParameter>& coblockParameters() {
  using enum ParameterType;
  static const std::vector<GameParameter> params = {
      {"task", kText, "T1", "built-in task id (" + builtInTaskIds() + ") or, with task_file, the id inside that file"},
      {"task_file", kText, "", "JSON task file (spec §2.8 schema: one task or {\"tasks\":[...]}); empty = built-in set"},
      {"generate", kText, "", "instead of a stored task, generate one of this type: independent | skill_dependent | goal_dependent"},
      {"seed", kInteger, "0", "seed of the generated task"},
      {"ground_y", kInteger, "0", "height of the ground plane; the task is moved to stand on it (paper: y=0 in §2.1, y=1 in its prompt)"},
      {"x_min", kInteger, "0", "build box: lowest x"},
      {"x_max", kInteger, "15", "build box: highest x"},
      {"z_min", kInteger, "0", "build box: lowest z"},
      {"z_max", kInteger, "15", "build box: highest z"},
      {"height", kInteger, "16", "build box: number of layers from the ground up"},
      {"max_actions_per_turn", kInteger, "1", "actions run per turn (paper §2.1: one; its App. B.2 examples write several)"},
      {"turn_order", kText, "sequential", "sequential (Agent 1 first) | alternate (who starts alternates) | simultaneous"},
      {"removal_policy", kText, "allow_floating", "allow_floating | reject_if_unsupported (breaking may not strand a block)"},
      {"match_mode", kText, "exact", "exact | translate (any x/z offset) | translate_any (any offset)"},
      {"allow_extra_blocks", kBoolean, "false", "success needs only G to be built, extra blocks allowed"},
      {"count_invalid_in_timesteps", kBoolean, "true", "invalid actions count as timesteps"},
      {"workload_count", kText, "world_changing", "N_a of γ: world_changing (valid place/break) | all_actions"},
      {"cap_assignment_by_count", kBoolean, "false", "Algorithm 1 honours inventory counts"},
      {"max_rounds", kInteger, "0", "round limit; 0 = the task's, else max(30, 4·|G|)"},
      {"show_target_and_diff", kBoolean, "false", "also show the whole target G and its diff with the world"},
      {"reflection", kBoolean, "true", "show the self-reflection checker's <Feedback> (the paper's full agent)"},
      {"reflection_ref", kText, "own_goal", "reflection compares with own_goal | target"},
      {"dialogue_labels", kText, "agent_names", "agent_names (\"Agent 1\") | viewer (\"ChatGPT\"/\"Partner\")"},
      {"allow_empty_message", kBoolean, "true", "accept send_message(message=\"\")"},
      {"max_message_chars", kInteger, "0", "longest message accepted, in bytes; 0 = unlimited"},
  };
  return params;
}

namespace {

int atLeast(const GameParameters& p, const char* name, int lowest) {
  const int value = p.smallInteger(name);
  if (value < lowest) p.fail(name, "must be at least " + std::to_string(lowest) + ", got " + std::to_string(value));
  return value;
}

Task loadTask(const GameParameters& p) {
  const std::string& generate = p.text("generate");
  if (!generate.empty()) return generateTask(generate, static_cast<std::uint32_t>(atLeast(p, "seed", 0)));
  // Without --task: T1 of the built-in set, the first task of a task file.
  const std::string id = p.given("task") ? p.text("task") : "";
  const std::string& file = p.text("task_file");
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

EpisodeSetup episodeFromParams(const nlohmann::json& params) {
  return episodeFromParameters(GameParameters::parse("coblock", coblockParameters(), params));
}

EpisodeSetup episodeFromParameters(const GameParameters& params) {
  EpisodeSetup e;
  Task task = loadTask(params);
  const int ground = atLeast(params, "ground_y", -64);
  task = shiftedToGround(task, ground);
  Bounds& b = task.bounds;
  if (params.given("x_min")) b.xMin = atLeast(params, "x_min", -1000);
  if (params.given("x_max")) b.xMax = atLeast(params, "x_max", -1000);
  if (params.given("z_min")) b.zMin = atLeast(params, "z_min", -1000);
  if (params.given("z_max")) b.zMax = atLeast(params, "z_max", -1000);
  if (params.given("height")) b.yMax = ground + atLeast(params, "height", 1) - 1;
  if (b.xMin > b.xMax || b.zMin > b.zMax) throw std::invalid_argument("coblock: x_min/z_min must not exceed x_max/z_max");
  const std::vector<std::string> problems = taskProblems(task);
  if (!problems.empty()) throw std::invalid_argument("coblock task '" + task.id + "': " + problems.front());
  e.task = std::move(task);

  Rules& r = e.rules;
  r.maxActionsPerTurn = atLeast(params, "max_actions_per_turn", 1);
  r.turnOrder = parseTurnOrder(params.text("turn_order"));
  r.removal = parseRemovalPolicy(params.text("removal_policy"));
  r.match = parseMatchMode(params.text("match_mode"));
  r.allowExtraBlocks = params.flag("allow_extra_blocks");
  r.countInvalidInTimesteps = params.flag("count_invalid_in_timesteps");
  r.workload = parseWorkloadCount(params.text("workload_count"));
  r.capAssignmentByCount = params.flag("cap_assignment_by_count");
  r.maxRounds = atLeast(params, "max_rounds", 0);
  r.showTargetAndDiff = params.flag("show_target_and_diff");
  r.reflectionFeedback = params.flag("reflection");
  r.reflectionReference = parseReflectionReference(params.text("reflection_ref"));
  r.dialogueLabels = parseDialogueLabels(params.text("dialogue_labels"));
  r.allowEmptyMessage = params.flag("allow_empty_message");
  r.maxMessageChars = atLeast(params, "max_message_chars", 0);
  return e;
}

}  // namespace craftmate::games::coblock
