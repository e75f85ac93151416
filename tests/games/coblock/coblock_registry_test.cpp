// CoBlock through the game registry, the way `craftmate play coblock ...` reaches it: parameters as
// the CLI passes them (numbers and booleans typed), the environment and the scripted policy built
// by GameInfo, and play through the Environment interface only.

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "games/game_registry.h"

namespace craftmate::games {
namespace {

TEST(CoBlockRegistry, RegisteredWithTypedParametersAndDefaults) {
  const GameInfo* info = GameRegistry::builtIn().find("coblock");
  ASSERT_NE(info, nullptr);
  EXPECT_EQ(info->minAgents, 1);
  EXPECT_EQ(info->maxAgents, 2);
  std::map<std::string, std::string> defaults;
  for (const GameParameter& p : info->parameters) defaults[p.name] = p.defaultValue;
  EXPECT_EQ(defaults.at("ground_y"), "0");
  EXPECT_EQ(defaults.at("removal_policy"), "allow_floating");
  EXPECT_EQ(defaults.at("turn_order"), "sequential");
  EXPECT_EQ(defaults.at("max_actions_per_turn"), "1");
  EXPECT_EQ(defaults.at("match_mode"), "exact");
  EXPECT_EQ(defaults.at("workload_count"), "world_changing");
}

TEST(CoBlockRegistry, ScriptedPolicyCompletesATaskThroughTheInterface) {
  const GameInfo* info = GameRegistry::builtIn().find("coblock");
  ASSERT_NE(info, nullptr);
  const nlohmann::json params = {{"task", "goal_bridge"}, {"ground_y", 1}, {"reflection", false}};
  std::unique_ptr<agents::Environment> env = info->create(params);
  std::unique_ptr<agents::Policy> policy = info->scriptedPolicy(params);
  ASSERT_TRUE(env && policy);
  EXPECT_EQ(env->observation(0).find("<Feedback>"), std::string::npos);
  EXPECT_NE(env->commandDocs(0).find("the ground is the y=1 plane"), std::string::npos);
  std::map<int, std::string> feedback;
  for (int step = 0; step < 1000 && !env->score().ended; ++step) {
    for (int agent : env->agentsToAct()) {
      const agents::CommandResult r = env->act(agent, policy->reply(agent, env->observation(agent), feedback[agent]));
      EXPECT_TRUE(r.accepted) << r.output;
      feedback[agent] = r.output;
    }
  }
  const agents::Score score = env->score();
  EXPECT_TRUE(score.complete);
  EXPECT_EQ(score.metrics.at("success"), 1.0);
  EXPECT_DOUBLE_EQ(score.metrics.at("workload_balance"), 0.5);
  EXPECT_EQ(score.metrics.at("timesteps"), 20.0);
}

TEST(CoBlockRegistry, BadParametersAreRejectedWithTheirName) {
  const GameInfo* info = GameRegistry::builtIn().find("coblock");
  ASSERT_NE(info, nullptr);
  try {
    info->create({{"removal_policy", "collapse"}});
    ADD_FAILURE() << "accepted a bad removal_policy";
  } catch (const std::invalid_argument& e) {
    EXPECT_NE(std::string(e.what()).find("removal_policy"), std::string::npos);
    EXPECT_NE(std::string(e.what()).find("allow_floating, reject_if_unsupported"), std::string::npos);
  }
}

}  // namespace
}  // namespace craftmate::games
