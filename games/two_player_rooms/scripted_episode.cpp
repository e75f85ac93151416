#include "games/two_player_rooms/scripted_episode.h"

#include <string>

namespace craftmate::games::two_player_rooms {

void playScriptedEpisode(agents::Environment& env, agents::Policy& policy, int maxTurns) {
  std::string feedback[2];
  for (int step = 0; step < 4 * maxTurns + 8 && !env.score().ended; ++step) {
    for (int agent : env.agentsToAct()) {
      auto result = env.act(agent, policy.reply(agent, env.observation(agent), feedback[agent]));
      feedback[agent] = result.output;
    }
  }
}

}  // namespace craftmate::games::two_player_rooms
