#pragma once
// Breadth-first search over both players' joint moves, for scripted players that plan for the pair:
// both players run the same search on the same text, so they agree without talking.
//
// `State` provides LegalMoves(agent), ApplyJointMove(alice, bob) and key() (equal for states the
// search need not tell apart).

#include <deque>
#include <optional>
#include <type_traits>
#include <unordered_set>
#include <utility>

namespace craftmate::games::two_player_rooms {

template <class Action>
struct FirstJointMove {
  Action alice;
  Action bob;
  int turnsToGoal = 0;
};

// The first joint move of a shortest sequence from `start` to a state where `reached(state)`
// holds, never passing through a state where `lost(state)` holds; nullopt when none exists within
// `horizon` turns. Ties go to the earliest moves in LegalMoves order (Alice's first).
template <class State, class Reached, class Lost>
auto searchFirstJointMove(const State& start, int horizon, Reached reached, Lost lost) {
  using Action = std::remove_cvref_t<decltype(start.LegalMoves(0)[0])>;
  using Key = std::remove_cvref_t<decltype(start.key())>;
  struct Node {
    State state;
    Action firstAlice;
    Action firstBob;
    int depth;
  };
  std::deque<Node> queue;
  std::unordered_set<Key> seen{start.key()};
  queue.push_back({start, {}, {}, 0});
  while (!queue.empty()) {
    Node node = std::move(queue.front());
    queue.pop_front();
    if (node.depth >= horizon) continue;
    for (const auto& a : node.state.LegalMoves(0)) {
      for (const auto& b : node.state.LegalMoves(1)) {
        State next = node.state;
        next.ApplyJointMove(a, b);
        if (lost(next)) continue;
        const Action firstA = node.depth == 0 ? a : node.firstAlice;
        const Action firstB = node.depth == 0 ? b : node.firstBob;
        if (reached(next)) return std::optional<FirstJointMove<Action>>({firstA, firstB, node.depth + 1});
        if (seen.insert(next.key()).second) queue.push_back({std::move(next), firstA, firstB, node.depth + 1});
      }
    }
  }
  return std::optional<FirstJointMove<Action>>();
}

}  // namespace craftmate::games::two_player_rooms
