#include "games/overcooked/overcooked_grounding.h"

#include "games/overcooked/overcooked_distance.h"

namespace craftmate::games::overcooked {

namespace {

bool isMove(LowAction a) { return a < LowAction::kStay; }

}  // namespace

LowAction moveAwayAction(const OvercookedState& state, int me, const Direction* exclude) {
  const Pos mine = state.chef(me).pos;
  const Pos partner = state.chef(1 - me).pos;
  Direction order[6];
  int n = 0;
  if (mine.x > partner.x) order[n++] = Direction::kEast;
  if (mine.x < partner.x) order[n++] = Direction::kWest;
  if (mine.y > partner.y) order[n++] = Direction::kSouth;
  if (mine.y < partner.y) order[n++] = Direction::kNorth;
  for (const Direction d : {Direction::kWest, Direction::kNorth, Direction::kSouth, Direction::kEast}) order[n++] = d;
  for (int i = 0; i < n; ++i) {
    if (exclude != nullptr && order[i] == *exclude) continue;
    const Pos to = step(mine, order[i]);
    if (state.layout().isFloor(to) && !(to == partner)) return moveOf(order[i]);
  }
  return LowAction::kStay;
}

LowAction GroundingController::directive(const OvercookedState& state, int me) {
  using Verb = HighLevelAction::Verb;
  const Layout& l = state.layout();
  const Chef& chef = state.chef(me);
  const Pos partner = state.chef(1 - me).pos;
  if (action_.verb == Verb::kWait) {
    needNew_ = true;
    return LowAction::kStay;
  }
  if (action_.verb == Verb::kMoveAway) {
    needNew_ = true;
    movingAway_ = true;
    return moveAwayAction(state, me);
  }
  const Pos target = action_.target(l);
  std::array<Pos, 4> cells;
  const int n = accessCells(l, target, partner, cells);
  if (n == 0) {
    needNew_ = true;
    return LowAction::kStay;
  }
  for (int i = 0; i < n; ++i) {
    if (!(cells[i] == chef.pos)) continue;
    Direction facingTarget = Direction::kNorth;
    for (const Direction d : {Direction::kNorth, Direction::kSouth, Direction::kEast, Direction::kWest}) {
      if (step(chef.pos, d) == target) facingTarget = d;
    }
    if (chef.facing != facingTarget) return moveOf(facingTarget);  // turns only: the target is not floor
    switch (action_.verb) {
      case Verb::kPickUp:
        if (chef.held != Item::kNone) return LowAction::kStay;
        needNew_ = true;
        return LowAction::kInteract;
      case Verb::kLoadSoup: {
        needNew_ = true;
        const Pot& pot = state.pot(action_.index);
        return chef.held == Item::kDish && pot.ready() ? LowAction::kInteract : LowAction::kStay;
      }
      default:  // place in a pot, on a counter, for delivery
        if (chef.held == Item::kNone) return LowAction::kStay;
        needNew_ = true;
        return LowAction::kInteract;
    }
  }
  Direction first;
  if (firstStepTowards(l, chef.pos, partner, cells, n, first)) return moveOf(first);
  return LowAction::kStay;  // no path now (the partner is in the way); the code does not re-ask
}

LowAction GroundingController::next(const OvercookedState& state, int me, bool stalemateRule) {
  const Chef& chef = state.chef(me);
  const bool isWait = action_.verb == HighLevelAction::Verb::kWait;
  LowAction low = directive(state, me);
  // The code's handle_stalemate: while neither this tick nor the last is a wait or an INTERACT, a
  // chef that has not moved or turned since the last tick (and keeps its action) steps away; once
  // moving away, it avoids the last tick's move. Any wait or INTERACT ends the moving away.
  const bool handlerOn = !previousDirectiveWait_ && previousLow_ != LowAction::kInteract && low != LowAction::kInteract && !isWait;
  if (!handlerOn) {
    movingAway_ = false;
  } else if (stalemateRule && chef.pos == previousPos_ && chef.facing == previousFacing_ && !needNew_) {
    const bool avoid = movingAway_ && isMove(previousLow_);
    const Direction last = avoid ? static_cast<Direction>(previousLow_) : Direction::kNorth;
    low = moveAwayAction(state, me, avoid ? &last : nullptr);
    movingAway_ = true;
  }
  previousPos_ = chef.pos;
  previousFacing_ = chef.facing;
  previousLow_ = low;
  previousDirectiveWait_ = isWait;
  return low;
}

}  // namespace craftmate::games::overcooked
