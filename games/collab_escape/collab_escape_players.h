#pragma once
// The scripted survivor: reads only the state text (and knows the published rules and map), then
// searches the joint moves of both survivors against the announced killer for the fastest escape
// that never loses, and plays its own half. Both survivors run the same search on the same facts,
// so they coordinate (lure, split the generators, sacrifice) without messages. The killer's memory
// of whom it has seen is rebuilt from the positions shown each turn.

#include <array>
#include <memory>
#include <optional>

#include "agents/policy.h"
#include "games/collab_escape/collab_escape_state.h"

namespace craftmate::games::collab_escape {

class PlannerEscapePlayer : public agents::Policy {
 public:
  PlannerEscapePlayer(const EscapeMap& map, EscapeRules rules) : map_(&map), rules_(rules) {}
  std::string reply(int agent, const std::string& observation, const std::string& feedback) override;

 private:
  const EscapeMap* map_;
  EscapeRules rules_;
  std::array<KillerMemory, 2> memory_{};  // per survivor this policy plays
};

struct JointEscapeMove {
  EscapeAction alice;
  EscapeAction bob;
  int turnsToEscape = 0;
};

// The first joint move of a shortest escape that never loses, assuming the killer wanders to its
// first neighbour; nullopt when no escape exists within `horizon` turns.
std::optional<JointEscapeMove> planFastestEscape(const EscapeState& state, int horizon);

std::unique_ptr<agents::Policy> makeEscapePlayer(const EscapeMap& map, EscapeRules rules);

}  // namespace craftmate::games::collab_escape
