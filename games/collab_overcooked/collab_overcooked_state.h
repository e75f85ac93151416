#pragma once
// The state of one Collab-Overcooked episode and its rules (spec §3.3-§3.6), in the Hanabi Learning
// Environment's shape: Check (MoveIsLegal) tells whether an agent may start an action and why not,
// LegalActions (LegalMoves) lists what it may start, Start (ApplyMove) makes an action the agent's
// current one, and Step advances one timestep: each agent walks one primitive towards its current
// action's target, INTERACTs resolve Chef first, then movement, then utensil timers.
// Nothing here builds strings; error texts are made only when asked for (ErrorText).

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "games/collab_overcooked/collab_overcooked_action.h"
#include "games/collab_overcooked/collab_overcooked_items.h"
#include "games/collab_overcooked/collab_overcooked_layout.h"

namespace craftmate::games::collab_overcooked {

struct Task;

struct HeldObject {
  ItemId item = kNoItem;
  bool withDish = false;  // a product filled into a dish with fill_dish_with_food
  bool empty() const { return item == kNoItem; }
};

enum class UtensilPhase : std::uint8_t { Empty, Loaded, Cooking, Ready };

struct UtensilState {
  UtensilPhase phase = UtensilPhase::Empty;
  std::uint8_t count = 0;                           // unprocessed items (Loaded)
  std::array<ItemId, 3> items{kNoItem, kNoItem, kNoItem};  // in the order they were put in
  ItemId product = kNoItem;                         // Cooking / Ready
  std::uint8_t progress = 0;                        // timesteps processed so far (cook_time = 3)
};

struct AgentState {
  Cell position;
  Direction facing = Direction::North;
  HeldObject held;
};

// Why an action cannot start (or continue); each maps to one of the authors' messages.
enum class ActionError : std::uint8_t {
  None,
  PickupCooking, PickupNeedsDish, PickupNothingOnCounter, ChefAtDispenser, PickupUnreachable, HandFull,
  NotInPlace,
  PlaceHandEmpty, NoEmptyCounter,
  PutCooking, PutReady, PutUnreachable, PutHandEmpty, PutDish,
  OperateUnreachable, OperateEmpty, OperateBusy, OperateHandFull,
  FillNotNeeded, FillUnreachable, FillNotReady, FillNoDish,
  DeliverUnreachable, DeliverEmpty, DeliverNotFood,
};

struct ExecutedAction {
  int timestep = 0;
  Action action;
};

inline constexpr int kCookTime = 3;  // every synthesis entry of the layout takes 3 timesteps

// How a fill_dish_with_food from oven0, chopping_board0 or blender0 enters the action history (and
// so TES, IC/RC and the "Successful Action History" text). The authors' MDP overwrites it with
// put_obj_in_utensil(u) (a bug that lowers their TES on levels 5 and 6); Actual records the fill.
enum class FillHistory : std::uint8_t { Actual, Authors };

// An accepted action for which the authors' motion planner finds no goal: fill_dish_with_food or
// deliver_soup() outside the agent's part of the kitchen (their validator checks no reachability for
// these two), or, while walking, a pickup from a counter that no counter holds any more or a place
// on a counter when none is empty (the teammate was quicker). Their agent then waits: wait(1) from
// that step, two idle timesteps, nothing recorded, no error (Wait, the default). Reject rejects the
// action (or fails it while walking) with the error text instead.
enum class NoTarget : std::uint8_t { Wait, Reject };

// fill_dish_with_food of a product that is not the order (its name does not contain the order's).
// The authors' agent counts a fill as done only when it holds the order, so it goes on: its next
// INTERACT puts the product back into the empty utensil (recorded as put_obj_in_utensil(u)), the dish
// is gone, and the action never finishes: the agent is stuck for the rest of the episode (Authors, the
// default). Keep keeps the filled dish and ends the action there.
enum class ForeignFill : std::uint8_t { Authors, Keep };

// The rules where craftmate offers a choice between the authors' engine and its own reading.
struct EngineRules {
  FillHistory fillHistory = FillHistory::Actual;
  NoTarget noTarget = NoTarget::Wait;
  ForeignFill foreignFill = ForeignFill::Authors;
};

class OvercookedState {
 public:
  explicit OvercookedState(const Task& task, EngineRules rules = {});

  const Task& task() const { return *task_; }
  int timestep() const { return timestep_; }
  const AgentState& agent(int a) const { return agents_[a]; }
  const UtensilState& utensil(int u) const { return utensils_[u]; }
  const HeldObject& counter(int c) const { return counters_[c]; }
  int counterCount() const { return static_cast<int>(counters_.size()); }

  // MoveIsLegal: None when `agent` may start `action` now.
  ActionError check(int agent, const Action& action) const;
  // The authors' message for an error of `agent` doing `action` (spec §3.3).
  std::string errorText(int agent, const Action& action, ActionError error) const;
  // LegalMoves: every action `agent` may start now (one wait(1) included).
  void legalActions(int agent, std::vector<Action>& out) const;

  // ApplyMove: `action` (which must pass check) becomes the agent's current action.
  void start(int agent, const Action& action);
  bool busy(int agent) const { return hasCurrent_[agent]; }
  const Action& current(int agent) const { return current_[agent]; }
  int waitLeft(int agent) const { return waitLeft_[agent]; }
  // Makes the agent's current action a wait of `timesteps` (the authors' stand-in for an action
  // without a goal).
  void idle(int agent, int timesteps);
  // Ends a wait early (a new plan arrived); other actions are not interrupted.
  void cutWaitShort(int agent);
  // Drops the current action (used only within a timestep, before it has done anything).
  void cancel(int agent) { hasCurrent_[agent] = false; }

  struct StepOutcome {
    std::array<bool, kAgentCount> executed{};             // an INTERACT completed the current action
    std::array<ActionError, kAgentCount> failed{};        // the current action became impossible
    std::array<Action, kAgentCount> failedAction{};
  };
  // Advances one timestep.
  StepOutcome step();

  const std::vector<ExecutedAction>& history(int agent) const { return history_[agent]; }
  bool success() const { return successTime_ >= 0; }
  int successTime() const { return successTime_; }  // the timestep of the correct delivery, -1 before
  // Utensils whose contents were deleted by a wrong-recipe operation in the last step (bitmask).
  unsigned wrongRecipeMask() const { return wrongRecipeMask_; }

 private:
  struct Target {
    ActionError error = ActionError::None;
    Cell cell;
  };
  Target resolve(int agent, const Action& action) const;
  // ForeignFill::Authors: the INTERACT that puts a foreign fill's product back into its utensil.
  void putBack(int agent);
  // Whether the counter at `cell` still takes a place / still holds a pickup's item.
  bool counterStillServes(const Action& action, Cell cell) const;
  bool apply(int agent, const Action& action, Cell target);
  int cheapestCounter(int agent, ItemId item, bool wantEmpty, bool sharedOnly) const;
  // The action as the history records it (FillHistory).
  Action recordedAction(const Action& action) const;

  const Task* task_;
  const Layout* layout_;
  const ItemCatalog* items_;
  EngineRules rules_;
  Cell ingredientDispenser_{}, dishDispenser_{}, serving_{};
  // Per agent: the counters it can reach (shared ones first) and the utensils it can reach.
  std::array<std::vector<int>, kAgentCount> reachableCounters_;
  std::array<std::vector<int>, kAgentCount> reachableUtensils_;
  int timestep_ = 0;
  std::array<AgentState, kAgentCount> agents_{};
  std::vector<UtensilState> utensils_;
  std::vector<HeldObject> counters_;
  std::array<bool, kAgentCount> hasCurrent_{};
  std::array<Action, kAgentCount> current_{};
  std::array<int, kAgentCount> waitLeft_{};
  // ForeignFill::Authors: 1 = holds a foreign product it will put back, 2 = stuck for good.
  std::array<std::uint8_t, kAgentCount> foreignFill_{};
  std::array<std::vector<ExecutedAction>, kAgentCount> history_;
  int successTime_ = -1;
  unsigned wrongRecipeMask_ = 0;
};

}  // namespace craftmate::games::collab_overcooked
