#include "games/collab_capture/capture_factory.h"

#include <stdexcept>
#include <string>

#include <nlohmann/json.hpp>

#include "games/collab_capture/capture_environment.h"
#include "games/collab_capture/capture_players.h"
#include "games/collab_capture/capture_scenarios.h"

namespace craftmate::games::collab_capture {

namespace {

std::string textParam(const nlohmann::json& params, const char* name, const char* fallback) {
  if (!params.contains(name)) return fallback;
  const auto& v = params.at(name);
  if (v.is_string()) return v.get<std::string>();
  if (v.is_boolean()) return v.get<bool>() ? "true" : "false";
  if (v.is_number()) return v.dump();
  throw std::invalid_argument(std::string("collab_capture: parameter '") + name + "' must be a string");
}

int intParam(const nlohmann::json& params, const char* name, int fallback) {
  if (!params.contains(name)) return fallback;
  const auto& v = params.at(name);
  if (v.is_number_integer()) return v.get<int>();
  if (v.is_string()) {
    try {
      size_t used = 0;
      int value = std::stoi(v.get<std::string>(), &used);
      if (used == v.get<std::string>().size()) return value;
    } catch (const std::exception&) {
    }
  }
  throw std::invalid_argument(std::string("collab_capture: parameter '") + name + "' must be a whole number; got " + v.dump());
}

bool boolParam(const nlohmann::json& params, const char* name, bool fallback) {
  if (!params.contains(name)) return fallback;
  const auto& v = params.at(name);
  if (v.is_boolean()) return v.get<bool>();
  const std::string t = textParam(params, name, "");
  if (t == "true" || t == "1") return true;
  if (t == "false" || t == "0") return false;
  throw std::invalid_argument(std::string("collab_capture: parameter '") + name + "' must be true or false; got " + v.dump());
}

// "open", "closed", or "" for the scenario's setting.
bool doorParam(const nlohmann::json& params, const char* name, bool scenarioValue) {
  const std::string t = textParam(params, name, "");
  if (t.empty() || t == "scenario") return scenarioValue;
  if (t == "open") return true;
  if (t == "closed") return false;
  throw std::invalid_argument(std::string("collab_capture: parameter '") + name + "' must be open or closed; got '" + t + "'");
}

CaptureRules rulesFrom(const nlohmann::json& params) {
  CaptureRules rules;
  rules.swapCapture = boolParam(params, "swap_capture", true);
  const std::string distance = textParam(params, "thief_distance", "room_number");
  if (distance == "room_number") rules.thiefDistance = ThiefDistance::RoomNumber;
  else if (distance == "graph") rules.thiefDistance = ThiefDistance::Graph;
  else throw std::invalid_argument("collab_capture: thief_distance must be room_number or graph; got '" + distance + "'");
  rules.maxTurns = intParam(params, "max_turns", 30);
  return rules;
}

}  // namespace

std::unique_ptr<agents::Environment> createCaptureEnvironment(const nlohmann::json& params) {
  const auto& scenario = captureScenario(intParam(params, "scenario", 1));
  auto room = [&](const char* name, int scenarioRoom) {
    int r = intParam(params, name, 0);
    return r == 0 ? scenarioRoom : r;
  };
  CaptureState state(room("alice", scenario.aliceRoom), room("bob", scenario.bobRoom), room("thief", scenario.thiefRoom),
                     doorParam(params, "door12", scenario.door12Open), doorParam(params, "door34", scenario.door34Open),
                     rulesFrom(params));
  CaptureEnvironmentOptions options;
  const std::string bad = textParam(params, "bad_action", "retry");
  if (bad == "retry") options.badAction = BadActionPolicy::Retry;
  else if (bad == "stay") options.badAction = BadActionPolicy::DefaultStay;
  else throw std::invalid_argument("collab_capture: bad_action must be retry or stay; got '" + bad + "'");
  const std::string ratio = textParam(params, "fuzzy_threshold", "0.8");
  try {
    size_t used = 0;
    options.matching.minFuzzyRatio = std::stod(ratio, &used);
    if (used != ratio.size() || options.matching.minFuzzyRatio < 0.0 || options.matching.minFuzzyRatio > 1.0) throw std::out_of_range(ratio);
  } catch (const std::exception&) {
    throw std::invalid_argument("collab_capture: fuzzy_threshold must be a number from 0 to 1; got '" + ratio + "'");
  }
  return std::make_unique<CaptureEnvironment>(std::move(state), options);
}

std::unique_ptr<agents::Policy> createCaptureScriptedPlayer(const nlohmann::json& params) {
  return makeCapturePlayer(parseCapturePlayerKind(textParam(params, "scripted_player", "planner")), rulesFrom(params));
}

}  // namespace craftmate::games::collab_capture
