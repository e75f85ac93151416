#include "games/collab_escape/collab_escape_factory.h"

#include <string>

#include <nlohmann/json.hpp>

#include "games/collab_escape/collab_escape_environment.h"
#include "games/collab_escape/collab_escape_players.h"
#include "games/two_player_rooms/game_parameters.h"

namespace craftmate::games::collab_escape {

namespace {

using Parameters = two_player_rooms::GameParameters;

EscapeRules rulesFrom(const Parameters& params) {
  EscapeRules rules;
  rules.fixesNeeded = params.smallInteger("fixes_needed", 2);
  rules.maxTurns = params.smallInteger("max_turns", 30);
  const std::string joint = params.text("joint_fix", "adds_two");
  if (joint == "adds_two") rules.jointFixAddsTwo = true;
  else if (joint == "adds_one") rules.jointFixAddsTwo = false;
  else params.fail("joint_fix must be adds_two (the code) or adds_one; got '" + joint + "'");
  const std::string wander = params.text("killer_wander", "first");
  if (wander == "first") rules.wander = KillerWander::FirstNeighbour;
  else if (wander == "seeded") rules.wander = KillerWander::Seeded;
  else params.fail("killer_wander must be first or seeded; got '" + wander + "'");
  rules.seed = static_cast<std::uint64_t>(params.integer("seed", 0));
  return rules;
}

}  // namespace

std::unique_ptr<agents::Environment> createEscapeEnvironment(const nlohmann::json& json) {
  const Parameters params(json, "collab_escape");
  const auto& map = escapeMap(params.text("map", "escape7"));
  const int scenario = params.smallInteger("scenario", 1);
  if (scenario < 1 || scenario > static_cast<int>(map.scenarios.size())) {
    params.fail("scenario must be 1 to " + std::to_string(map.scenarios.size()) + " for map " + map.name + "; got " +
                std::to_string(scenario));
  }
  const auto& start = map.scenarios[static_cast<size_t>(scenario - 1)];
  auto room = [&](const char* name, int fallback) {
    int r = params.smallInteger(name, 0);
    return r == 0 ? fallback : r;
  };
  EscapeState state(map, room("alice", start.alice), room("bob", start.bob), room("killer", start.killer), {},
                    rulesFrom(params));
  EscapeEnvironmentOptions options;
  options.badAction = params.retryBadAction("wait") ? BadActionPolicy::Retry : BadActionPolicy::DefaultAction;
  options.matching.minFuzzyRatio = params.fuzzyThreshold();
  return std::make_unique<EscapeEnvironment>(std::move(state), options);
}

std::unique_ptr<agents::Policy> createEscapeScriptedPlayer(const nlohmann::json& json) {
  const Parameters params(json, "collab_escape");
  return makeEscapePlayer(escapeMap(params.text("map", "escape7")), rulesFrom(params));
}

}  // namespace craftmate::games::collab_escape
