#pragma once
// One 16-wide column of the world as `map_chunk` sends it: a stack of 16x16x16 sections, each a
// non-air count plus a block-state and a biome paletted container (spec §1.6).
//
// The column keeps the wire bytes until a block is first read or written, then parses them into
// paletted containers (still compact); columns no bot ever looks at never get parsed.

#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <vector>

#include "world/paletted_container.h"

namespace craftmate::world {

struct ChunkSection {
  int16_t nonAirCount = 0;
  PalettedContainer blocks;
  PalettedContainer biomes;
};

// Vanilla's bounds on a dimension type (its codec refuses others): the height is a positive
// multiple of 16 of at most 4064, min_y a multiple of 16 in [-2032, 2016], and the top
// (min_y + height) at most 2032. A server choosing anything else is refused before any allocation.
inline constexpr int kMaxDimensionHeight = 4064;
inline constexpr int kLowestDimensionMinY = -2032;
inline constexpr int kHighestDimensionMinY = 2016;
// Empty when (minY, height) is a dimension the game allows; otherwise what is wrong with it.
std::string dimensionProblem(std::int64_t minY, std::int64_t height);

// What a column needs to know about its dimension and the version's palettes.
struct ColumnLayout {
  int minY = -64;
  int height = 384;
  int globalBlockBits = 15;
  int globalBiomeBits = 6;
  bool arrayLengths = true;  // paletted containers' long arrays length-prefixed (before 1.21.5)
  bool fluidCounts = false;  // a section's fluid count follows its non-air count (26.1 on)
  int sectionCount() const { return height / 16; }
  // Throws protocol::DecodeError naming the value when the dimension is outside vanilla's bounds.
  void check() const;
};

class ChunkColumn {
 public:
  // Keeps `chunkData` (the map_chunk "chunkData" buffer) for lazy parsing.
  ChunkColumn(int chunkX, int chunkZ, ColumnLayout layout, std::vector<uint8_t> chunkData);
  // An all-air column (tests, and servers that send empty columns).
  ChunkColumn(int chunkX, int chunkZ, ColumnLayout layout);

  int chunkX() const { return x_; }
  int chunkZ() const { return z_; }
  const ColumnLayout& layout() const { return layout_; }

  // Block state at world coordinates inside this column; y outside the dimension reads as air (0).
  // Throws protocol::DecodeError if the kept bytes turn out not to be a valid column.
  int stateAt(int x, int y, int z);
  void setStateAt(int x, int y, int z, int stateId);
  // Biome id (an index into the server's worldgen/biome registry) of the 4x4x4 cell holding the
  // block at world coordinates; y outside the dimension is clamped to it, as the game does.
  int biomeAt(int x, int y, int z);
  // Replaces every section's biome container with the ones in `biomes` (a `chunk_biomes` entry:
  // one biome paletted container per section). Throws protocol::DecodeError, leaving the column unchanged.
  void replaceBiomes(std::span<const uint8_t> biomes);
  // Parses now (so errors surface where the packet is handled) and returns the sections.
  const std::vector<ChunkSection>& sections();
  std::size_t memoryBytes() const;

  // Parses sections from bytes; exposed for the decoder benchmark and the fuzz target.
  static std::vector<ChunkSection> parseSections(std::span<const uint8_t> bytes, const ColumnLayout& layout);

 private:
  void ensureParsed();
  int x_, z_;
  ColumnLayout layout_;
  std::vector<uint8_t> raw_;
  std::vector<ChunkSection> sections_;
  bool parsed_ = false;
};

}  // namespace craftmate::world
