// Network NBT (nameless root) against prismarine-nbt's bytes, modified UTF-8, and hostile input.
#include <gtest/gtest.h>

#include "packet_vectors.h"
#include "protocol/byte_reader.h"
#include "protocol/byte_writer.h"
#include "protocol/errors.h"
#include "protocol/nbt.h"
#include "test_hex.h"

namespace craftmate::protocol {
namespace {

using test::hex_bytes;
using test::to_hex;

// system_chat = VarInt id 0x6c, anonymousNbt content, bool isActionBar.
std::vector<std::uint8_t> chat_nbt_bytes() {
  auto packet = hex_bytes(vectors::system_chat);
  return std::vector<std::uint8_t>(packet.begin() + 1, packet.end() - 1);
}

TEST(Nbt, DecodesEveryTagTypeWrittenByPrismarineNbt) {
  auto bytes = chat_nbt_bytes();
  ByteReader r(bytes);
  Nbt root = read_network_nbt(r);
  EXPECT_TRUE(r.at_end());
  ASSERT_EQ(root.type(), NbtType::Compound);
  ASSERT_NE(root.find("text"), nullptr);
  EXPECT_EQ(*root.find("text")->get_string(), "hi");
  std::int64_t i = 0;
  ASSERT_TRUE(root.find("bold")->get_int(i));
  EXPECT_EQ(root.find("bold")->type(), NbtType::Byte);
  EXPECT_EQ(i, 1);
  ASSERT_TRUE(root.find("n")->get_int(i));
  EXPECT_EQ(i, -2);
  ASSERT_TRUE(root.find("i")->get_int(i));
  EXPECT_EQ(i, 70000);
  ASSERT_TRUE(root.find("l")->get_int(i));
  EXPECT_EQ(i, (std::int64_t{1} << 32) + 2);  // prismarine's [high, low] = [1, 2]
  double d = 0;
  ASSERT_TRUE(root.find("f")->get_double(d));
  EXPECT_EQ(d, 0.5);
  ASSERT_TRUE(root.find("d")->get_double(d));
  EXPECT_EQ(d, -1.25);
  EXPECT_EQ(std::get<std::vector<std::int8_t>>(root.find("ba")->payload()), (std::vector<std::int8_t>{1, -1}));
  EXPECT_EQ(std::get<std::vector<std::int32_t>>(root.find("ia")->payload()), (std::vector<std::int32_t>{3, -4}));
  EXPECT_EQ(std::get<std::vector<std::int64_t>>(root.find("la")->payload()), (std::vector<std::int64_t>{5}));
  const auto& extra = std::get<NbtList>(root.find("extra")->payload());
  ASSERT_EQ(extra.element_type, NbtType::Compound);
  ASSERT_EQ(extra.items.size(), 1u);
  EXPECT_EQ(*extra.items[0].find("text")->get_string(), "!");
}

TEST(Nbt, ReencodesToTheSameBytes) {
  auto bytes = chat_nbt_bytes();
  ByteReader r(bytes);
  Nbt root = read_network_nbt(r);
  ByteWriter w;
  write_network_nbt(w, root);
  EXPECT_EQ(to_hex(w.take()), to_hex(bytes));
}

TEST(Nbt, NamedRootRoundTrip) {
  Nbt value = Nbt::compound({{"x", Nbt::int_(5)}, {"name", Nbt::string("stone")}});
  ByteWriter w;
  write_named_nbt(w, value, "root");
  auto bytes = w.take();
  // type 0a, name length 0004 "root", then the payload
  EXPECT_EQ(to_hex(std::vector<std::uint8_t>(bytes.begin(), bytes.begin() + 7)), "0a0004726f6f74");
  ByteReader r(bytes);
  std::string name;
  EXPECT_EQ(read_named_nbt(r, &name), value);
  EXPECT_EQ(name, "root");
}

TEST(Nbt, EndTagIsAnEmptyValue) {
  auto bytes = hex_bytes("00");
  ByteReader r(bytes);
  EXPECT_EQ(read_network_nbt(r).type(), NbtType::End);
}

TEST(Nbt, ModifiedUtf8NulAndSupplementaryCharacters) {
  std::string text = std::string("a") + '\0' + "b\xF0\x9F\x98\x80";  // a NUL b 😀
  std::string java = utf8_to_modified_utf8(text);
  EXPECT_EQ(java, std::string("a\xC0\x80" "b\xED\xA0\xBD\xED\xB8\x80"));
  EXPECT_EQ(modified_utf8_to_utf8(java), text);
  // A lone continuation byte does not throw; it becomes U+FFFD.
  EXPECT_EQ(modified_utf8_to_utf8("\x80"), "\xEF\xBF\xBD");
}

TEST(Nbt, UnknownTagTypeIsAnError) {
  auto bytes = hex_bytes("0d");
  ByteReader r(bytes);
  EXPECT_THROW(read_network_nbt(r), DecodeError);
}

TEST(Nbt, ForgedArrayLengthDoesNotAllocate) {
  // IntArray claiming 2^31-1 elements with 4 bytes of data.
  auto bytes = hex_bytes("0b7fffffff00000001");
  ByteReader r(bytes);
  EXPECT_THROW(read_network_nbt(r), DecodeError);
}

std::vector<std::uint8_t> nested_lists(int depth) {
  // Root type List; each level is "element type List, count 1"; the innermost is an empty list.
  std::vector<std::uint8_t> bytes{0x09};
  for (int i = 0; i < depth; ++i) bytes.insert(bytes.end(), {0x09, 0x00, 0x00, 0x00, 0x01});
  bytes.insert(bytes.end(), {0x00, 0x00, 0x00, 0x00, 0x00});
  return bytes;
}

TEST(Nbt, NestingBeyondTheLimitIsAnError) {
  auto ok = nested_lists(100);
  ByteReader r_ok(ok);
  EXPECT_NO_THROW(read_network_nbt(r_ok));
  EXPECT_TRUE(r_ok.at_end());
  auto deep = nested_lists(kMaxNbtDepth + 10);
  ByteReader r(deep);
  try {
    read_network_nbt(r);
    FAIL() << "no error for NBT nested " << kMaxNbtDepth + 10 << " deep";
  } catch (const DecodeError& e) {
    EXPECT_NE(std::string(e.what()).find("deeper"), std::string::npos) << e.what();
  }
}

TEST(Nbt, TruncatedCompoundIsAnError) {
  auto bytes = hex_bytes("0a0300016900");  // int "i" without its 4 bytes, no End
  ByteReader r(bytes);
  EXPECT_THROW(read_network_nbt(r), DecodeError);
}

// Issue 20: 8 KB of compressed empty compounds inflated to 8 MB and decoded into 8 million tags
// (345 MB resident). The decoded size is now bounded as vanilla bounds it.
std::vector<std::uint8_t> list_of_empty_compounds(std::int32_t count) {
  ByteWriter w;
  w.write_u8(static_cast<std::uint8_t>(NbtType::List));
  w.write_u8(static_cast<std::uint8_t>(NbtType::Compound));
  w.write_i32(count);
  std::vector<std::uint8_t> out = w.take();
  out.resize(out.size() + static_cast<std::size_t>(count), 0);  // each compound: just its End byte
  return out;
}

TEST(Nbt, ManyEmptyCompoundsAreRefusedByTheMemoryBudget) {
  auto bytes = list_of_empty_compounds(8 * 1024 * 1024 - 16);
  ByteReader r(bytes);
  try {
    read_network_nbt(r);
    FAIL() << "8 million empty compounds were decoded";
  } catch (const DecodeError& e) {
    EXPECT_NE(std::string(e.what()).find("bytes of memory"), std::string::npos) << e.what();
  }
}

TEST(Nbt, BudgetAllowsWhatVanillaSends) {
  auto bytes = list_of_empty_compounds(20000);  // 20000 tags: well inside 2 MiB
  ByteReader r(bytes);
  Nbt v = read_network_nbt(r);
  EXPECT_EQ(std::get<NbtList>(v.payload()).items.size(), 20000u);
}

TEST(Nbt, APacketsTagsShareOneBudget) {
  NbtBudget packet(kMaxNetworkNbtBytes, "the NBT values of one packet");
  auto bytes = list_of_empty_compounds(20000);
  int decoded = 0;
  try {
    for (; decoded < 100; ++decoded) {
      ByteReader r(bytes);
      read_network_nbt(r, &packet);
    }
  } catch (const DecodeError& e) {
    EXPECT_NE(std::string(e.what()).find("one packet"), std::string::npos) << e.what();
  }
  EXPECT_GT(decoded, 0);
  EXPECT_LT(decoded, 100);
}

TEST(Nbt, JsonRendering) {
  Nbt v = Nbt::compound({{"text", Nbt::string("a\"b")}, {"n", Nbt::list({NbtType::Int, {Nbt::int_(1), Nbt::int_(2)}})}});
  EXPECT_EQ(v.to_json(), R"({"text":"a\"b","n":[1,2]})");
}

}  // namespace
}  // namespace craftmate::protocol
