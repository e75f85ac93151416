#pragma once
// Playing whole Collab Capture episodes with scripted players and summarising them the paper's way
// (capture rate over episodes; average turns over the captured ones).

#include <vector>

#include "games/collab_capture/collab_capture_players.h"
#include "games/collab_capture/collab_capture_state.h"

namespace craftmate::games::collab_capture {

struct CaptureEpisodeResult {
  bool captured = false;
  int turns = 0;
};

// Plays scenario `scenarioId` (1..4) to the end with one scripted player for both pursuers, through
// the Environment's text interface.
CaptureEpisodeResult runScriptedCaptureEpisode(int scenarioId, const CaptureRules& rules, CapturePlayerKind player);

struct CaptureSummary {
  int episodes = 0;
  int captures = 0;
  double captureRate = 0.0;
  double averageTurns = 0.0;  // over captured episodes; 0 when none (the paper prints "N.A.")
};

CaptureSummary summarizeCaptureEpisodes(const std::vector<CaptureEpisodeResult>& episodes);

}  // namespace craftmate::games::collab_capture
