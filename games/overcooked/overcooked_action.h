#pragma once
// The high-level actions an LLM-Coordination Overcooked agent chooses from (llm_coordination.md
// §3.8), their exact texts ("pick up onion from o0.", "place onion in c1.", "wait.", ...), which
// ones are on offer in a state (the grounding's feasibility filter), and matching model text to one.

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "games/overcooked/overcooked_distance.h"
#include "games/overcooked/overcooked_state.h"

namespace craftmate::games::overcooked {

struct HighLevelAction {
  enum class Verb : std::uint8_t { kPickUp, kPlaceInPot, kPlaceOnCounter, kLoadSoup, kDeliver, kWait, kMoveAway };
  Verb verb = Verb::kWait;
  Item item = Item::kNone;  // what is picked up or placed
  char letter = 0;          // target facility letter: o, p, d, c, s, k
  int index = -1;           // target facility index

  static HighLevelAction wait() { return {}; }
  static HighLevelAction moveAway() { return {Verb::kMoveAway, Item::kNone, 0, -1}; }
  bool hasTarget() const { return letter != 0; }
  // The facility cell this action goes to (requires hasTarget()).
  Pos target(const Layout& layout) const;
  // The paper's text, ending with a period: "pick up onion from o0.".
  std::string text() const;
  friend bool operator==(const HighLevelAction&, const HighLevelAction&) = default;
};

// "onion", "plate", "cooked soup" (the paper's inventory words; "nothing" for none).
std::string_view itemWord(Item item);

// Actions on offer to `player` now, in display order: by what the chef holds (nothing: o, p, then
// filled s and k counters; onion: cookers, empty s, closest empty k; plate: cookers, empty s,
// closest empty k; soup: deliveries, closest empty k, as the code offers no shared counter for a
// soup), then "wait." and "move away.".
std::vector<HighLevelAction> availableActions(const OvercookedState& state, int player);
// The same with the player's distance map already computed (distancesFrom(layout, me, partner)).
std::vector<HighLevelAction> availableActions(const OvercookedState& state, int player, const DistanceMap& fromPlayer);

// The closest empty kitchen counter that is reachable and not blocked, lowest index on ties;
// -1 when there is none. `distance` receives its distance.
int closestEmptyKitchenCounter(const OvercookedState& state, int player, int* distance = nullptr);
int closestEmptyKitchenCounter(const OvercookedState& state, int player, const DistanceMap& fromPlayer, int* distance);

// The text after `Action:` (re-applied once), or the whole trimmed reply when there is none.
std::string extractActionText(std::string_view reply);

// The available action the reply names: its exact text (case, final period, articles and the
// code's "in"/"on" spelling ignored), else the first available action containing the text (the
// paper's substring rule, for texts of four characters or more). nullopt when none matches.
std::optional<HighLevelAction> matchAction(const std::vector<HighLevelAction>& available, std::string_view reply);

}  // namespace craftmate::games::overcooked
