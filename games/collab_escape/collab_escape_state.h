#pragma once
// Collab Escape rules (spec llm_coordination.md §6.3): the killer decides, both survivors act from
// the same state, unattended generators reset, survivors execute, the killer moves, the gate
// updates, then loss is checked before win.

#include <array>
#include <cstdint>
#include <vector>

#include "games/collab_escape/collab_escape_action.h"
#include "games/collab_escape/collab_escape_killer.h"
#include "games/collab_escape/collab_escape_map.h"
#include "games/coordqa/coordqa_fixed_list.h"

namespace craftmate::games::collab_escape {

// At most 4 neighbours in the shipped maps, plus fix and wait.
using EscapeMoveList = coordqa::FixedList<EscapeAction, 8>;
inline constexpr std::size_t kMaxGenerators = 4;

inline constexpr int kAlice = 0;
inline constexpr int kBob = 1;

struct EscapeRules {
  int fixesNeeded = 2;          // consecutive fix actions a generator needs
  bool jointFixAddsTwo = true;  // the code's quirk: two survivors fixing together add 2 (CE-12)
  int maxTurns = 30;            // inferred cap (the code has none); reaching it is no escape
  KillerWander wander = KillerWander::FirstNeighbour;
  std::uint64_t seed = 0;       // for KillerWander::Seeded
};

struct EscapeTurnEvents {
  std::array<int, 2> from{};
  std::array<int, 2> to{};
  std::array<EscapeAction, 2> actions{};
  // The authors' `last_action_is_fixing`: the agent fixed, except Bob when Alice fixed the same
  // generator (their reset bookkeeping had already removed that room from its list).
  std::array<bool, 2> fixing{};
  int killerFrom = 0;
  int killerTo = 0;
  coordqa::FixedList<int, kMaxGenerators> generatorsReset;  // rooms whose progress was lost this turn
};

class EscapeState {
 public:
  // `fixCounts` per generator in map order (empty: all 0). Decides the killer's first plan.
  EscapeState(const EscapeMap& map, int aliceRoom, int bobRoom, int killerRoom, std::vector<int> fixCounts = {},
              EscapeRules rules = {}, KillerMemory memory = {});

  const EscapeMap& map() const { return *map_; }
  const EscapeRules& rules() const { return rules_; }
  int agentRoom(int agent) const { return rooms_[static_cast<size_t>(agent)]; }
  int killerRoom() const { return killer_; }
  const KillerPlan& killerPlan() const { return plan_; }
  const KillerMemory& killerMemory() const { return memory_; }
  int fixCount(int generator) const { return fixCounts_[static_cast<size_t>(generator)]; }
  bool generatorFixed(int generator) const { return fixCount(generator) >= rules_.fixesNeeded; }
  int fixesStillNeeded(int generator) const;
  bool gateOpen() const;
  int turns() const { return turns_; }
  bool won() const { return won_; }
  bool lost() const { return lost_; }
  bool ended() const { return won_ || lost_ || turns_ >= rules_.maxTurns; }
  const EscapeTurnEvents& lastTurn() const { return lastTurn_; }
  // What the agent did last turn (Wait before the first turn).
  const EscapeAction& lastAction(int agent) const { return lastTurn_.actions[static_cast<size_t>(agent)]; }
  // Whether the observation reports the agent as fixing last turn (EscapeTurnEvents::fixing).
  bool lastActionIsFixing(int agent) const { return lastTurn_.fixing[static_cast<size_t>(agent)]; }

  // Display order (CE-1): moves in adjacency order, fix (in a generator room), wait.
  EscapeMoveList LegalMoves(int agent) const;
  bool MoveIsLegal(int agent, const EscapeAction& action) const;
  // An illegal action counts as wait (the code's rule).
  void ApplyJointMove(const EscapeAction& alice, const EscapeAction& bob);

  // Positions, generator progress and the killer's memory and plan packed for planners.
  std::uint64_t key() const;

 private:
  void decideKillerPlan();

  const EscapeMap* map_;
  EscapeRules rules_;
  std::array<int, 2> rooms_;
  int killer_;
  std::array<int, kMaxGenerators> fixCounts_{};  // first map().generatorRooms.size() are used
  KillerMemory memory_;
  KillerPlan plan_;
  std::uint64_t rngState_;  // splitmix64: 8 bytes, so planners copy states cheaply
  int turns_ = 0;
  bool won_ = false;
  bool lost_ = false;
  EscapeTurnEvents lastTurn_;
};

}  // namespace craftmate::games::collab_escape
