#pragma once
// Test helper: plays one episode with the scripted players through text only (observation in,
// reply out), as `craftmate play collab_overcooked --model scripted` does.

#include <string>

#include "agents/environment.h"
#include "games/collab_overcooked/collab_overcooked_environment.h"
#include "games/collab_overcooked/collab_overcooked_scripted_player.h"

namespace craftmate::games::collab_overcooked::testing {

struct ScriptedEpisode {
  agents::Score score;
  int rejected = 0;  // commands the world rejected
  int acts = 0;
};

inline ScriptedEpisode playScripted(CollabOvercookedEnvironment& env, std::string* transcript = nullptr) {
  ScriptedOvercookedPlayer player;
  std::string feedback[2];
  ScriptedEpisode out;
  while (!env.ended() && out.acts < 5000) {
    for (int agent : env.agentsToAct()) {
      const std::string obs = env.observation(agent);
      const std::string reply = player.reply(agent, obs, feedback[agent]);
      const agents::CommandResult r = env.act(agent, reply);
      if (transcript) *transcript += "=== " + std::string(roleName(agent)) + "\n" + obs + "--> " + reply + "\n<-- " + r.output + "\n";
      feedback[agent] = r.output;
      ++out.acts;
      if (!r.accepted) ++out.rejected;
      break;  // re-read who acts: a reply may open a conversation
    }
  }
  out.score = env.score();
  return out;
}

}  // namespace craftmate::games::collab_overcooked::testing
