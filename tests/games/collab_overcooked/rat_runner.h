#pragma once
// Test helper: plays one reference trajectory (RAT) through the environment's text interface, each
// agent starting its next RAT action as soon as the world accepts it and writing wait(1) before
// that, which is the "optimal agent" of spec §3.6 / T8.

#include <string>
#include <vector>

#include "games/collab_overcooked/overcooked_environment.h"

namespace craftmate::games::collab_overcooked::testing {

struct RatRun {
  bool success = false;
  int deliveredAt = -1;
  std::vector<ExecutedAction> events[2];
};

inline RatRun runReference(const Task& task, int reference, double gamma = 1.5) {
  EnvironmentOptions options;
  options.gamma = gamma;
  CollabOvercookedEnvironment env(task, options);
  const auto& rat = task.references[reference];
  int guard = 0;
  while (!env.ended() && ++guard < 10000) {
    for (int agent : env.agentsToAct()) {
      const std::size_t done = env.state().history(agent).size();
      std::string command = "wait(1)";
      if (done < rat.agent[agent].size()) {
        const ParsedAction next = parseAction(rat.agent[agent][done]);
        if (next.ok && env.state().check(agent, next.action) == ActionError::None) command = rat.agent[agent][done];
      }
      env.act(agent, command);
      if (env.ended()) break;
    }
  }
  RatRun run;
  run.success = env.score().complete;
  run.deliveredAt = env.state().successTime();
  for (int a = 0; a < 2; ++a) run.events[a] = env.state().history(a);
  return run;
}

}  // namespace craftmate::games::collab_overcooked::testing
