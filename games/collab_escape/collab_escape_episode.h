#pragma once
// Playing whole Collab Escape episodes with the scripted survivors, summarised the paper's way
// (escape rate over episodes; average turns over the escapes).

#include <string>
#include <vector>

#include "games/collab_escape/collab_escape_state.h"
#include "games/two_player_rooms/scripted_episode.h"

namespace craftmate::games::collab_escape {

struct EscapeEpisodeResult {
  bool escaped = false;
  bool caught = false;
  int turns = 0;
};

// Plays `scenario` (1-based) of `mapName` to the end with the scripted planner for both survivors,
// through the Environment's text interface.
EscapeEpisodeResult runScriptedEscapeEpisode(const std::string& mapName, int scenario, const EscapeRules& rules);

// Wins are escaped episodes.
using EscapeSummary = two_player_rooms::WinSummary;

EscapeSummary summarizeEscapeEpisodes(const std::vector<EscapeEpisodeResult>& episodes);

}  // namespace craftmate::games::collab_escape
