#pragma once
// The CuisineWorld engine (spec §2, §3): agents, kitchen locations, the order book and the step
// pipeline. A state advances by whole joint actions (one dispatcher decision per step); everything
// is integer ids and reused buffers, so a step allocates nothing.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "games/cuisineworld/cuisineworld_command.h"
#include "games/cuisineworld/cuisineworld_feedback.h"
#include "games/cuisineworld/cuisineworld_level.h"
#include "games/cuisineworld/cuisineworld_options.h"
#include "games/cuisineworld/cuisineworld_python_random.h"

namespace craftmate::games::cuisine {

inline constexpr int kMaxActiveOrders = 6;  // the reference TaskManager's max_num_tasks
inline constexpr int kDefaultMaxSteps = 60;

struct AgentState {
  std::int16_t at = 0;
  ItemId holding = kNoItem;
  std::int16_t busy = 0;
};

struct LocationState {
  std::vector<ItemId> content;  // insertion order; printed joined by '&'
  std::uint64_t mask = 0;       // Level::bit() of every content item (tools other than storage/table)
  std::int16_t busy = 0;
  bool pickable = false;
};

struct Order {
  ItemId dish = kNoItem;
  int lifetime = 0;
};

class CuisineState {
 public:
  // Starts the first episode at once (see reset for `firstDish`).
  CuisineState(const Level& level, int agentCount, int maxSteps = kDefaultMaxSteps, std::uint64_t seed = 0,
               CuisineOptions options = {}, std::optional<ItemId> firstDish = std::nullopt);

  // Starts an episode. The first order is `firstDish` when given (no random draw), otherwise a draw
  // from the level's dishes. The random stream continues across resets, as in the reference runs.
  void reset(std::optional<ItemId> firstDish = std::nullopt);

  // One game step: executes a validated joint action in listed order (a rejected one changes
  // nothing but the clock), then the busy counters, the order check and the order tick.
  void applyJointAction(const JointAction& action);
  // Convenience: parse + apply command texts (the reference World.step(list)).
  void applyCommandTexts(const std::vector<std::string_view>& commands);
  // One step in which nobody acts because the reply held no command (quirk 5, "advance").
  void applyNoExtractedAction();

  // True when `command` would succeed on its own in the current state (nothing changes).
  bool commandSucceeds(const Command& command) const;
  // Every command of `agent` that would succeed now, in a fixed order.
  std::vector<Command> legalCommands(int agent) const;

  const Level& level() const { return *level_; }
  const CuisineOptions& options() const { return options_; }
  int agentCount() const { return static_cast<int>(agents_.size()); }
  int timeStep() const { return timeStep_; }
  int maxSteps() const { return maxSteps_; }
  bool ended() const { return timeStep_ >= maxSteps_; }
  const std::vector<AgentState>& agents() const { return agents_; }
  const std::vector<LocationState>& locations() const { return locations_; }
  const std::vector<Order>& orders() const { return orders_; }
  const std::vector<ItemId>& accomplished() const { return accomplished_; }

  // Last step's outcome.
  const std::vector<Feedback>& feedback() const { return feedback_; }
  const std::string& rejection() const { return rejection_; }
  const std::vector<std::uint8_t>& lastSuccess() const { return success_; }
  std::vector<std::string> feedbackTexts() const;
  std::vector<std::string> suggestionTexts() const;

  // This episode's counts. `failedOrders` counts expired orders; `failedSteps` counts steps in
  // which at least one expired (the reference script's counter).
  int completedOrders() const { return completed_; }
  int failedOrders() const { return failedOrders_; }
  int failedSteps() const { return failedSteps_; }
  int ordersGenerated() const { return generated_; }

 private:
  template <bool kApply>
  bool execute(const Command& command);
  template <bool kApply>
  bool get(const Command& command);
  template <bool kApply>
  bool put(const Command& command);
  template <bool kApply>
  bool activate(const Command& command);
  // Whether the agent stands at the command's location; if not, with kApply, the kNotLocated note.
  template <bool kApply>
  bool locatedAt(const Command& command);
  void note(FeedbackCode code, int agent, int location = -1, ItemId item = kNoItem);
  void finishStep();
  void addOrder(ItemId dish);
  ItemId drawDish();
  void sortOrders();

  const Level* level_;
  CuisineOptions options_;
  int maxSteps_;
  PythonRandom rng_;
  std::vector<AgentState> agents_;
  std::vector<LocationState> locations_;
  std::vector<Order> orders_;
  std::vector<ItemId> accomplished_;
  std::vector<Feedback> feedback_;
  std::string rejection_;
  std::vector<std::uint8_t> success_;
  int timeStep_ = 0;
  int timer_ = 0;
  int completed_ = 0;
  int failedOrders_ = 0;
  int failedSteps_ = 0;
  int generated_ = 0;
};

}  // namespace craftmate::games::cuisine
