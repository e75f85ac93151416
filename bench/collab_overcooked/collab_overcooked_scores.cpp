// Plays every task once with the scripted Chef and Assistant (the world is deterministic, so the
// authors' 10 repetitions would repeat the same episode) and prints the paper's metrics per task and
// per level as Markdown. Usage: collab_overcooked_scores [gamma]

#include <cstdio>
#include <cstdlib>
#include <map>
#include <string>

#include "games/collab_overcooked/collab_overcooked_environment.h"
#include "games/collab_overcooked/collab_overcooked_scripted_player.h"
#include "games/collab_overcooked/collab_overcooked_task.h"

using namespace craftmate::games::collab_overcooked;

int main(int argc, char** argv) {
  EnvironmentOptions options;
  if (argc > 1) options.gamma = std::atof(argv[1]);
  std::printf("| level | task | T_opt | limit | delivered at | SR | TES Chef | TES Assistant | PC | IC | RC | requests |\n");
  std::printf("|---|---|---|---|---|---|---|---|---|---|---|---|\n");
  std::map<int, std::map<std::string, double>> perLevel;
  for (const Task& task : allTasks()) {
    CollabOvercookedEnvironment env(task, options);
    ScriptedOvercookedPlayer player;
    std::string feedback[2];
    int acts = 0;
    while (!env.ended() && ++acts < 10000) {
      const int agent = env.agentsToAct().front();
      feedback[agent] = env.act(agent, player.reply(agent, env.observation(agent), feedback[agent])).output;
    }
    const auto m = env.score().metrics;
    std::printf("| %d | %s | %d | %d | %d | %.0f | %.3f | %.3f | %.3f | %.2f | %.2f | %.0f |\n", task.level, task.order.c_str(),
                task.optimalTime, env.timeLimit(), static_cast<int>(m.at("delivered_at")), m.at("SR"), m.at("TES_agent_0"),
                m.at("TES_agent_1"), m.at("PC"), m.at("IC"), m.at("RC"), m.at("collaborations"));
    for (const char* k : {"SR", "PC", "IC", "RC", "delivered_at"}) perLevel[task.level][k] += m.at(k) / 5.0;
  }
  std::printf("\n| level | SR | PC | IC | RC | mean delivery time |\n|---|---|---|---|---|---|\n");
  for (const auto& [level, m] : perLevel) {
    std::printf("| %d | %.2f | %.3f | %.2f | %.2f | %.1f |\n", level, m.at("SR"), m.at("PC"), m.at("IC"), m.at("RC"),
                m.at("delivered_at"));
  }
  return 0;
}
