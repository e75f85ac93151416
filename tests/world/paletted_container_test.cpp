// Paletted containers and chunk columns from hand-built wire bytes (spec §1.6 layout).

#include <gtest/gtest.h>

#include <limits>
#include <random>

#include "world/chunk_column.h"
#include "world/paletted_container.h"
#include "tests/world/wire_bytes.h"

using namespace craftmate::world::wire;

using namespace craftmate::world;


TEST(PalettedContainer, SingleValue) {
  Bytes b;
  writeContainer(b, 0, {9}, {});
  craftmate::protocol::ByteReader in(b.out);
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
  craftmate::protocol::ByteReader in(b.out);
  auto c = PalettedContainer::read(in, PaletteLimits::blocks(15));
  for (int i = 0; i < 4096; ++i) ASSERT_EQ(c.get(i), palette[entries[i]]) << i;
}

TEST(PalettedContainer, DirectFifteenBits) {
  std::vector<uint32_t> entries(4096);
  for (int i = 0; i < 4096; ++i) entries[i] = (i * 7919) % 26684;
  Bytes b;
  writeContainer(b, 15, {}, entries);
  craftmate::protocol::ByteReader in(b.out);
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
  craftmate::protocol::ByteReader in(truncated.out);
  try {
    PalettedContainer::read(in, PaletteLimits::blocks(15));
    FAIL();
  } catch (const craftmate::protocol::DecodeError& e) {
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
  craftmate::protocol::ByteReader in2(wrongLength.out);
  EXPECT_THROW(PalettedContainer::read(in2, PaletteLimits::blocks(15)), craftmate::protocol::DecodeError);
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

// Section 4 (y 0..15) has an indirect 2-bit biome palette, every other section a single value.
std::vector<uint8_t> columnWithBiomeCells() {
  return airColumnWithBiomes(24, [](Bytes& b, int section) {
    if (section != 4) {
      writeContainer(b, 0, {section == 0 ? 11u : 39u}, {});
      return;
    }
    std::vector<uint32_t> cells(64, 0);
    cells[biomeCell(4, 12, 8)] = 1;   // the cell of blocks x 4..7, y 12..15, z 8..11
    cells[biomeCell(15, 0, 15)] = 2;
    writeContainer(b, 2, {39, 7, 52}, cells);
  });
}

TEST(ChunkColumn, BiomesFromSingleValuedAndIndirectPalettes) {
  ColumnLayout layout;  // overworld: 24 sections from y=-64, 6-bit direct biome ids
  ChunkColumn column(-1, 2, layout, columnWithBiomeCells());
  const auto& biomes = column.sections()[4].biomes;
  EXPECT_EQ(biomes.bitsPerEntry(), 2);
  EXPECT_FALSE(biomes.isDirect());  // biomes go direct above 3 bits, blocks above 8
  // Column (-1, 2) covers x -16..-1 and z 32..47: local x 4 is world x -12.
  EXPECT_EQ(column.biomeAt(-16 + 4, 12, 32 + 8), 7);
  EXPECT_EQ(column.biomeAt(-16 + 7, 15, 32 + 11), 7);  // same 4x4x4 cell
  EXPECT_EQ(column.biomeAt(-16 + 8, 15, 32 + 11), 39);  // next cell in x
  EXPECT_EQ(column.biomeAt(-16 + 4, 11, 32 + 8), 39);   // next cell down
  EXPECT_EQ(column.biomeAt(-1, 0, 47), 52);
  EXPECT_EQ(column.biomeAt(-16, 100, 32), 39);         // single-valued section 10
  EXPECT_EQ(column.biomeAt(-16, -64, 32), 11);         // single-valued section 0
  EXPECT_EQ(column.biomeAt(-16, -200, 32), 11);        // below the world: clamped to the bottom
  EXPECT_EQ(column.biomeAt(-16, 500, 32), 39);         // above it: clamped to the top
}

TEST(ChunkColumn, ReplaceBiomesTakesOneContainerPerSection) {
  ColumnLayout layout;
  ChunkColumn column(0, 0, layout, columnWithBiomeCells());
  column.setStateAt(1, 2, 3, 9);  // blocks survive a biome change
  Bytes biomes;
  for (int s = 0; s < layout.sectionCount(); ++s) writeContainer(biomes, 0, {uint32_t(s)}, {});
  column.replaceBiomes(biomes.out);
  EXPECT_EQ(column.biomeAt(4, 12, 8), 4);
  EXPECT_EQ(column.biomeAt(0, -64, 0), 0);
  EXPECT_EQ(column.stateAt(1, 2, 3), 9);

  Bytes tooShort;
  writeContainer(tooShort, 0, {1}, {});
  EXPECT_THROW(column.replaceBiomes(tooShort.out), craftmate::protocol::DecodeError);
  EXPECT_EQ(column.biomeAt(4, 12, 8), 4);  // unchanged
}

TEST(ChunkColumn, TruncatedColumnThrowsDecodeError) {
  ColumnLayout layout;
  Bytes b;
  b.i16(0);
  writeContainer(b, 0, {1}, {});
  ChunkColumn column(0, 0, layout, b.out);
  EXPECT_THROW(column.stateAt(0, 0, 0), craftmate::protocol::DecodeError);
}

// A server-chosen dimension: vanilla's bounds (issue 20: a height of 2^26 allocated 753 MB).
TEST(ChunkColumn, DimensionBoundsAreVanillas) {
  EXPECT_EQ(dimensionProblem(-64, 384), "");
  EXPECT_EQ(dimensionProblem(0, 256), "");
  EXPECT_EQ(dimensionProblem(-2032, 4064), "");
  EXPECT_EQ(dimensionProblem(2016, 16), "");
  EXPECT_NE(dimensionProblem(0, 0), "");
  EXPECT_NE(dimensionProblem(0, -16), "");
  EXPECT_NE(dimensionProblem(0, 8), "");
  EXPECT_NE(dimensionProblem(-2032, 4080), "");
  EXPECT_NE(dimensionProblem(0, std::int64_t{1} << 40), "");
  EXPECT_NE(dimensionProblem(-2048, 16), "");
  EXPECT_NE(dimensionProblem(8, 16), "");
  EXPECT_NE(dimensionProblem(2016, 32), "");  // top above y 2032
  EXPECT_NE(dimensionProblem(-(std::int64_t{1} << 40), 16), "");
  EXPECT_NE(dimensionProblem(0, 1 << 26).find("height 67108864"), std::string::npos);
}

TEST(ChunkColumn, HugeHeightIsRefusedBeforeAnyAllocation) {
  ColumnLayout huge;
  huge.minY = 0;
  huge.height = 1 << 26;  // 4 million sections
  try {
    ChunkColumn column(0, 0, huge, std::vector<uint8_t>(8, 0));
    column.stateAt(0, 0, 0);
    FAIL() << "a height of 2^26 was accepted";
  } catch (const craftmate::protocol::DecodeError& e) {
    EXPECT_NE(std::string(e.what()).find("height 67108864"), std::string::npos) << e.what();
  }
  EXPECT_THROW(ChunkColumn::parseSections({}, huge), craftmate::protocol::DecodeError);
}

TEST(ChunkColumn, HeightsWithoutWholeSectionsAreRefused) {
  // A height of 8 made zero sections, and biomeAt read section 0 of an empty vector.
  ColumnLayout small;
  small.minY = 0;
  small.height = 8;
  EXPECT_THROW(ChunkColumn(0, 0, small), craftmate::protocol::DecodeError);
  small.height = 0;
  EXPECT_THROW(ChunkColumn(0, 0, small), craftmate::protocol::DecodeError);
}

TEST(ChunkColumn, BiomeAndBlockLookupsStayInsideTheColumnForAnyY) {
  ColumnLayout layout;
  ChunkColumn column(0, 0, layout);
  for (int y : {std::numeric_limits<int>::min(), -65, 319, 320, std::numeric_limits<int>::max()}) {
    EXPECT_EQ(column.biomeAt(0, y, 0), 0);
    EXPECT_EQ(column.stateAt(0, y, 0), 0);
  }
}
