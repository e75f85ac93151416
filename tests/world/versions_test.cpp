// Every supported Minecraft version against node-minecraft-protocol and prismarine-chunk for that
// version (tests/world/oracle/versions_oracle.js): login, configuration and play packets node
// encodes decode here and re-encode to the same bytes; the movement, sneak and click packets our
// version adapters build decode in node to what we meant; entity packets and a chunk column node
// made reach WorldState as the same positions, velocities, angles, block states and biomes.

#include <gtest/gtest.h>

#include <cmath>
#include <map>
#include <nlohmann/json.hpp>

#include "protocol/minecraft_data.h"
#include "protocol/nbt.h"
#include "protocol/protocol_schema.h"
#include "tests/world/node_oracle.h"
#include "world/angles.h"
#include "world/chat_text.h"
#include "world/item.h"
#include "world/registry.h"
#include "world/version_adapters.h"
#include "world/world_state.h"

using namespace craftmate::world;
using craftmate::protocol::Bytes;
using craftmate::protocol::Direction;
using craftmate::protocol::Packet;
using craftmate::protocol::State;
using craftmate::protocol::Value;
using nlohmann::json;

namespace {

constexpr int kEntity = 42;
const json kEntityMotion = {{"id", kEntity}, {"x", 1.5},    {"y", -60.0}, {"z", 2.5},  {"yaw", 90.0},
                            {"pitch", -30.0}, {"vx", 0.25}, {"vy", -0.5}, {"vz", 0.125}};

std::string hex(const Bytes& b) {
  static const char* digits = "0123456789abcdef";
  std::string s;
  for (auto c : b) s += {digits[c >> 4], digits[c & 15]};
  return s;
}
Bytes unhex(const std::string& s) {
  Bytes b;
  for (std::size_t i = 0; i + 1 < s.size(); i += 2) b.push_back(static_cast<uint8_t>(std::stoi(s.substr(i, 2), nullptr, 16)));
  return b;
}

struct Case {
  std::string version;
  std::shared_ptr<const craftmate::protocol::ProtocolSchema> schema;
  std::shared_ptr<const VersionAdapters> adapters;
  std::shared_ptr<const Registry> registry;
  std::vector<std::string> sentNames;  // what each packet sent to node is, in order
  std::vector<std::string> encodeErrors;  // client packets this version's schema refused
  json blocks, biomes;
  json oracle;
};

std::pair<std::string, Value> toPair(OutgoingPacket p) { return {std::move(p.name), std::move(p.fields)}; }

// The client packets under test, built the way Bot builds them.
std::vector<std::pair<std::string, Value>> clientPackets(const Case& c) {
  const VersionAdapters& a = *c.adapters;
  std::vector<std::pair<std::string, Value>> out;
  auto move = [&](std::string name, Value f, bool ground, bool wall) {
    a.setGround(f, ground, wall);
    out.emplace_back(std::move(name), std::move(f));
  };
  move("position_look", Value::object({{"x", 1.5}, {"y", 65.0}, {"z", -2.5}, {"yaw", 45.0f}, {"pitch", 10.0f}}), true, true);
  move("position", Value::object({{"x", 1.5}, {"y", 64.0}, {"z", -2.5}}), true, false);
  move("look", Value::object({{"yaw", 45.0f}, {"pitch", 10.0f}}), false, false);
  move("flying", Value::object({}), true, false);
  VersionAdapters::Keys keys;
  keys.forward = keys.sneak = true;
  auto sneak = a.sneak(keys, kEntity);
  out.emplace_back(sneak.name, sneak.fields);
  VersionAdapters::Steer steer;
  steer.left = 1;
  steer.forward = -1;
  out.push_back(toPair(a.steerVehicle(steer)));
  out.push_back(toPair(a.steerVehicle({.unmount = true})));
  using Kind = VersionAdapters::EntityUse::Kind;
  out.push_back(toPair(a.useEntity({.kind = Kind::Attack, .target = kEntity, .sneaking = true})));
  out.push_back(toPair(a.useEntity({.kind = Kind::InteractAt, .target = kEntity, .at = {0.25, 1.5, -0.25}, .hand = 1})));
  Item planks;
  planks.type = c.registry->itemByName("oak_planks")->id;
  planks.count = 3;
  craftmate::protocol::Array changed{Value::object({{"location", 36}, {"item", a.clickedSlot(planks)}})};
  out.emplace_back("window_click", Value::object({{"windowId", 0}, {"stateId", 5}, {"slot", 36}, {"mouseButton", 0},
                                                  {"mode", 0}, {"changedSlots", Value(changed)},
                                                  {"cursorItem", a.clickedSlot(std::nullopt)}}));
  return out;
}

const Case& caseFor(const std::string& version) {
  static std::map<std::string, Case> cases;
  auto it = cases.find(version);
  if (it != cases.end()) return it->second;
  Case c;
  c.version = version;
  c.schema = craftmate::protocol::load_protocol(version);
  c.adapters = VersionAdapters::forVersion(version);
  c.registry = Registry::shared(version);
  json sent = json::array();
  for (auto& [name, fields] : clientPackets(c)) {
    try {
      sent.push_back(hex(c.schema->encode_packet(State::Play, Direction::ToServer, name, fields)));
      c.sentNames.push_back(name);
    } catch (const std::exception& e) {
      c.encodeErrors.push_back(e.what());
    }
  }
  // An indirect section (y 0..15, 20 states), a direct one (y 16..31, 300 states), and biomes:
  // eight ids in one section (indirect) and twelve in another (direct, the version's biome width).
  const int stone = c.registry->blockByName("stone")->defaultState;
  c.blocks = json::array();
  for (int i = 0; i < 20; ++i) c.blocks.push_back({i % 16, i / 16 + 2, 3, stone + i});
  for (int i = 0; i < 300; ++i) c.blocks.push_back({i % 16, 16 + (i / 16) % 16, i / 256 + 7, 1 + i * 7});
  c.biomes = json::array();
  for (int i = 0; i < 8; ++i) c.biomes.push_back({(i % 4) * 4, -64, (i / 4) * 4, i + 1});
  for (int i = 0; i < 12; ++i) c.biomes.push_back({(i % 4) * 4, 64 + (i / 4) * 4, 0, 63 - i});
  c.oracle = oracle::runOracle("versions_oracle.js", {{"version", version}, {"toServer", sent}, {"entity", kEntityMotion},
                                                      {"blocks", c.blocks}, {"biomes", c.biomes}});
  return cases.emplace(version, std::move(c)).first->second;
}

State stateNamed(const std::string& s) {
  return s == "login" ? State::Login : s == "configuration" ? State::Configuration : State::Play;
}

Packet nodePacket(const Case& c, const std::string& name) {
  for (const json& p : c.oracle["toClient"]) {
    if (p["name"] != name) continue;
    return c.schema->decode_packet(stateNamed(p["state"]), Direction::ToClient, unhex(p["hex"]), true);
  }
  throw std::logic_error("the oracle sent no " + name);
}

class Versions : public testing::TestWithParam<std::string> {
 protected:
  void SetUp() override {
    if (!oracle::nodeAvailable()) GTEST_SKIP() << "node is not installed; the oracle needs it";
  }
};

TEST_P(Versions, NodeEncodedLoginConfigurationAndPlayPacketsDecodeAndReencodeIdentically) {
  const Case& c = caseFor(GetParam());
  ASSERT_GE(c.oracle["toClient"].size(), 8u);
  for (const json& p : c.oracle["toClient"]) {
    SCOPED_TRACE(p["state"].get<std::string>() + " " + p["name"].get<std::string>());
    const Bytes bytes = unhex(p["hex"]);
    Packet decoded;
    ASSERT_NO_THROW(decoded = c.schema->decode_packet(stateNamed(p["state"]), Direction::ToClient, bytes, true));
    EXPECT_EQ(decoded.name, p["name"].get<std::string>());
    EXPECT_EQ(hex(c.schema->encode_packet(decoded.state, Direction::ToClient, decoded.name, decoded.fields)), p["hex"]);
  }
}

TEST_P(Versions, ClientPacketsDecodeInNodeAsMeant) {
  const Case& c = caseFor(GetParam());
  for (const std::string& e : c.encodeErrors) ADD_FAILURE() << e;
  const json& got = c.oracle["toServer"];
  ASSERT_EQ(got.size(), 10u);
  ASSERT_EQ(got.size(), c.sentNames.size());
  for (std::size_t i = 0; i < got.size(); ++i) EXPECT_EQ(got[i]["name"], c.sentNames[i]) << i;
  // Movement: the ground state (and a wall touch) read back however this version spells it.
  auto ground = [](const json& p, const char* key) {
    return p.contains("flags") ? p["flags"].value(key, false) : (std::string(key) == "onGround" && p.value("onGround", false));
  };
  EXPECT_TRUE(ground(got[0]["params"], "onGround"));
  EXPECT_DOUBLE_EQ(got[0]["params"]["y"].get<double>(), 65.0);
  EXPECT_DOUBLE_EQ(got[0]["params"]["yaw"].get<double>(), 45.0);
  if (got[0]["params"].contains("flags")) EXPECT_TRUE(ground(got[0]["params"], "hasHorizontalCollision"));
  EXPECT_TRUE(ground(got[1]["params"], "onGround"));
  EXPECT_FALSE(ground(got[2]["params"], "onGround"));
  EXPECT_TRUE(ground(got[3]["params"], "onGround"));
  // Sneaking: player_input's held keys where the version has that packet, else entity_action.
  const json& sneak = got[4];
  if (c.schema->packet_id(State::Play, Direction::ToServer, "player_input")) {
    EXPECT_EQ(sneak["name"], "player_input");
    EXPECT_TRUE(sneak["params"]["inputs"]["shift"].get<bool>());
    EXPECT_TRUE(sneak["params"]["inputs"]["forward"].get<bool>());
    EXPECT_FALSE(sneak["params"]["inputs"]["jump"].get<bool>());
  } else {
    EXPECT_EQ(sneak["name"], "entity_action");
    EXPECT_EQ(sneak["params"]["actionId"], "start_sneaking");
    EXPECT_EQ(sneak["params"]["entityId"], kEntity);
  }
  // Steering a vehicle (left, backward) and leaving it: steer_vehicle's impulses and flags, or
  // player_input's held keys where steer_vehicle is gone (1.21.2 on).
  const bool inputPacket = !c.schema->packet_id(State::Play, Direction::ToServer, "steer_vehicle");
  const json& steer = got[5];
  const json& leave = got[6];
  if (inputPacket) {
    ASSERT_EQ(steer["name"], "player_input");
    EXPECT_TRUE(steer["params"]["inputs"]["left"].get<bool>());
    EXPECT_TRUE(steer["params"]["inputs"]["backward"].get<bool>());
    EXPECT_FALSE(steer["params"]["inputs"]["forward"].get<bool>());
    EXPECT_FALSE(steer["params"]["inputs"]["shift"].get<bool>());
    ASSERT_EQ(leave["name"], "player_input");
    EXPECT_TRUE(leave["params"]["inputs"]["shift"].get<bool>());
  } else {
    ASSERT_EQ(steer["name"], "steer_vehicle");
    EXPECT_FLOAT_EQ(steer["params"]["sideways"].get<float>(), 1.0f);
    EXPECT_FLOAT_EQ(steer["params"]["forward"].get<float>(), -1.0f);
    ASSERT_EQ(leave["name"], "steer_vehicle");
    EXPECT_EQ(leave["params"]["jump"].get<int>() & 0x02, 0x02) << leave.dump();
  }
  // An attack and an interaction at a point: use_entity's mouse actions, or (26.1 on) an attack
  // packet and use_entity with the point.
  const json& attack = got[7];
  const json& use = got[8]["params"];
  ASSERT_EQ(got[8]["name"], "use_entity");
  EXPECT_EQ(use["target"], kEntity);
  if (c.schema->packet_id(State::Play, Direction::ToServer, "attack")) {
    ASSERT_EQ(attack["name"], "attack");
    EXPECT_EQ(attack["params"]["entityId"], kEntity);
    EXPECT_NEAR(use["location"]["y"].get<double>(), 1.5, 1e-3) << use.dump();
    EXPECT_NEAR(use["location"]["x"].get<double>(), 0.25, 1e-3) << use.dump();
    EXPECT_EQ(use["hand"], "off_hand");
  } else {
    ASSERT_EQ(attack["name"], "use_entity");
    EXPECT_EQ(attack["params"]["target"], kEntity);
    EXPECT_EQ(attack["params"]["mouse"], 1);
    EXPECT_TRUE(attack["params"]["sneaking"].get<bool>());
    EXPECT_EQ(use["mouse"], 2);
    EXPECT_FLOAT_EQ(use["y"].get<float>(), 1.5f);
    EXPECT_EQ(use["hand"], 1);
  }
  // A click: the predicted slot names the item and count in this version's slot form.
  const json& click = got[9]["params"];
  ASSERT_EQ(click["changedSlots"].size(), 1u);
  const json& item = click["changedSlots"][0]["item"];
  EXPECT_EQ(item["itemId"], c.registry->itemByName("oak_planks")->id) << item.dump();
  EXPECT_EQ(item["itemCount"], 3) << item.dump();
  EXPECT_EQ(click["changedSlots"][0]["location"], 36);
}

TEST_P(Versions, EntityPacketsReachWorldStateAsSent) {
  const Case& c = caseFor(GetParam());
  WorldState w(c.registry, "versions:" + c.version, ChatFormatter::shared(c.version));
  w.handle(nodePacket(c, "login"));
  w.handle(nodePacket(c, "spawn_entity"));
  const Entity* cow = w.entity(kEntity);
  ASSERT_NE(cow, nullptr);
  EXPECT_EQ(cow->name, "cow");
  EXPECT_NEAR(cow->velocity.x, 0.25, 1e-3);
  EXPECT_NEAR(cow->velocity.y, -0.5, 1e-3);
  EXPECT_NEAR(cow->velocity.z, 0.125, 1e-3);
  w.handle(nodePacket(c, "entity_velocity"));
  EXPECT_NEAR(cow->velocity.y, -0.5, 1e-3);
  w.handle(nodePacket(c, "entity_teleport"));
  EXPECT_DOUBLE_EQ(cow->position.x, 2.5);
  EXPECT_DOUBLE_EQ(cow->position.z, 1.5);
  EXPECT_NEAR(toNotchianYaw(cow->yaw), 90.0, 1.5);  // an angle byte is 1.4 degrees
  EXPECT_NEAR(toNotchianPitch(cow->pitch), -30.0, 1.5);
}

// A stopped day at 36000 in each version's update_time form: the dimension's own clock counts.
TEST_P(Versions, UpdateTimeGivesTheDayTimeAndAStoppedCycle) {
  const Case& c = caseFor(GetParam());
  WorldState w(c.registry, "versions-time:" + c.version, ChatFormatter::shared(c.version));
  w.handle(nodePacket(c, "login"));
  w.handle(nodePacket(c, "update_time"));
  EXPECT_EQ(w.time().age, 1234);
  EXPECT_EQ(w.time().time, 36000);
  EXPECT_EQ(w.time().timeOfDay, 12000);
  EXPECT_FALSE(w.time().doDaylightCycle);
}

TEST_P(Versions, PrismarineChunkColumnDecodesToTheSameBlocksAndBiomes) {
  const Case& c = caseFor(GetParam());
  WorldState w(c.registry, "versions-chunk:" + c.version, ChatFormatter::shared(c.version));
  w.handle(nodePacket(c, "login"));
  Packet chunk;
  chunk.name = "map_chunk";
  chunk.fields = Value::object({{"x", 0}, {"z", 0}, {"heightmaps", craftmate::protocol::Nbt::compound()},
                                {"chunkData", Value(unhex(c.oracle["chunk"]["hex"]))}});
  w.handle(chunk);
  const json& samples = c.oracle["chunk"]["samples"];
  ASSERT_GT(samples.size(), 300u);
  for (const json& s : samples) {
    const BlockPos p{s[0].get<int>(), s[1].get<int>(), s[2].get<int>()};
    ASSERT_EQ(w.stateAt(p), s[3].get<int>()) << "block at " << s.dump();
    ASSERT_EQ(w.chunks()->biomeAt(p), s[4].get<int>()) << "biome at " << s.dump();
  }
}

std::string testName(const testing::TestParamInfo<std::string>& info) {
  std::string n = "v" + info.param;
  for (char& ch : n)
    if (ch == '.') ch = '_';
  return n;
}

INSTANTIATE_TEST_SUITE_P(Supported, Versions, testing::ValuesIn(VersionAdapters::supportedVersions()), testName);

TEST(VersionAdapters, SupportedVersionsRunFrom1_20_5ToTheNewestCheckedRelease) {
  const auto& v = VersionAdapters::supportedVersions();
  ASSERT_FALSE(v.empty());
  EXPECT_EQ(v.front(), "1.20.5");
  EXPECT_EQ(v.back(), "26.1");
  for (const char* expected : {"1.20.6", "1.21.1", "1.21.3", "1.21.4", "1.21.5", "1.21.6", "1.21.8", "1.21.9", "1.21.11", "26.1"})
    EXPECT_NE(std::find(v.begin(), v.end(), expected), v.end()) << expected;
  EXPECT_EQ(std::find(v.begin(), v.end(), "1.20.4"), v.end());
  try {
    VersionAdapters::forVersion("1.20.4");
    FAIL() << "1.20.4 accepted";
  } catch (const std::runtime_error& e) {
    EXPECT_NE(std::string(e.what()).find("1.20.4 is not a version craftmate speaks (1.20.5 to"), std::string::npos) << e.what();
  }
}

}  // namespace
