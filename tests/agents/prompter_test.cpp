// Placeholder filling (mindcraft.md §7.1).

#include <gtest/gtest.h>

#include "agents/prompter.h"

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

}  // namespace
}  // namespace craftmate::agents
