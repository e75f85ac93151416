#include "games/collab_capture/collab_capture_factory.h"

#include <string>

#include "games/collab_capture/collab_capture_environment.h"
#include "games/collab_capture/collab_capture_players.h"
#include "games/collab_capture/collab_capture_scenarios.h"
#include "games/two_player_rooms/reply_parameters.h"

namespace craftmate::games::collab_capture {

const std::vector<GameParameter>& captureParameters() {
  static const std::vector<GameParameter> params = [] {
    using enum ParameterType;
    std::vector<GameParameter> p = {
        {"scenario", kInteger, "1", "1-4: door 1-2 / door 3-4 open/open, open/closed, closed/open, closed/closed (A1, B6, T2)"},
        {"alice", kInteger, "0", "Alice's start room (0: the scenario's)"},
        {"bob", kInteger, "0", "Bob's start room (0: the scenario's)"},
        {"thief", kInteger, "0", "the thief's start room (0: the scenario's)"},
        {"door12", kText, "scenario", "open or closed: overrides the scenario's door between Room 1 and 2"},
        {"door34", kText, "scenario", "open or closed: overrides the scenario's door between Room 3 and 4"},
        {"swap_capture", kBoolean, "true", "pursuer and thief passing each other is a capture (false: the greedy script's rule)"},
        {"thief_distance", kText, "room_number", "thief heuristic: room_number (the code's |a-b|) or graph (shortest path)"},
        {"max_turns", kInteger, "30", "turns before the episode ends as a failure"},
    };
    for (GameParameter& r : two_player_rooms::replyParameters("stay")) p.push_back(std::move(r));
    p.push_back({"scripted_player", kText, "planner",
                 "the --model scripted player: planner (shortest joint capture) or greedy (paper baseline)"});
    return p;
  }();
  return params;
}

namespace {

// "open", "closed", or "scenario" for the scenario's setting.
bool doorParam(const GameParameters& params, const char* name, bool scenarioValue) {
  const std::string& t = params.text(name);
  if (t.empty() || t == "scenario") return scenarioValue;
  if (t == "open") return true;
  if (t == "closed") return false;
  params.fail(name, "must be open or closed; got '" + t + "'");
}

CaptureRules rulesFrom(const GameParameters& params) {
  CaptureRules rules;
  rules.swapCapture = params.flag("swap_capture");
  const std::string& distance = params.text("thief_distance");
  if (distance == "room_number") rules.thiefDistance = ThiefDistance::RoomNumber;
  else if (distance == "graph") rules.thiefDistance = ThiefDistance::Graph;
  else params.fail("thief_distance", "must be room_number or graph; got '" + distance + "'");
  rules.maxTurns = params.smallInteger("max_turns");
  return rules;
}

}  // namespace

std::unique_ptr<agents::Environment> createCaptureEnvironment(const GameParameters& params) {
  const auto& scenario = captureScenario(params.smallInteger("scenario"));
  auto room = [&](const char* name, int scenarioRoom) {
    const int r = params.smallInteger(name);
    return r == 0 ? scenarioRoom : r;
  };
  CaptureState state(room("alice", scenario.aliceRoom), room("bob", scenario.bobRoom), room("thief", scenario.thiefRoom),
                     doorParam(params, "door12", scenario.door12Open), doorParam(params, "door34", scenario.door34Open),
                     rulesFrom(params));
  return std::make_unique<CaptureEnvironment>(std::move(state), two_player_rooms::replyOptions(params, "stay"));
}

std::unique_ptr<agents::Policy> createCaptureScriptedPlayer(const GameParameters& params) {
  return makeCapturePlayer(parseCapturePlayerKind(params.text("scripted_player")), rulesFrom(params));
}

}  // namespace craftmate::games::collab_capture
