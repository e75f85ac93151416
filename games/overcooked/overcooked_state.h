#pragma once
// The legacy Overcooked-AI MDP LLM-Coordination runs (llm_coordination.md §3.5-§3.7): two chefs
// act simultaneously each tick; interacts resolve first (player 0 first), then movement with the
// collision rule, then pots with three onions cook one tick. 20 points per delivered soup; the
// episode ends at the horizon (400 ticks). The step is branch-light and allocation-free.

#include <array>
#include <cstdint>

#include "games/overcooked/overcooked_layout.h"

namespace craftmate::games::overcooked {

constexpr int kCookTime = 20;
constexpr int kOnionsPerSoup = 3;
constexpr int kDeliveryReward = 20;
constexpr int kDefaultHorizon = 400;

enum class Direction : std::uint8_t { kNorth, kSouth, kEast, kWest };
enum class LowAction : std::uint8_t { kNorth, kSouth, kEast, kWest, kStay, kInteract };
constexpr int kNumLowActions = 6;

// What a chef holds or a counter carries. A soup is always a plated 3-onion soup.
enum class Item : std::uint8_t { kNone, kOnion, kDish, kSoup };

Pos step(Pos p, Direction d);
LowAction moveOf(Direction d);
const char* lowActionName(LowAction a);  // "NORTH", ..., "INTERACT"

struct Chef {
  Pos pos;
  Direction facing = Direction::kNorth;
  Item held = Item::kNone;
};

struct Pot {
  std::uint8_t onions = 0;
  std::uint8_t cookTime = 0;
  bool cooking() const { return onions == kOnionsPerSoup && cookTime < kCookTime; }
  bool ready() const { return onions == kOnionsPerSoup && cookTime >= kCookTime; }
};

class OvercookedState {
 public:
  explicit OvercookedState(const Layout& layout, int horizon = kDefaultHorizon);

  // One tick with both chefs' low-level actions. Returns the reward of the tick (20 per delivery).
  int applyJointAction(LowAction a0, LowAction a1);

  const Layout& layout() const { return *layout_; }
  const Chef& chef(int i) const { return chefs_[i]; }
  Chef& chef(int i) { return chefs_[i]; }
  Item counterItem(Pos p) const { return counters_[layout_->cell(p)]; }
  void setCounterItem(Pos p, Item item) { counters_[layout_->cell(p)] = item; }
  const Pot& pot(int index) const { return pots_[index]; }
  Pot& pot(int index) { return pots_[index]; }
  int tick() const { return tick_; }
  int horizon() const { return horizon_; }
  bool ended() const { return tick_ >= horizon_; }
  int deliveries() const { return deliveries_; }
  int score() const { return deliveries_ * kDeliveryReward; }

 private:
  void interact(int player);

  const Layout* layout_;
  std::array<Chef, 2> chefs_{};
  std::array<Item, kMaxCells> counters_{};
  std::array<Pot, 4> pots_{};
  int tick_ = 0;
  int horizon_ = kDefaultHorizon;
  int deliveries_ = 0;
};

}  // namespace craftmate::games::overcooked
