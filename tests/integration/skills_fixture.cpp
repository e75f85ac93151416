#include "tests/integration/skills_fixture.h"

#include "protocol/packet_value.h"

namespace craftmate::skills::testing {

craftmate::testing::EmbeddedServer* SkillsTest::server_ = nullptr;
craftmate::testing::BotGroup* SkillsTest::group_ = nullptr;
int SkillsTest::nextPatch_ = 0;
std::optional<BlockPos> SkillsTest::spawn_;

void SkillsTest::SetUpTestSuite() {
  craftmate::testing::EmbeddedServerOptions o;
  o.viewDistance = 6;
  server_ = new craftmate::testing::EmbeddedServer(o);
  command("time set day");
  group_ = new craftmate::testing::BotGroup(6);
}

void SkillsTest::TearDownTestSuite() {
  delete group_;
  group_ = nullptr;
  delete server_;
  server_ = nullptr;
}

void SkillsTest::TearDown() {
  command("kill @e[type=!player]");
  if (patch_) command("fill " + xyz(patch_->offset(-16, 1, -16)) + " " + xyz(patch_->offset(16, 12, 16)) + " air");
  group_->quitAll();
}

std::shared_ptr<Bot> SkillsTest::join(const std::string& name) {
  auto bot = group_->join(*server_, name);
  // Patches on a 3x3 grid 48 blocks apart around the spawn, well inside the columns the server
  // sends at login (view distance 6: 96 blocks each way): flying-squid sends the columns around a
  // player only when the player itself walks 16 blocks, never after a server-side teleport, and
  // near the edge of the view a teleport did not always happen. 48 blocks keep the 32-block
  // searches (chests, furnaces, tables) inside the own patch; TearDown clears the patch and removes
  // mobs and items, so the patches are used again in turn.
  if (!spawn_) spawn_ = on(bot, [&] { return BlockPos::containing(bot->entity().position); });
  if (!patch_) {
    const int n = nextPatch_++ % 9;
    patch_ = BlockPos{spawn_->x - 48 + 48 * (n % 3), 4, spawn_->z - 48 + 48 * (n / 3)};
  }
  const BlockPos ground = *patch_;
  // The console may see a player a moment after the player sees itself spawn: retry the teleport.
  for (int attempt = 0; attempt < 5; ++attempt) {
    command("tp " + name + " " + xyz(ground.offset(0, 1, 0)));
    if (waitUntil(bot, [&] { return std::abs(bot->entity().position.x - (ground.x + 0.5)) < 0.01 &&
                                    std::abs(bot->entity().position.z - (ground.z + 0.5)) < 0.01; }, 3s))
      break;
  }
  command("clear " + name);
  // The columns that were still to come at login arrive after a client settings packet (the
  // server's protocol_fixes plugin resends them then); sometimes they never came on their own.
  on(bot, [&] {
    bot->send("settings", protocol::Value::object({{"locale", "en_us"}, {"viewDistance", 6}, {"chatFlags", 0},
                                                   {"chatColors", true}, {"skinParts", 127}, {"mainHand", 1},
                                                   {"enableTextFiltering", false}, {"enableServerListing", true}}));
    return 0;
  });
  const bool arrived = waitUntil(bot, [&] {
    const auto& p = bot->entity().position;
    return std::abs(p.x - (ground.x + 0.5)) < 0.01 && std::abs(p.z - (ground.z + 0.5)) < 0.01 && bot->entity().onGround &&
           bot->inventory().items().empty() && bot->blockAt(ground.offset(12, 0, 12)).has_value() &&
           bot->blockAt(ground.offset(-12, 0, -12)).has_value();
  }, 20s);
  EXPECT_TRUE(arrived) << name << " did not arrive at its patch with an empty inventory and the columns around: at "
                       << on(bot, [&] { return vecText(bot->entity().position); }) << ", on ground "
                       << on(bot, [&] { return bot->entity().onGround; }) << ", "
                       << on(bot, [&] { return bot->inventory().items().size(); }) << " stacks, columns "
                       << on(bot, [&] { return bot->world().loadedColumnCount(); }) << " "
                       << on(bot, [&] { return bot->blockAt(ground.offset(12, 0, 12)).has_value(); })
                       << on(bot, [&] { return bot->blockAt(ground.offset(-12, 0, -12)).has_value(); });
  return bot;
}

SkillRun SkillsTest::run(const std::shared_ptr<Bot>& bot, std::function<Task<bool>(SkillContext&)> skill) {
  auto ctx = std::make_shared<SkillContext>(*bot);
  auto done = asio::co_spawn(
      bot->executor(), [ctx, skill]() -> Task<bool> { co_return co_await skill(*ctx); }, asio::use_future);
  SkillRun r;
  r.ok = done.get();
  r.output = on(bot, [&] { return ctx->output; });
  return r;
}

void SkillsTest::command(const std::string& text) { server_->consoleCommand(text); }

bool SkillsTest::waitUntil(const std::shared_ptr<Bot>& bot, std::function<bool()> condition,
                           std::chrono::milliseconds timeout) {
  return group_->waitUntil(bot, condition, timeout);
}

int SkillsTest::count(const std::shared_ptr<Bot>& bot, const std::string& item) {
  return on(bot, [&] {
    int n = 0;
    for (const auto& i : bot->inventory().items())
      if (i.name == item) n += i.count;
    return n;
  });
}

std::string SkillsTest::blockName(const std::shared_ptr<Bot>& bot, const BlockPos& p) {
  return on(bot, [&] {
    auto b = bot->blockAt(p);
    return b ? b->name() : std::string("unloaded");
  });
}

std::string SkillsTest::xyz(const BlockPos& p) {
  return std::to_string(p.x) + " " + std::to_string(p.y) + " " + std::to_string(p.z);
}

void SkillsTest::give(const std::shared_ptr<Bot>& bot, const std::string& item, int n) {
  const int before = count(bot, item);
  command("give " + bot->username() + " " + item + " " + std::to_string(n));
  ASSERT_TRUE(waitUntil(bot, [&] {
    int have = 0;
    for (const auto& i : bot->inventory().items())
      if (i.name == item) have += i.count;
    return have >= before + n;
  })) << "/give " << item << " did not arrive";
}

void SkillsTest::setBlock(const std::shared_ptr<Bot>& bot, const BlockPos& p, const std::string& block) {
  command("setblock " + xyz(p) + " " + block);
  const std::string name = block.substr(0, block.find('['));
  ASSERT_TRUE(waitUntil(bot, [&] {
    auto b = bot->blockAt(p);
    return b && b->name() == name;
  })) << "/setblock " << block << " at " << xyz(p) << " was not seen";
}

}  // namespace craftmate::skills::testing
