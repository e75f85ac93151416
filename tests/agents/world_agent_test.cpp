// The agent loop in a real built-in world (Hanabi) with scripted players: an episode completes
// through prompts, replies and commands, and agents talk through the conversation manager.

#include <algorithm>

#include <boost/asio/co_spawn.hpp>
#include <boost/asio/io_context.hpp>
#include <boost/asio/use_future.hpp>
#include <gtest/gtest.h>

#include "agents/episode_runner.h"
#include "agents/scripted_model.h"
#include "games/game_registry.h"

namespace craftmate::agents {
namespace {

// A scripted player that opens with a chat message, then plays as the world's own scripted player.
class ChattyPolicy : public Policy {
 public:
  ChattyPolicy(std::shared_ptr<Policy> inner, std::string partner) : inner_(std::move(inner)), partner_(std::move(partner)) {}
  std::string reply(int agent, const std::string& observation, const std::string& feedback) override {
    if (!greeted_) {
      greeted_ = true;
      return "Let's coordinate. !startConversation(\"" + partner_ + "\", \"I will give hints first.\")";
    }
    return inner_->reply(agent, observation, feedback);
  }

 private:
  std::shared_ptr<Policy> inner_;
  std::string partner_;
  bool greeted_ = false;
};

struct Team {
  std::unique_ptr<Environment> env;
  ConversationBus bus;
  std::vector<std::unique_ptr<WorldAgent>> agents;
};

void buildTeam(Team& team, bool chatty) {
  const games::GameInfo* hanabi = games::GameRegistry::builtIn().find("hanabi");
  ASSERT_NE(hanabi, nullptr);
  const nlohmann::json params = {{"seed", 321}};
  team.env = hanabi->create(params);
  std::shared_ptr<Policy> scripted = hanabi->scriptedPolicy(params);
  for (int i = 0; i < 2; ++i) {
    std::shared_ptr<Policy> policy = scripted;
    if (chatty && i == 0) policy = std::make_shared<ChattyPolicy>(scripted, "agent1");
    Environment* env = team.env.get();
    auto* agents = &team.agents;
    auto model = std::make_shared<ScriptedModel>(
        policy, i, [env, i] { return env->observation(i); },
        [agents, i] { return (*agents)[static_cast<size_t>(i)]->lastOutput(); });
    Prompter prompter(mergeProfile({{"name", "agent" + std::to_string(i)}}, "survival"), model, 2);
    prompter.setCooldown(std::chrono::milliseconds(0));
    WorldAgentOptions options;
    options.maxMessages = 15;
    team.agents.push_back(std::make_unique<WorldAgent>(i, std::move(prompter), *team.env, team.bus, options));
  }
}

EpisodeResult play(Team& team, int maxTurns) {
  boost::asio::io_context io;
  EpisodeRunner runner(*team.env, team.agents, maxTurns);
  auto future = boost::asio::co_spawn(io, runner.run(), boost::asio::use_future);
  io.run();
  return future.get();
}

TEST(WorldAgent, ScriptedTeamCompletesAHanabiEpisode) {
  Team team;
  buildTeam(team, false);
  const EpisodeResult result = play(team, 1000);
  EXPECT_EQ(result.endReason, "world ended");
  EXPECT_TRUE(result.score.ended);
  EXPECT_EQ(result.rejectedTurns, 0);
  EXPECT_GT(result.score.metrics.at("score"), 10);
  // History is bounded by max_messages, and older turns were summarised into memory.
  EXPECT_LT(team.agents[0]->history().turns().size(), 15u);
  EXPECT_FALSE(team.agents[0]->history().memory().empty());
}

TEST(WorldAgent, AgentsTalkThroughTheConversationManager) {
  Team team;
  buildTeam(team, true);
  const EpisodeResult result = play(team, 6);
  EXPECT_EQ(result.endReason, "turn budget of 6 reached");
  // Packets queued between two turns are joined with no separator, as MINDcraft joins them: the
  // opening message arrives together with agent0's next reply, which is routed to its partner.
  const auto& turns1 = team.agents[1]->history().turns();
  const auto heard = std::find_if(turns1.begin(), turns1.end(), [](const Turn& t) {
    return t.role == "user" && t.content.rfind("agent0: (FROM OTHER BOT)I will give hints first.Explanation:", 0) == 0;
  });
  EXPECT_NE(heard, turns1.end());
  // agent1's replies travel back to agent0 while the conversation is active.
  const auto& turns0 = team.agents[0]->history().turns();
  EXPECT_TRUE(std::any_of(turns0.begin(), turns0.end(), [](const Turn& t) {
    return t.role == "user" && t.content.rfind("agent1: (FROM OTHER BOT)", 0) == 0;
  }));
  // agent0's world move still happened in its first turn after the conversation command.
  EXPECT_FALSE(team.agents[0]->lastOutput().empty());
}

TEST(WorldAgent, StateRoundTripsForLoadMemory) {
  Team team;
  buildTeam(team, false);
  play(team, 4);
  const nlohmann::json state = team.agents[0]->state();
  EXPECT_TRUE(state.contains("memory"));
  EXPECT_EQ(state["self_prompting_state"], 0);
  Team other;
  buildTeam(other, false);
  other.agents[0]->restore(state);
  EXPECT_EQ(other.agents[0]->history().turns(), team.agents[0]->history().turns());
}

}  // namespace
}  // namespace craftmate::agents
