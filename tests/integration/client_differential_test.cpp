// Differential tests (issue 6 item 7): a craftmate bot and a mineflayer bot join the same embedded
// server and must agree on what they see: blocks and biomes around spawn, each other's positions, inventories
// after /give, blocks dug or placed by the other, chat and whispers.

#include <gtest/gtest.h>


#include "tests/integration/client_node_peer.h"
#include "tests/integration/support/bot_group.h"
#include "tests/integration/support/embedded_server.h"
#include "tests/integration/support/eventually.h"
#include "world/bot.h"

using namespace std::chrono_literals;
using namespace craftmate::testing;  // BotGroup, EmbeddedServer, MineflayerPeer
using namespace craftmate::world;

namespace {

class ClientDifferential : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    craftmate::testing::EmbeddedServerOptions o;
    o.viewDistance = 4;
    server_ = new EmbeddedServer(o);
  }
  static void TearDownTestSuite() {
    delete server_;
    server_ = nullptr;
  }
  static EmbeddedServer* server_;
  BotGroup bots;
};
EmbeddedServer* ClientDifferential::server_ = nullptr;

Vec3 vec(const nlohmann::json& j) { return {j["x"].get<double>(), j["y"].get<double>(), j["z"].get<double>()}; }

// The state id mineflayer sees at `p` (-1: not loaded).
int theirState(MineflayerPeer& mf, const BlockPos& p) {
  return mf.call({{"cmd", "blocks"}, {"min", {p.x, p.y, p.z}}, {"max", {p.x, p.y, p.z}}})["states"][0].get<int>();
}

}  // namespace

TEST_F(ClientDifferential, BlocksAroundSpawnAgree) {
  auto cm = bots.join(*server_, "cm_blocks");
  MineflayerPeer mf(server_->host(), server_->port(), "mf_blocks");
  mf.waitEvent("spawn", 60s);
  const BlockPos c = bots.on(cm, [&] { return BlockPos::containing(cm->entity().position); });
  const BlockPos lo{c.x - 16, -64, c.z - 16}, hi{c.x + 16, c.y + 8, c.z + 16};
  // Both have the columns at the box's corners.
  for (const BlockPos& corner : {lo, hi, BlockPos{lo.x, lo.y, hi.z}, BlockPos{hi.x, lo.y, lo.z}}) {
    ASSERT_TRUE(bots.waitUntil(cm, [&] { return cm->world().stateAt(corner).has_value(); }, 30s));
    ASSERT_TRUE(eventually([&] { return theirState(mf, corner) != -1; }, 30s));
  }
  auto theirs = mf.call({{"cmd", "blocks"}, {"min", {lo.x, lo.y, lo.z}}, {"max", {hi.x, hi.y, hi.z}}}, 60s)["states"];
  std::vector<int> ours = bots.on(cm, [&] {
    std::vector<int> out;
    for (int y = lo.y; y <= hi.y; ++y)
      for (int z = lo.z; z <= hi.z; ++z)
        for (int x = lo.x; x <= hi.x; ++x) out.push_back(cm->world().stateAt({x, y, z}).value_or(-1));
    return out;
  });
  ASSERT_EQ(ours.size(), theirs.size());
  int mismatches = 0, unloaded = 0, solid = 0;
  std::string first;
  for (std::size_t i = 0; i < ours.size(); ++i) {
    if (ours[i] == -1 || theirs[i].get<int>() == -1) ++unloaded;
    if (ours[i] > 0) ++solid;
    if (ours[i] != theirs[i].get<int>()) {
      if (!mismatches) first = "index " + std::to_string(i) + ": ours " + std::to_string(ours[i]) + " theirs " + theirs[i].dump();
      ++mismatches;
    }
  }
  EXPECT_EQ(mismatches, 0) << first;
  EXPECT_EQ(unloaded, 0);
  EXPECT_GT(solid, 33 * 33);  // at least the floor layers are there

  // Biomes, one sample per 4x4x4 cell: names from the server's worldgen/biome registry.
  auto theirBiomes = mf.call({{"cmd", "biomes"}, {"min", {lo.x, lo.y, lo.z}}, {"max", {hi.x, hi.y, hi.z}}, {"step", 4}},
                             60s)["names"];
  std::vector<std::string> ourBiomes = bots.on(cm, [&] {
    std::vector<std::string> out;
    for (int y = lo.y; y <= hi.y; y += 4)
      for (int z = lo.z; z <= hi.z; z += 4)
        for (int x = lo.x; x <= hi.x; x += 4) out.push_back(cm->biomeAt({x, y, z}).value_or("(unknown)"));
    return out;
  });
  ASSERT_EQ(ourBiomes.size(), theirBiomes.size());
  for (std::size_t i = 0; i < ourBiomes.size(); ++i)
    ASSERT_EQ(ourBiomes[i], theirBiomes[i].is_null() ? "(unknown)" : theirBiomes[i].get<std::string>()) << "sample " << i;
  // flying-squid's superflat world is plains where the bot stands.
  EXPECT_EQ(bots.on(cm, [&] { return cm->biomeAt(c); }), "plains");
}

TEST_F(ClientDifferential, EntityPositionsAgreeWithinATenth) {
  auto cm = bots.join(*server_, "cm_pos");
  MineflayerPeer mf(server_->host(), server_->port(), "mf_pos");
  mf.waitEvent("spawn", 60s);
  // Both settle on the ground; then each sees the other where the other is.
  ASSERT_TRUE(bots.waitUntil(cm, [&] { return cm->entity().onGround; }));
  ASSERT_TRUE(eventually([&] { return mf.call({{"cmd", "self"}})["onGround"] == true; }));
  nlohmann::json seenByMf;
  Vec3 cmSelf;
  EXPECT_TRUE(eventually([&] {
    seenByMf = mf.call({{"cmd", "entity"}, {"username", "cm_pos"}});
    cmSelf = bots.on(cm, [&] { return cm->entity().position; });
    return seenByMf["found"] == true && vec(seenByMf["position"]).distanceTo(cmSelf) < 0.1;
  })) << "mineflayer sees the craftmate bot at " << seenByMf.dump() << ", not " << cmSelf.x << " " << cmSelf.y << " " << cmSelf.z;

  std::optional<Vec3> seenByCm;
  Vec3 mfSelf;
  EXPECT_TRUE(eventually([&] {
    mfSelf = vec(mf.call({{"cmd", "self"}})["position"]);
    seenByCm = bots.on(cm, [&]() -> std::optional<Vec3> {
      auto p = cm->players().find("mf_pos");
      if (p == cm->players().end() || !p->second.entityId) return std::nullopt;
      const Entity* e = cm->world().entity(*p->second.entityId);
      return e ? std::optional(e->position) : std::nullopt;
    });
    return seenByCm && seenByCm->distanceTo(mfSelf) < 0.1;
  })) << "the craftmate bot does not see the mineflayer bot where it is";
}

TEST_F(ClientDifferential, InventoriesAgreeAfterGive) {
  auto cm = bots.join(*server_, "cm_inv");
  MineflayerPeer mf(server_->host(), server_->port(), "mf_inv");
  mf.waitEvent("spawn", 60s);
  for (const std::string who : {"cm_inv", "mf_inv"}) {
    server_->consoleCommand("give " + who + " oak_planks 10");
    server_->consoleCommand("give " + who + " cobblestone 70");
    server_->consoleCommand("give " + who + " bread 3");
  }
  // Slot -> (item, count), read when each holds all 83 items.
  using Slots = std::map<int, std::pair<std::string, int>>;
  const auto total = [](const Slots& slots) {
    int n = 0;
    for (const auto& [slot, item] : slots) n += item.second;
    return n;
  };
  Slots mfSlots, cmSlots;
  EXPECT_TRUE(eventually([&] {
    mfSlots.clear();
    const auto reply = mf.call({{"cmd", "inventory"}});  // kept: a range-for over reply["slots"] of a temporary dangles
    for (const auto& s : reply["slots"])
      mfSlots[s["slot"].get<int>()] = {s["name"].get<std::string>(), s["count"].get<int>()};
    return total(mfSlots) == 83;
  })) << "mineflayer holds " << total(mfSlots) << " items";
  EXPECT_TRUE(bots.waitUntil(cm, [&] {
    cmSlots.clear();
    for (int i = 0; i < cm->inventory().slotCount(); ++i)
      if (const auto& it = cm->inventory().slot(i)) cmSlots[i] = {it->name, it->count};
    return total(cmSlots) == 83;
  })) << "craftmate holds " << total(cmSlots) << " items";
  EXPECT_EQ(cmSlots, mfSlots);
  int planks = 0;
  for (const auto& [slot, item] : cmSlots) planks += item.first == "oak_planks" ? item.second : 0;
  EXPECT_EQ(planks, 10);
}

TEST_F(ClientDifferential, BlockDugOrPlacedByOneIsSeenByTheOther) {
  auto cm = bots.join(*server_, "cm_dig");
  MineflayerPeer mf(server_->host(), server_->port(), "mf_dig");
  mf.waitEvent("spawn", 60s);
  ASSERT_TRUE(bots.waitUntil(cm, [&] { return cm->entity().onGround; }));
  const BlockPos feet = bots.on(cm, [&] { return BlockPos::containing(cm->entity().position); });
  const BlockPos target = feet.offset(2, -1, 0);  // a floor block two steps east
  const int before = bots.on(cm, [&] { return cm->world().stateAt(target).value_or(-1); });
  ASSERT_GT(before, 0) << "expected a floor block at the target";
  ASSERT_TRUE(eventually([&] { return theirState(mf, target) == before; })) << "mineflayer does not see the floor";
  bots.act(cm, cm->dig(target));
  EXPECT_TRUE(eventually([&] { return theirState(mf, target) == 0; }))
      << "mineflayer still sees the block the craftmate bot dug";

  // Now mineflayer places a block back into the hole; the craftmate bot must see it.
  server_->consoleCommand("give mf_dig dirt 1");
  ASSERT_TRUE(eventually([&] {
    const auto reply = mf.call({{"cmd", "inventory"}});
    for (const auto& s : reply["slots"])
      if (s["name"] == "dirt") return true;
    return false;
  })) << "mineflayer did not get its dirt";
  mf.call({{"cmd", "equip"}, {"name", "dirt"}});
  mf.call({{"cmd", "place"}, {"ref", {target.x, target.y - 1, target.z}}, {"face", {0, 1, 0}}});
  const auto nameAt = [&](const BlockPos& p) {
    const auto b = cm->blockAt(p);
    return b ? b->name() : std::string("(not loaded)");
  };
  EXPECT_TRUE(bots.waitUntil(cm, [&] { return nameAt(target) == "dirt"; }))
      << "the craftmate bot sees " << bots.on(cm, [&] { return nameAt(target); }) << " where mineflayer placed dirt";

  // And the craftmate bot places a block (equip from the inventory, place on top of the floor).
  server_->consoleCommand("give cm_dig oak_planks 1");
  const int planks = cm->registry().itemByName("oak_planks")->id;
  ASSERT_TRUE(bots.waitUntil(cm, [&] { return cm->inventory().count(planks) == 1; }));
  const BlockPos floor = feet.offset(-2, -1, 0);
  bots.act(cm, cm->equip(planks, EquipDestination::Hand));
  bots.act(cm, cm->placeBlock(floor, {0, 1, 0}));
  const BlockPos placed = floor.offset(0, 1, 0);
  EXPECT_TRUE(bots.waitUntil(cm, [&] { return nameAt(placed) == "oak_planks"; }));
  const int plank = bots.on(cm, [&] { return cm->world().stateAt(placed).value_or(-1); });
  EXPECT_TRUE(eventually([&] { return theirState(mf, placed) == plank; })) << "mineflayer does not see the placed planks";
  EXPECT_TRUE(bots.waitUntil(cm, [&] { return !cm->heldItem().has_value(); })) << "the plank was not used";
}

TEST_F(ClientDifferential, ChatAndWhispersArriveWithSenderAndText) {
  auto cm = bots.join(*server_, "cm_chat");
  MineflayerPeer mf(server_->host(), server_->port(), "mf_chat");
  mf.waitEvent("spawn", 60s);
  auto chats = std::make_shared<std::vector<std::string>>();
  auto whispers = std::make_shared<std::vector<std::string>>();
  bots.on(cm, [&] {
    cm->events().chat.on([chats](const std::string& u, const std::string& m) { chats->push_back(u + "|" + m); });
    cm->events().whisper.on([whispers](const std::string& u, const std::string& m) { whispers->push_back(u + "|" + m); });
    return 0;
  });
  mf.call({{"cmd", "chat"}, {"text", "hello from mineflayer"}});
  bots.on(cm, [&] {
    cm->chat("hello from craftmate");
    return 0;
  });
  auto got = mf.waitFor([](const nlohmann::json& j) { return j.value("event", "") == "chat" && j.value("username", "") == "cm_chat"; },
                        10s, "chat from cm_chat");
  EXPECT_EQ(got["message"], "hello from craftmate");
  EXPECT_TRUE(bots.waitUntil(cm, [&] {
    return std::find(chats->begin(), chats->end(), "mf_chat|hello from mineflayer") != chats->end();
  }));

  bots.on(cm, [&] {
    cm->whisper("mf_chat", "psst from craftmate");
    return 0;
  });
  mf.call({{"cmd", "whisper"}, {"to", "cm_chat"}, {"text", "psst from mineflayer"}});
  auto w = mf.waitFor([](const nlohmann::json& j) { return j.value("event", "") == "whisper"; }, 10s, "whisper");
  EXPECT_EQ(w["username"], "cm_chat");
  EXPECT_EQ(w["message"], "psst from craftmate");
  EXPECT_TRUE(bots.waitUntil(cm, [&] { return !whispers->empty(); }));
  auto cmWhispers = bots.on(cm, [&] { return *whispers; });
  EXPECT_EQ(cmWhispers, std::vector<std::string>{"mf_chat|psst from mineflayer"});
}
