// The protocol.json interpreter against minecraft-protocol's bytes: decode, check the fields, and
// re-encode to the identical bytes.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cmath>

#include "packet_vectors.h"
#include "protocol/byte_reader.h"
#include "protocol/byte_writer.h"
#include "protocol/compression.h"
#include "protocol/errors.h"
#include "protocol/item_stack.h"
#include "protocol/minecraft_data.h"
#include "protocol/nbt.h"
#include "protocol/protocol_schema.h"
#include "test_hex.h"

namespace craftmate::protocol {
namespace {

using test::hex_bytes;
using test::to_hex;

const ProtocolSchema& schema() {
  static auto s = load_protocol("1.21.1");
  return *s;
}

// Decodes strictly (no bytes may be left over) and checks re-encoding gives the same bytes.
Packet round_trip(State state, Direction direction, std::string_view hex) {
  auto bytes = hex_bytes(hex);
  Packet p = schema().decode_packet(state, direction, bytes, /*strict=*/true);
  EXPECT_FALSE(p.name.empty());
  auto again = schema().encode_packet(state, direction, p.name, p.fields);
  EXPECT_EQ(to_hex(again), std::string(hex)) << p.name << " " << p.fields.to_debug_string();
  return p;
}

TEST(Schema, LoadsVersion767WithItsPacketTables) {
  EXPECT_EQ(schema().protocol_version(), 767);
  EXPECT_EQ(schema().minecraft_version(), "1.21.1");
  EXPECT_EQ(schema().packet_id(State::Play, Direction::ToClient, "block_change"), 0x09);
  EXPECT_EQ(schema().packet_id(State::Play, Direction::ToClient, "map_chunk"), 0x27);
  EXPECT_EQ(schema().packet_id(State::Play, Direction::ToClient, "keep_alive"), 0x26);
  EXPECT_EQ(schema().packet_id(State::Play, Direction::ToServer, "position"), 0x1a);
  EXPECT_EQ(schema().packet_id(State::Play, Direction::ToServer, "block_place"), 0x38);
  EXPECT_EQ(schema().packet_id(State::Configuration, Direction::ToClient, "registry_data"), 0x07);
  EXPECT_EQ(schema().packet_id(State::Handshaking, Direction::ToServer, "set_protocol"), 0x00);
  ASSERT_NE(schema().packet_name(State::Login, Direction::ToClient, 0x03), nullptr);
  EXPECT_EQ(*schema().packet_name(State::Login, Direction::ToClient, 0x03), "compress");
  EXPECT_FALSE(schema().packet_id(State::Play, Direction::ToClient, "no_such_packet"));
}

TEST(Schema, BlockChangePositionBitfield) {
  Packet p = round_trip(State::Play, Direction::ToClient, vectors::block_change);
  EXPECT_EQ(p.name, "block_change");
  EXPECT_EQ(p.id, 0x09);
  EXPECT_EQ(p.fields["location"]["x"].as_int(), 18357644);
  EXPECT_EQ(p.fields["location"]["y"].as_int(), 831);
  EXPECT_EQ(p.fields["location"]["z"].as_int(), -20882616);
  EXPECT_EQ(p.fields["type"].as_int(), 9);
}

TEST(Schema, WindowItemsLiftsSlotsIntoItemStacks) {
  Packet p = round_trip(State::Play, Direction::ToClient, vectors::window_items);
  EXPECT_EQ(p.fields["stateId"].as_int(), 5);
  const Array& items = p.fields["items"].as_array();
  ASSERT_EQ(items.size(), 3u);
  EXPECT_TRUE(items[0].as_item().empty());
  const ItemStack& sword = items[1].as_item();
  EXPECT_EQ(sword.count, 1);
  EXPECT_EQ(sword.item_id, 812);
  ASSERT_NE(sword.component("damage"), nullptr);
  EXPECT_EQ(sword.component("damage")->as_int(), 7);
  ASSERT_NE(sword.component("custom_name"), nullptr);
  EXPECT_EQ(*sword.component("custom_name")->as_nbt().get_string(), "Édith ☃");
  EXPECT_EQ(sword.removed_components, std::vector<std::string>{"food"});
  EXPECT_EQ(items[2].as_item().count, 64);
  EXPECT_EQ(items[2].as_item().item_id, 1);
  EXPECT_TRUE(p.fields["carriedItem"].as_item().empty());
}

TEST(Schema, EntityMetadataLoopWithManyValueTypes) {
  Packet p = round_trip(State::Play, Direction::ToClient, vectors::entity_metadata);
  EXPECT_EQ(p.fields["entityId"].as_int(), 42);
  const Array& m = p.fields["metadata"].as_array();
  ASSERT_EQ(m.size(), 8u);
  EXPECT_EQ(m[0]["key"].as_int(), 0);
  EXPECT_EQ(m[0]["type"].as_string(), "byte");
  EXPECT_EQ(m[0]["value"].as_int(), 2);
  EXPECT_EQ(m[1]["type"].as_string(), "pose");
  EXPECT_EQ(m[2]["value"].as_item().item_id, 812);
  EXPECT_TRUE(m[3]["value"].is_null());  // optional_component absent
  EXPECT_TRUE(m[4]["value"].as_bool());
  EXPECT_EQ(m[5]["value"]["x"].as_int(), -5);
  EXPECT_EQ(m[5]["value"]["y"].as_int(), 70);
  EXPECT_EQ(m[5]["value"]["z"].as_int(), 12);
  EXPECT_EQ(m[6]["value"].as_double(), 20.0);
  EXPECT_EQ(m[7]["value"].as_int(), 123456);
}

TEST(Schema, EntityEquipmentTopBitTerminatedArray) {
  Packet p = round_trip(State::Play, Direction::ToClient, vectors::entity_equipment);
  const Array& e = p.fields["equipments"].as_array();
  ASSERT_EQ(e.size(), 2u);
  EXPECT_EQ(e[0]["slot"].as_int(), 0);  // the 0x80 "more follows" bit is not part of the slot
  EXPECT_EQ(e[0]["item"].as_item().item_id, 812);
  EXPECT_EQ(e[1]["slot"].as_int(), 5);
  EXPECT_TRUE(e[1]["item"].as_item().empty());
}

TEST(Schema, PlayerInfoSwitchesOnParentBitflags) {
  Packet p = round_trip(State::Play, Direction::ToClient, vectors::player_info);
  EXPECT_TRUE(p.fields["action"]["add_player"].as_bool());
  EXPECT_FALSE(p.fields["action"]["initialize_chat"].as_bool());
  const Value& entry = p.fields["data"].at(0);
  EXPECT_EQ(entry["uuid"].as_string(), "069a79f4-44e9-4726-a5be-fca90e38aaf5");
  EXPECT_EQ(entry["player"]["name"].as_string(), "Notch");
  EXPECT_EQ(entry["player"]["properties"].at(0)["value"].as_string(), "abc");
  EXPECT_TRUE(entry["player"]["properties"].at(0)["signature"].is_null());
  EXPECT_TRUE(entry["gamemode"].is_null());  // its flag is off: the field is absent
  EXPECT_EQ(entry["listed"].as_int(), 1);
  EXPECT_EQ(entry["latency"].as_int(), 12);
}

TEST(Schema, PositionWithRelativeFlags) {
  Packet p = round_trip(State::Play, Direction::ToClient, vectors::position);
  EXPECT_EQ(p.fields["x"].as_double(), 0.5);
  EXPECT_EQ(p.fields["y"].as_double(), -60.0);
  EXPECT_EQ(p.fields["yaw"].as_double(), 90.0);
  EXPECT_FALSE(p.fields["flags"]["x"].as_bool());
  EXPECT_TRUE(p.fields["flags"]["y"].as_bool());
  EXPECT_TRUE(p.fields["flags"]["yaw"].as_bool());
  EXPECT_EQ(p.fields["flags"]["_value"].as_int(), 0b01010);
  EXPECT_EQ(p.fields["teleportId"].as_int(), 3);
}

TEST(Schema, SystemChatCarriesNbt) {
  Packet p = round_trip(State::Play, Direction::ToClient, vectors::system_chat);
  EXPECT_EQ(*p.fields["content"].as_nbt().find("text")->get_string(), "hi");
  EXPECT_FALSE(p.fields["isActionBar"].as_bool());
}

TEST(Schema, DeclareRecipesNestedArraysCountedByEarlierFields) {
  Packet p = round_trip(State::Play, Direction::ToClient, vectors::declare_recipes);
  const Value& r = p.fields["recipes"].at(0);
  EXPECT_EQ(r["name"].as_string(), "minecraft:stick");
  EXPECT_EQ(r["type"].as_string(), "minecraft:crafting_shaped");
  const Value& data = r["data"];
  EXPECT_EQ(data["gridWidth"].as_int(), 1);
  EXPECT_EQ(data["gridHeight"].as_int(), 2);
  const Value& column = data["ingredients"].at(0);
  ASSERT_EQ(column.size(), 2u);
  EXPECT_EQ(column.at(0).at(0).as_item().item_id, 36);
  EXPECT_EQ(column.at(1).size(), 0u);
  EXPECT_EQ(data["result"].as_item().count, 4);
}

TEST(Schema, ServerboundWindowClickAndLoginStart) {
  Packet click = round_trip(State::Play, Direction::ToServer, vectors::window_click);
  EXPECT_EQ(click.name, "window_click");
  EXPECT_EQ(click.fields["cursorItem"].as_item().count, 3);
  Packet login = round_trip(State::Login, Direction::ToServer, vectors::login_start);
  EXPECT_EQ(login.fields["username"].as_string(), "craftmate");
  EXPECT_EQ(login.fields["playerUUID"].as_string(), vectors::uuid_craftmate);
}

TEST(Schema, EncodesAHandBuiltPacketThatDecodesBack) {
  Value fields = Value::object({{"x", 10.5}, {"y", -59.0}, {"z", 3.25}, {"yaw", 45.0f}, {"pitch", 0.0f},
                                {"onGround", true}});
  auto bytes = schema().encode_packet(State::Play, Direction::ToServer, "position_look", fields);
  EXPECT_EQ(bytes.size(), 1u + 3 * 8 + 2 * 4 + 1);
  Packet p = schema().decode_packet(State::Play, Direction::ToServer, bytes, true);
  EXPECT_EQ(p.name, "position_look");
  EXPECT_EQ(p.fields, fields);
}

TEST(Schema, UnknownPacketIdIsSkippedNotAnError) {
  auto bytes = hex_bytes("7f0102");  // play toClient ids end at 0x7b
  Packet p = schema().decode_packet(State::Play, Direction::ToClient, bytes);
  EXPECT_TRUE(p.name.empty());
  EXPECT_EQ(p.id, 0x7f);
}

TEST(Schema, TruncatedPacketNamesThePacketAndField) {
  auto bytes = hex_bytes(vectors::window_items);
  bytes.resize(bytes.size() - 4);
  try {
    schema().decode_packet(State::Play, Direction::ToClient, bytes);
    FAIL() << "truncated window_items decoded";
  } catch (const DecodeError& e) {
    std::string what = e.what();
    EXPECT_NE(what.find("window_items"), std::string::npos) << what;
    EXPECT_NE(what.find("items"), std::string::npos) << what;
  }
}

TEST(Schema, StrictModeRejectsTrailingBytes) {
  auto bytes = hex_bytes(std::string(vectors::block_change) + "00");
  EXPECT_NO_THROW(schema().decode_packet(State::Play, Direction::ToClient, bytes));
  EXPECT_THROW(schema().decode_packet(State::Play, Direction::ToClient, bytes, true), DecodeError);
}

TEST(Schema, EncodeErrorsNameTheProblem) {
  try {
    schema().encode_packet(State::Play, Direction::ToServer, "position", Value::object({{"x", 1.0}}));
    FAIL();
  } catch (const EncodeError& e) {
    EXPECT_NE(std::string(e.what()).find("'position': y: missing value"), std::string::npos) << e.what();
  }
  EXPECT_THROW(schema().encode_packet(State::Play, Direction::ToServer, "teleport", Value::object({})), EncodeError);
  EXPECT_THROW(schema().encode_packet(State::Play, Direction::ToClient, "player_info",
                                      Value::object({{"action", Value::object({{"add_player", true}})},
                                                     {"data", Value::array({Value::object({{"uuid", "not-a-uuid"}})})}})),
               EncodeError);
}

TEST(Schema, SlotTypeRoundTripThroughItemStack) {
  ItemStack stack;
  stack.count = 16;
  stack.item_id = 900;
  stack.components.push_back({"max_stack_size", Value(16)});
  stack.components.push_back({"custom_name", Value(Nbt::string("Sticks"))});
  ByteWriter w;
  schema().encode_type(State::Play, Direction::ToClient, "Slot", Value(stack), w);
  auto bytes = w.take();
  ByteReader r(bytes);
  Value back = schema().decode_type(State::Play, Direction::ToClient, "Slot", r);
  EXPECT_TRUE(r.at_end());
  EXPECT_EQ(back.as_item(), stack);
}

TEST(Schema, SlotWithAnUnnamedComponentIdStaysGenericAndReencodes) {
  // Found by fuzz_protocol_packet_decoder: component type 200 has no name in 1.21.1's mapper, so
  // the slot cannot become an ItemStack (whose components are named); it stays a generic object
  // and still encodes to the same bytes. Count 1, item 5, one added component of type 200 whose
  // payload is void in the schema's switch (no default), none removed.
  auto bytes = hex_bytes("0105" "01" "00" "c801");
  ByteReader r(bytes);
  Value slot = schema().decode_type(State::Play, Direction::ToClient, "Slot", r);
  EXPECT_TRUE(r.at_end());
  ASSERT_EQ(slot.kind(), Value::Kind::Object) << slot.to_debug_string();
  EXPECT_EQ(slot["components"].at(0)["type"].as_int(), 200);
  ByteWriter w;
  schema().encode_type(State::Play, Direction::ToClient, "Slot", slot, w);
  EXPECT_EQ(to_hex(w.take()), "01050100c801");
}

TEST(Schema, ArraysOfEmptyElementsAreNotBoundedByTheBytesLeft) {
  // Found by fuzz_protocol_packet_decoder: a shaped recipe 3 wide and 0 high is 3 empty columns,
  // which take no bytes; a "count <= bytes left" rule wrongly rejected it.
  Value fields = Value::object(
      {{"recipes", Value::array({Value::object(
                       {{"name", "x:y"}, {"type", "minecraft:crafting_shaped"},
                        {"data", Value::object({{"group", ""}, {"category", 0}, {"gridWidth", 3}, {"gridHeight", 0},
                                                {"ingredients", Value::array({Array{}, Array{}, Array{}})},
                                                {"result", Value(ItemStack{})}, {"showNotification", false}})}})})}});
  auto bytes = schema().encode_packet(State::Play, Direction::ToClient, "declare_recipes", fields);
  Packet p = schema().decode_packet(State::Play, Direction::ToClient, bytes, true);
  EXPECT_EQ(p.fields["recipes"].at(0)["data"]["ingredients"].size(), 3u);
}

TEST(Schema, ACompressedPacketOfEmptyCompoundsIsRefused) {
  // system_chat whose content is a list of 8 million empty compounds: 8 KB on the wire once
  // compressed, 8 MB inflated; it used to decode into 8 million tags.
  ByteWriter w;
  w.write_varint(0x6c);
  w.write_u8(9);   // list
  w.write_u8(10);  // of compounds
  const std::int32_t count = 8 * 1024 * 1024 - 64;
  w.write_i32(count);
  auto payload = w.take();
  payload.resize(payload.size() + count + 1, 0);  // End bytes, then isActionBar = false
  auto frame = compress_packet(payload, 256);
  EXPECT_LT(frame.size(), 16u * 1024);
  try {
    schema().decode_packet(State::Play, Direction::ToClient, decompress_packet(frame));
    FAIL() << "decoded";
  } catch (const DecodeError& e) {
    EXPECT_NE(std::string(e.what()).find("system_chat"), std::string::npos) << e.what();
    EXPECT_NE(std::string(e.what()).find("memory"), std::string::npos) << e.what();
  }
}

TEST(Schema, ValuesPerPacketAreBounded) {
  // entity_destroy with 4 million one-byte VarInts: 4 MB that would be 4 million Values.
  ByteWriter w;
  w.write_varint(0x42);
  const std::int32_t count = 4 * 1024 * 1024;
  w.write_varint(count);
  auto payload = w.take();
  payload.resize(payload.size() + count, 1);
  try {
    schema().decode_packet(State::Play, Direction::ToClient, payload);
    FAIL() << "decoded";
  } catch (const DecodeError& e) {
    EXPECT_NE(std::string(e.what()).find("values in one packet"), std::string::npos) << e.what();
  }
  // A destroy of 10000 entities is fine.
  ByteWriter ok;
  ok.write_varint(0x42);
  ok.write_varint(10000);
  auto small = ok.take();
  small.resize(small.size() + 10000, 1);
  EXPECT_EQ(schema().decode_packet(State::Play, Direction::ToClient, small).fields["entityIds"].size(), 10000u);
}

TEST(Schema, AnotherVersionIsADataChange) {
  // 1.20.4 (protocol 765): parametrised entityMetadataItem and the pre-component Slot layout.
  auto v1204 = load_protocol("1.20.4");
  EXPECT_EQ(v1204->protocol_version(), 765);
  auto bytes = hex_bytes(vectors::v1204_entity_metadata);
  Packet p = v1204->decode_packet(State::Play, Direction::ToClient, bytes, true);
  EXPECT_EQ(p.name, "entity_metadata");
  const Value& item = p.fields["metadata"].at(1)["value"];
  ASSERT_EQ(item.kind(), Value::Kind::Object) << item.to_debug_string();  // not lifted: other layout
  EXPECT_TRUE(item["present"].as_bool());
  EXPECT_EQ(item["itemId"].as_int(), 812);
  EXPECT_EQ(to_hex(v1204->encode_packet(State::Play, Direction::ToClient, p.name, p.fields)),
            std::string(vectors::v1204_entity_metadata));
  // 1.21.4 (protocol 769) moved keep_alive from 0x26 to 0x27.
  auto v1214 = load_protocol("1.21.4");
  EXPECT_EQ(v1214->protocol_version(), 769);
  auto ka = hex_bytes(vectors::v1214_keep_alive);
  Packet k = v1214->decode_packet(State::Play, Direction::ToClient, ka, true);
  EXPECT_EQ(k.name, "keep_alive");
  EXPECT_EQ(k.fields["keepAliveId"].as_int(), 5);
  EXPECT_EQ(schema().packet_id(State::Play, Direction::ToClient, "keep_alive"), 0x26);
  EXPECT_EQ(v1214->packet_id(State::Play, Direction::ToClient, "keep_alive"), 0x27);
}

TEST(Schema, HostileCountsFailWithoutHugeAllocations) {
  // window_items with an items array claiming 2^31-1 slots.
  auto bytes = hex_bytes("130005ffffffff07");
  EXPECT_THROW(schema().decode_packet(State::Play, Direction::ToClient, bytes), DecodeError);
}

// Every release with the configuration state loads, 1.21.9's lpVec3 velocities included.
TEST(Schema, EveryVersionFrom1_20_2To26_1Loads) {
  for (const char* v : {"1.20.2", "1.20.3", "1.20.4", "1.20.5", "1.20.6", "1.21.1", "1.21.3", "1.21.4", "1.21.5",
                        "1.21.6", "1.21.8", "1.21.9", "1.21.11", "26.1"}) {
    EXPECT_NO_THROW(load_protocol(v)) << v;
  }
}

// lpVec3 (1.21.9+ entity_velocity): zero is one byte; scales above 3 carry a VarInt; values
// come back within the 15-bit quantisation.
TEST(Schema, LpVec3VelocityRoundTrips) {
  auto s = load_protocol("1.21.9");
  for (auto [x, y, z] : {std::array{0.0, 0.0, 0.0}, std::array{0.25, -0.5, 0.125}, std::array{-7.5, 3.0, 12.25}}) {
    const Value in = Value::object({{"entityId", 5}, {"velocity", Value::object({{"x", x}, {"y", y}, {"z", z}})}});
    const Bytes bytes = s->encode_packet(State::Play, Direction::ToClient, "entity_velocity", in);
    const Packet out = s->decode_packet(State::Play, Direction::ToClient, bytes, true);
    const double scale = std::max({1.0, std::abs(x), std::abs(y), std::abs(z)});
    EXPECT_NEAR(out.fields["velocity"]["x"].as_double(), x, scale * 1e-4);
    EXPECT_NEAR(out.fields["velocity"]["y"].as_double(), y, scale * 1e-4);
    EXPECT_NEAR(out.fields["velocity"]["z"].as_double(), z, scale * 1e-4);
    if (x == 0 && y == 0 && z == 0) EXPECT_EQ(bytes.size(), 3u);  // id, entity, one zero byte
  }
}

}  // namespace
}  // namespace craftmate::protocol
