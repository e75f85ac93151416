#include "games/collab_escape/collab_escape_players.h"

#include "games/collab_escape/collab_escape_observation.h"
#include "games/two_player_rooms/joint_move_search.h"

namespace craftmate::games::collab_escape {

std::optional<JointEscapeMove> planFastestEscape(const EscapeState& start, int horizon) {
  if (start.ended()) return std::nullopt;
  const auto plan = two_player_rooms::searchFirstJointMove(
      start, horizon, [](const EscapeState& s) { return s.won(); }, [](const EscapeState& s) { return s.lost(); });
  if (!plan) return std::nullopt;
  return JointEscapeMove{plan->alice, plan->bob, plan->turnsToGoal};
}

namespace {

// When no escape is reachable: survive this turn and keep as much generator progress as possible.
JointEscapeMove survivalMove(const EscapeState& state) {
  JointEscapeMove best{EscapeAction::wait(), EscapeAction::wait(), 0};
  int bestProgress = -1;
  for (const auto& a : state.LegalMoves(kAlice)) {
    for (const auto& b : state.LegalMoves(kBob)) {
      EscapeState next = state;
      next.ApplyJointMove(a, b);
      if (next.lost()) continue;
      int progress = 0;
      for (size_t g = 0; g < next.map().generatorRooms.size(); ++g) progress += next.fixCount(static_cast<int>(g));
      if (progress > bestProgress) {
        bestProgress = progress;
        best = {a, b, 0};
      }
    }
  }
  return best;
}

}  // namespace

std::string PlannerEscapePlayer::reply(int agent, const std::string& observation, const std::string&) {
  auto view = decodeObservation(observation);
  if (!view || view->generatorRooms.size() != map_->generatorRooms.size()) return "Action: wait";
  const int self = view->self;
  const int alice = self == kAlice ? view->selfRoom : view->partnerRoom;
  const int bob = self == kAlice ? view->partnerRoom : view->selfRoom;
  std::vector<int> counts;
  for (int needed : view->fixesStillNeeded) counts.push_back(rules_.fixesNeeded - needed);
  EscapeRules planning = rules_;
  planning.wander = KillerWander::FirstNeighbour;
  planning.maxTurns = 1 << 20;
  KillerMemory& memory = memory_[static_cast<size_t>(agent == kBob ? 1 : 0)];
  EscapeState state(*map_, alice, bob, view->killerRoom, counts, planning, memory);
  memory = state.killerMemory();  // what the killer now remembers, as the text implies
  auto plan = planFastestEscape(state, rules_.maxTurns);
  const JointEscapeMove move = plan ? *plan : survivalMove(state);
  return "Action: " + actionText(self == kAlice ? move.alice : move.bob);
}

std::unique_ptr<agents::Policy> makeEscapePlayer(const EscapeMap& map, EscapeRules rules) {
  return std::make_unique<PlannerEscapePlayer>(map, rules);
}

}  // namespace craftmate::games::collab_escape
