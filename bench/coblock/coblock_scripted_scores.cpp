// Prints the scripted pair's paper metrics on every built-in task and per task type, under each
// turn order: success rate, mean workload balance γ and mean timesteps. The numbers in
// docs/worlds/coblock.md come from this program (the same episodes as
// `craftmate play coblock --task <id> --model scripted --json`).

#include <cmath>
#include <cstdio>
#include <map>
#include <string>

#include "games/coblock/coblock_environment.h"
#include "games/coblock/coblock_metrics.h"
#include "games/coblock/coblock_scripted_player.h"
#include "games/coblock/coblock_task_generator.h"
#include "games/coblock/coblock_task_library.h"

using namespace craftmate::games::coblock;

namespace {

EpisodeMetrics playScripted(const Task& task, const Rules& rules) {
  CoBlockEnvironment env(task, rules);
  ScriptedPlayer player(task.groundY);
  std::string feedback[2];
  while (!env.state().done()) {
    for (int agent : env.agentsToAct()) {
      feedback[agent] = env.act(agent, player.reply(agent, env.observation(agent), feedback[agent])).output;
    }
  }
  return episodeMetrics(env.state());
}

}  // namespace

int main() {
  for (TurnOrder order : {TurnOrder::Sequential, TurnOrder::Alternate, TurnOrder::Simultaneous}) {
    Rules rules;
    rules.turnOrder = order;
    std::printf("turn_order=%s\n", std::string(turnOrderName(order)).c_str());
    std::printf("| task | type | success | γ | timesteps | N (1,2) | N* (1,2) |\n|---|---|---|---|---|---|---|\n");
    std::map<std::string, MetricsSummary> byType;
    MetricsSummary all;
    for (const Task& task : builtInTasks()) {
      const EpisodeMetrics m = playScripted(task, rules);
      byType[task.type].add(m);
      all.add(m);
      std::printf("| %s | %s | %d | %.3f | %d | (%d,%d) | (%d,%d) |\n", task.id.c_str(), task.type.c_str(),
                  m.success ? 1 : 0, m.workloadBalance, m.timesteps, m.workload[0], m.workload[1], m.optimal.agent1,
                  m.optimal.agent2);
    }
    std::printf("\n| type | tasks | success rate | mean γ | mean timesteps |\n|---|---|---|---|---|\n");
    for (const auto& [type, s] : byType) {
      std::printf("| %s | %d | %.2f | %.3f | %.2f |\n", type.c_str(), s.episodes(), s.successRate(),
                  s.meanWorkloadBalance(), s.meanTimesteps());
    }
    std::printf("| all | %d | %.2f | %.3f | %.2f |\n\n", all.episodes(), all.successRate(), all.meanWorkloadBalance(),
                all.meanTimesteps());
  }
  // 24 generated tasks per type (seeds 1..24), the paper's count per type (App. A.1).
  std::printf("generated tasks, seeds 1..24, turn_order=sequential\n");
  std::printf("| type | tasks | success rate | mean γ | mean timesteps | mean |G| |\n|---|---|---|---|---|---|\n");
  for (const char* type : {"independent", "skill_dependent", "goal_dependent"}) {
    MetricsSummary s;
    double blocks = 0;
    for (std::uint32_t seed = 1; seed <= 24; ++seed) {
      const Task task = generateTask(type, seed);
      blocks += static_cast<double>(task.target().size());
      s.add(playScripted(task, Rules{}));
    }
    std::printf("| %s | %d | %.2f | %.3f | %.2f | %.2f |\n", type, s.episodes(), s.successRate(),
                s.meanWorkloadBalance(), s.meanTimesteps(), blocks / s.episodes());
  }
  return 0;
}
