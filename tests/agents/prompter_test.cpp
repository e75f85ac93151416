// Placeholder filling (mindcraft.md §7.1).

#include <gtest/gtest.h>

#include "agents/prompter.h"
#include "agent_test_support.h"

namespace craftmate::agents {
namespace {

TEST(FillPrompt, ReplacesEveryPlaceholderInOrder) {
  PromptValues v;
  v.name = "andy";
  v.stats = "S";
  v.inventory = "I";
  v.commandDocs = "D";
  v.memory = "M";
  v.selfPrompt = selfPromptText("make bread");
  v.convo = {{"user", "bob: hi"}};
  v.extra["ORDERS"] = "O";
  const std::string examples = "E";
  EXPECT_EQ(fillPrompt("$NAME|$STATS|$INVENTORY|$ORDERS|$COMMAND_DOCS|$EXAMPLES|'$MEMORY'|$SELF_PROMPT|$CONVO|$NAME", v, &examples),
            "andy|S|I|O|D|E|'M'|YOUR CURRENT ASSIGNED GOAL: \"make bread\"\n|Recent conversation:\nUser input: bob: hi|andy");
  // Without an examples set, $EXAMPLES stays as written.
  EXPECT_EQ(fillPrompt("$EXAMPLES", v), "$EXAMPLES");
  EXPECT_EQ(selfPromptText(""), "");
}

TEST(FillPrompt, ReplacementIsSequential) {
  PromptValues v;
  v.stats = "has $MEMORY inside";
  v.memory = "mem";
  EXPECT_EQ(fillPrompt("$STATS", v), "has mem inside");
}

// A selector that always offers one fixed example and records what it was asked about.
class FixedSelector : public ExampleSelector {
 public:
  std::vector<std::vector<Turn>> askedAbout;
  boost::asio::awaitable<std::vector<std::vector<Turn>>> relevant(std::vector<Turn> turns) override {
    askedAbout.push_back(turns);
    co_return std::vector<std::vector<Turn>>{{{"user", "bob: hi"}, {"assistant", "hello !stop"}}};
  }
};

TEST(Prompter, PromptConvoFillsConvoAndExamplesFromTheSelector) {
  boost::asio::io_context io;
  auto model = std::make_shared<testing::ScriptModel>();
  model->script = {"I (FROM OTHER BOT) answer for bob", "<think>hm</think>Hi bob"};
  Prompter prompter(mergeProfile({{"name", "andy"}, {"conversing", "$NAME|$EXAMPLES|$CONVO|$ACTION|$SELF_PROMPT"}}, "survival"),
                    model, 2);
  prompter.setCooldown(std::chrono::milliseconds(0));
  auto selector = std::make_shared<FixedSelector>();
  prompter.setExampleSelector(selector);
  PromptValues values;
  values.name = "andy";
  values.action = "action:work";
  values.selfPrompt = selfPromptText("get wood");
  const std::vector<Turn> history = {{"user", "bob: hey"}};
  // The first reply speaks for the partner and is asked again; "</think>" and before are dropped.
  EXPECT_EQ(testing::runScenario(io, prompter.promptConvo(history, values)), "Hi bob");
  ASSERT_EQ(model->requests.size(), 2u);
  EXPECT_EQ(model->requests[0].system,
            "andy|Examples of how to respond:\nExample 1:\nUser input: bob: hi\nYour output:\nhello !stop\n\n|"
            "Recent conversation:\nUser input: bob: hey|action:work|YOUR CURRENT ASSIGNED GOAL: \"get wood\"\n");
  EXPECT_EQ(model->requests[0].turns, history);
  ASSERT_FALSE(selector->askedAbout.empty());
  EXPECT_EQ(selector->askedAbout[0], history);
}

TEST(Prompter, PromptCodingAsksTheCodeModelWhenThereIsOne) {
  boost::asio::io_context io;
  auto chat = std::make_shared<testing::ScriptModel>();
  auto coder = std::make_shared<testing::ScriptModel>();
  chat->fallback = "chat reply";
  coder->fallback = "```await skills.wait(bot, 1);```";
  Prompter prompter(mergeProfile({{"name", "andy"}, {"coding", "code $CODE_DOCS"}, {"conversing", "talk"}}, "survival"), chat, 0);
  prompter.setCooldown(std::chrono::milliseconds(0));
  const std::vector<Turn> history = {{"user", "bob: build"}};
  PromptValues values;
  values.codeDocs = "DOCS";
  // Without a code model the chat model codes (MINDcraft: code_model defaults to chat_model).
  EXPECT_EQ(testing::runScenario(io, prompter.promptCoding(history, values)), "chat reply");
  ASSERT_EQ(chat->requests.size(), 1u);
  EXPECT_EQ(chat->requests[0].system, "code DOCS");

  prompter.setCodeModel(coder);
  EXPECT_EQ(testing::runScenario(io, prompter.promptCoding(history, values)), "```await skills.wait(bot, 1);```");
  ASSERT_EQ(coder->requests.size(), 1u);
  EXPECT_EQ(coder->requests[0].system, "code DOCS");
  EXPECT_EQ(coder->requests[0].turns, history);
  // Everything else stays with the chat model.
  EXPECT_EQ(testing::runScenario(io, prompter.promptConvo(history, values)), "chat reply");
  EXPECT_EQ(chat->requests.size(), 2u);
  EXPECT_EQ(coder->requests.size(), 1u);
}

}  // namespace
}  // namespace craftmate::agents
