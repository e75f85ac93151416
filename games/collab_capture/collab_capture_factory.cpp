#include "games/collab_capture/collab_capture_factory.h"

#include <string>

#include <nlohmann/json.hpp>

#include "games/collab_capture/collab_capture_environment.h"
#include "games/collab_capture/collab_capture_players.h"
#include "games/collab_capture/collab_capture_scenarios.h"
#include "games/two_player_rooms/game_parameters.h"

namespace craftmate::games::collab_capture {

namespace {

using Parameters = two_player_rooms::GameParameters;

bool boolParam(const Parameters& params, const char* name, bool fallback) {
  const std::string t = params.text(name, fallback ? "true" : "false");
  if (t == "true" || t == "1") return true;
  if (t == "false" || t == "0") return false;
  params.fail(std::string("parameter '") + name + "' must be true or false; got " + params.raw().at(name).dump());
}

// "open", "closed", or "" for the scenario's setting.
bool doorParam(const Parameters& params, const char* name, bool scenarioValue) {
  const std::string t = params.text(name, "");
  if (t.empty() || t == "scenario") return scenarioValue;
  if (t == "open") return true;
  if (t == "closed") return false;
  params.fail(std::string("parameter '") + name + "' must be open or closed; got '" + t + "'");
}

CaptureRules rulesFrom(const Parameters& params) {
  CaptureRules rules;
  rules.swapCapture = boolParam(params, "swap_capture", true);
  const std::string distance = params.text("thief_distance", "room_number");
  if (distance == "room_number") rules.thiefDistance = ThiefDistance::RoomNumber;
  else if (distance == "graph") rules.thiefDistance = ThiefDistance::Graph;
  else params.fail("thief_distance must be room_number or graph; got '" + distance + "'");
  rules.maxTurns = params.smallInteger("max_turns", 30);
  return rules;
}

}  // namespace

std::unique_ptr<agents::Environment> createCaptureEnvironment(const nlohmann::json& json) {
  const Parameters params(json, "collab_capture");
  const auto& scenario = captureScenario(params.smallInteger("scenario", 1));
  auto room = [&](const char* name, int scenarioRoom) {
    int r = params.smallInteger(name, 0);
    return r == 0 ? scenarioRoom : r;
  };
  CaptureState state(room("alice", scenario.aliceRoom), room("bob", scenario.bobRoom), room("thief", scenario.thiefRoom),
                     doorParam(params, "door12", scenario.door12Open), doorParam(params, "door34", scenario.door34Open),
                     rulesFrom(params));
  CaptureEnvironmentOptions options;
  options.badAction = params.retryBadAction("stay") ? BadActionPolicy::Retry : BadActionPolicy::DefaultAction;
  options.matching.minFuzzyRatio = params.fuzzyThreshold();
  return std::make_unique<CaptureEnvironment>(std::move(state), options);
}

std::unique_ptr<agents::Policy> createCaptureScriptedPlayer(const nlohmann::json& json) {
  const Parameters params(json, "collab_capture");
  return makeCapturePlayer(parseCapturePlayerKind(params.text("scripted_player", "planner")), rulesFrom(params));
}

}  // namespace craftmate::games::collab_capture
