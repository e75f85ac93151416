#include "games/collab_escape/escape_factory.h"

#include <stdexcept>
#include <string>

#include <nlohmann/json.hpp>

#include "games/collab_escape/escape_environment.h"
#include "games/collab_escape/escape_players.h"

namespace craftmate::games::collab_escape {

namespace {



std::string textParam(const nlohmann::json& params, const char* name, const char* fallback) {
  if (!params.contains(name)) return fallback;
  const auto& v = params.at(name);
  if (v.is_string()) return v.get<std::string>();
  if (v.is_boolean()) return v.get<bool>() ? "true" : "false";
  if (v.is_number()) return v.dump();
  throw std::invalid_argument(std::string("collab_escape: parameter '") + name + "' must be a string");
}

long long integerParam(const nlohmann::json& params, const char* name, long long fallback) {
  if (!params.contains(name)) return fallback;
  const auto& v = params.at(name);
  if (v.is_number_integer()) return v.get<long long>();
  if (v.is_string()) {
    try {
      size_t used = 0;
      long long value = std::stoll(v.get<std::string>(), &used);
      if (used == v.get<std::string>().size()) return value;
    } catch (const std::exception&) {
    }
  }
  throw std::invalid_argument(std::string("collab_escape: parameter '") + name + "' must be a whole number; got " + v.dump());
}

int intParam(const nlohmann::json& params, const char* name, int fallback) {
  return static_cast<int>(integerParam(params, name, fallback));
}

EscapeRules rulesFrom(const nlohmann::json& params) {
  EscapeRules rules;
  rules.fixesNeeded = intParam(params, "fixes_needed", 2);
  rules.maxTurns = intParam(params, "max_turns", 30);
  const std::string joint = textParam(params, "joint_fix", "adds_two");
  if (joint == "adds_two") rules.jointFixAddsTwo = true;
  else if (joint == "adds_one") rules.jointFixAddsTwo = false;
  else throw std::invalid_argument("collab_escape: joint_fix must be adds_two (the code) or adds_one; got '" + joint + "'");
  const std::string wander = textParam(params, "killer_wander", "first");
  if (wander == "first") rules.wander = KillerWander::FirstNeighbour;
  else if (wander == "seeded") rules.wander = KillerWander::Seeded;
  else throw std::invalid_argument("collab_escape: killer_wander must be first or seeded; got '" + wander + "'");
  rules.seed = static_cast<std::uint64_t>(integerParam(params, "seed", 0));
  return rules;
}

}  // namespace

std::unique_ptr<agents::Environment> createEscapeEnvironment(const nlohmann::json& params) {
  const auto& map = escapeMap(textParam(params, "map", "escape7"));
  const int scenario = intParam(params, "scenario", 1);
  if (scenario < 1 || scenario > static_cast<int>(map.scenarios.size())) {
    throw std::invalid_argument("collab_escape: scenario must be 1 to " + std::to_string(map.scenarios.size()) +
                                " for map " + map.name + "; got " + std::to_string(scenario));
  }
  const auto& start = map.scenarios[static_cast<size_t>(scenario - 1)];
  auto room = [&](const char* name, int fallback) {
    int r = intParam(params, name, 0);
    return r == 0 ? fallback : r;
  };
  EscapeState state(map, room("alice", start.alice), room("bob", start.bob), room("killer", start.killer), {},
                                   rulesFrom(params));
  EscapeEnvironmentOptions options;
  const std::string bad = textParam(params, "bad_action", "retry");
  if (bad == "retry") options.badAction = BadActionPolicy::Retry;
  else if (bad == "wait") options.badAction = BadActionPolicy::DefaultWait;
  else throw std::invalid_argument("collab_escape: bad_action must be retry or wait; got '" + bad + "'");
  const std::string ratio = textParam(params, "fuzzy_threshold", "0.8");
  try {
    size_t used = 0;
    options.matching.minFuzzyRatio = std::stod(ratio, &used);
    if (used != ratio.size() || options.matching.minFuzzyRatio < 0.0 || options.matching.minFuzzyRatio > 1.0) throw std::out_of_range(ratio);
  } catch (const std::exception&) {
    throw std::invalid_argument("collab_escape: fuzzy_threshold must be a number from 0 to 1; got '" + ratio + "'");
  }
  return std::make_unique<EscapeEnvironment>(std::move(state), options);
}

std::unique_ptr<agents::Policy> createEscapeScriptedPlayer(const nlohmann::json& params) {
  return makeEscapePlayer(escapeMap(textParam(params, "map", "escape7")), rulesFrom(params));
}

}  // namespace craftmate::games::collab_escape
