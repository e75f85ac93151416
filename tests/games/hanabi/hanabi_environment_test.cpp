// The Hanabi world through agents::Environment: parsing model text, rejections with the paper's
// re-prompt, turn order, metrics, and the scripted player playing whole games through text.

#include <gtest/gtest.h>

#include "games/hanabi/hanabi_action_parser.h"
#include "games/hanabi/hanabi_environment.h"
#include "games/hanabi/hanabi_scripted_player.h"

namespace craftmate::games::hanabi {
namespace {

TEST(HanabiEnvironment, AcceptsActionTextLetterAndHistoryForms) {
  HanabiEnvironment env(321);
  const std::vector<std::string> legal = env.legalCommands(0);
  ASSERT_FALSE(legal.empty());
  // The letter of the first listed action.
  HanabiEnvironment byLetter(321);
  const auto r1 = byLetter.act(0, "Explanation: hint first.\nAction: A.");
  ASSERT_TRUE(r1.accepted) << r1.output;
  EXPECT_NE(r1.output.find(legal[0]), std::string::npos);
  // The same action by its text with the code's apostrophe and final period.
  HanabiEnvironment byText(321);
  std::string withApostrophe = legal[0];
  withApostrophe.replace(withApostrophe.find("Bobs"), 4, "Bob's");
  EXPECT_TRUE(byText.act(0, "Action: " + withApostrophe + ".").accepted);
  EXPECT_EQ(byText.state().infoTokens(), byLetter.state().infoTokens());
  // The history form "Play Card 0".
  HanabiEnvironment byHistory(321);
  EXPECT_TRUE(byHistory.act(0, "Action: Play Card 0").accepted);
  EXPECT_EQ(byHistory.state().movesMade(), 1);
}

TEST(HanabiEnvironment, GarbageIsRejectedWithThePapersReprompt) {
  HanabiEnvironment env(321);
  const auto r = env.act(0, "Action: dance on the table");
  EXPECT_FALSE(r.accepted);
  EXPECT_EQ(r.output.rfind("Your selected action: dance on the table is not appropriate.", 0), 0u) << r.output;
  EXPECT_NE(r.output.find("List of Available Actions:\nA. "), std::string::npos);
  EXPECT_EQ(env.state().movesMade(), 0);
  EXPECT_FALSE(env.act(0, "").accepted);
  EXPECT_FALSE(env.act(0, "a").accepted);          // too short to name an action
  EXPECT_FALSE(env.act(0, "Play my Card 9").accepted);
  EXPECT_FALSE(env.act(7, "A").accepted);
}

TEST(HanabiEnvironment, TurnsAlternateAndTheWrongPlayerIsTold) {
  HanabiEnvironment env(212);
  EXPECT_EQ(env.agentsToAct(), std::vector<int>{0});
  const auto wrong = env.act(1, "Action: Play my Card 0");
  EXPECT_FALSE(wrong.accepted);
  EXPECT_NE(wrong.output.find("not your turn"), std::string::npos);
  ASSERT_TRUE(env.act(0, "Action: Play my Card 0").accepted);
  EXPECT_EQ(env.agentsToAct(), std::vector<int>{1});
  EXPECT_EQ(env.promptFields(1).at("PARTNER_ACTION"), "Play my Card 0");
  EXPECT_TRUE(env.legalCommands(0).empty());
}

TEST(HanabiEnvironment, SubstringRuleTakesTheFirstMatchingAction) {
  const HanabiState s(628);
  const auto move = parseMove(s, "Action: play my card");
  ASSERT_TRUE(move.has_value());
  EXPECT_EQ(*move, HanabiMove::play(0));
}

struct GameResult {
  int score = 0;
  bool bomb = false;
  int livesLost = 0;
  int rejected = 0;
};

GameResult playScripted(std::uint64_t seed) {
  HanabiEnvironment env(seed);
  HanabiScriptedPlayer alice;
  HanabiScriptedPlayer bob;
  std::array<std::string, 2> feedback;
  GameResult result;
  for (int step = 0; step < 200 && !env.score().ended; ++step) {
    const int agent = env.agentsToAct().at(0);
    agents::Policy& p = agent == 0 ? static_cast<agents::Policy&>(alice) : bob;
    const auto r = env.act(agent, p.reply(agent, env.observation(agent), feedback[agent]));
    feedback[agent] = r.output;
    if (!r.accepted) ++result.rejected;
  }
  const auto score = env.score();
  EXPECT_TRUE(score.ended);
  result.score = static_cast<int>(score.metrics.at("score"));
  result.bomb = score.metrics.at("bomb") > 0;
  result.livesLost = 3 - static_cast<int>(score.metrics.at("lives"));
  return result;
}

TEST(HanabiScriptedPlayer, NeverMisplaysAndNeverWritesAnIllegalAction) {
  for (std::uint64_t seed = 0; seed < 40; ++seed) {
    const GameResult r = playScripted(seed);
    EXPECT_EQ(r.rejected, 0) << "seed " << seed;
    EXPECT_EQ(r.livesLost, 0) << "seed " << seed;  // plays only proven cards and play clues it can trust
    EXPECT_FALSE(r.bomb) << "seed " << seed;
  }
}

TEST(HanabiScriptedPlayer, ScoresWellAboveTheLlmAgentsOnThePaperSeeds) {
  // GPT-4-turbo with ToM and verification scores 13.33 on the paper's seeds (Table 3); the
  // scripted convention player must be a meaningful baseline, so ask for at least that mean.
  double total = 0;
  for (std::uint64_t seed : {321ULL, 212ULL, 628ULL}) total += playScripted(seed).score;
  EXPECT_GE(total / 3.0, 13.33);
}

}  // namespace
}  // namespace craftmate::games::hanabi

#include <random>

namespace craftmate::games::hanabi {
namespace {

TEST(HanabiEnvironment, ArbitraryTextNeverCrashesAndRejectionsChangeNothing) {
  std::mt19937 rng(11);
  const std::string alphabet = "abcdefghijklmnopqrstuvwxyz .,:[]()'\"\n\t0123456789ABCDEFGHIJKLMNOPaction:Action:";
  HanabiEnvironment env(1);
  for (int i = 0; i < 3000; ++i) {
    std::string text;
    const int length = static_cast<int>(rng() % 30);
    for (int j = 0; j < length; ++j) text += alphabet[rng() % alphabet.size()];
    if (rng() % 3 == 0) text = "Action: " + text;
    const int agent = env.agentsToAct().front();
    const int moves = env.state().movesMade();
    agents::CommandResult r;
    ASSERT_NO_THROW(r = env.act(agent, text)) << text;
    EXPECT_EQ(env.state().movesMade(), moves + (r.accepted ? 1 : 0));
    if (env.score().ended) env = HanabiEnvironment(static_cast<std::uint64_t>(i));
  }
}

}  // namespace
}  // namespace craftmate::games::hanabi

namespace craftmate::games::hanabi {
namespace {

// `craftmate play` keeps one policy object for both seats: it must play exactly as two do.
TEST(HanabiScriptedPlayer, OneObjectForBothSeatsPlaysLikeTwo) {
  for (std::uint64_t seed : {321ULL, 212ULL, 628ULL, 5ULL}) {
    HanabiEnvironment shared(seed);
    HanabiScriptedPlayer one;
    while (!shared.score().ended) {
      const int a = shared.agentsToAct().front();
      ASSERT_TRUE(shared.act(a, one.reply(a, shared.observation(a), "")).accepted);
    }
    EXPECT_EQ(shared.score().metrics.at("score"), playScripted(seed).score) << "seed " << seed;
  }
}

}  // namespace
}  // namespace craftmate::games::hanabi

namespace craftmate::games::hanabi {
namespace {

TEST(HanabiEnvironment, OnlyTheCapitalisedActionLabelCountsWhenPresent) {
  const HanabiState s(628);
  // "action:" inside the explanation is not the answer (the paper's regex is case-sensitive).
  const auto move = parseMove(s, "Explanation: the safest action: discard nothing.\nAction: Play my Card 2");
  ASSERT_TRUE(move.has_value());
  EXPECT_EQ(*move, HanabiMove::play(2));
  EXPECT_EQ(extractActionText("action: Play my Card 1"), "Play my Card 1");  // any casing without "Action:"
}

}  // namespace
}  // namespace craftmate::games::hanabi
