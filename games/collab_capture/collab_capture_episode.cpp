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
  CaptureSummary summary;
  int capturedTurns = 0;
  for (const auto& e : episodes) {
    summary.episodes += 1;
    if (e.captured) {
      summary.captures += 1;
      capturedTurns += e.turns;
    }
  }
  if (summary.episodes > 0) summary.captureRate = static_cast<double>(summary.captures) / summary.episodes;
  if (summary.captures > 0) summary.averageTurns = static_cast<double>(capturedTurns) / summary.captures;
  return summary;
}

}  // namespace craftmate::games::collab_capture
