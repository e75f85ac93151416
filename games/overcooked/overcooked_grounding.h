#pragma once
// The grounding controller of LLM-Coordination's Overcooked agent (llm_coordination.md §3.10):
// turns one high-level action into one low-level action per tick (walk a shortest path that avoids
// the partner, turn to face the target, interact), says when the agent must choose again, and,
// for player 1 as in the authors' code, breaks stalemates by stepping away.

#include "games/overcooked/overcooked_action.h"
#include "games/overcooked/overcooked_state.h"

namespace craftmate::games::overcooked {

// One step of the deterministic "move away": away from the partner in x, then in y, then W, N,
// S, E; the first direction onto free floor. STAY when there is none. `exclude` (optional) is a
// direction not to use (the previous tick's move while moving away).
LowAction moveAwayAction(const OvercookedState& state, int me, const Direction* exclude = nullptr);

class GroundingController {
 public:
  void assign(const HighLevelAction& action) {
    action_ = action;
    needNew_ = false;
  }
  bool needsAction() const { return needNew_; }
  const HighLevelAction& current() const { return action_; }

  // The low-level action for this tick, from the pre-tick state. `stalemateRule` enables the
  // code's stalemate handler (the environment applies it to player 1 only, as the code does).
  LowAction next(const OvercookedState& state, int me, bool stalemateRule);

 private:
  LowAction directive(const OvercookedState& state, int me);

  HighLevelAction action_;
  bool needNew_ = true;
  // Memory of the previous tick for the stalemate handler (the code's prev_* fields and its
  // `moving_away` flag, which stays on until a wait or an INTERACT turns the handler off).
  Pos previousPos_;
  Direction previousFacing_ = Direction::kNorth;
  LowAction previousLow_ = LowAction::kStay;
  bool previousDirectiveWait_ = true;  // the code starts with prev_directive "wait."
  bool movingAway_ = false;
};

}  // namespace craftmate::games::overcooked
