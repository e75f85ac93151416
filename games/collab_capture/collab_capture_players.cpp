#include "games/collab_capture/collab_capture_players.h"

#include <stdexcept>

#include "games/collab_capture/collab_capture_observation.h"
#include "games/two_player_rooms/joint_move_search.h"

namespace craftmate::games::collab_capture {

namespace {

// The state a decoded text describes, `turnsPlayed` turns into the episode.
CaptureState stateFromView(const CaptureView& view, const CaptureRules& rules, int turnsPlayed) {
  const int alice = view.self == kAlice ? view.selfRoom : view.partnerRoom;
  const int bob = view.self == kAlice ? view.partnerRoom : view.selfRoom;
  CaptureRules unlimited = rules;
  unlimited.maxTurns = 1 << 20;
  return CaptureState(alice, bob, view.thiefRoom, view.doorOpen[0], view.doorOpen[1], unlimited, turnsPlayed);
}

std::string replyFor(const CaptureAction& action) {
  return "Analysis: scripted pursuer.\nAction: " + actionText(action);
}

}  // namespace

CaptureAction greedyCaptureAction(const CaptureState& state, int agent) {
  const int room = state.agentRoom(agent);
  const int thief = state.thiefRoom();
  const int door = doorControlledFrom(room);
  if (door >= 0) {
    // Press when, with that door toggled, the thief's room is directly reachable from here.
    CaptureState toggled(state.agentRoom(kAlice), state.agentRoom(kBob), thief, door == 0 ? !state.doorOpen(0) : state.doorOpen(0),
                         door == 1 ? !state.doorOpen(1) : state.doorOpen(1), state.rules());
    for (int r : toggled.accessibleRooms(room)) {
      if (r == thief) return CaptureAction::press(room);
    }
  }
  const auto open = state.accessibleRooms(room);
  for (int r : open) {
    if (r == thief) return CaptureAction::move(r);
  }
  if (!open.empty()) return CaptureAction::move(open.front());
  return CaptureAction::stay();
}

std::optional<JointCaptureMove> planFastestCapture(const CaptureState& start, int horizon) {
  if (start.captured()) return std::nullopt;
  const auto plan = two_player_rooms::searchFirstJointMove(
      start, horizon, [](const CaptureState& s) { return s.captured(); }, [](const CaptureState&) { return false; });
  if (!plan) return std::nullopt;
  return JointCaptureMove{plan->alice, plan->bob, plan->turnsToGoal};
}

std::string GreedyCapturePlayer::reply(int, const std::string& observation, const std::string&) {
  const auto view = decodeObservation(observation);
  if (!view) return "Action: Stay in current Room";
  return replyFor(greedyCaptureAction(stateFromView(*view, {}, 0), view->self));
}

std::string PlannerCapturePlayer::reply(int, const std::string& observation, const std::string&) {
  const auto view = decodeObservation(observation);
  if (!view) return "Action: Stay in current Room";
  const CaptureState state = stateFromView(*view, rules_, answered_[static_cast<size_t>(view->self)]++);
  if (auto plan = planFastestCapture(state, rules_.maxTurns)) return replyFor(view->self == kAlice ? plan->alice : plan->bob);
  // No capture is possible from here (e.g. the thief is walled off): chase greedily.
  return replyFor(greedyCaptureAction(state, view->self));
}

CapturePlayerKind parseCapturePlayerKind(const std::string& text) {
  if (text == "planner") return CapturePlayerKind::Planner;
  if (text == "greedy") return CapturePlayerKind::Greedy;
  throw std::invalid_argument("scripted_player must be 'planner' or 'greedy'; got '" + text + "'");
}

std::unique_ptr<agents::Policy> makeCapturePlayer(CapturePlayerKind kind, CaptureRules rules) {
  if (kind == CapturePlayerKind::Greedy) return std::make_unique<GreedyCapturePlayer>();
  return std::make_unique<PlannerCapturePlayer>(rules);
}

}  // namespace craftmate::games::collab_capture
