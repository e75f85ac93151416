// OpenSpiel's generic test, for every registered world: random legal play never crashes, garbage
// text is rejected with the world's error text, metrics stay finite, and every episode ends.

#include <cmath>
#include <random>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "games/game_registry.h"

namespace craftmate::games {
namespace {

constexpr int kEpisodes = 3;
constexpr int kMaxActs = 200000;  // far beyond any world's horizon; reaching it means no end

void playRandomEpisode(const GameInfo& info, unsigned seed) {
  SCOPED_TRACE("world " + info.name + ", seed " + std::to_string(seed));
  std::unique_ptr<agents::Environment> env = info.create(nlohmann::json::object());
  ASSERT_TRUE(env);
  EXPECT_EQ(env->name(), info.name);
  EXPECT_GE(env->agentCount(), info.minAgents);
  EXPECT_LE(env->agentCount(), info.maxAgents);
  std::mt19937 rng(seed);
  int acts = 0;
  while (!env->score().ended) {
    ASSERT_LT(acts, kMaxActs) << "the episode never ended";
    const std::vector<int> acting = env->agentsToAct();
    ASSERT_FALSE(acting.empty()) << "no agent may act, yet the episode has not ended";
    for (int agent : acting) {
      ASSERT_GE(agent, 0);
      ASSERT_LT(agent, env->agentCount());
      EXPECT_FALSE(env->observation(agent).empty());
      if (rng() % 10 == 0) {
        const agents::CommandResult garbage = env->act(agent, "(( ~~ not a command at all ~~ ))");
        EXPECT_FALSE(garbage.accepted);
        EXPECT_FALSE(garbage.output.empty()) << "a rejected command must say why";
        if (env->score().ended) break;
        if (std::find(env->agentsToAct().begin(), env->agentsToAct().end(), agent) == env->agentsToAct().end()) continue;
      }
      const std::vector<std::string> legal = env->legalCommands(agent);
      ASSERT_FALSE(legal.empty()) << "agent " << agent << " has no legal command";
      const std::string& choice = legal[rng() % legal.size()];
      const agents::CommandResult result = env->act(agent, choice);
      ++acts;
      for (const auto& [metric, value] : env->score().metrics) {
        ASSERT_TRUE(std::isfinite(value)) << metric << " after '" << choice << "'";
      }
      if (env->score().ended) break;
    }
  }
}

TEST(RandomPlay, EveryRegisteredWorld) {
  const auto& worlds = GameRegistry::builtIn().all();
  ASSERT_FALSE(worlds.empty()) << "no world is registered";
  for (const GameInfo& info : worlds) {
    if (!info.create) continue;
    for (int episode = 0; episode < kEpisodes; ++episode) playRandomEpisode(info, 1234u + episode);
  }
}

TEST(RandomPlay, RegistryNamesAreUniqueAndDocumented) {
  for (const GameInfo& info : GameRegistry::builtIn().all()) {
    EXPECT_FALSE(info.description.empty()) << info.name;
    EXPECT_LE(info.minAgents, info.maxAgents) << info.name;
    for (const GameParameter& p : info.parameters) EXPECT_FALSE(p.description.empty()) << info.name << "." << p.name;
  }
  EXPECT_THROW(GameRegistry::builtIn().create("no_such_world", nlohmann::json::object()), std::invalid_argument);
}

}  // namespace
}  // namespace craftmate::games
