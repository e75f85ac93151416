#include "games/collab_overcooked/collab_overcooked_state.h"

#include <algorithm>

#include "games/collab_overcooked/collab_overcooked_task.h"

namespace craftmate::games::collab_overcooked {
namespace {

constexpr Cell kNoCell{-1, -1};

const char* actorName(int agent) { return agent == kChef ? "chef" : "assistant"; }

// Where the dispensers and the serving location are; fixed by the layout (spec §2.1).
Cell findTile(const Layout& layout, Tile tile) {
  for (int i = 0; i < Layout::kCells; ++i) {
    if (layout.tile(Layout::cellAt(i)) == tile) return Layout::cellAt(i);
  }
  return kNoCell;
}

bool contains(const UtensilState& u, ItemId item) {
  return std::find(u.items.begin(), u.items.begin() + u.count, item) != u.items.begin() + u.count;
}

}  // namespace

OvercookedState::OvercookedState(const Task& task, EngineRules rules)
    : task_(&task), layout_(&Layout::standard()), items_(&ItemCatalog::instance()), rules_(rules) {
  for (int a = 0; a < kAgentCount; ++a) {
    agents_[a].position = layout_->start(a);
    agents_[a].facing = Direction::North;  // both start facing north (spec §2.1)
  }
  utensils_.resize(layout_->utensils().size());
  counters_.resize(layout_->counters().size());
  ingredientDispenser_ = findTile(*layout_, Tile::IngredientDispenser);
  dishDispenser_ = findTile(*layout_, Tile::DishDispenser);
  serving_ = findTile(*layout_, Tile::Serving);
  for (int a = 0; a < kAgentCount; ++a) {
    for (bool shared : {true, false}) {
      for (int c = 0; c < static_cast<int>(counters_.size()); ++c) {
        if (layout_->counterShared(c) == shared && layout_->reachable(a, layout_->counters()[c])) reachableCounters_[a].push_back(c);
      }
    }
    for (int u = 0; u < static_cast<int>(utensils_.size()); ++u) {
      if (layout_->reachable(a, layout_->utensils()[u].cell)) reachableUtensils_[a].push_back(u);
    }
  }
}

Action OvercookedState::recordedAction(const Action& action) const {
  if (rules_.fillHistory == FillHistory::Authors && action.type == ActionType::FillDish &&
      layout_->utensils()[action.utensil].type != UtensilType::Pot) {
    Action put;
    put.type = ActionType::PutInUtensil;
    put.utensil = action.utensil;
    return put;
  }
  return action;
}

int OvercookedState::cheapestCounter(int agent, ItemId item, bool wantEmpty, bool sharedOnly) const {
  const AgentState& me = agents_[agent];
  int best = -1;
  int bestCost = 0;
  for (int c : reachableCounters_[agent]) {
    if (sharedOnly && !layout_->counterShared(c)) continue;
    const HeldObject& h = counters_[c];
    if (wantEmpty ? !h.empty() : (h.item != item || h.empty())) continue;
    const int cost = layout_->interactionCost(agent, me.position, me.facing, layout_->counters()[c]);
    if (cost < 0) continue;
    if (best < 0 || cost < bestCost || (cost == bestCost && c < best)) {  // ties: first in row-major order
      best = c;
      bestCost = cost;
    }
  }
  return best;
}

bool OvercookedState::counterStillServes(const Action& a, Cell cell) const {
  const int c = layout_->counterAt(cell);
  if (c < 0) return false;
  if (a.type == ActionType::PlaceOnCounter) return counters_[c].empty();
  return a.type == ActionType::Pickup && a.place == Place::Counter && !counters_[c].empty() && counters_[c].item == a.item;
}

OvercookedState::Target OvercookedState::resolve(int agent, const Action& a) const {
  const AgentState& me = agents_[agent];
  const ItemCatalog& items = *items_;
  const auto utensilCell = [&](int u) { return layout_->utensils()[u].cell; };
  switch (a.type) {
    case ActionType::Pickup: {
      Cell where = kNoCell;
      if (a.place == Place::Utensil) {
        const UtensilState& u = utensils_[a.utensil];
        if (u.phase == UtensilPhase::Cooking) return {ActionError::PickupCooking, kNoCell};
        if (u.phase == UtensilPhase::Ready && u.product == a.item && a.item == task_->orderItem &&
            items.needsDish(a.item)) {
          return {ActionError::PickupNeedsDish, kNoCell};
        }
        where = utensilCell(a.utensil);
        if (!layout_->reachable(agent, where)) return {ActionError::PickupUnreachable, kNoCell};
      } else if (a.place == Place::Counter) {
        const int c = cheapestCounter(agent, a.item, false, false);
        if (c < 0) return {ActionError::PickupNothingOnCounter, kNoCell};
        where = layout_->counters()[c];
      } else {
        where = a.place == Place::IngredientDispenser ? ingredientDispenser_ : dishDispenser_;
        if (!layout_->reachable(agent, where)) {
          return {agent == kChef ? ActionError::ChefAtDispenser : ActionError::PickupUnreachable, kNoCell};
        }
      }
      if (!me.held.empty()) return {ActionError::HandFull, kNoCell};
      if (a.place == Place::Utensil) {
        const UtensilState& u = utensils_[a.utensil];
        const bool ready = u.phase == UtensilPhase::Ready && u.product == a.item;
        const bool raw = u.phase == UtensilPhase::Loaded && contains(u, a.item);
        if (!ready && !raw) return {ActionError::NotInPlace, kNoCell};
      }
      return {ActionError::None, where};
    }
    case ActionType::PlaceOnCounter: {
      if (me.held.empty()) return {ActionError::PlaceHandEmpty, kNoCell};
      // The nearest empty shared counter; other reachable counters only when those are full.
      int c = cheapestCounter(agent, kNoItem, true, true);
      if (c < 0) c = cheapestCounter(agent, kNoItem, true, false);
      if (c < 0) return {ActionError::NoEmptyCounter, kNoCell};
      return {ActionError::None, layout_->counters()[c]};
    }
    case ActionType::PutInUtensil: {
      const UtensilState& u = utensils_[a.utensil];
      if (u.phase == UtensilPhase::Cooking) return {ActionError::PutCooking, kNoCell};
      if (u.phase == UtensilPhase::Ready) return {ActionError::PutReady, kNoCell};
      if (!layout_->reachable(agent, utensilCell(a.utensil))) return {ActionError::PutUnreachable, kNoCell};
      if (me.held.empty()) return {ActionError::PutHandEmpty, kNoCell};
      if (me.held.item == items.dish() || me.held.withDish) return {ActionError::PutDish, kNoCell};
      return {ActionError::None, utensilCell(a.utensil)};
    }
    case ActionType::Cut:
    case ActionType::Stir:
    case ActionType::Cook:
    case ActionType::Bake: {
      const UtensilState& u = utensils_[a.utensil];
      if (!layout_->reachable(agent, utensilCell(a.utensil))) return {ActionError::OperateUnreachable, kNoCell};
      if (u.phase == UtensilPhase::Empty) return {ActionError::OperateEmpty, kNoCell};
      if (u.phase != UtensilPhase::Loaded) return {ActionError::OperateBusy, kNoCell};
      if (!me.held.empty()) return {ActionError::OperateHandFull, kNoCell};
      return {ActionError::None, utensilCell(a.utensil)};
    }
    case ActionType::FillDish: {
      const UtensilState& u = utensils_[a.utensil];
      // The authors' order: no dish needed, then no dish in hand, then not ready (their validator has
      // no reachability check; ours comes last).
      if (!items.needsDish(task_->orderItem)) return {ActionError::FillNotNeeded, kNoCell};
      if (me.held.item != items.dish() || me.held.withDish) return {ActionError::FillNoDish, kNoCell};
      if (u.phase != UtensilPhase::Cooking && u.phase != UtensilPhase::Ready) return {ActionError::FillNotReady, kNoCell};
      if (!layout_->reachable(agent, utensilCell(a.utensil))) {
        return {rules_.noTarget == NoTarget::Reject ? ActionError::FillUnreachable : ActionError::None, kNoCell};
      }
      return {ActionError::None, utensilCell(a.utensil)};
    }
    case ActionType::Deliver: {
      const Cell serving = serving_;
      const bool reachable = layout_->reachable(agent, serving);
      if (!reachable && rules_.noTarget == NoTarget::Reject) return {ActionError::DeliverUnreachable, kNoCell};
      if (me.held.empty()) return {ActionError::DeliverEmpty, kNoCell};
      if (!items.deliverable(me.held.item)) return {ActionError::DeliverNotFood, kNoCell};
      return {ActionError::None, reachable ? serving : kNoCell};
    }
    case ActionType::Wait:
      return {ActionError::None, me.position};
  }
  return {ActionError::None, kNoCell};
}

ActionError OvercookedState::check(int agent, const Action& action) const { return resolve(agent, action).error; }

std::string OvercookedState::errorText(int agent, const Action& a, ActionError error) const {
  const ItemCatalog& items = *items_;
  const std::string actor = actorName(agent);
  const std::string obj = a.item == kNoItem ? std::string() : items.name(a.item);
  const std::string u = a.utensil >= 0 ? layout_->utensils()[a.utensil].name : std::string();
  std::string place;
  switch (a.place) {
    case Place::Counter: place = "counter"; break;
    case Place::IngredientDispenser: place = "ingredient_dispenser"; break;
    case Place::DishDispenser: place = "dish_dispenser"; break;
    case Place::Utensil: place = u; break;
    case Place::None: break;
  }
  const std::string deliverHelp =
      " Then check whether the order need dish to fill with. If it need a dish, you should ask assistant for a dish "
      "and then you fill dish with food from utensil. If not, you can directly pick up food from utensil. Finally you "
      "can deliver soup again.";
  switch (error) {
    case ActionError::None: return "";
    case ActionError::PickupCooking:
      return actor + " can not pick up " + obj + " from " + u + ". The utensil " + u + " is cooking, and you should wait for it is ready.";
    case ActionError::PickupNeedsDish:
      return actor + " can not pick up " + obj + " from " + u + ". " + task_->order + " need a dish.";
    case ActionError::PickupNothingOnCounter:
      return "There is no " + obj + " on counter " + actor + " can visited." +
             (agent == kChef ? "If assistant is already preparing ingredient for you,you should wait."
                             : "Assistant can directly pick ingredients from dispenser.");
    case ActionError::ChefAtDispenser:
      return "Chef can not directly access dispenser.Chef can gain ingredients with the help of assistant.";
    case ActionError::PickupUnreachable:
      return actor + " can not reach the destination.Please check if the destination is in your space.Please check if "
             "you can interact it. You can let your teammate pick the ingredient from utensil and put in on the counter, "
             "then pick up ingredient from the counter.";
    case ActionError::HandFull: return "There is object in " + actor + "'s hand, so can not pick other thing.";
    case ActionError::NotInPlace:
      return "There is no " + obj + " in " + place + ", please check the item your want to pickup.";
    case ActionError::PlaceHandEmpty:
      return "There is no object in " + actor + "'s hand, so can not place object on counter.";
    case ActionError::NoEmptyCounter: return "There is no empty counter to place object.";
    case ActionError::PutCooking:
      return actor + " can not put obj into  " + u + ". The utensil " + u + " is cooking, and you should wait for it is ready.";
    case ActionError::PutReady:
      return actor + " can not put obj into  " + u + ". The utensil " + u +
             " is ready, and you should pick up it or fill with dish according to the recipe.";
    case ActionError::PutUnreachable:
      return actor + " can not reach the " + u + ".Please check if you can interact it. You can put ingredient on the "
             "counter,then let your teammate pick the ingredient from counter and put it into utensil.";
    case ActionError::PutHandEmpty: return "There is no object in " + actor + "'s hand, so can not put it on " + u + ".";
    case ActionError::PutDish: return "You can not put dish into any utensil. Dish can only be placed on counter.";
    case ActionError::OperateUnreachable:
    case ActionError::FillUnreachable:
      return actor + " can not reach the " + u + "..Please check if the utensil is in your space.";
    case ActionError::OperateEmpty: return "Ingredients in " + u + " are not enough to begin the operation.";
    case ActionError::OperateBusy: return u + " is busy. You can not operate it.";
    case ActionError::OperateHandFull: return "There is object in " + actor + "'s hand, so can not interact with utensil.";
    case ActionError::FillNotNeeded:
      return task_->order + " does not need dish. Please directly pick cooked food from utensil and deliver it to the service location.";
    case ActionError::FillNotReady: return u + " is not ready or cooking for filled.";
    case ActionError::FillNoDish: return "There is no dish in hand.";
    case ActionError::DeliverUnreachable:
      return actor + " can not reach the destination.Please check if the destination is in your space.";
    case ActionError::DeliverEmpty:
      return "Your hand is empty. You should check whether the order need dish to fill with first." + deliverHelp.substr(deliverHelp.find(" If it need"));
    case ActionError::DeliverNotFood:
      return "Item in your hand is not finished food. You should put it on counter or right utensil first." + deliverHelp;
  }
  return "";
}

void OvercookedState::legalActions(int agent, std::vector<Action>& out) const {
  out.clear();
  const ItemCatalog& items = *items_;
  auto consider = [&](const Action& a) {
    if (check(agent, a) == ActionError::None) out.push_back(a);
  };
  Action a;
  if (agents_[agent].held.empty()) {
    a = Action{};
    a.type = ActionType::Pickup;
    a.place = Place::Counter;
    for (int c : reachableCounters_[agent]) {
      const ItemId item = counters_[c].item;
      if (item == kNoItem) continue;
      bool seen = false;  // the same item on two counters is one command
      for (int d : reachableCounters_[agent]) {
        if (d == c) break;
        seen = seen || counters_[d].item == item;
      }
      a.item = item;
      if (!seen) consider(a);
    }
    // Whether the ingredient dispenser can be used does not depend on the ingredient: check once.
    a.place = Place::IngredientDispenser;
    a.item = 0;
    if (check(agent, a) == ActionError::None) {
      for (ItemId i = 0; i < items.rawCount(); ++i) {
        a.item = i;
        out.push_back(a);
      }
    }
    a.place = Place::DishDispenser;
    a.item = items.dish();
    consider(a);
    a.place = Place::Utensil;
    for (int u : reachableUtensils_[agent]) {
      a.utensil = static_cast<std::int8_t>(u);
      const UtensilState& s = utensils_[u];
      if (s.phase == UtensilPhase::Ready) {
        a.item = s.product;
        consider(a);
      } else if (s.phase == UtensilPhase::Loaded) {
        for (int k = 0; k < s.count; ++k) {
          a.item = s.items[k];
          if (std::find(out.begin(), out.end(), a) == out.end()) consider(a);
        }
      }
    }
  }
  // Cheap filters first (every rule below needs one of them), then the full check.
  const HeldObject& held = agents_[agent].held;
  const bool holding = !held.empty();
  const bool holdingPlate = held.item == items.dish() && !held.withDish;
  if (holding) {
    a = Action{};
    a.type = ActionType::PlaceOnCounter;
    consider(a);
  }
  // Utensils out of reach fail every check; only the agent's own are tried.
  for (int u : reachableUtensils_[agent]) {
    a = Action{};
    a.utensil = static_cast<std::int8_t>(u);
    if (holding && !holdingPlate && !held.withDish) {
      a.type = ActionType::PutInUtensil;
      consider(a);
    }
    if (!holding) {
      a.type = operationFor(layout_->utensils()[u].type);
      consider(a);
    }
    if (holdingPlate) {
      a.type = ActionType::FillDish;
      consider(a);
    }
  }
  if (holding && layout_->reachable(agent, serving_)) {
    a = Action{};
    a.type = ActionType::Deliver;
    consider(a);
  }
  a = Action{};
  a.type = ActionType::Wait;
  out.push_back(a);
}

void OvercookedState::start(int agent, const Action& action) {
  hasCurrent_[agent] = true;
  current_[agent] = action;
  waitLeft_[agent] = action.type == ActionType::Wait ? action.count : 0;
  foreignFill_[agent] = 0;
  // Accepted but out of reach (NoTarget::Wait): the authors' planner turns it into wait(1) while the
  // action's own step still counts, so the agent stands for two timesteps.
  if (action.type != ActionType::Wait && resolve(agent, action).cell == kNoCell) idle(agent, 2);
}

void OvercookedState::putBack(int agent) {
  UtensilState& u = utensils_[current_[agent].utensil];
  if (u.phase == UtensilPhase::Empty || (u.phase == UtensilPhase::Loaded && u.count < 3)) {
    u.phase = UtensilPhase::Loaded;
    u.items[u.count++] = agents_[agent].held.item;
    agents_[agent].held = HeldObject{};  // the dish is gone with it
    Action put;
    put.type = ActionType::PutInUtensil;
    put.utensil = current_[agent].utensil;
    history_[agent].push_back(ExecutedAction{timestep_ + 1, put});
  }
  foreignFill_[agent] = 2;
}

void OvercookedState::idle(int agent, int timesteps) {
  hasCurrent_[agent] = true;
  current_[agent] = Action{};
  current_[agent].count = static_cast<std::int8_t>(timesteps);
  waitLeft_[agent] = timesteps;
}

void OvercookedState::cutWaitShort(int agent) {
  if (hasCurrent_[agent] && current_[agent].type == ActionType::Wait) hasCurrent_[agent] = false;
}

bool OvercookedState::apply(int agent, const Action& a, Cell target) {
  AgentState& me = agents_[agent];
  const ItemCatalog& items = *items_;
  switch (a.type) {
    case ActionType::Pickup:
      if (a.place == Place::Counter) {
        HeldObject& c = counters_[layout_->counterAt(target)];
        me.held = c;
        c = HeldObject{};
      } else if (a.place == Place::Utensil) {
        UtensilState& u = utensils_[a.utensil];
        if (u.phase == UtensilPhase::Ready) {
          me.held = HeldObject{u.product, false};
          u = UtensilState{};
        } else {
          auto end = u.items.begin() + u.count;
          auto it = std::find(u.items.begin(), end, a.item);
          std::rotate(it, it + 1, end);
          u.items[--u.count] = kNoItem;
          if (u.count == 0) u.phase = UtensilPhase::Empty;
          me.held = HeldObject{a.item, false};
        }
      } else {
        me.held = HeldObject{a.item, false};
      }
      return true;
    case ActionType::PlaceOnCounter:
      counters_[layout_->counterAt(target)] = me.held;
      me.held = HeldObject{};
      return true;
    case ActionType::PutInUtensil: {
      UtensilState& u = utensils_[a.utensil];
      if (u.count >= 3) return false;  // a 4th item is silently ignored (num_items_for_soup = 3)
      u.items[u.count++] = me.held.item;
      u.phase = UtensilPhase::Loaded;
      me.held = HeldObject{};
      return true;
    }
    case ActionType::Cut:
    case ActionType::Stir:
    case ActionType::Cook:
    case ActionType::Bake: {
      UtensilState& u = utensils_[a.utensil];
      std::array<ItemId, 3> sorted = u.items;
      sortItems(sorted.data(), u.count);
      const SynthesisRecipe* recipe = items.match(layout_->utensils()[a.utensil].type, sorted.data(), u.count);
      if (recipe == nullptr) {
        // No recipe matches: the contents are deleted and everyone is told next step (spec §3.5).
        u = UtensilState{};
        wrongRecipeMask_ |= 1u << a.utensil;
      } else {
        u = UtensilState{};
        u.phase = UtensilPhase::Cooking;
        u.product = recipe->product;
      }
      return true;
    }
    case ActionType::FillDish: {
      UtensilState& u = utensils_[a.utensil];
      me.held = HeldObject{u.product, true};
      u = UtensilState{};
      return true;
    }
    case ActionType::Deliver: {
      const ItemId order = task_->orderItem;
      if (me.held.item == order && me.held.withDish == items.needsDish(order) && successTime_ < 0) {
        successTime_ = timestep_;
      }
      me.held = HeldObject{};  // a wrong delivery is lost (spec §3.3)
      return true;
    }
    case ActionType::Wait:
      return false;
  }
  return false;
}

OvercookedState::StepOutcome OvercookedState::step() {
  StepOutcome out;
  out.failed.fill(ActionError::None);
  wrongRecipeMask_ = 0;
  std::array<Layout::Primitive, kAgentCount> prim{};
  std::array<Cell, kAgentCount> targets{};  // resolved at the start of the step
  for (int a = 0; a < kAgentCount; ++a) {
    if (!hasCurrent_[a]) continue;
    if (foreignFill_[a] != 0) {  // facing the utensil: put the product back (1), then stand (2)
      if (foreignFill_[a] == 1) prim[a].kind = Layout::PrimitiveKind::Interact;
      continue;
    }
    const Action& act = current_[a];
    if (act.type == ActionType::Wait) {
      if (--waitLeft_[a] <= 0) hasCurrent_[a] = false;
      continue;
    }
    const Target t = resolve(a, act);
    const bool goalGone = t.error == ActionError::PickupNothingOnCounter || t.error == ActionError::NoEmptyCounter;
    if (goalGone && rules_.noTarget == NoTarget::Wait) {
      idle(a, 1);  // this step and the next, as the authors' wait(1)
      continue;
    }
    if (t.error != ActionError::None) {
      out.failed[a] = t.error;
      out.failedAction[a] = act;
      hasCurrent_[a] = false;
      continue;
    }
    targets[a] = t.cell;
    prim[a] = layout_->nextPrimitive(a, agents_[a].position, agents_[a].facing, t.cell);
    // fill_dish_with_food issued while the utensil is still processing waits at the utensil.
    if (prim[a].kind == Layout::PrimitiveKind::Interact && act.type == ActionType::FillDish &&
        utensils_[act.utensil].phase != UtensilPhase::Ready) {
      prim[a].kind = Layout::PrimitiveKind::Stay;
    }
  }
  // INTERACTs, Chef (player 0) first.
  bool changed = false;
  for (int a = 0; a < kAgentCount; ++a) {
    if (prim[a].kind != Layout::PrimitiveKind::Interact) continue;
    if (foreignFill_[a] == 1) {
      putBack(a);
      changed = true;
      continue;
    }
    // An earlier interact of this step may have changed the world: check again only then. The
    // agent still interacts with the cell it faces (the target chosen at the start of the step):
    // if another counter would be the target now, or the item / empty counter is gone, nothing
    // happens and the action goes on next step, as in the authors' MDP.
    const Target t = changed ? resolve(a, current_[a]) : Target{ActionError::None, targets[a]};
    changed = true;
    const bool goalGone = t.error == ActionError::PickupNothingOnCounter || t.error == ActionError::NoEmptyCounter;
    if ((t.error == ActionError::None && !(t.cell == targets[a]) && !counterStillServes(current_[a], targets[a])) ||
        (goalGone && rules_.noTarget == NoTarget::Wait)) {
      continue;
    }
    hasCurrent_[a] = false;
    if (t.error != ActionError::None) {
      out.failed[a] = t.error;
      out.failedAction[a] = current_[a];
      continue;
    }
    if (apply(a, current_[a], targets[a])) {
      // ForeignFill::Authors: a fill is done only when the agent holds the order; otherwise it goes on.
      if (current_[a].type == ActionType::FillDish && rules_.foreignFill == ForeignFill::Authors &&
          items_->name(agents_[a].held.item).find(task_->order) == std::string::npos) {
        hasCurrent_[a] = true;
        foreignFill_[a] = 1;
      }
      // Stamped with the next timestep, as the authors do: the teammate's next action() reads the
      // MDP's ml_actions from the state after this step and records it under that state's time.
      // The correct delivery ends their loop first; main.py records it itself, with this timestep.
      const bool won = current_[a].type == ActionType::Deliver && successTime_ == timestep_;
      history_[a].push_back(ExecutedAction{won ? timestep_ : timestep_ + 1, recordedAction(current_[a])});
      out.executed[a] = true;
    }
  }
  // Movement: moving into a free floor cell moves and turns; otherwise the agent only turns.
  std::array<Cell, kAgentCount> next{};
  for (int a = 0; a < kAgentCount; ++a) {
    next[a] = agents_[a].position;
    if (prim[a].kind == Layout::PrimitiveKind::Move) next[a] = Layout::neighbour(agents_[a].position, prim[a].direction);
    if (prim[a].kind == Layout::PrimitiveKind::Move || prim[a].kind == Layout::PrimitiveKind::Turn) {
      agents_[a].facing = prim[a].direction;
    }
  }
  const bool collide = next[0] == next[1] || (next[0] == agents_[1].position && next[1] == agents_[0].position);
  if (!collide) {
    for (int a = 0; a < kAgentCount; ++a) agents_[a].position = next[a];
  }
  // Utensil timers: an operation started this step has processed one timestep after it.
  for (UtensilState& u : utensils_) {
    if (u.phase == UtensilPhase::Cooking && ++u.progress >= kCookTime) u.phase = UtensilPhase::Ready;
  }
  ++timestep_;
  return out;
}

}  // namespace craftmate::games::collab_overcooked
