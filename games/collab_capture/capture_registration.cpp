// Registers Collab Capture with the world registry: parameters, episode factory, scripted player.

#include <memory>
#include <stdexcept>
#include <string>

#include <nlohmann/json.hpp>

#include "games/collab_capture/capture_environment.h"
#include "games/collab_capture/capture_players.h"
#include "games/collab_capture/capture_scenarios.h"
#include "games/game_registry.h"

namespace craftmate::games {

namespace {

using collab_capture::BadActionPolicy;
using collab_capture::CaptureRules;
using collab_capture::ThiefDistance;

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

std::unique_ptr<agents::Environment> createCapture(const nlohmann::json& params) {
  const auto& scenario = collab_capture::captureScenario(intParam(params, "scenario", 1));
  auto room = [&](const char* name, int scenarioRoom) {
    int r = intParam(params, name, 0);
    return r == 0 ? scenarioRoom : r;
  };
  collab_capture::CaptureState state(room("alice", scenario.aliceRoom), room("bob", scenario.bobRoom),
                                     room("thief", scenario.thiefRoom), doorParam(params, "door12", scenario.door12Open),
                                     doorParam(params, "door34", scenario.door34Open), rulesFrom(params));
  collab_capture::CaptureEnvironmentOptions options;
  const std::string bad = textParam(params, "bad_action", "retry");
  if (bad == "retry") options.badAction = BadActionPolicy::Retry;
  else if (bad == "stay") options.badAction = BadActionPolicy::DefaultStay;
  else throw std::invalid_argument("collab_capture: bad_action must be retry or stay; got '" + bad + "'");
  const std::string ratio = textParam(params, "fuzzy_threshold", "0.8");
  try {
    options.matching.minFuzzyRatio = std::stod(ratio);
  } catch (const std::exception&) {
    throw std::invalid_argument("collab_capture: fuzzy_threshold must be a number from 0 to 1; got '" + ratio + "'");
  }
  return std::make_unique<collab_capture::CaptureEnvironment>(std::move(state), options);
}

}  // namespace

void registerCollabCapture(GameRegistry& registry) {
  GameInfo info;
  info.name = "collab_capture";
  info.description = "LLM-Coordination Collab Capture: two pursuers trap a greedy thief in 9 rooms with doors and buttons";
  info.minAgents = 2;
  info.maxAgents = 2;
  info.parameters = {
      {"scenario", "1", "1-4: door 1-2 / door 3-4 open/open, open/closed, closed/open, closed/closed (A1, B6, T2)"},
      {"alice", "0", "Alice's start room (0: the scenario's)"},
      {"bob", "0", "Bob's start room (0: the scenario's)"},
      {"thief", "0", "the thief's start room (0: the scenario's)"},
      {"door12", "scenario", "open or closed: overrides the scenario's door between Room 1 and 2"},
      {"door34", "scenario", "open or closed: overrides the scenario's door between Room 3 and 4"},
      {"swap_capture", "true", "pursuer and thief passing each other is a capture (false: the greedy script's rule)"},
      {"thief_distance", "room_number", "thief heuristic: room_number (the code's |a-b|) or graph (shortest path)"},
      {"max_turns", "30", "turns before the episode ends as a failure"},
      {"bad_action", "retry", "an unreadable reply: retry (rejected, answer again) or stay (the code's fallback)"},
      {"fuzzy_threshold", "0.8", "lowest Levenshtein ratio for a fuzzy action match (0: always the closest)"},
      {"scripted_player", "planner", "the --model scripted player: planner (shortest joint capture) or greedy (paper baseline)"},
  };
  info.create = &createCapture;
  info.scriptedPolicy = [](const nlohmann::json& params) {
    return collab_capture::makeCapturePlayer(
        collab_capture::parseCapturePlayerKind(textParam(params, "scripted_player", "planner")), rulesFrom(params));
  };
  registry.add(std::move(info));
}

}  // namespace craftmate::games
