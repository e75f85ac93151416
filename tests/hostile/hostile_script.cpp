#include "tests/hostile/hostile_script.h"

#include <limits>
#include <stdexcept>

#include "protocol/byte_writer.h"
#include "protocol/compression.h"
#include "protocol/framing.h"
#include "protocol/item_stack.h"
#include "protocol/nbt.h"
#include "tests/world/wire_bytes.h"

namespace craftmate::hostile {

namespace asio = boost::asio;
using protocol::Array;
using protocol::Bytes;
using protocol::Direction;
using protocol::Nbt;
using protocol::Packet;
using protocol::State;
using protocol::Value;

namespace {

// (GCC 12 miscompiles initializer lists inside coroutines: every Value is built by a function.)
Value loginSuccess() {
  return Value::object({{"uuid", "0554fb7f-71e7-3113-8dc0-1de5b9bb0b6b"}, {"username", "hostile"},
                        {"properties", Array{}}, {"strictErrorHandling", false}});
}
Value compress() { return Value::object({{"threshold", 256}}); }
Value dimensionRegistry(std::int32_t minY, std::int32_t height) {
  Nbt type = Nbt::compound({{"min_y", Nbt::int_(minY)}, {"height", Nbt::int_(height)}});
  return Value::object({{"id", "minecraft:dimension_type"},
                        {"entries", Value::array({Value::object({{"key", "minecraft:overworld"}, {"value", Value(type)}})})}});
}
Value playLogin() {
  Value spawn = Value::object({{"dimension", 0}, {"name", "minecraft:overworld"}, {"hashedSeed", 0},
                               {"gamemode", "survival"}, {"previousGamemode", 255}, {"isDebug", false},
                               {"isFlat", true}, {"death", nullptr}, {"portalCooldown", 0}});
  return Value::object({{"entityId", kSelfEntityId}, {"isHardcore", false},
                        {"worldNames", Value::array({"minecraft:overworld"})}, {"maxPlayers", 20},
                        {"viewDistance", 10}, {"simulationDistance", 10}, {"reducedDebugInfo", false},
                        {"enableRespawnScreen", true}, {"doLimitedCrafting", false}, {"worldState", spawn},
                        {"enforcesSecureChat", false}});
}
Value position() {
  return Value::object({{"x", 0.5}, {"y", 100.0}, {"z", 0.5}, {"yaw", 0.0}, {"pitch", 0.0},
                        {"flags", Value(std::int64_t{0})}, {"teleportId", 1}});
}
Value health() { return Value::object({{"health", 20.0}, {"food", 20}, {"foodSaturation", 5.0}}); }
Value empty() { return Value(protocol::Object{}); }

// A play packet's payload: its id, then `body` as given (not checked against the schema).
std::vector<std::uint8_t> rawPlay(ScriptedServer& s, std::string_view name, const std::vector<std::uint8_t>& body) {
  auto id = s.schema().packet_id(State::Play, Direction::ToClient, name);
  if (!id) throw std::logic_error("no play packet " + std::string(name));
  protocol::ByteWriter w;
  w.write_varint(*id);
  w.write_bytes(body);
  auto out = w.take();
  return out;
}

std::vector<std::uint8_t> i32(std::int32_t v) {
  protocol::ByteWriter w;
  w.write_i32(v);
  return w.take();
}

std::vector<std::uint8_t> cat(std::initializer_list<std::vector<std::uint8_t>> parts) {
  std::vector<std::uint8_t> out;
  for (const auto& p : parts) out.insert(out.end(), p.begin(), p.end());
  return out;
}

std::vector<std::uint8_t> varint(std::int32_t v) {
  protocol::ByteWriter w;
  w.write_varint(v);
  return w.take();
}

// A frame holding `body` after a compression header, unencrypted (the cases do not encrypt).
std::vector<std::uint8_t> frame(const std::vector<std::uint8_t>& body) {
  std::vector<std::uint8_t> out;
  protocol::append_frame(out, body);
  return out;
}

// map_chunk at (0, 0) with this chunkData and nothing else.
std::vector<std::uint8_t> mapChunk(ScriptedServer& s, const std::vector<std::uint8_t>& chunkData) {
  protocol::ByteWriter w;
  w.write_i32(0);
  w.write_i32(0);
  w.write_u8(10);  // heightmaps: an empty compound
  w.write_u8(0);
  w.write_varint(static_cast<std::int32_t>(chunkData.size()));
  w.write_bytes(chunkData);
  for (int i = 0; i < 7; ++i) w.write_varint(0);  // block entities, the light masks and arrays
  return rawPlay(s, "map_chunk", w.take());
}

// 24 overworld sections of air whose section `bad` has `biomes` as its biome container.
std::vector<std::uint8_t> columnWithBiomes(int bad, const std::vector<std::uint8_t>& biomes) {
  world::wire::Bytes b;
  for (int s = 0; s < 24; ++s) {
    b.i16(0);
    world::wire::writeContainer(b, 0, {0}, {});
    if (s == bad) b.out.insert(b.out.end(), biomes.begin(), biomes.end());
    else world::wire::writeContainer(b, 0, {1}, {});
  }
  return b.out;
}

std::vector<std::uint8_t> airColumn(ScriptedServer& s) { return mapChunk(s, columnWithBiomes(0, {0, 1, 0})); }

using Script = std::function<asio::awaitable<void>(ScriptedServer&)>;

// A case whose bad input comes in configuration: the dimension type.
Script badDimension(std::int32_t minY, std::int32_t height) {
  return [minY, height](ScriptedServer& s) -> asio::awaitable<void> {
    co_await loginToConfiguration(s);
    co_await sendDimension(s, minY, height);
    Value done = empty();
    co_await s.send(State::Configuration, "finish_configuration", done);
  };
}

// A case whose bad input is one play payload after spawning.
Script inPlay(std::function<std::vector<std::uint8_t>(ScriptedServer&)> payload) {
  return [payload](ScriptedServer& s) -> asio::awaitable<void> {
    co_await loginToConfiguration(s);
    co_await sendDimension(s, -64, 384);
    co_await enterPlay(s);
    co_await s.send_payload(payload(s));
  };
}

// A case whose bad input is a raw frame (its own length and compression header) after spawning.
Script rawInPlay(std::function<std::vector<std::uint8_t>(ScriptedServer&)> bytes) {
  return [bytes](ScriptedServer& s) -> asio::awaitable<void> {
    co_await loginToConfiguration(s);
    co_await sendDimension(s, -64, 384);
    co_await enterPlay(s);
    co_await s.send_raw(bytes(s));
  };
}

std::vector<std::uint8_t> emptyCompoundList(std::int32_t count) {
  protocol::ByteWriter w;
  w.write_u8(9);
  w.write_u8(10);
  w.write_i32(count);
  auto out = w.take();
  out.resize(out.size() + static_cast<std::size_t>(count), 0);
  return out;
}

std::vector<std::uint8_t> nestedLists(int depth) {
  std::vector<std::uint8_t> out{9};  // a list of lists of lists ...
  for (int i = 0; i < depth; ++i) {
    out.push_back(9);
    auto n = i32(1);
    out.insert(out.end(), n.begin(), n.end());
  }
  out.push_back(0);  // the innermost: a list of End, empty
  auto z = i32(0);
  out.insert(out.end(), z.begin(), z.end());
  return out;
}

// Play payloads a client must tolerate (built outside coroutines, see above).
std::vector<std::vector<std::uint8_t>> sameIdCow(ScriptedServer& s) {
  Value cow = Value::object({{"entityId", kSelfEntityId}, {"objectUUID", "00000000-0000-0000-0000-000000000007"},
                             {"type", 25}, {"x", 3.0}, {"y", 100.0}, {"z", 3.0}, {"pitch", 0}, {"yaw", 0},
                             {"headPitch", 0}, {"objectData", 0},
                             {"velocity", Value::object({{"x", 0}, {"y", 0}, {"z", 0}})}});
  Value destroy = Value::object({{"entityIds", Value::array({kSelfEntityId})}});
  return {s.schema().encode_packet(State::Play, Direction::ToClient, "spawn_entity", cow),
          s.schema().encode_packet(State::Play, Direction::ToClient, "entity_destroy", destroy)};
}

std::vector<std::vector<std::uint8_t>> unknownWindows(ScriptedServer& s) {
  const Value none = Value(protocol::ItemStack{});
  Value items = Value::object({{"windowId", 77}, {"stateId", 1}, {"items", Array{}}, {"carriedItem", none}});
  Value slot = Value::object({{"windowId", 77}, {"stateId", 2}, {"slot", 5}, {"item", none}});
  Value far = Value::object({{"windowId", 0}, {"stateId", 3}, {"slot", 32000}, {"item", none}});
  Value close = Value::object({{"windowId", 99}});
  const auto& schema = s.schema();
  return {schema.encode_packet(State::Play, Direction::ToClient, "window_items", items),
          schema.encode_packet(State::Play, Direction::ToClient, "set_slot", slot),
          schema.encode_packet(State::Play, Direction::ToClient, "set_slot", far),
          schema.encode_packet(State::Play, Direction::ToClient, "close_window", close)};
}

std::vector<std::vector<std::uint8_t>> unknownPacket(ScriptedServer&) { return {cat({varint(0x7f), {1, 2, 3}})}; }

std::vector<std::vector<std::uint8_t>> farChunk(ScriptedServer& s) {
  auto p = mapChunk(s, columnWithBiomes(0, {0, 1, 0}));
  const auto id = varint(*s.schema().packet_id(State::Play, Direction::ToClient, "map_chunk"));
  const auto x = i32(std::numeric_limits<std::int32_t>::max()), z = i32(std::numeric_limits<std::int32_t>::min());
  std::copy(x.begin(), x.end(), p.begin() + static_cast<long>(id.size()));
  std::copy(z.begin(), z.end(), p.begin() + static_cast<long>(id.size()) + 4);
  return {p};
}

// A case that spawns, then sends these payloads.
Script playThen(std::vector<std::vector<std::uint8_t>> (*payloads)(ScriptedServer&)) {
  return [payloads](ScriptedServer& s) -> asio::awaitable<void> {
    co_await loginToConfiguration(s);
    co_await sendDimension(s, -64, 384);
    co_await enterPlay(s);
    for (const auto& p : payloads(s)) co_await s.send_payload(p);
  };
}

std::vector<HostileCase> makeCases() {
  std::vector<HostileCase> c;
  auto ends = [&](std::string name, std::string input, std::string expected, Script script) {
    c.push_back({std::move(name), std::move(input), true, std::move(expected), std::move(script)});
  };
  auto survives = [&](std::string name, std::string input, std::string expected, Script script) {
    c.push_back({std::move(name), std::move(input), false, std::move(expected), std::move(script)});
  };

  ends("huge_height", "dimension_type height 2^26 (4 million sections)", "height 67108864", badDimension(0, 1 << 26));
  ends("height_2_30", "dimension_type height 2^30", "height 1073741824", badDimension(0, 1 << 30));
  ends("negative_height", "dimension_type height -16 (a negative section count)", "height -16", badDimension(0, -16));
  ends("height_not_whole_sections", "dimension_type height 8 (no whole section)", "height 8", badDimension(0, 8));
  ends("min_y_out_of_range", "dimension_type min_y -2^31", "min_y -2147483648",
       badDimension(std::numeric_limits<std::int32_t>::min(), 384));
  ends("top_above_limit", "dimension_type min_y 2016 + height 64", "goes above y 2032", badDimension(2016, 64));

  ends("nbt_empty_compounds", "system_chat: 8 MB list of empty compounds, ~8 KB compressed", "bytes of memory",
       inPlay([](ScriptedServer& s) {
         return cat({rawPlay(s, "system_chat", emptyCompoundList(8 * 1024 * 1024 - 64)), {0}});
       }));
  ends("nbt_too_deep", "system_chat: NBT lists nested 1000 deep", "nested deeper than 512",
       inPlay([](ScriptedServer& s) { return cat({rawPlay(s, "system_chat", nestedLists(1000)), {0}}); }));
  ends("nbt_negative_array", "system_chat: NBT int array of length -1", "negative length",
       inPlay([](ScriptedServer& s) { return cat({rawPlay(s, "system_chat", cat({{11}, i32(-1)})), {0}}); }));
  ends("too_many_values", "entity_destroy with 4 million entity ids", "values in one packet",
       inPlay([](ScriptedServer& s) {
         auto body = varint(4 * 1024 * 1024);
         body.resize(body.size() + 4 * 1024 * 1024, 1);
         return rawPlay(s, "entity_destroy", body);
       }));
  ends("bogus_varint", "a packet id VarInt of six bytes", "VarInt",
       rawInPlay([](ScriptedServer&) { return frame({0x00, 0xff, 0xff, 0xff, 0xff, 0xff, 0x01}); }));
  ends("frame_too_long", "a frame announcing 100 MB", "frame",
       rawInPlay([](ScriptedServer&) { return varint(100 * 1024 * 1024); }));
  ends("compressed_size_lie", "compressed packet announcing 10 bytes that inflates to 1 MB", "inflates to more",
       rawInPlay([](ScriptedServer&) {
         return frame(cat({varint(10), protocol::zlib_deflate(std::vector<std::uint8_t>(1 << 20, 0))}));
       }));
  ends("compressed_size_huge", "compressed packet announcing 2 GB", "outside 1..",
       rawInPlay([](ScriptedServer&) { return frame(cat({varint(0x7fffffff), {0x78, 0x9c}})); }));
  ends("nbt_string_longer_than_sent", "system_chat: NBT string declaring 60000 bytes, holding 3", "truncated data",
       inPlay([](ScriptedServer& s) { return rawPlay(s, "system_chat", {8, 0xea, 0x60, 'a', 'b', 'c'}); }));
  ends("string_longer_than_sent", "add_resource_pack: url declaring 30000 bytes, holding 2", "string length 30000",
       inPlay([](ScriptedServer& s) {
         return rawPlay(s, "add_resource_pack", cat({std::vector<std::uint8_t>(16, 0), varint(30000), {'h', 'i'}}));
       }));
  ends("negative_array_count", "map_chunk with a light array count of -1", "negative",
       inPlay([](ScriptedServer& s) {
         auto p = mapChunk(s, {});
         p.resize(p.size() - 7);
         auto tail = cat({varint(0), varint(0), varint(0), varint(0), varint(0), varint(-1)});
         p.insert(p.end(), tail.begin(), tail.end());
         return p;
       }));
  ends("bad_biome_palette", "map_chunk whose biome palette claims 1 million entries", "palette",
       inPlay([](ScriptedServer& s) {
         world::wire::Bytes biomes;
         biomes.u8(2);
         biomes.varint(1000000);
         return mapChunk(s, columnWithBiomes(4, biomes.out));
       }));
  ends("bad_biome_bits", "map_chunk whose biome container has 40 bits per entry", "bits",
       inPlay([](ScriptedServer& s) {
         world::wire::Bytes biomes;
         biomes.u8(40);
         biomes.varint(0);
         return mapChunk(s, columnWithBiomes(4, biomes.out));
       }));
  ends("truncated_column", "map_chunk whose chunk data ends inside the first section", "truncated data",
       inPlay([](ScriptedServer& s) { return mapChunk(s, std::vector<std::uint8_t>(8, 0)); }));
  ends("newer_version_column", "map_chunk laid out as 1.21.5 sends it (no long-array lengths) to a 1.21.1 client",
       "malformed 'map_chunk' packet for Minecraft 1.21.1", inPlay([](ScriptedServer& s) {
         world::wire::Bytes b;
         for (int section = 0; section < 24; ++section) {
           b.i16(1);
           b.u8(4);  // four bits per block, palette air and stone, no array length (1.21.5+)
           b.varint(2);
           b.varint(0);
           b.varint(1);
           std::vector<std::uint32_t> entries(4096, 0);
           entries[0] = 1;
           for (std::uint64_t word : world::wire::pack(entries, 4)) b.u64(word);
           b.u8(0);  // biomes: a single value, again without a length
           b.varint(1);
         }
         return mapChunk(s, b.out);
       }));

  survives("entity_id_collision", "spawn_entity (a cow) with the player's own entity id, then entity_destroy of it",
           "spawned at", playThen(sameIdCow));
  survives("unknown_window", "window_items and set_slot for window 77, never opened; set_slot slot 32000 of the "
           "inventory; close_window 99", "spawned at", playThen(unknownWindows));
  survives("unknown_packet_id", "a play packet id 1.21.1 does not have", "spawned at", playThen(unknownPacket));
  survives("chunk_far_away", "map_chunk at chunk (2^31-1, -2^31)", "spawned at", playThen(farChunk));
  return c;
}

}  // namespace

asio::awaitable<void> loginToConfiguration(ScriptedServer& s) {
  co_await s.accept();
  Packet handshake = co_await s.read(State::Handshaking);
  if (handshake.fields["nextState"].as_int() != 2) throw std::runtime_error("the client did not ask to log in");
  co_await s.read(State::Login);
  Value threshold = compress();
  co_await s.send(State::Login, "compress", threshold);
  s.set_compression(256);
  Value success = loginSuccess();
  co_await s.send(State::Login, "success", success);
  co_await s.read_until(State::Login, "login_acknowledged");
}

asio::awaitable<void> sendDimension(ScriptedServer& s, std::int32_t minY, std::int32_t height) {
  Value registry = dimensionRegistry(minY, height);
  co_await s.send(State::Configuration, "registry_data", registry);
}

asio::awaitable<void> enterPlay(ScriptedServer& s) {
  Value done = empty();
  co_await s.send(State::Configuration, "finish_configuration", done);
  co_await s.read_until(State::Configuration, "finish_configuration");
  Value login = playLogin();
  co_await s.send(State::Play, "login", login);
  Value at = position();
  co_await s.send(State::Play, "position", at);
  Value alive = health();
  co_await s.send(State::Play, "update_health", alive);
  co_await s.send_payload(airColumn(s));  // the column under the bot, so physics ticks
  co_await s.read_until(State::Play, "teleport_confirm");
}

const std::vector<HostileCase>& hostileCases() {
  static const std::vector<HostileCase> cases = makeCases();
  return cases;
}

}  // namespace craftmate::hostile
