// CuisineWorld through agents::Environment and the registry: parameters, multi-episode schedules,
// the metrics, and the texts a model reads.

#include <gmock/gmock.h>
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "games/cuisineworld/cuisineworld_environment.h"
#include "games/cuisineworld/cuisineworld_state.h"
#include "games/game_registry.h"

namespace craftmate::games::cuisine {
namespace {

using ::testing::HasSubstr;

TEST(CuisineWorldEnvironment, BadParametersNameTheParameter) {
  auto message = [](const nlohmann::json& params) {
    try {
      CuisineConfig::fromJson(params);
    } catch (const std::invalid_argument& e) {
      return std::string(e.what());
    }
    return std::string("no error");
  };
  EXPECT_THAT(message({{"level", "level_13"}}), HasSubstr("parameter 'level'"));
  EXPECT_THAT(message({{"agents", 5}}), HasSubstr("parameter 'agents'"));
  EXPECT_THAT(message({{"tau", -1}}), HasSubstr("parameter 'tau'"));
  EXPECT_THAT(message({{"first_dish", "pizza"}}), HasSubstr("level_9 orders only cheeseBurger, MaxJr, Hopper"));
  EXPECT_THAT(message({{"failure_count", "sometimes"}}), HasSubstr("use per_order or per_step"));
  EXPECT_THAT(message({{"colour", "red"}}), HasSubstr("no parameter 'colour'"));
  EXPECT_EQ(CuisineConfig::fromJson({{"level", 3}}).level, "level_3");
  EXPECT_EQ(CuisineConfig::fromJson({{"tau", "all"}}).taus.size(), 5u);
}

TEST(CuisineWorldEnvironment, GarbageIsRejectedAndTheClockRuns) {
  CuisineEnvironment env(CuisineConfig::fromJson({{"level", "level_0"}}));
  const agents::CommandResult r = env.act(0, "I am not sure what to do.");
  EXPECT_FALSE(r.accepted);
  EXPECT_THAT(r.output, HasSubstr("no action could be extracted"));
  EXPECT_EQ(env.state().timeStep(), 1);
  EXPECT_THAT(env.observation(0), HasSubstr("-execution error messages:\n  --  ['no action could be extracted"));

  CuisineEnvironment hold(CuisineConfig::fromJson({{"level", "level_0"}, {"no_action", "hold"}}));
  EXPECT_FALSE(hold.act(0, "nothing").accepted);
  EXPECT_EQ(hold.state().timeStep(), 0) << "the released loop does not step the world";
}

TEST(CuisineWorldEnvironment, ObservationIsTheDispatcherPrompt) {
  CuisineEnvironment env(CuisineConfig::fromJson({{"level", "level_9"}}));
  const std::string first = env.observation(0);
  EXPECT_EQ(first.rfind("-execution error messages:\n  --  []\n-execution suggestions:\n  --  []\n-game state:\n", 0), 0u);
  EXPECT_THAT(first, HasSubstr("\n\n-accomplished task:\n\n\n-action:\n"));
  CuisineEnvironment noFeedback(CuisineConfig::fromJson({{"level", "level_9"}, {"feedback", false}}));
  EXPECT_EQ(noFeedback.observation(0).rfind("-game state:\n", 0), 0u);
  EXPECT_EQ(env.goal(0), "In this game, There are 2 agents available and no human, so you should control all the 2 "
                         "agents, and plan 2 actions at a time.\n");
}

TEST(CuisineWorldEnvironment, PromptFieldsGiveTheTeamSizeHumanInfoAndEpisode) {
  CuisineEnvironment env(CuisineConfig::fromJson({{"level", "level_0"}, {"agents", 3}, {"episodes", 2}, {"max_steps", 2}}));
  auto fields = env.promptFields(0);
  EXPECT_EQ(fields["KITCHEN_AGENTS"], "3");
  EXPECT_EQ(fields["HUMAN_INFO"],
            "In this game, there is one human, denote as agent0, you should read the human's action and control the "
            "other 2 agents to collaborate with the human. Therefore, you should plan 2 actions at a time.");
  EXPECT_EQ(fields["EPISODE"], "0");
  env.act(0, "noop_agent0");
  EXPECT_EQ(env.promptFields(0)["EPISODE"], "0");
  env.act(0, "noop_agent0");
  EXPECT_EQ(env.promptFields(0)["EPISODE"], "1") << "two steps end the first episode";
  env.act(0, "noop_agent0");
  env.act(0, "noop_agent0");
  ASSERT_TRUE(env.score().ended);
  EXPECT_EQ(env.promptFields(0)["EPISODE"], "1") << "the last episode keeps its number after the schedule ends";
}

TEST(CuisineWorldEnvironment, SystemPromptListsTheLevelsRecipesAndTools) {
  CuisineEnvironment env(CuisineConfig::fromJson({{"level", "level_9"}}));
  const std::string rules = env.commandDocs(0);
  EXPECT_THAT(rules, HasSubstr("Cook porkMeatcake at: \n -- location: blender \n -- with ingredients:     pork,     flour, \n"));
  EXPECT_THAT(rules, HasSubstr("Cook Hopper at: \n -- location: mixer \n -- with ingredients:     tomatoSlice,     lettuceSlice,     sauteedBeef,     bread, \n"));
  EXPECT_THAT(rules, ::testing::Not(HasSubstr("Cook tunaSushi")));
  EXPECT_THAT(rules, HasSubstr("You can place up to 1 item into the chopboard0 \n"));
  EXPECT_THAT(rules, HasSubstr("storage0, pan0, pan1, mixer0, mixer1, chopboard0, chopboard1, servingtable0, You cannot pick up"));
  EXPECT_THAT(rules, HasSubstr("Please avoid this. *** Here are the recipes: \n"));
  CuisineEnvironment bare(CuisineConfig::fromJson({{"level", "level_9"}, {"inference_knowledge", false}}));
  EXPECT_THAT(bare.commandDocs(0), HasSubstr("more than once. \n\nHere are the recipes: \n"));
}

TEST(CuisineWorldEnvironment, PaperScheduleRunsFifteenEpisodesAndReportsCoS) {
  CuisineEnvironment env(CuisineConfig::fromJson({{"level", "level_3"}, {"tau", "all"}, {"episodes", 3}}));
  int acts = 0;
  while (!env.score().ended) {
    env.act(0, "noop_agent0 noop_agent1");
    ++acts;
  }
  EXPECT_EQ(acts, 5 * 3 * 60);
  const agents::Score s = env.score();
  EXPECT_EQ(s.metrics.at("failed_tau_1.0"), 24);  // TC12(a) through the environment
  EXPECT_EQ(s.metrics.at("failed_tau_3.0"), 6);
  EXPECT_EQ(s.metrics.at("CoS"), 0.0);
  EXPECT_FALSE(env.act(0, "noop_agent0").accepted);
  EXPECT_TRUE(env.agentsToAct().empty());
}

TEST(CuisineWorldEnvironment, FailureCountQuirkIsSelectable) {
  for (const char* mode : {"per_order", "per_step"}) {
    CuisineEnvironment env(CuisineConfig::fromJson({{"level", "level_4"}, {"failure_count", mode}}));
    while (!env.score().ended) env.act(0, "noop_agent0");
    EXPECT_EQ(env.score().metrics.at("failed"), std::string(mode) == "per_order" ? 10 : 8) << mode;
  }
}

TEST(CuisineWorldEnvironment, ScoreCountsTheRunningEpisode) {
  // Nobody cooks on level_9 at tau 1.0: MaxJr (17) fails during step 17; the MaxJr of obs 8 and
  // the cheeseBurger of obs 16 are still open.
  CuisineEnvironment env(CuisineConfig::fromJson({{"level", "level_9"}}));
  for (int k = 0; k < 17; ++k) env.act(0, "noop_agent0");
  const agents::Score s = env.score();
  EXPECT_FALSE(s.ended);
  EXPECT_EQ(s.metrics.at("failed"), 0);
  env.act(0, "noop_agent0");  // the first MaxJr (lifetime 17) expires during step 17
  EXPECT_EQ(env.score().metrics.at("failed"), 1);
  EXPECT_EQ(env.score().metrics.at("active"), 2);
  EXPECT_EQ(env.score().metrics.at("CoS"), 0.0);
}

TEST(CuisineWorldEnvironment, RegisteredWithItsParameters) {
  const GameInfo* info = GameRegistry::builtIn().find("cuisineworld");
  ASSERT_NE(info, nullptr);
  auto env = info->create(nlohmann::json::object());
  EXPECT_EQ(env->name(), "cuisineworld");
  EXPECT_EQ(env->agentsToAct(), std::vector<int>{0});
  ASSERT_TRUE(info->scriptedPolicy);
  EXPECT_FALSE(env->legalCommands(0).empty());
}

}  // namespace
}  // namespace craftmate::games::cuisine
