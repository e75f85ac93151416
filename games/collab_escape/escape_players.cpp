#include "games/collab_escape/escape_players.h"

#include <deque>
#include <unordered_set>

#include "games/collab_escape/escape_observation.h"

namespace craftmate::games::collab_escape {

std::optional<JointEscapeMove> planFastestEscape(const EscapeState& start, int horizon) {
  if (start.ended()) return std::nullopt;
  struct Node {
    EscapeState state;
    EscapeAction firstAlice;
    EscapeAction firstBob;
    int depth;
  };
  std::deque<Node> queue;
  std::unordered_set<std::uint64_t> seen{start.key()};
  queue.push_back({start, {}, {}, 0});
  while (!queue.empty()) {
    Node node = std::move(queue.front());
    queue.pop_front();
    if (node.depth >= horizon) continue;
    for (const auto& a : node.state.LegalMoves(kAlice)) {
      for (const auto& b : node.state.LegalMoves(kBob)) {
        EscapeState next = node.state;
        next.ApplyJointMove(a, b);
        if (next.lost()) continue;
        const EscapeAction firstA = node.depth == 0 ? a : node.firstAlice;
        const EscapeAction firstB = node.depth == 0 ? b : node.firstBob;
        if (next.won()) return JointEscapeMove{firstA, firstB, node.depth + 1};
        if (seen.insert(next.key()).second) queue.push_back({std::move(next), firstA, firstB, node.depth + 1});
      }
    }
  }
  return std::nullopt;
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
