#pragma once
// Playing whole Collab Capture episodes with scripted players and summarising them the paper's way
// (capture rate over episodes; average turns over the captured ones).

#include <vector>

#include "games/collab_capture/collab_capture_players.h"
#include "games/collab_capture/collab_capture_state.h"
#include "games/two_player_rooms/scripted_episode.h"

namespace craftmate::games::collab_capture {

struct CaptureEpisodeResult {
  bool captured = false;
  int turns = 0;
};

// Plays scenario `scenarioId` (1..4) to the end with one scripted player for both pursuers, through
// the Environment's text interface.
CaptureEpisodeResult runScriptedCaptureEpisode(int scenarioId, const CaptureRules& rules, CapturePlayerKind player);

// Wins are captured episodes.
using CaptureSummary = two_player_rooms::WinSummary;

CaptureSummary summarizeCaptureEpisodes(const std::vector<CaptureEpisodeResult>& episodes);

}  // namespace craftmate::games::collab_capture
