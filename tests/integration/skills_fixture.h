#pragma once
// The fixture of the skills tests (tests/integration/skills_*_test.cpp): one embedded server per test
// binary, one io_context thread for every bot, and for each test a fresh bot on its own patch of
// the flat world (48 blocks apart), so tests never see each other's blocks, items or mobs.

#include <gtest/gtest.h>

#include <boost/asio/bind_cancellation_slot.hpp>
#include <boost/asio/cancellation_signal.hpp>
#include <boost/asio/co_spawn.hpp>
#include <boost/asio/post.hpp>
#include <boost/asio/use_future.hpp>
#include <chrono>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <thread>

#include "commands/skills/skills.h"
#include "commands/skills/world_queries.h"
#include "tests/integration/support/bot_group.h"
#include "tests/integration/support/embedded_server.h"
#include "world/bot.h"

namespace craftmate::skills::testing {

using namespace std::chrono_literals;
namespace asio = boost::asio;
using world::BlockPos;
using world::Bot;

struct SkillRun {
  bool ok = false;
  std::string output;
};

class SkillsTest : public ::testing::Test {
 protected:
  static void SetUpTestSuite();
  static void TearDownTestSuite();
  void TearDown() override;

  // A new bot named `name`, standing at the centre of this test's patch (feet one block above
  // `ground()`, on grass), inventory empty, the columns around it loaded.
  std::shared_ptr<Bot> join(const std::string& name);
  // The grass block at the centre of this test's patch; the patch reaches 16 blocks each way.
  BlockPos ground() const { return *patch_; }

  // Runs `f` on the bot's strand and returns its result.
  template <typename F>
  auto on(const std::shared_ptr<Bot>& bot, F f) {
    return group_->on(bot, std::move(f));
  }
  // The io_context every bot runs in.
  static asio::io_context& io() { return group_->io(); }
  // Runs one skill to its end; the skill gets a fresh SkillContext.
  SkillRun run(const std::shared_ptr<Bot>& bot, std::function<Task<bool>(SkillContext&)> skill);

  // A server console command (no slash), e.g. "setblock 3 5 0 chest".
  static void command(const std::string& text);
  // Polls `condition` on the bot's strand (BotGroup::waitUntil); false after `timeout`.
  bool waitUntil(const std::shared_ptr<Bot>& bot, std::function<bool()> condition,
                 std::chrono::milliseconds timeout = 10s);
  // Item count in the bot's inventory, block name at a position (as the bot sees them).
  int count(const std::shared_ptr<Bot>& bot, const std::string& item);
  std::string blockName(const std::shared_ptr<Bot>& bot, const BlockPos& p);
  // "x y z" for commands.
  static std::string xyz(const BlockPos& p);
  // /give and wait until the bot holds at least `n` more.
  void give(const std::shared_ptr<Bot>& bot, const std::string& item, int n);
  // /setblock and wait until the bot sees it.
  void setBlock(const std::shared_ptr<Bot>& bot, const BlockPos& p, const std::string& block);

  static craftmate::testing::EmbeddedServer* server_;
  static craftmate::testing::BotGroup* group_;  // the bots of the running test
  static int nextPatch_;
  static std::optional<BlockPos> spawn_;
  std::optional<BlockPos> patch_;
};

}  // namespace craftmate::skills::testing
