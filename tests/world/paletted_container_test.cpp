// Paletted containers and chunk columns from hand-built wire bytes (spec §1.6 layout).

#include <gtest/gtest.h>

#include <random>

#include "world/chunk_column.h"
#include "world/paletted_container.h"
#include "tests/world/wire_bytes.h"

using namespace craftmate::world::wire;

using namespace craftmate::world;


TEST(PalettedContainer, SingleValue) {
  Bytes b;
  writeContainer(b, 0, {9}, {});
  ByteReader in(b.out);
  auto c = PalettedContainer::read(in, PaletteLimits::blocks(15));
  EXPECT_TRUE(c.isSingleValue());
  EXPECT_EQ(c.get(0), 9u);
  EXPECT_EQ(c.get(4095), 9u);
  EXPECT_EQ(in.remaining(), 0u);
}

TEST(PalettedContainer, IndirectFiveBitsDoesNotStraddleLongs) {
  // 5 bits -> 12 values per long, 4 bits of padding per long: 342 longs.
  std::vector<uint32_t> palette;
  for (int i = 0; i < 20; ++i) palette.push_back(100 + i * 7);
  std::vector<uint32_t> entries(4096);
  for (int i = 0; i < 4096; ++i) entries[i] = (i * 13) % 20;
  Bytes b;
  writeContainer(b, 5, palette, entries);
  ByteReader in(b.out);
  auto c = PalettedContainer::read(in, PaletteLimits::blocks(15));
  for (int i = 0; i < 4096; ++i) ASSERT_EQ(c.get(i), palette[entries[i]]) << i;
}

TEST(PalettedContainer, DirectFifteenBits) {
  std::vector<uint32_t> entries(4096);
  for (int i = 0; i < 4096; ++i) entries[i] = (i * 7919) % 26684;
  Bytes b;
  writeContainer(b, 15, {}, entries);
  ByteReader in(b.out);
  auto c = PalettedContainer::read(in, PaletteLimits::blocks(15));
  EXPECT_TRUE(c.isDirect());
  for (int i = 0; i < 4096; ++i) ASSERT_EQ(c.get(i), entries[i]);
}

TEST(PalettedContainer, SetGrowsFromSingleToIndirectToDirect) {
  PalettedContainer c(PaletteLimits::blocks(15), 0);
  std::mt19937 rng(7);
  std::vector<uint32_t> expected(4096, 0);
  // 300 distinct ids forces single -> 4 bits -> ... -> 8 bits -> direct.
  for (int step = 0; step < 6000; ++step) {
    int index = int(rng() % 4096);
    uint32_t value = (rng() % 300) * 3;
    c.set(index, value);
    expected[index] = value;
    if (step % 500 == 0) {
      for (int i = 0; i < 4096; ++i) ASSERT_EQ(c.get(i), expected[i]) << "step " << step;
    }
  }
  EXPECT_TRUE(c.isDirect());
  for (int i = 0; i < 4096; ++i) ASSERT_EQ(c.get(i), expected[i]);
}

TEST(PalettedContainer, MalformedBytesAreClearErrors) {
  Bytes truncated;
  writeContainer(truncated, 4, {1, 2}, std::vector<uint32_t>(4096, 1));
  truncated.out.resize(truncated.out.size() - 5);
  ByteReader in(truncated.out);
  try {
    PalettedContainer::read(in, PaletteLimits::blocks(15));
    FAIL();
  } catch (const MalformedData& e) {
    EXPECT_NE(std::string(e.what()).find("longs"), std::string::npos) << e.what();
  }
  Bytes wrongLength;
  wrongLength.u8(4);
  wrongLength.varint(1);
  wrongLength.varint(5);
  wrongLength.varint(3);  // 4 bits need 256 longs
  wrongLength.u64(0);
  wrongLength.u64(0);
  wrongLength.u64(0);
  ByteReader in2(wrongLength.out);
  EXPECT_THROW(PalettedContainer::read(in2, PaletteLimits::blocks(15)), MalformedData);
}

TEST(ChunkColumn, ParsesSectionsAndIndexesYZX) {
  ColumnLayout layout;  // overworld: 24 sections from y=-64
  Bytes b;
  for (int s = 0; s < layout.sectionCount(); ++s) {
    b.i16(s == 4 ? 1 : 0);
    if (s == 4) {  // section 4 covers y 0..15: a single stone at x=3, y=2, z=5
      std::vector<uint32_t> entries(4096, 0);
      entries[(2 << 8) | (5 << 4) | 3] = 1;
      writeContainer(b, 4, {0, 1}, entries);
    } else {
      writeContainer(b, 0, {0}, {});
    }
    writeContainer(b, 0, {40}, {});  // biomes
  }
  ChunkColumn column(1, -2, layout, b.out);
  EXPECT_EQ(column.stateAt(16 + 3, 2, -32 + 5), 1);
  EXPECT_EQ(column.stateAt(16 + 3, 3, -32 + 5), 0);
  EXPECT_EQ(column.stateAt(16 + 4, 2, -32 + 5), 0);
  EXPECT_EQ(column.stateAt(16 + 3, -65, -32 + 5), 0);  // below the world
  column.setStateAt(16 + 3, 200, -32 + 5, 9);
  EXPECT_EQ(column.stateAt(16 + 3, 200, -32 + 5), 9);
  EXPECT_EQ(column.sections()[4].biomes.get(0), 40u);
}

TEST(ChunkColumn, TruncatedColumnThrowsMalformedData) {
  ColumnLayout layout;
  Bytes b;
  b.i16(0);
  writeContainer(b, 0, {1}, {});
  ChunkColumn column(0, 0, layout, b.out);
  EXPECT_THROW(column.stateAt(0, 0, 0), MalformedData);
}
