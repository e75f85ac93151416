// The scripted Chef and Assistant: success on every task within its time limit, through text only.

#include <gtest/gtest.h>

#include "games/collab_overcooked/collab_overcooked_task.h"
#include "tests/games/collab_overcooked/collab_overcooked_scripted_play.h"

namespace craftmate::games::collab_overcooked {
namespace {

TEST(CollabOvercookedScripted, SucceedsOnEveryTaskWithinItsTimeLimit) {
  for (const Task& task : allTasks()) {
    SCOPED_TRACE(task.order);
    CollabOvercookedEnvironment env(task);
    std::string transcript;
    const testing::ScriptedEpisode ep = testing::playScripted(env, &transcript);
    EXPECT_EQ(ep.score.metrics.at("SR"), 1.0) << transcript.substr(transcript.size() > 6000 ? transcript.size() - 6000 : 0);
    EXPECT_LE(ep.score.metrics.at("delivered_at"), env.timeLimit());
    // Following a reference trajectory action for action scores full progress for both agents.
    EXPECT_DOUBLE_EQ(ep.score.metrics.at("TES_agent_0"), 1.0);
    EXPECT_DOUBLE_EQ(ep.score.metrics.at("TES_agent_1"), 1.0);
    // Every request of the Chef advanced the Assistant and the Assistant did what was asked.
    EXPECT_GE(ep.score.metrics.at("collaborations"), 1.0);
    EXPECT_DOUBLE_EQ(ep.score.metrics.at("IC"), 1.0);
    EXPECT_DOUBLE_EQ(ep.score.metrics.at("RC"), 1.0);
  }
}

TEST(CollabOvercookedScripted, OnePlayerServesEpisodesOneAfterAnother) {
  // The CLI and runners may reuse a policy: a new episode (time going back) resets its memory.
  ScriptedOvercookedPlayer player;
  for (const char* name : {"mashed_potato_and_pea_patty", "mashed_potato_and_pea_patty", "baked_pumpkin_soup"}) {
    CollabOvercookedEnvironment env(*findTask(name));
    std::string feedback[2];
    while (!env.ended()) {
      const int agent = env.agentsToAct().front();
      feedback[agent] = env.act(agent, player.reply(agent, env.observation(agent), feedback[agent])).output;
    }
    EXPECT_EQ(env.score().metrics.at("SR"), 1.0) << name;
    EXPECT_DOUBLE_EQ(env.score().metrics.at("PC"), 1.0) << name;
  }
}

TEST(CollabOvercookedScripted, FailsWhenTheTimeLimitIsBelowTheOptimum) {
  // With gamma = 0.5 no team can deliver in time; the episode must end unsuccessful, not hang.
  const Task& task = *findTask("baked_pumpkin_soup");
  EnvironmentOptions options;
  options.gamma = 0.5;
  CollabOvercookedEnvironment env(task, options);
  const testing::ScriptedEpisode ep = testing::playScripted(env);
  EXPECT_TRUE(env.ended());
  EXPECT_EQ(ep.score.metrics.at("SR"), 0.0);
  EXPECT_GT(ep.score.metrics.at("PC"), 0.0);
  EXPECT_LT(ep.score.metrics.at("PC"), 1.0);
}

}  // namespace
}  // namespace craftmate::games::collab_overcooked
