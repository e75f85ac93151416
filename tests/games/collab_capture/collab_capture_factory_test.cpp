// Building Collab Capture from the CLI/registry parameters: defaults, overrides and clear errors.

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "games/collab_capture/collab_capture_factory.h"

namespace craftmate::games::collab_capture {
namespace {

GameParameters parsed(const nlohmann::json& params) { return GameParameters::parse("collab_capture", captureParameters(), params); }

std::string errorOf(const nlohmann::json& params) {
  try {
    createCaptureEnvironment(parsed(params));
  } catch (const std::invalid_argument& e) {
    return e.what();
  }
  return "";
}

TEST(CaptureFactory, DefaultsAndOverrides) {
  auto env = createCaptureEnvironment(parsed(nlohmann::json::object()));
  EXPECT_EQ(env->name(), "collab_capture");
  EXPECT_EQ(env->observation(0).substr(0, 62), "I (Alice) am in Room 1. Bob is in Room 6. Thief is in Room 2.\n");
  // CLI flags arrive as numbers or strings; both work.
  auto custom = createCaptureEnvironment(parsed({{"scenario", "4"}, {"alice", 9}, {"door34", "open"}}));
  const std::string obs = custom->observation(0);
  EXPECT_NE(obs.find("I (Alice) am in Room 9."), std::string::npos) << obs;
  EXPECT_NE(obs.find("Door between Room 1 and 2 is closed. Door between Room 3 and 4 is open."), std::string::npos) << obs;
}

TEST(CaptureFactory, BadValuesNameTheParameter) {
  EXPECT_NE(errorOf({{"scenario", 7}}).find("scenario must be 1, 2, 3 or 4"), std::string::npos);
  EXPECT_NE(errorOf({{"scenario", "two"}}).find("'scenario' must be a whole number"), std::string::npos);
  EXPECT_NE(errorOf({{"thief", 12}}).find("the thief must start in a room from 1 to 9"), std::string::npos);
  EXPECT_NE(errorOf({{"door12", "ajar"}}).find("door12' must be open or closed"), std::string::npos);
  EXPECT_NE(errorOf({{"swap_capture", "maybe"}}).find("swap_capture' must be true or false"), std::string::npos);
  EXPECT_NE(errorOf({{"thief_distance", "manhattan"}}).find("thief_distance' must be room_number or graph"), std::string::npos);
  EXPECT_NE(errorOf({{"bad_action", "ignore"}}).find("bad_action' must be retry or stay"), std::string::npos);
  EXPECT_NE(errorOf({{"fuzzy_threshold", "2"}}).find("fuzzy_threshold' must be a number from 0 to 1"), std::string::npos);
  EXPECT_NE(errorOf({{"max_turns", 0}}).find("max_turns must be at least 1"), std::string::npos);
  EXPECT_THROW(createCaptureScriptedPlayer(parsed({{"scripted_player", "oracle"}})), std::invalid_argument);
}

TEST(CaptureFactory, ScriptedPlayerFollowsTheRules) {
  // With same-room capture only, the planner needs 2 turns in scenario 1 (not the 1-turn swap).
  nlohmann::json params = {{"scenario", 1}, {"swap_capture", false}};
  auto env = createCaptureEnvironment(parsed(params));
  auto player = createCaptureScriptedPlayer(parsed(params));
  while (!env->score().ended) {
    for (int agent : env->agentsToAct()) ASSERT_TRUE(env->act(agent, player->reply(agent, env->observation(agent), "")).accepted);
  }
  EXPECT_TRUE(env->score().complete);
  EXPECT_EQ(env->score().metrics.at("turns"), 2.0);
}

}  // namespace
}  // namespace craftmate::games::collab_capture
