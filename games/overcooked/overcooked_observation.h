#pragma once
// The state text D(S) of LLM-Coordination's Overcooked agent (llm_coordination.md §3.9): action
// history, inventories, distances from me and from the partner to every dispenser, delivery area,
// cooker and shared counter, cooker and counter contents, the closest empty kitchen counter and
// the available actions. Two arrangements: the code's (default, §3.9 sections, o/p/d/c/s order)
// and the paper's Appendix A.2 example (o/p/c/d/s order, closest counter in my location line,
// cookers only in the environment details).

#include <array>
#include <string>
#include <vector>

#include "games/overcooked/overcooked_action.h"
#include "games/overcooked/overcooked_state.h"

namespace craftmate::games::overcooked {

enum class TextStyle { kCode, kPaperA2 };

using ChefNames = std::array<std::string, 2>;
inline const ChefNames kDefaultChefNames = {"Alice", "Bob"};

// "<Inventory>: I am holding onion. Bob is holding nothing."
std::string renderInventory(const OvercookedState& state, int viewer, const ChefNames& names = kDefaultChefNames);
// The sentences of a location line without its header, seen from `who` (the viewer or partner).
std::string renderLocations(const OvercookedState& state, int viewer, bool partnerView, TextStyle style,
                            const ChefNames& names = kDefaultChefNames);
// "c0 contains 1 out of 3 onions. c0 is off. soup in c0 is not cooking. ..." without its header.
std::string renderEnvironmentDetails(const OvercookedState& state, int viewer, TextStyle style,
                                     const ChefNames& names = kDefaultChefNames);
// "[pick up onion from o0., wait., move away.]"
std::string renderActionList(const std::vector<HighLevelAction>& actions);
// The full state text; `history` holds the viewer's high-level actions so far (the last five shown).
std::string renderObservation(const OvercookedState& state, int viewer, const std::vector<std::string>& history,
                              TextStyle style = TextStyle::kCode, const ChefNames& names = kDefaultChefNames);

}  // namespace craftmate::games::overcooked
