// Building Collab Escape from the CLI/registry parameters: defaults, overrides and clear errors.

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "games/collab_escape/collab_escape_factory.h"

namespace craftmate::games::collab_escape {
namespace {

GameParameters parsed(const nlohmann::json& params) { return GameParameters::parse("collab_escape", escapeParameters(), params); }

std::string errorOf(const nlohmann::json& params) {
  try {
    createEscapeEnvironment(parsed(params));
  } catch (const std::invalid_argument& e) {
    return e.what();
  }
  return "";
}

TEST(EscapeFactory, DefaultsAndOverrides) {
  auto env = createEscapeEnvironment(parsed(nlohmann::json::object()));
  EXPECT_EQ(env->name(), "collab_escape");
  EXPECT_EQ(env->observation(1).substr(0, 50), "My name is Bob. I am in room 2. Alice is in room 1");
  EXPECT_NE(env->goal(0).find("There are 7 rooms"), std::string::npos);
  auto ten = createEscapeEnvironment(parsed({{"map", "escape10"}, {"scenario", "2"}, {"killer", 3}}));
  EXPECT_NE(ten->observation(0).find("the killer is currently located in room 3."), std::string::npos);
  EXPECT_NE(ten->goal(0).find("There are 10 rooms"), std::string::npos);
}

TEST(EscapeFactory, BadValuesNameTheParameter) {
  EXPECT_NE(errorOf({{"map", "escape9"}}).find("unknown Collab Escape map 'escape9'"), std::string::npos);
  EXPECT_NE(errorOf({{"scenario", 3}}).find("scenario' must be 1 to 2 for map escape7"), std::string::npos);
  EXPECT_NE(errorOf({{"alice", 8}}).find("Alice must start in a room from 1 to 7"), std::string::npos);
  EXPECT_NE(errorOf({{"joint_fix", "double"}}).find("joint_fix' must be adds_two"), std::string::npos);
  EXPECT_NE(errorOf({{"killer_wander", "random"}}).find("killer_wander' must be first or seeded"), std::string::npos);
  EXPECT_NE(errorOf({{"bad_action", "stay"}}).find("bad_action' must be retry or wait"), std::string::npos);
  EXPECT_NE(errorOf({{"fixes_needed", 0}}).find("fixes_needed must be at least 1"), std::string::npos);
  EXPECT_NE(errorOf({{"seed", "abc"}}).find("'seed' must be a whole number"), std::string::npos);
}

TEST(EscapeFactory, ScriptedSurvivorsEscapeWithSeededKiller) {
  nlohmann::json params = {{"map", "escape7"}, {"scenario", 2}, {"killer_wander", "seeded"}, {"seed", 5}};
  auto env = createEscapeEnvironment(parsed(params));
  auto player = createEscapeScriptedPlayer(parsed(params));
  while (!env->score().ended) {
    for (int agent : env->agentsToAct()) ASSERT_TRUE(env->act(agent, player->reply(agent, env->observation(agent), "")).accepted);
  }
  EXPECT_TRUE(env->score().complete);
  EXPECT_EQ(env->score().metrics.at("escape_rate"), 1.0);
}

}  // namespace
}  // namespace craftmate::games::collab_escape
