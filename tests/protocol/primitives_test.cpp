// VarInt/VarLong, big-endian numbers, strings, positions and UUIDs against known byte vectors.
#include <gtest/gtest.h>

#include <limits>
#include <random>

#include "packet_vectors.h"
#include "protocol/byte_reader.h"
#include "protocol/byte_writer.h"
#include "protocol/position.h"
#include "protocol/uuid.h"
#include "protocol/varint.h"
#include "test_hex.h"

namespace craftmate::protocol {
namespace {

using test::hex_bytes;
using test::to_hex;

struct VarIntCase {
  std::int32_t value;
  const char* hex;
};

// The standard table of the protocol documentation.
const VarIntCase kVarInts[] = {
    {0, "00"},           {1, "01"},           {2, "02"},
    {127, "7f"},         {128, "8001"},       {255, "ff01"},
    {25565, "ddc701"},   {2097151, "ffff7f"}, {2147483647, "ffffffff07"},
    {-1, "ffffffff0f"},  {-2147483648, "8080808008"},
};

TEST(VarInt, EncodesKnownVectors) {
  for (const auto& c : kVarInts) {
    ByteWriter w;
    w.write_varint(c.value);
    EXPECT_EQ(to_hex(w.take()), c.hex) << c.value;
    EXPECT_EQ(varint_size(c.value) * 2, static_cast<int>(std::string(c.hex).size())) << c.value;
  }
}

TEST(VarInt, DecodesKnownVectors) {
  for (const auto& c : kVarInts) {
    auto bytes = hex_bytes(c.hex);
    ByteReader r(bytes);
    EXPECT_EQ(r.read_varint(), c.value) << c.hex;
    EXPECT_TRUE(r.at_end());
  }
}

TEST(VarInt, RejectsSixByteEncodingAndTruncation) {
  auto too_long = hex_bytes("ffffffffff01");
  ByteReader r(too_long);
  EXPECT_THROW(r.read_varint(), DecodeError);
  auto truncated = hex_bytes("ff");
  ByteReader t(truncated);
  EXPECT_THROW(t.read_varint(), DecodeError);
}

TEST(VarInt, PrefixDecodingWaitsForMoreBytes) {
  auto bytes = hex_bytes("ddc7");
  EXPECT_FALSE(try_decode_varint(bytes).has_value());
  bytes.push_back(0x01);
  auto p = try_decode_varint(bytes);
  ASSERT_TRUE(p.has_value());
  EXPECT_EQ(p->value, 25565);
  EXPECT_EQ(p->length, 3);
}

TEST(VarLong, KnownVectorsBothWays) {
  struct Case {
    std::int64_t value;
    const char* hex;
  } cases[] = {
      {0, "00"},
      {2147483647, "ffffffff07"},
      {std::numeric_limits<std::int64_t>::max(), "ffffffffffffffff7f"},
      {-1, "ffffffffffffffffff01"},
      {-2147483648LL, "80808080f8ffffffff01"},
      {std::numeric_limits<std::int64_t>::min(), "80808080808080808001"},
  };
  for (const auto& c : cases) {
    ByteWriter w;
    w.write_varlong(c.value);
    EXPECT_EQ(to_hex(w.take()), c.hex) << c.value;
    auto bytes = hex_bytes(c.hex);
    ByteReader r(bytes);
    EXPECT_EQ(r.read_varlong(), c.value) << c.hex;
  }
  auto eleven = hex_bytes("ffffffffffffffffffff01");
  ByteReader r(eleven);
  EXPECT_THROW(r.read_varlong(), DecodeError);
}

TEST(VarLong, RandomRoundTrip) {
  std::mt19937_64 rng(7);
  for (int i = 0; i < 2000; ++i) {
    auto v = static_cast<std::int64_t>(rng());
    ByteWriter w;
    w.write_varlong(v);
    auto bytes = w.take();
    EXPECT_EQ(static_cast<int>(bytes.size()), varlong_size(v));
    ByteReader r(bytes);
    EXPECT_EQ(r.read_varlong(), v);
  }
}

TEST(Numbers, BigEndianIntegersAndFloats) {
  ByteWriter w;
  w.write_u16(0x1234);
  w.write_i32(-2);
  w.write_i64(0x0102030405060708LL);
  w.write_f32(1.0f);
  w.write_f64(-2.5);
  EXPECT_EQ(to_hex(w.take()), "1234" "fffffffe" "0102030405060708" "3f800000" "c004000000000000");
}

TEST(Strings, LengthPrefixedUtf8) {
  ByteWriter w;
  w.write_string("héllo");
  auto bytes = w.take();
  EXPECT_EQ(to_hex(bytes), "0668c3a96c6c6f");
  ByteReader r(bytes);
  EXPECT_EQ(r.read_string(), "héllo");
}

TEST(Strings, NegativeOrOverlongLengthIsAnError) {
  auto negative = hex_bytes("ffffffff0f41");
  ByteReader r(negative);
  EXPECT_THROW(r.read_string(), DecodeError);
  auto longer_than_data = hex_bytes("0541");
  ByteReader r2(longer_than_data);
  EXPECT_THROW(r2.read_string(), DecodeError);
}

TEST(Position, PacksTheDocumentedExample) {
  // x=18357644, y=831, z=-20882616 <-> 0x4607632C15B4833F (also what minecraft-protocol writes).
  BlockPosition p{18357644, 831, -20882616};
  EXPECT_EQ(pack_position(p), 0x4607632C15B4833FLL);
  EXPECT_EQ(unpack_position(0x4607632C15B4833FLL), p);
}

TEST(Position, NegativeCoordinatesRoundTrip) {
  for (BlockPosition p : {BlockPosition{-1, -64, -1}, BlockPosition{-33554432, -2048, 33554431},
                          BlockPosition{0, 2047, 0}, BlockPosition{12, -60, -7}}) {
    EXPECT_EQ(unpack_position(pack_position(p)), p);
  }
}

TEST(Uuid, OfflinePlayerUuidMatchesMinecraftProtocol) {
  EXPECT_EQ(uuid_to_string(offline_player_uuid("Notch")), vectors::uuid_Notch);
  EXPECT_EQ(uuid_to_string(offline_player_uuid("craftmate")), vectors::uuid_craftmate);
}

TEST(Uuid, ParsesDashedAndPlainForms) {
  auto a = parse_uuid("069a79f4-44e9-4726-a5be-fca90e38aaf5");
  auto b = parse_uuid("069a79f444e94726a5befca90e38aaf5");
  ASSERT_TRUE(a && b);
  EXPECT_EQ(*a, *b);
  EXPECT_EQ(uuid_to_string(*a), "069a79f4-44e9-4726-a5be-fca90e38aaf5");
  EXPECT_FALSE(parse_uuid("069a79f4-44e9-4726-a5be-fca90e38aaf"));
  EXPECT_FALSE(parse_uuid("069a79f4_44e9-4726-a5be-fca90e38aaf5"));
  EXPECT_FALSE(parse_uuid("zz9a79f444e94726a5befca90e38aaf5"));
}

}  // namespace
}  // namespace craftmate::protocol
