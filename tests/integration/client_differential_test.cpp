// Differential tests (issue 6 item 7): a craftmate bot and a mineflayer bot join the same embedded
// server and must agree on what they see: blocks and biomes around spawn, each other's positions, inventories
// after /give, blocks dug or placed by the other, chat and whispers.

#include <gtest/gtest.h>

#include <thread>

#include "tests/integration/client_node_peer.h"
#include "tests/integration/support/bot_group.h"
#include "tests/integration/support/embedded_server.h"
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

}  // namespace

TEST_F(ClientDifferential, BlocksAroundSpawnAgree) {
  auto cm = bots.join(*server_, "cm_blocks");
  MineflayerPeer mf(server_->host(), server_->port(), "mf_blocks");
  mf.waitEvent("spawn", 60s);
  std::this_thread::sleep_for(3s);  // let both finish receiving the columns around spawn
  const BlockPos c = bots.on(cm, [&] { return BlockPos::containing(cm->entity().position); });
  const BlockPos lo{c.x - 16, -64, c.z - 16}, hi{c.x + 16, c.y + 8, c.z + 16};
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
  std::this_thread::sleep_for(3s);  // both settle on the ground
  auto seenByMf = mf.call({{"cmd", "entity"}, {"username", "cm_pos"}});
  ASSERT_TRUE(seenByMf["found"].get<bool>()) << "mineflayer does not see the craftmate bot";
  const Vec3 cmSelf = bots.on(cm, [&] { return cm->entity().position; });
  EXPECT_LT(vec(seenByMf["position"]).distanceTo(cmSelf), 0.1);

  const Vec3 mfSelf = vec(mf.call({{"cmd", "self"}})["position"]);
  auto seenByCm = bots.on(cm, [&]() -> std::optional<Vec3> {
    auto p = cm->players().find("mf_pos");
    if (p == cm->players().end() || !p->second.entityId) return std::nullopt;
    const Entity* e = cm->world().entity(*p->second.entityId);
    return e ? std::optional(e->position) : std::nullopt;
  });
  ASSERT_TRUE(seenByCm.has_value()) << "the craftmate bot does not see the mineflayer bot";
  EXPECT_LT(seenByCm->distanceTo(mfSelf), 0.1);
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
  std::this_thread::sleep_for(2s);
  auto theirs = mf.call({{"cmd", "inventory"}})["slots"];
  std::map<int, std::pair<std::string, int>> mfSlots, cmSlots;
  for (const auto& s : theirs) mfSlots[s["slot"].get<int>()] = {s["name"].get<std::string>(), s["count"].get<int>()};
  bots.on(cm, [&] {
    for (int i = 0; i < cm->inventory().slotCount(); ++i)
      if (const auto& it = cm->inventory().slot(i)) cmSlots[i] = {it->name, it->count};
    return 0;
  });
  EXPECT_EQ(cmSlots, mfSlots);
  int planks = 0;
  for (const auto& [slot, item] : cmSlots) planks += item.first == "oak_planks" ? item.second : 0;
  EXPECT_EQ(planks, 10);
}

TEST_F(ClientDifferential, BlockDugOrPlacedByOneIsSeenByTheOther) {
  auto cm = bots.join(*server_, "cm_dig");
  MineflayerPeer mf(server_->host(), server_->port(), "mf_dig");
  mf.waitEvent("spawn", 60s);
  std::this_thread::sleep_for(2s);
  const BlockPos feet = bots.on(cm, [&] { return BlockPos::containing(cm->entity().position); });
  const BlockPos target = feet.offset(2, -1, 0);  // a floor block two steps east
  const int before = bots.on(cm, [&] { return cm->world().stateAt(target).value_or(-1); });
  ASSERT_GT(before, 0) << "expected a floor block at the target";
  bots.act(cm, cm->dig(target));
  std::this_thread::sleep_for(1s);
  auto mfView = mf.call({{"cmd", "blocks"}, {"min", {target.x, target.y, target.z}}, {"max", {target.x, target.y, target.z}}});
  EXPECT_EQ(mfView["states"][0].get<int>(), 0) << "mineflayer still sees the block the craftmate bot dug";

  // Now mineflayer places a block back into the hole; the craftmate bot must see it.
  server_->consoleCommand("give mf_dig dirt 1");
  std::this_thread::sleep_for(1s);
  mf.call({{"cmd", "equip"}, {"name", "dirt"}});
  mf.call({{"cmd", "place"}, {"ref", {target.x, target.y - 1, target.z}}, {"face", {0, 1, 0}}});
  std::this_thread::sleep_for(1s);
  const int after = bots.on(cm, [&] { return cm->world().stateAt(target).value_or(-1); });
  EXPECT_EQ(cm->registry().blockByStateId(after)->name, "dirt");

  // And the craftmate bot places a block (equip from the inventory, place on top of the floor).
  server_->consoleCommand("give cm_dig oak_planks 1");
  std::this_thread::sleep_for(1s);
  const BlockPos floor = feet.offset(-2, -1, 0);
  bots.act(cm, cm->equip(cm->registry().itemByName("oak_planks")->id, EquipDestination::Hand));
  bots.act(cm, cm->placeBlock(floor, {0, 1, 0}));
  std::this_thread::sleep_for(1s);
  const BlockPos placed = floor.offset(0, 1, 0);
  auto seen = mf.call({{"cmd", "blocks"}, {"min", {placed.x, placed.y, placed.z}}, {"max", {placed.x, placed.y, placed.z}}});
  EXPECT_EQ(cm->registry().blockByStateId(seen["states"][0].get<int>())->name, "oak_planks");
  EXPECT_FALSE(bots.on(cm, [&] { return cm->heldItem().has_value(); }));  // the plank was used
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
  std::this_thread::sleep_for(1s);
  auto cmChats = bots.on(cm, [&] { return *chats; });
  EXPECT_NE(std::find(cmChats.begin(), cmChats.end(), "mf_chat|hello from mineflayer"), cmChats.end());

  bots.on(cm, [&] {
    cm->whisper("mf_chat", "psst from craftmate");
    return 0;
  });
  mf.call({{"cmd", "whisper"}, {"to", "cm_chat"}, {"text", "psst from mineflayer"}});
  auto w = mf.waitFor([](const nlohmann::json& j) { return j.value("event", "") == "whisper"; }, 10s, "whisper");
  EXPECT_EQ(w["username"], "cm_chat");
  EXPECT_EQ(w["message"], "psst from craftmate");
  std::this_thread::sleep_for(1s);
  auto cmWhispers = bots.on(cm, [&] { return *whispers; });
  EXPECT_EQ(cmWhispers, std::vector<std::string>{"mf_chat|psst from mineflayer"});
}
