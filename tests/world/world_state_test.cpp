// WorldState fed with play packets shaped as protocol.json decodes them (field names from
// minecraft-data 1.21.1): chunks and block updates, entities, tab list, windows, health, chat, and
// the chunk store shared by two bots.

#include <gtest/gtest.h>

#include "protocol/item_stack.h"
#include "protocol/nbt.h"
#include "tests/world/play_packets.h"
#include "tests/world/wire_bytes.h"
#include "world/chat_text.h"
#include "world/registry.h"
#include "world/world_state.h"

using namespace craftmate::world;
using namespace craftmate::world::play_packets;  // with protocol's Nbt, Packet and Value

namespace {

Packet mapChunk(int x, int z, std::vector<uint8_t> data) {
  return packet("map_chunk", Value::object({{"x", x}, {"z", z}, {"heightmaps", Nbt::compound()},
                                            {"chunkData", Value(std::move(data))}}));
}

Value item(int id, int count) {
  craftmate::protocol::ItemStack s;
  s.item_id = id;
  s.count = count;
  return Value(s);
}

Value emptySlot() { return item(0, 0); }

struct Fixture {
  std::unique_ptr<WorldState> w;
  explicit Fixture(std::string server = "test:1") {
    w = std::make_unique<WorldState>(reg(), server, ChatFormatter::shared("1.21.1"));
    w->handle(login(7));
  }
};

int stone() { return reg()->blockByName("stone")->defaultState; }

}  // namespace

TEST(WorldState, LoginSetsSelfAndDimensionLayout) {
  Fixture f;
  int logins = 0;
  EXPECT_EQ(f.w->selfId(), 7);
  EXPECT_EQ(f.w->game().minY, -64);
  EXPECT_EQ(f.w->game().height, 384);
  EXPECT_EQ(f.w->game().gameMode, "survival");
  f.w->events().login.on([&] { ++logins; });
  f.w->handle(login(8));
  EXPECT_EQ(logins, 1);
}

TEST(WorldState, ChunkBlockChangeMultiBlockChangeAndUnload) {
  Fixture f("test:chunks");
  // Stone at local (3, y=2, 5) of column (1, -2): section 4 covers y 0..15 in the overworld.
  f.w->handle(mapChunk(1, -2, wire::airColumnWithStone(24, 4, (2 << 8) | (5 << 4) | 3, stone())));
  EXPECT_EQ(f.w->stateAt({16 + 3, 2, -32 + 5}), stone());
  EXPECT_EQ(f.w->stateAt({16 + 3, 3, -32 + 5}), 0);
  EXPECT_FALSE(f.w->stateAt({0, 0, 0}).has_value());  // column not loaded

  std::vector<BlockUpdate> updates;
  f.w->events().blockUpdate.on([&](const BlockUpdate& u) { updates.push_back(u); });
  f.w->handle(packet("block_change", Value::object({{"location", Value::object({{"x", 19}, {"z", -27}, {"y", 2}})},
                                                     {"type", 0}})));
  EXPECT_EQ(f.w->stateAt({19, 2, -27}), 0);
  ASSERT_EQ(updates.size(), 1u);
  EXPECT_EQ(updates[0].oldState, stone());
  EXPECT_EQ(updates[0].newState, 0);

  // Section (1, 0, -2): records are state << 12 | x << 8 | z << 4 | y.
  const int64_t dirt = reg()->blockByName("dirt")->defaultState;
  f.w->handle(packet("multi_block_change",
                     Value::object({{"chunkCoordinates", Value::object({{"x", 1}, {"z", -2}, {"y", 0}})},
                                    {"records", Value::array({Value((dirt << 12) | (1 << 8) | (2 << 4) | 3),
                                                              Value((dirt << 12) | (15 << 8) | (15 << 4) | 15)})}})));
  EXPECT_EQ(f.w->stateAt({17, 3, -30}), dirt);
  EXPECT_EQ(f.w->stateAt({31, 15, -17}), dirt);
  EXPECT_EQ(updates.size(), 3u);

  f.w->handle(packet("unload_chunk", Value::object({{"chunkZ", -2}, {"chunkX", 1}})));
  EXPECT_FALSE(f.w->stateAt({17, 3, -30}).has_value());
}

TEST(ServerRegistries, BiomeNamesAreRegistryIndicesWithoutTheVanillaNamespace) {
  ServerRegistries r;
  EXPECT_FALSE(r.biomeName(0).has_value());
  // Nothing sent: the version's biomes.json gives the count (the palette width follows from it).
  EXPECT_EQ(ServerRegistries::vanillaDefaults("1.21.1").biomeCount(), 64);
  EXPECT_EQ(ServerRegistries::vanillaDefaults("1.21.4").biomeCount(), 65);  // pale_garden
  r.biomeNames = {"minecraft:badlands", "minecraft:plains", "terralith:moonlight_grove"};
  EXPECT_EQ(r.biomeCount(), 3);
  EXPECT_EQ(r.biomeName(1), "plains");
  EXPECT_EQ(r.biomeName(2), "terralith:moonlight_grove");
  EXPECT_FALSE(r.biomeName(3).has_value());
  EXPECT_FALSE(r.biomeName(-1).has_value());
}

TEST(WorldState, BiomeAtNamesTheCellAndFollowsChunkBiomes) {
  Fixture f("test:biomes");
  ServerRegistries r = ServerRegistries::vanillaDefaults("1.21.1");
  r.biomeNames = {"minecraft:badlands", "minecraft:plains", "minecraft:desert"};
  f.w->setServerRegistries(r);
  // Column (0, 0): plains everywhere except one desert cell at y 4..7 of section 4, and an id the
  // registry does not have in the top section.
  f.w->handle(mapChunk(0, 0, wire::airColumnWithBiomes(24, [](wire::Bytes& b, int section) {
    if (section == 4) {
      std::vector<uint32_t> cells(64, 0);
      cells[wire::biomeCell(0, 4, 0)] = 1;
      wire::writeContainer(b, 1, {1, 2}, cells);
    } else {
      wire::writeContainer(b, 0, {section == 23 ? 40u : 1u}, {});
    }
  })));
  EXPECT_EQ(f.w->biomeAt({0, 3, 0}), "plains");
  EXPECT_EQ(f.w->biomeAt({3, 7, 3}), "desert");
  EXPECT_FALSE(f.w->biomeAt({0, 310, 0}).has_value());   // id 40 is not in the registry
  EXPECT_FALSE(f.w->biomeAt({16, 3, 0}).has_value());    // column (1, 0) is not loaded

  // chunk_biomes (/fillbiome): one container per section; packedChunkPos decodes as {z, x}.
  wire::Bytes badlands;
  for (int s = 0; s < 24; ++s) wire::writeContainer(badlands, 0, {0}, {});
  f.w->handle(packet("chunk_biomes",
                     Value::object({{"biomes", Value::array({Value::object({{"position", Value::object({{"z", 0}, {"x", 0}})},
                                                                            {"data", Value(badlands.out)}})})}})));
  EXPECT_EQ(f.w->biomeAt({3, 7, 3}), "badlands");
}

TEST(WorldState, TwoBotsShareOneChunkStore) {
  Fixture a("test:shared"), b("test:shared");
  ASSERT_EQ(a.w->chunks(), b.w->chunks());
  Fixture other("test:other-server");
  EXPECT_NE(a.w->chunks(), other.w->chunks());

  a.w->handle(mapChunk(0, 0, wire::airColumnWithStone(24, 4, 0, stone())));
  b.w->handle(mapChunk(0, 0, wire::airColumnWithStone(24, 4, 0, stone())));
  EXPECT_EQ(a.w->chunks()->columnCount(), 1u);  // one copy for both
  a.w->handle(packet("unload_chunk", Value::object({{"chunkZ", 0}, {"chunkX", 0}})));
  EXPECT_EQ(b.w->stateAt({0, 0, 0}), stone());  // b still sees it
  b.w->handle(packet("unload_chunk", Value::object({{"chunkZ", 0}, {"chunkX", 0}})));
  EXPECT_EQ(b.w->chunks()->columnCount(), 0u);
}

TEST(WorldState, EntitiesSpawnMoveAndLeave) {
  Fixture f;
  const int cow = reg()->entityByName("cow")->id;
  f.w->handle(packet("spawn_entity",
                     Value::object({{"entityId", 42}, {"objectUUID", "00000000-0000-0000-0000-00000000002a"},
                                    {"type", cow}, {"x", 1.5}, {"y", 4.0}, {"z", -2.5}, {"pitch", 0}, {"yaw", 64},
                                    {"headPitch", 0}, {"objectData", 0},
                                    {"velocity", Value::object({{"x", 8000}, {"y", 0}, {"z", -4000}})}})));
  const Entity* e = f.w->entity(42);
  ASSERT_NE(e, nullptr);
  EXPECT_EQ(e->name, "cow");
  EXPECT_EQ(e->kind, "animal");
  EXPECT_DOUBLE_EQ(e->velocity.x, 1.0);
  EXPECT_DOUBLE_EQ(e->velocity.z, -0.5);
  // Byte yaw 64 = 90 Notchian degrees (west) = mineflayer yaw pi/2.
  EXPECT_NEAR(e->yaw, std::numbers::pi / 2, 1e-9);

  f.w->handle(packet("rel_entity_move", Value::object({{"entityId", 42}, {"dX", 4096}, {"dY", -2048}, {"dZ", 0},
                                                       {"onGround", true}})));
  EXPECT_DOUBLE_EQ(f.w->entity(42)->position.x, 2.5);
  EXPECT_DOUBLE_EQ(f.w->entity(42)->position.y, 3.5);
  EXPECT_TRUE(f.w->entity(42)->onGround);
  f.w->handle(packet("entity_teleport", Value::object({{"entityId", 42}, {"x", 10.0}, {"y", 5.0}, {"z", 6.0},
                                                       {"yaw", 0}, {"pitch", 0}, {"onGround", false}})));
  EXPECT_EQ(f.w->entity(42)->position, (Vec3{10, 5, 6}));

  std::vector<int> gone;
  f.w->events().entityGone.on([&](const Entity& g) { gone.push_back(g.id); });
  f.w->handle(packet("entity_destroy", Value::object({{"entityIds", Value::array({42, 7})}})));
  EXPECT_EQ(f.w->entity(42), nullptr);
  EXPECT_NE(f.w->entity(7), nullptr);  // never destroy ourselves
  EXPECT_EQ(gone, std::vector<int>{42});
}

TEST(WorldState, PlayerListLinksPlayerEntities) {
  Fixture f;
  const std::string uuid = "11111111-2222-3333-4444-555555555555";
  std::vector<std::string> joined;
  f.w->events().playerJoined.on([&](const Player& p) { joined.push_back(p.username); });
  f.w->handle(packet(
      "player_info",
      Value::object({{"action", Value::object({{"_value", 1 | 4 | 16}, {"add_player", true}, {"initialize_chat", false},
                                               {"update_game_mode", true}, {"update_listed", false},
                                               {"update_latency", true}, {"update_display_name", false}})},
                     {"data", Value::array({Value::object({{"uuid", uuid},
                                                           {"player", Value::object({{"name", "alice"},
                                                                                     {"properties", Value::array({})}})},
                                                           {"gamemode", 1},
                                                           {"latency", 25}})})}})));
  ASSERT_EQ(joined, std::vector<std::string>{"alice"});
  EXPECT_EQ(f.w->players().at("alice").gamemode, 1);
  EXPECT_EQ(f.w->players().at("alice").ping, 25);
  f.w->handle(packet("spawn_entity", Value::object({{"entityId", 5}, {"objectUUID", uuid},
                                                    {"type", reg()->entityByName("player")->id}, {"x", 0.0}, {"y", 0.0},
                                                    {"z", 0.0}, {"pitch", 0}, {"yaw", 0}, {"headPitch", 0},
                                                    {"objectData", 0},
                                                    {"velocity", Value::object({{"x", 0}, {"y", 0}, {"z", 0}})}})));
  EXPECT_EQ(f.w->entity(5)->username, "alice");
  EXPECT_EQ(f.w->players().at("alice").entityId, 5);
  f.w->handle(packet("player_remove", Value::object({{"players", Value::array({uuid})}})));
  EXPECT_EQ(f.w->players().count("alice"), 0u);
}

TEST(WorldState, InventoryWindowItemsSetSlotCursorAndHeldItem) {
  Fixture f;
  const int planks = reg()->itemByName("oak_planks")->id;
  craftmate::protocol::Array items(46, emptySlot());
  items[36] = item(planks, 12);
  items[10] = item(planks, 64);
  f.w->handle(packet("window_items", Value::object({{"windowId", 0}, {"stateId", 3}, {"items", Value(items)},
                                                    {"carriedItem", emptySlot()}})));
  EXPECT_EQ(f.w->inventory().count(planks), 76);
  EXPECT_EQ(f.w->inventory().stateId(), 3);
  ASSERT_TRUE(f.w->heldItem());
  EXPECT_EQ(f.w->heldItem()->name, "oak_planks");
  EXPECT_EQ(f.w->heldItem()->slot, 36);

  f.w->handle(packet("set_slot", Value::object({{"windowId", 0}, {"stateId", 4}, {"slot", 36}, {"item", emptySlot()}})));
  EXPECT_FALSE(f.w->heldItem());
  EXPECT_EQ(f.w->inventory().stateId(), 4);
  // windowId 255 (= -1) with slot -1 is the cursor.
  f.w->handle(packet("set_slot", Value::object({{"windowId", 255}, {"stateId", 4}, {"slot", -1}, {"item", item(planks, 2)}})));
  ASSERT_TRUE(f.w->cursorItem());
  EXPECT_EQ(f.w->cursorItem()->count, 2);
  f.w->handle(packet("held_item_slot", Value::object({{"slot", 1}})));
  EXPECT_EQ(f.w->quickBarSlot(), 1);
}

TEST(WorldState, ContainerWindowOpensAfterItsItemsAndMirrorsInventory) {
  Fixture f;
  const int coal = reg()->itemByName("coal")->id;
  int opened = 0;
  f.w->events().windowOpen.on([&](const Window& w) {
    ++opened;
    EXPECT_EQ(w.slotCount(), 63);
  });
  f.w->handle(packet("open_window", Value::object({{"windowId", 3}, {"inventoryType", 2}, {"windowTitle", Nbt::string("Chest")}})));
  EXPECT_EQ(opened, 0);
  craftmate::protocol::Array items(63, emptySlot());
  items[0] = item(coal, 5);
  items[27] = item(coal, 1);  // first main-inventory slot of a 9x3 chest window
  f.w->handle(packet("window_items", Value::object({{"windowId", 3}, {"stateId", 1}, {"items", Value(items)},
                                                    {"carriedItem", emptySlot()}})));
  EXPECT_EQ(opened, 1);
  ASSERT_NE(f.w->currentWindow(), nullptr);
  EXPECT_EQ(f.w->currentWindow()->title(), "Chest");
  EXPECT_EQ(f.w->currentWindow()->containerItems().size(), 1u);
  EXPECT_EQ(f.w->inventory().slot(9)->count, 1);  // mirrored into the player inventory
  f.w->handle(packet("close_window", Value::object({{"windowId", 3}})));
  EXPECT_EQ(f.w->currentWindow(), nullptr);
}

TEST(WorldState, HealthSpawnDeathAndRespawn) {
  Fixture f;
  std::vector<std::string> seen;
  f.w->events().spawn.on([&] { seen.push_back("spawn"); });
  f.w->events().death.on([&] { seen.push_back("death"); });
  auto health = [&](double h) {
    f.w->handle(packet("update_health", Value::object({{"health", h}, {"food", 17}, {"foodSaturation", 2.5}})));
  };
  health(20);
  health(19);
  health(0);
  f.w->handle(packet("respawn", Value::object({{"worldState", spawnInfo()}, {"copyMetadata", 0}})));
  health(20);
  EXPECT_EQ(seen, (std::vector<std::string>{"spawn", "death", "spawn"}));
  EXPECT_EQ(f.w->food(), 17);
}

TEST(WorldState, ChatAndWhisperEventsFromSystemAndPlayerChat) {
  Fixture f;
  std::vector<std::string> chats, whispers, messages;
  f.w->events().chat.on([&](const std::string& u, const std::string& m) { chats.push_back(u + "|" + m); });
  f.w->events().whisper.on([&](const std::string& u, const std::string& m) { whispers.push_back(u + "|" + m); });
  f.w->events().message.on([&](const ChatMessage& m) { messages.push_back(m.position + "|" + m.text); });
  // flying-squid style: player chat as a system message.
  f.w->handle(packet("system_chat", Value::object({{"content", Nbt::string("<alice> hello there")}, {"isActionBar", false}})));
  // vanilla style: player_chat with chat type 0 (chat.type.text) and 2 (incoming whisper).
  auto playerChat = [&](int type, std::string text) {
    f.w->handle(packet("player_chat", Value::object({{"senderUuid", "u"}, {"index", 0}, {"signature", nullptr},
                                                     {"plainMessage", text}, {"timestamp", 0}, {"salt", 0},
                                                     {"unsignedChatContent", nullptr}, {"filterType", 0},
                                                     {"type", Value::object({{"chatType", type}})},
                                                     {"networkName", Nbt::string("bob")},
                                                     {"networkTargetName", nullptr}})));
  };
  playerChat(0, "hi all");
  playerChat(2, "psst");
  // A translated system message (command feedback) is a message but neither chat nor whisper.
  Nbt translated = Nbt::compound({{"translate", Nbt::string("commands.give.success.single")},
                                  {"with", Nbt::list({craftmate::protocol::NbtType::String,
                                                      {Nbt::string("3"), Nbt::string("[Stone]"), Nbt::string("bob")}})}});
  f.w->handle(packet("system_chat", Value::object({{"content", translated}, {"isActionBar", false}})));
  f.w->handle(packet("system_chat", Value::object({{"content", Nbt::string("<x> not chat")}, {"isActionBar", true}})));
  EXPECT_EQ(chats, (std::vector<std::string>{"alice|hello there", "bob|hi all"}));
  EXPECT_EQ(whispers, (std::vector<std::string>{"bob|psst"}));
  ASSERT_EQ(messages.size(), 5u);
  EXPECT_EQ(messages[3], "system|Gave 3 [Stone] to bob");
  EXPECT_EQ(messages[4], "game_info|<x> not chat");
}

TEST(WorldState, MalformedPacketIsAValueErrorNotACrash) {
  Fixture f;
  EXPECT_THROW(f.w->handle(packet("block_change", Value::object({{"type", 1}}))), craftmate::protocol::ValueError);
  EXPECT_THROW(f.w->handle(mapChunk(0, 0, {1, 2, 3})), craftmate::protocol::DecodeError);
}

TEST(WorldState, ExperienceTimeWeatherAndBreathAsMineflayer) {
  Fixture f;
  std::vector<std::string> events;
  for (auto [signal, name] : {std::pair{&f.w->events().experience, "experience"}, {&f.w->events().time, "time"},
                              {&f.w->events().rain, "rain"}, {&f.w->events().weatherUpdate, "weatherUpdate"},
                              {&f.w->events().breath, "breath"}})
    signal->on([&events, name = std::string(name)] { events.push_back(name); });

  f.w->handle(packet("experience", Value::object({{"experienceBar", 0.25}, {"level", 3}, {"totalExperience", 31}})));
  EXPECT_EQ(f.w->experience().level, 3);
  EXPECT_EQ(f.w->experience().points, 31);
  EXPECT_FLOAT_EQ(f.w->experience().progress, 0.25f);

  // A negative time means the daylight cycle is stopped (gamerule doDaylightCycle false).
  f.w->handle(packet("update_time", Value::object({{"age", 5000}, {"time", -(24000 * 9 + 18000)}})));
  EXPECT_FALSE(f.w->time().doDaylightCycle);
  EXPECT_EQ(f.w->time().time, 24000 * 9 + 18000);
  EXPECT_EQ(f.w->time().timeOfDay, 18000);
  EXPECT_EQ(f.w->time().day(), 9);
  EXPECT_EQ(f.w->time().moonPhase(), 1);

  auto gameState = [](std::string reason, double value) {
    return packet("game_state_change", Value::object({{"reason", std::move(reason)}, {"gameMode", value}}));
  };
  f.w->handle(gameState("start_raining", 0));
  EXPECT_TRUE(f.w->weather().isRaining);
  f.w->handle(gameState("rain_level_change", 1));
  f.w->handle(gameState("thunder_level_change", 0.5));
  EXPECT_FLOAT_EQ(f.w->weather().rainLevel, 1);
  EXPECT_FLOAT_EQ(f.w->weather().thunderLevel, 0.5f);
  f.w->handle(gameState("stop_raining", 0));
  EXPECT_FALSE(f.w->weather().isRaining);

  // Air supply 150 of 300 is oxygen level 10; another entity's air is not ours.
  auto air = [](int entity, int value) {
    return packet("entity_metadata", Value::object({{"entityId", entity},
                                                    {"metadata", Value::array({Value::object({{"key", 1}, {"type", "int"}, {"value", value}})})}}));
  };
  f.w->handle(air(99, 0));
  EXPECT_EQ(f.w->oxygenLevel(), 20);
  f.w->handle(air(7, 150));
  EXPECT_EQ(f.w->oxygenLevel(), 10);

  EXPECT_EQ(events, (std::vector<std::string>{"experience", "time", "rain", "weatherUpdate", "weatherUpdate", "rain",
                                              "breath"}));
}

TEST(WorldState, StatusEffectsStartAndEndWithTheirEvents) {
  Fixture f;
  std::vector<std::pair<std::string, Effect>> seen;
  f.w->events().entityEffect.on([&](const Entity&, const Effect& e) { seen.emplace_back("start", e); });
  f.w->events().entityEffectEnd.on([&](const Entity&, const Effect& e) { seen.emplace_back("end", e); });
  const int haste = *reg()->effectIdByName("Haste");
  f.w->handle(packet("entity_effect", Value::object({{"entityId", 7}, {"effectId", haste}, {"amplifier", 1},
                                                     {"duration", 600}, {"flags", 0}})));
  ASSERT_EQ(f.w->self().effects.count(haste), 1u);
  EXPECT_EQ(f.w->self().effects.at(haste).amplifier, 1);
  EXPECT_EQ(f.w->self().effects.at(haste).duration, 600);
  f.w->handle(packet("remove_entity_effect", Value::object({{"entityId", 7}, {"effectId", haste}})));
  EXPECT_TRUE(f.w->self().effects.empty());
  f.w->handle(packet("remove_entity_effect", Value::object({{"entityId", 7}, {"effectId", 3}})));  // never started
  ASSERT_EQ(seen.size(), 3u);
  EXPECT_EQ(seen[0].first, "start");
  EXPECT_EQ(seen[1].first, "end");
  EXPECT_EQ(seen[1].second.amplifier, 1);
  EXPECT_EQ(seen[2].second.amplifier, -1) << "an unknown effect ends with amplifier -1, as mineflayer's";
}
