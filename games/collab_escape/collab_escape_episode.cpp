#include "games/collab_escape/collab_escape_episode.h"

#include <stdexcept>

#include "games/collab_escape/collab_escape_environment.h"
#include "games/collab_escape/collab_escape_players.h"
#include "games/two_player_rooms/scripted_episode.h"

namespace craftmate::games::collab_escape {

EscapeEpisodeResult runScriptedEscapeEpisode(const std::string& mapName, int scenario, const EscapeRules& rules) {
  const EscapeMap& map = escapeMap(mapName);
  if (scenario < 1 || scenario > static_cast<int>(map.scenarios.size())) {
    throw std::invalid_argument("map " + mapName + " has scenarios 1 to " + std::to_string(map.scenarios.size()));
  }
  const EscapeStart& start = map.scenarios[static_cast<size_t>(scenario - 1)];
  EscapeEnvironment env(EscapeState(map, start.alice, start.bob, start.killer, {}, rules));
  auto policy = makeEscapePlayer(map, rules);
  two_player_rooms::playScriptedEpisode(env, *policy, rules.maxTurns);
  return {env.state().won(), env.state().lost(), env.state().turns()};
}

EscapeSummary summarizeEscapeEpisodes(const std::vector<EscapeEpisodeResult>& episodes) {
  return two_player_rooms::summarizeWins(episodes, &EscapeEpisodeResult::escaped);
}

}  // namespace craftmate::games::collab_escape
