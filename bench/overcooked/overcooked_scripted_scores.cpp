// Prints the scripted planner's self-play score on every layout (one 400-tick episode each; the
// world and the planner are deterministic). The table in docs/worlds/overcooked.md comes from this.
//   build/bench/overcooked/overcooked_scripted_scores

#include <iostream>

#include "games/overcooked/overcooked_environment.h"
#include "games/overcooked/overcooked_scripted_player.h"

int main() {
  using namespace craftmate::games::overcooked;
  for (const std::string& layout : layoutNames()) {
    OvercookedOptions options;
    options.layout = layout;
    OvercookedEnvironment env(options);
    OvercookedScriptedPlayer players[2];
    std::string feedback[2];
    int decisions = 0;
    int rejected = 0;
    while (!env.score().ended) {
      for (int a : env.agentsToAct()) {
        const auto out = env.act(a, players[a].reply(a, env.observation(a), feedback[a]));
        feedback[a] = out.output;
        ++decisions;
        if (!out.accepted) {
          ++rejected;
          env.act(a, "wait.");
        }
      }
    }
    std::cout << layout << ": score " << env.score().metrics.at("score") << " (" << env.score().metrics.at("deliveries")
              << " deliveries, " << decisions << " decisions, " << rejected << " rejected)\n";
  }
}
