// The turn list and its summarising cut (mindcraft.md §5.1, §5.2).

#include <gtest/gtest.h>

#include "agents/history.h"

namespace craftmate::agents {
namespace {

TEST(History, RolesFollowTheSource) {
  History h("andy", 15);
  h.add("system", "s");
  h.add("andy", "a");
  h.add("bob", "hello");
  ASSERT_EQ(h.turns().size(), 3u);
  EXPECT_EQ(h.turns()[0], (Turn{"system", "s"}));
  EXPECT_EQ(h.turns()[1], (Turn{"assistant", "a"}));
  EXPECT_EQ(h.turns()[2], (Turn{"user", "bob: hello"}));
}

TEST(History, CutsFiveOldestAndLeadingAssistantTurnsAtMaxMessages) {
  History h("andy", 8);
  for (int i = 0; i < 7; ++i) EXPECT_TRUE(h.add(i == 5 ? "andy" : "bob", std::to_string(i)).empty());
  // Turn 5 (index 5) is an assistant turn, so after cutting 0..4 it would lead: it goes too.
  const std::vector<Turn> chunk = h.add("bob", "7");
  ASSERT_EQ(chunk.size(), 6u);
  EXPECT_EQ(chunk.front().content, "bob: 0");
  EXPECT_EQ(chunk.back(), (Turn{"assistant", "5"}));
  ASSERT_EQ(h.turns().size(), 2u);
  EXPECT_EQ(h.turns().front().content, "bob: 6");
}

TEST(History, MemoryIsCutAt500Characters) {
  History h("andy", 15);
  h.setMemory(std::string(600, 'm'));
  EXPECT_EQ(h.memory(), std::string(500, 'm') + "...(Memory truncated to 500 chars. Compress it more next time)");
  h.setMemory("short");
  EXPECT_EQ(h.memory(), "short");
}

}  // namespace
}  // namespace craftmate::agents
