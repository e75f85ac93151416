#include "games/collab_escape/collab_escape_factory.h"

#include <string>

#include "games/collab_escape/collab_escape_environment.h"
#include "games/collab_escape/collab_escape_players.h"
#include "games/two_player_rooms/reply_parameters.h"

namespace craftmate::games::collab_escape {

const std::vector<GameParameter>& escapeParameters() {
  static const std::vector<GameParameter> params = [] {
    using enum ParameterType;
    std::vector<GameParameter> p = {
        {"map", kText, "escape7",
         "escape7 (the CoordQA map, matches the paper's example), escape10 (the HEAD code's map) or escape10_code (its "
         "adjacency lists verbatim, room 7 one-way to 3)"},
        {"scenario", kInteger, "1", "start positions: 1 or 2 (see docs/worlds/collab_escape.md)"},
        {"alice", kInteger, "0", "Alice's start room (0: the scenario's)"},
        {"bob", kInteger, "0", "Bob's start room (0: the scenario's)"},
        {"killer", kInteger, "0", "the killer's start room (0: the scenario's)"},
        {"fixes_needed", kInteger, "2", "consecutive fix actions each generator needs"},
        {"joint_fix", kText, "adds_two", "two survivors fixing one generator in a turn: adds_two (the code's quirk) or adds_one"},
        {"killer_wander", kText, "first", "an unaware killer moves to: first (first adjacent room) or seeded (random, --seed)"},
        {"seed", kInteger, "0", "seed for killer_wander=seeded"},
        {"max_turns", kInteger, "30", "turns before the episode ends without an escape (the code has no cap)"},
    };
    for (GameParameter& r : two_player_rooms::replyParameters("wait")) p.push_back(std::move(r));
    return p;
  }();
  return params;
}

namespace {

EscapeRules rulesFrom(const GameParameters& params) {
  EscapeRules rules;
  rules.fixesNeeded = params.smallInteger("fixes_needed");
  rules.maxTurns = params.smallInteger("max_turns");
  const std::string& joint = params.text("joint_fix");
  if (joint == "adds_two") rules.jointFixAddsTwo = true;
  else if (joint == "adds_one") rules.jointFixAddsTwo = false;
  else params.fail("joint_fix", "must be adds_two (the code) or adds_one; got '" + joint + "'");
  const std::string& wander = params.text("killer_wander");
  if (wander == "first") rules.wander = KillerWander::FirstNeighbour;
  else if (wander == "seeded") rules.wander = KillerWander::Seeded;
  else params.fail("killer_wander", "must be first or seeded; got '" + wander + "'");
  rules.seed = static_cast<std::uint64_t>(params.integer("seed"));
  return rules;
}

}  // namespace

std::unique_ptr<agents::Environment> createEscapeEnvironment(const GameParameters& params) {
  const auto& map = escapeMap(params.text("map"));
  const int scenario = params.smallInteger("scenario");
  if (scenario < 1 || scenario > static_cast<int>(map.scenarios.size())) {
    params.fail("scenario", "must be 1 to " + std::to_string(map.scenarios.size()) + " for map " + map.name + "; got " +
                                std::to_string(scenario));
  }
  const auto& start = map.scenarios[static_cast<size_t>(scenario - 1)];
  auto room = [&](const char* name, int fallback) {
    const int r = params.smallInteger(name);
    return r == 0 ? fallback : r;
  };
  EscapeState state(map, room("alice", start.alice), room("bob", start.bob), room("killer", start.killer), {},
                    rulesFrom(params));
  return std::make_unique<EscapeEnvironment>(std::move(state), two_player_rooms::replyOptions(params, "wait"));
}

std::unique_ptr<agents::Policy> createEscapeScriptedPlayer(const GameParameters& params) {
  return makeEscapePlayer(escapeMap(params.text("map")), rulesFrom(params));
}

}  // namespace craftmate::games::collab_escape
