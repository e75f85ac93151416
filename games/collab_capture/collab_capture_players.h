#pragma once
// Scripted pursuers. Both read only the observation text (and know the published rules):
//  - GreedyCapturePlayer: the authors' greedy baseline (spec §5.4), whose Table 2 row is 0.50 / 6.00.
//  - PlannerCapturePlayer: searches the joint moves of both pursuers against the deterministic
//    thief and plays its own half of a shortest capture; both pursuers run the same search on the
//    same text, so they agree without talking.

#include <array>
#include <memory>
#include <optional>

#include "agents/policy.h"
#include "games/collab_capture/collab_capture_state.h"

namespace craftmate::games::collab_capture {

class GreedyCapturePlayer : public agents::Policy {
 public:
  std::string reply(int agent, const std::string& observation, const std::string& feedback) override;
};

class PlannerCapturePlayer : public agents::Policy {
 public:
  explicit PlannerCapturePlayer(CaptureRules rules = {}) : rules_(rules) {}
  std::string reply(int agent, const std::string& observation, const std::string& feedback) override;

 private:
  CaptureRules rules_;
  // Turns answered per seat: the text does not say which turn it is, and a swap captures only from
  // turn 2 on. One player object per episode.
  std::array<int, 2> answered_{};
};

enum class CapturePlayerKind { Planner, Greedy };
// Parses "planner" or "greedy"; throws std::invalid_argument otherwise.
CapturePlayerKind parseCapturePlayerKind(const std::string& text);
std::unique_ptr<agents::Policy> makeCapturePlayer(CapturePlayerKind kind, CaptureRules rules);

// The greedy baseline's choice for one pursuer, from positions alone (exposed for tests).
CaptureAction greedyCaptureAction(const CaptureState& state, int agent);
// The planner's joint first move towards the fastest capture, or nullopt when none exists within
// `horizon` turns.
struct JointCaptureMove {
  CaptureAction alice;
  CaptureAction bob;
  int turnsToCapture = 0;
};
std::optional<JointCaptureMove> planFastestCapture(const CaptureState& state, int horizon);

}  // namespace craftmate::games::collab_capture
