// How fast the run-time protocol.json interpreter decodes the packets a bot receives most:
// map_chunk (the bulk of the bytes), window_items with item components, entity metadata and
// movement; plus the zlib and schema-loading costs around them.
#include <benchmark/benchmark.h>

#include "protocol/byte_writer.h"
#include "protocol/compression.h"
#include "protocol/item_stack.h"
#include "protocol/minecraft_data.h"
#include "protocol/nbt.h"
#include "protocol/protocol_schema.h"

namespace {

using namespace craftmate::protocol;

const ProtocolSchema& schema() {
  static auto s = load_protocol();
  return *s;
}

// A superflat-like column as vanilla sends it: 24 sections (4 with an indirect palette, the rest
// single-valued air), heightmaps, and sky light for all 26 light sections.
Bytes map_chunk_packet() {
  ByteWriter data;
  for (int section = 0; section < 24; ++section) {
    if (section < 4) {
      data.write_i16(4096);
      data.write_u8(4);  // 4 bits per block, indirect palette of 4 states
      data.write_varint(4);
      for (int id : {0, 79, 10, 9}) data.write_varint(id);
      data.write_varint(256);
      for (int i = 0; i < 256; ++i) data.write_i64(0x1111111122223333LL * (section + 1));
    } else {
      data.write_i16(0);
      data.write_u8(0);
      data.write_varint(0);  // air
      data.write_varint(0);
    }
    data.write_u8(0);  // biomes: single plains
    data.write_varint(40);
    data.write_varint(0);
  }
  Array sky;
  for (int i = 0; i < 26; ++i) sky.push_back(Value(Bytes(2048, 0xff)));
  Nbt heightmaps = Nbt::compound({{"MOTION_BLOCKING", Nbt(Nbt::Payload(std::vector<std::int64_t>(37, 0x0100804020100804LL)))}});
  Value fields = Value::object({{"x", 3}, {"z", -2}, {"heightmaps", Value(heightmaps)}, {"chunkData", data.take()},
                                {"blockEntities", Array{}}, {"skyLightMask", Value::array({std::int64_t{0x3ffffff}})},
                                {"blockLightMask", Array{}}, {"emptySkyLightMask", Array{}},
                                {"emptyBlockLightMask", Value::array({std::int64_t{0x3ffffff}})},
                                {"skyLight", Value(std::move(sky))}, {"blockLight", Array{}}});
  return schema().encode_packet(State::Play, Direction::ToClient, "map_chunk", fields);
}

Bytes window_items_packet() {
  Array items;
  for (int i = 0; i < 46; ++i) {
    ItemStack s;
    if (i % 3 == 0) {
      s.count = 1 + i;
      s.item_id = 800 + i;
      s.components.push_back({"damage", Value(i)});
      s.components.push_back({"custom_name", Value(Nbt::string("item " + std::to_string(i)))});
    }
    items.push_back(Value(std::move(s)));
  }
  return schema().encode_packet(State::Play, Direction::ToClient, "window_items",
                                Value::object({{"windowId", 0}, {"stateId", 12}, {"items", Value(std::move(items))},
                                               {"carriedItem", Value(ItemStack{})}}));
}

Bytes entity_metadata_packet() {
  Array m;
  m.push_back(Value::object({{"key", 0}, {"type", "byte"}, {"value", 0}}));
  m.push_back(Value::object({{"key", 1}, {"type", "int"}, {"value", 300}}));
  m.push_back(Value::object({{"key", 6}, {"type", "pose"}, {"value", 0}}));
  m.push_back(Value::object({{"key", 9}, {"type", "float"}, {"value", 20.0}}));
  ItemStack apple;
  apple.count = 3;
  apple.item_id = 700;
  m.push_back(Value::object({{"key", 8}, {"type", "item_stack"}, {"value", Value(apple)}}));
  return schema().encode_packet(State::Play, Direction::ToClient, "entity_metadata",
                                Value::object({{"entityId", 17}, {"metadata", Value(std::move(m))}}));
}

Bytes rel_entity_move_packet() {
  return schema().encode_packet(State::Play, Direction::ToClient, "rel_entity_move",
                                Value::object({{"entityId", 17}, {"dX", 40}, {"dY", 0}, {"dZ", -12}, {"onGround", true}}));
}

void decode_bench(benchmark::State& state, const Bytes& packet) {
  for (auto _ : state) {
    Packet p = schema().decode_packet(State::Play, Direction::ToClient, packet);
    benchmark::DoNotOptimize(p);
  }
  state.SetBytesProcessed(static_cast<std::int64_t>(state.iterations() * packet.size()));
  state.SetItemsProcessed(state.iterations());
}

void BM_DecodeMapChunk(benchmark::State& state) {
  static const Bytes packet = map_chunk_packet();
  decode_bench(state, packet);
}
BENCHMARK(BM_DecodeMapChunk);

void BM_DecodeWindowItems46Slots(benchmark::State& state) {
  static const Bytes packet = window_items_packet();
  decode_bench(state, packet);
}
BENCHMARK(BM_DecodeWindowItems46Slots);

void BM_DecodeEntityMetadata(benchmark::State& state) {
  static const Bytes packet = entity_metadata_packet();
  decode_bench(state, packet);
}
BENCHMARK(BM_DecodeEntityMetadata);

void BM_DecodeRelEntityMove(benchmark::State& state) {
  static const Bytes packet = rel_entity_move_packet();
  decode_bench(state, packet);
}
BENCHMARK(BM_DecodeRelEntityMove);

void BM_InflateCompressedMapChunk(benchmark::State& state) {
  static const Bytes packet = map_chunk_packet();
  static const Bytes body = compress_packet(packet, 256);
  for (auto _ : state) benchmark::DoNotOptimize(decompress_packet(body));
  state.SetBytesProcessed(static_cast<std::int64_t>(state.iterations() * packet.size()));
}
BENCHMARK(BM_InflateCompressedMapChunk);

void BM_EncodePositionLook(benchmark::State& state) {
  Value fields = Value::object({{"x", 10.5}, {"y", -59.0}, {"z", 3.25}, {"yaw", 45.0}, {"pitch", 0.0}, {"onGround", true}});
  for (auto _ : state) {
    benchmark::DoNotOptimize(schema().encode_packet(State::Play, Direction::ToServer, "position_look", fields));
  }
}
BENCHMARK(BM_EncodePositionLook);

void BM_CompileProtocolJson(benchmark::State& state) {
  std::string text = read_text_file(minecraft_data_file("1.21.1", "protocol"));
  for (auto _ : state) {
    ProtocolSchema s(text, 767, "1.21.1");
    benchmark::DoNotOptimize(&s);
  }
}
BENCHMARK(BM_CompileProtocolJson)->Unit(benchmark::kMillisecond);

}  // namespace
