#include "games/collab_capture/collab_capture_episode.h"

#include "games/collab_capture/collab_capture_environment.h"
#include "games/collab_capture/collab_capture_scenarios.h"
#include "games/two_player_rooms/scripted_episode.h"

namespace craftmate::games::collab_capture {

CaptureEpisodeResult runScriptedCaptureEpisode(int scenarioId, const CaptureRules& rules, CapturePlayerKind player) {
  const CaptureScenario& s = captureScenario(scenarioId);
  CaptureEnvironment env(CaptureState(s.aliceRoom, s.bobRoom, s.thiefRoom, s.door12Open, s.door34Open, rules));
  auto policy = makeCapturePlayer(player, rules);
  two_player_rooms::playScriptedEpisode(env, *policy, rules.maxTurns);
  return {env.state().captured(), env.state().turns()};
}

CaptureSummary summarizeCaptureEpisodes(const std::vector<CaptureEpisodeResult>& episodes) {
  return two_player_rooms::summarizeWins(episodes, &CaptureEpisodeResult::captured);
}

}  // namespace craftmate::games::collab_capture
