// The client on the embedded server started on each Minecraft version (issue 18 item 3): one
// combined test per version asks the server its version (minecraft_version "auto"), joins two
// craftmate bots and a mineflayer bot of that version, and checks login, chunks, a physics walk the
// server and both other clients agree with, dig and place, inventory after /give, crafting in the
// grid and on a table, chat and whispers, and that the craftmate and mineflayer views of the blocks
// around spawn are the same. docs/minecraft.md has the table of what is proven on which version.

#include <gtest/gtest.h>

#include <cmath>

#include "launch/minecraft_version.h"
#include "tests/integration/client_node_peer.h"
#include "tests/integration/support/bot_group.h"
#include "tests/integration/support/embedded_server.h"
#include "tests/integration/support/eventually.h"
#include "world/bot.h"

using namespace std::chrono_literals;
using namespace craftmate::testing;  // BotGroup, EmbeddedServer, MineflayerPeer, eventually
using namespace craftmate::world;

namespace {

// The versions flying-squid 1.12.0 serves from 1.20.5 on where the client passes every step.
const std::vector<std::string> kMatrixVersions = {"1.20.5", "1.20.6", "1.21.1", "1.21.3", "1.21.4"};

Vec3 vec(const nlohmann::json& j) { return {j["x"].get<double>(), j["y"].get<double>(), j["z"].get<double>()}; }

std::string xyz(const BlockPos& p) { return std::to_string(p.x) + " " + std::to_string(p.y) + " " + std::to_string(p.z); }

class VersionMatrix : public ::testing::TestWithParam<std::string> {};

TEST_P(VersionMatrix, LoginChunksWalkDigPlaceInventoryCraftingChatAndMineflayerAgree) {
  craftmate::testing::EmbeddedServerOptions so;
  so.viewDistance = 4;
  so.version = GetParam();
  EmbeddedServer server(so);

  // minecraft_version "auto": the status ping names the server's version.
  const std::string version = craftmate::launch::resolveMinecraftVersionNow("auto", server.host(), server.port());
  ASSERT_EQ(version, GetParam());

  // Login: two craftmate bots and a mineflayer bot of that version.
  BotGroup bots(4, version);
  auto a = bots.join(server, "vm_a");
  auto b = bots.join(server, "vm_b");
  MineflayerPeer mf(server.host(), server.port(), "vm_mf", version);
  mf.waitEvent("spawn", 60s);
  const Registry& reg = a->registry();

  // Chunks: the columns around spawn arrived, the bot stands on the superflat's grass, and
  // mineflayer sees the same block states around it.
  ASSERT_TRUE(eventually([&] { return bots.on(a, [&] { return a->world().loadedColumnCount(); }) >= 25u; }))
      << "only " << bots.on(a, [&] { return a->world().loadedColumnCount(); }) << " columns arrived";
  const BlockPos feet = bots.on(a, [&] { return BlockPos::containing(a->entity().position); });
  EXPECT_EQ(bots.on(a, [&] { return a->blockAt(feet.offset(0, -1, 0))->name(); }), "grass_block");
  {
    const BlockPos lo{feet.x - 8, 0, feet.z - 8}, hi{feet.x + 8, feet.y + 2, feet.z + 8};
    std::vector<int> theirs;
    ASSERT_TRUE(eventually([&] {
      theirs = mf.call({{"cmd", "blocks"}, {"min", {lo.x, lo.y, lo.z}}, {"max", {hi.x, hi.y, hi.z}}}, 60s)["states"]
                   .get<std::vector<int>>();
      return std::find(theirs.begin(), theirs.end(), -1) == theirs.end();
    })) << "mineflayer did not load the columns around spawn";
    const std::vector<int> ours = bots.on(a, [&] {
      std::vector<int> out;
      for (int y = lo.y; y <= hi.y; ++y)
        for (int z = lo.z; z <= hi.z; ++z)
          for (int x = lo.x; x <= hi.x; ++x) out.push_back(a->world().stateAt({x, y, z}).value_or(-1));
      return out;
    });
    EXPECT_EQ(ours, theirs) << "craftmate and mineflayer disagree on the blocks around spawn";
  }

  // Walk: physics forward over 5 blocks; the server moves the player there, as the other bot and
  // mineflayer see it.
  const Vec3 start = bots.on(a, [&] { return a->entity().position; });
  bots.on(a, [&] {
    a->setControlState(Control::Forward, true);
    return 0;
  });
  EXPECT_TRUE(bots.waitUntil(a, [&] {
    const Vec3& p = a->entity().position;
    return std::hypot(p.x - start.x, p.z - start.z) > 5.0;
  }));
  bots.on(a, [&] {
    a->clearControlStates();
    return 0;
  });
  Vec3 end = start;
  ASSERT_TRUE(eventually([&] {  // stopped: the same place twice in a row
    const Vec3 now = bots.on(a, [&] { return a->entity().position; });
    const bool still = now == end;
    end = now;
    return still;
  }));
  EXPECT_GT(std::hypot(end.x - start.x, end.z - start.z), 5.0);
  EXPECT_NEAR(end.y, start.y, 1e-6);
  auto seenByB = [&] {
    return bots.on(b, [&]() -> std::optional<Vec3> {
      auto p = b->players().find("vm_a");
      if (p == b->players().end() || !p->second.entityId) return std::nullopt;
      const Entity* e = b->world().entity(*p->second.entityId);
      return e ? std::optional(e->position) : std::nullopt;
    });
  };
  EXPECT_TRUE(eventually([&] { return seenByB() && seenByB()->distanceTo(end) < 0.1; }))
      << "the other craftmate bot does not see the walker where it stopped";
  EXPECT_TRUE(eventually([&] {
    auto seen = mf.call({{"cmd", "entity"}, {"username", "vm_a"}});
    return seen["found"].get<bool>() && vec(seen["position"]).distanceTo(end) < 0.1;
  })) << "mineflayer does not see the walker where it stopped";

  // Dig: the floor block ahead becomes air for the digger and for mineflayer.
  const BlockPos here = BlockPos::containing(end);
  const BlockPos hole = here.offset(2, -1, 0);
  ASSERT_GT(bots.on(a, [&] { return a->world().stateAt(hole).value_or(0); }), 0);
  bots.act(a, a->dig(hole));
  EXPECT_TRUE(eventually([&] { return bots.on(a, [&] { return a->world().stateAt(hole).value_or(-1); }) == 0; }));
  EXPECT_TRUE(eventually([&] {
    return mf.call({{"cmd", "blocks"}, {"min", {hole.x, hole.y, hole.z}}, {"max", {hole.x, hole.y, hole.z}}})["states"][0] == 0;
  })) << "mineflayer still sees the dug block";

  // Inventory: /give arrives in the bot's inventory.
  server.consoleCommand("give vm_a oak_planks 5");  // 2 for sticks, 3 for the pickaxe
  server.consoleCommand("give vm_a dirt 1");
  const int planks = reg.itemByName("oak_planks")->id, dirt = reg.itemByName("dirt")->id;
  ASSERT_TRUE(eventually([&] {
    return bots.on(a, [&] { return a->inventory().count(planks) == 5 && a->inventory().count(dirt) == 1; });
  })) << "the /give did not arrive";

  // Place: dirt back into the hole, seen by mineflayer.
  bots.act(a, a->equip(dirt, EquipDestination::Hand));
  bots.act(a, a->placeBlock(hole.offset(0, -1, 0), {0, 1, 0}));
  EXPECT_TRUE(eventually([&] {
    const int seen = mf.call({{"cmd", "blocks"}, {"min", {hole.x, hole.y, hole.z}}, {"max", {hole.x, hole.y, hole.z}}})["states"][0];
    return reg.blockByStateId(seen) && reg.blockByStateId(seen)->name == "dirt";
  })) << "mineflayer does not see the placed dirt";
  EXPECT_TRUE(eventually([&] { return bots.on(a, [&] { return a->inventory().count(dirt); }) == 0; }))
      << "the placed dirt is still in the inventory";

  // Crafting: sticks in the inventory grid, then a wooden pickaxe on a crafting table.
  const int stick = reg.itemByName("stick")->id, pickaxe = reg.itemByName("wooden_pickaxe")->id;
  const Recipe* sticks = bots.on(a, [&]() -> const Recipe* {
    for (const Recipe* r : a->recipesFor(stick))
      if (r->ingredientCounts().count(planks)) return r;
    return nullptr;
  });
  ASSERT_NE(sticks, nullptr);
  bots.act(a, a->craft(*sticks, 1));
  EXPECT_TRUE(eventually([&] { return bots.on(a, [&] { return a->inventory().count(stick); }) == 4; }));
  const BlockPos table = here.offset(0, 0, 2);
  server.consoleCommand("setblock " + xyz(table) + " crafting_table");
  ASSERT_TRUE(eventually([&] { return bots.on(a, [&] { return a->blockAt(table)->name(); }) == "crafting_table"; }));
  const Recipe* pick = bots.on(a, [&]() -> const Recipe* {
    auto found = a->recipesFor(pickaxe, 1, true);
    return found.empty() ? nullptr : found.front();
  });
  ASSERT_NE(pick, nullptr);
  bots.act(a, a->craft(*pick, 1, table));
  EXPECT_TRUE(eventually([&] { return bots.on(a, [&] { return a->inventory().count(pickaxe); }) == 1; }));
  EXPECT_EQ(bots.on(a, [&] { return a->inventory().count(planks); }), 0);
  EXPECT_EQ(bots.on(a, [&] { return a->inventory().count(stick); }), 2);

  // Chat and whispers: between the craftmate bots and to mineflayer, with sender and text.
  auto chats = std::make_shared<std::vector<std::string>>();
  auto whispers = std::make_shared<std::vector<std::string>>();
  bots.on(b, [&] {
    b->events().chat.on([chats](const std::string& u, const std::string& m) { chats->push_back(u + "|" + m); });
    b->events().whisper.on([whispers](const std::string& u, const std::string& m) { whispers->push_back(u + "|" + m); });
    return 0;
  });
  bots.on(a, [&] {
    a->chat("hello on " + version);
    a->whisper("vm_b", "psst on " + version);
    return 0;
  });
  auto heard = mf.waitFor([](const nlohmann::json& j) { return j.value("event", "") == "chat" && j.value("username", "") == "vm_a"; },
                          10s, "chat from vm_a");
  EXPECT_EQ(heard["message"], "hello on " + version);
  EXPECT_TRUE(eventually([&] {
    return bots.on(b, [&] { return *chats; }) == std::vector<std::string>{"vm_a|hello on " + version} &&
           bots.on(b, [&] { return *whispers; }) == std::vector<std::string>{"vm_a|psst on " + version};
  })) << "vm_b did not get the chat and the whisper from vm_a";
}

INSTANTIATE_TEST_SUITE_P(Versions, VersionMatrix, ::testing::ValuesIn(kMatrixVersions),
                         [](const ::testing::TestParamInfo<std::string>& info) {
                           std::string name = "v" + info.param;
                           std::replace(name.begin(), name.end(), '.', '_');
                           return name;
                         });

}  // namespace
