// The scripted dispatcher plays through text only (it gets the prompt string, nothing else); these
// tests hold it to the bar: a CoS above the paper's GPT-4 dispatcher on every level.

#include <map>

#include <gmock/gmock.h>
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "games/cuisineworld/cuisineworld_environment.h"
#include "games/cuisineworld/cuisineworld_scripted_dispatcher.h"
#include "games/cuisineworld/cuisineworld_state_text_parser.h"

namespace craftmate::games::cuisine {
namespace {

struct EpisodeRun {
  double cos = 0;
  int acts = 0;
  int rejected = 0;
};

EpisodeRun play(const nlohmann::json& params, int agents) {
  CuisineEnvironment env(CuisineConfig::fromJson(params));
  ScriptedDispatcher dispatcher(agents);
  EpisodeRun run;
  std::string feedback;
  while (!env.score().ended) {
    const agents::CommandResult r = env.act(0, dispatcher.reply(0, env.observation(0), feedback));
    feedback = r.output;
    ++run.acts;
    run.rejected += !r.accepted;
  }
  run.cos = env.score().metrics.at("CoS");
  return run;
}

// Table 1 of the paper (GPT-4 dispatcher), per agent count and level.
const std::map<int, std::map<std::string, double>> kPaperCoS = {
    {2, {{"0", 0.727}, {"1", 0.706}, {"7", 0.682}, {"2", 0.687}, {"4", 0.664}, {"8", 0.504},
         {"3", 0.764}, {"9", 0.725}, {"10", 0.701}, {"5", 0.661}, {"11", 0.692}, {"12", 0.559}}},
    {3, {{"0", 0.781}, {"1", 0.778}, {"7", 0.780}, {"2", 0.528}, {"4", 0.600}, {"8", 0.455},
         {"3", 0.822}, {"9", 0.771}, {"10", 0.815}, {"5", 0.689}, {"11", 0.733}, {"12", 0.570}}},
    {4, {{"0", 0.771}, {"1", 0.761}, {"7", 0.761}, {"2", 0.505}, {"4", 0.592}, {"8", 0.626},
         {"3", 0.848}, {"9", 0.744}, {"10", 0.790}, {"5", 0.692}, {"11", 0.675}, {"12", 0.534}}},
};

TEST(CuisineWorldScriptedDispatcher, BeatsThePapersGpt4OnEveryLevelAndTeamSize) {
  for (const auto& [agents, levels] : kPaperCoS) {
    for (const auto& [level, paper] : levels) {
      const EpisodeRun run = play({{"level", level}, {"agents", agents}, {"tau", "all"}, {"episodes", 3}}, agents);
      EXPECT_EQ(run.acts, 5 * 3 * 60);
      EXPECT_GT(run.cos, paper) << "level_" << level << " with " << agents << " agents";
    }
  }
}

TEST(CuisineWorldScriptedDispatcher, RarelyWritesACommandThatFails) {
  for (const char* level : {"level_3", "level_9", "level_5"}) {
    const EpisodeRun run = play({{"level", level}, {"agents", 3}, {"tau", "all"}, {"episodes", 1}}, 3);
    EXPECT_LT(run.rejected, run.acts / 10) << level;
  }
}

TEST(CuisineWorldScriptedDispatcher, OneAgentStillServesOrders) {
  const EpisodeRun run = play({{"level", "level_3"}, {"agents", 1}, {"tau", 3.0}}, 1);
  EXPECT_GT(run.cos, 0.5);
}

TEST(CuisineWorldScriptedDispatcher, ReadsThePromptBack) {
  CuisineEnvironment env(CuisineConfig::fromJson({{"level", "level_9"}}));
  env.act(0, "goto_agent0_storage0\nget_agent1_pan0");
  const ParsedKitchenState s = ParsedKitchenState::parse(env.observation(0));
  EXPECT_EQ(s.level, "level_9");
  EXPECT_EQ(s.step, 1);
  ASSERT_EQ(s.orders.size(), 1u);
  EXPECT_EQ(s.orders[0].dish, "MaxJr");
  EXPECT_EQ(s.orders[0].lifetime, 16);
  ASSERT_EQ(s.agents.size(), 2u);
  EXPECT_EQ(s.agents[0].at, "storage0");
  EXPECT_EQ(s.agents[1].at, "servingtable0");
  ASSERT_EQ(s.locations.size(), 8u);
  EXPECT_EQ(s.locations[1].stem, "pan");
}

}  // namespace
}  // namespace craftmate::games::cuisine
