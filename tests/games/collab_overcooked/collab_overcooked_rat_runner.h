#pragma once
// Test helpers: drive the environment's text interface with a fixed list of actions per agent,
// each agent starting its next action as soon as the world accepts it and writing wait(1) before
// that (the "optimal agent" of spec §3.6 / T8).

#include <functional>
#include <string>
#include <vector>

#include "games/collab_overcooked/collab_overcooked_environment.h"

namespace craftmate::games::collab_overcooked::testing {

class ScriptDriver {
 public:
  ScriptDriver(const Task& task, std::vector<std::string> chef, std::vector<std::string> assistant,
               EnvironmentOptions options = {})
      : env_(task, options) {
    lists_[0] = std::move(chef);
    lists_[1] = std::move(assistant);
  }

  // Makes `agent` write wait(1) for its first `steps` decisions.
  void delay(int agent, int steps) { delay_[agent] = steps; }

  // Plays until the episode ends or `stop` holds at a decision point.
  void run(const std::function<bool(const CollabOvercookedEnvironment&)>& stop = {}) {
    int guard = 0;
    while (!env_.ended() && ++guard < 10000) {
      if (stop && stop(env_)) return;
      const std::vector<int> acting = env_.agentsToAct();
      const int agent = acting.front();
      env_.act(agent, nextCommand(agent));
    }
  }

  std::string nextCommand(int agent) {
    if (delay_[agent] > 0) {
      --delay_[agent];
      return "wait(1)";
    }
    const std::size_t done = env_.state().history(agent).size();
    if (done < lists_[agent].size()) {
      const ParsedAction next = parseAction(lists_[agent][done]);
      if (next.ok && env_.state().check(agent, next.action) == ActionError::None) return lists_[agent][done];
    }
    return "wait(1)";
  }

  CollabOvercookedEnvironment& env() { return env_; }

 private:
  CollabOvercookedEnvironment env_;
  std::vector<std::string> lists_[2];
  int delay_[2] = {0, 0};
};

struct RatRun {
  bool success = false;
  int deliveredAt = -1;
  std::vector<ExecutedAction> events[2];
};

inline RatRun runReference(const Task& task, int reference, double gamma = 1.5) {
  EnvironmentOptions options;
  options.gamma = gamma;
  ScriptDriver driver(task, task.references[reference].agent[0], task.references[reference].agent[1], options);
  driver.run();
  RatRun run;
  run.success = driver.env().score().complete;
  run.deliveredAt = driver.env().state().successTime();
  for (int a = 0; a < 2; ++a) run.events[a] = driver.env().state().history(a);
  return run;
}

// Waits until `agent` has executed `count` actions.
inline std::function<bool(const CollabOvercookedEnvironment&)> executed(int agent, std::size_t count) {
  return [agent, count](const CollabOvercookedEnvironment& env) { return env.state().history(agent).size() >= count; };
}

}  // namespace craftmate::games::collab_overcooked::testing
