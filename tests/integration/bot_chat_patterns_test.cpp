// Chat patterns (world/chat_patterns.h) and awaitMessage on the embedded server: a pattern set
// matches its messages in order and reports their capture groups, a pattern without repeat fires
// once, removed patterns stay quiet, and awaitMessage resolves with the text or times out with
// mineflayer's error.

#include <regex>

#include "tests/integration/skills_fixture.h"
#include "world/chat_patterns.h"

namespace craftmate::skills::testing {
namespace {

using BotChatPatternsTest = SkillsTest;
using Matches = std::vector<std::vector<std::string>>;

TEST_F(BotChatPatternsTest, PatternSetsMatchInOrderAndOneShotPatternsFireOnce) {
  auto bot = join("patterns_a");
  std::vector<std::pair<std::string, Matches>> events;
  on(bot, [&] {
    bot->loadPlugin(std::make_shared<world::ChatPatterns>());
    auto* patterns = bot->plugin<world::ChatPatterns>();
    patterns->addChatPatternSet("code", {std::regex("whispers to you: the code is (\\d+)"), std::regex("whispers to you: confirm (\\w+)")},
                                {.repeat = true, .parse = true});
    patterns->addChatPattern("ping", std::regex("whispers to you: ping"), {.repeat = false});
    const int gone = patterns->addChatPattern("gone", std::regex("whispers to you"));
    patterns->removeChatPattern(gone);
    patterns->matched.on([&](const std::string& name, const Matches& m) { events.emplace_back(name, m); });
    return 0;
  });
  command("tell patterns_a confirm early");  // the set's second pattern before its first: ignored
  command("tell patterns_a ping");
  command("tell patterns_a ping");
  command("tell patterns_a the code is 42");
  command("tell patterns_a confirm yes");
  ASSERT_TRUE(waitUntil(bot, [&] { return events.size() >= 2; }, 10s));
  std::this_thread::sleep_for(500ms);  // nothing else may follow
  const auto seen = on(bot, [&] {
    bot->unloadPlugin(world::ChatPatterns::kName);
    return events;
  });
  ASSERT_EQ(seen.size(), 2u);
  EXPECT_EQ(seen[0].first, "ping");
  EXPECT_EQ(seen[0].second.size(), 1u);
  EXPECT_EQ(seen[1].first, "code");
  EXPECT_EQ(seen[1].second, (Matches{{"42"}, {"yes"}}));
}

TEST_F(BotChatPatternsTest, AwaitMessageResolvesWithTheTextOrTimesOut) {
  auto bot = join("patterns_b");
  auto waiting = asio::co_spawn(bot->executor(), bot->awaitMessage({}, {std::regex("whispers to you: open sesame$")}),
                                asio::use_future);
  command("tell patterns_b something else");
  command("tell patterns_b open sesame");
  ASSERT_EQ(waiting.wait_for(10s), std::future_status::ready);
  const std::string text = waiting.get();
  EXPECT_NE(text.find("whispers to you: open sesame"), std::string::npos) << text;

  auto exact = asio::co_spawn(bot->executor(), bot->awaitMessage({text}), asio::use_future);
  command("tell patterns_b open sesame");
  ASSERT_EQ(exact.wait_for(10s), std::future_status::ready);
  EXPECT_EQ(exact.get(), text);

  auto late = asio::co_spawn(bot->executor(), bot->awaitMessage({"never sent"}, {}, 300ms), asio::use_future);
  try {
    late.get();
    FAIL() << "expected a timeout";
  } catch (const world::BotError& e) {
    EXPECT_STREQ(e.what(), "Timeout waiting for message after 300ms");
  }
}

}  // namespace
}  // namespace craftmate::skills::testing
