#include "world/chunk_column.h"

#include <algorithm>

namespace craftmate::world {

std::string dimensionProblem(std::int64_t minY, std::int64_t height) {
  if (height < 16 || height > kMaxDimensionHeight || height % 16 != 0)
    return "height " + std::to_string(height) + " is not a multiple of 16 between 16 and " +
           std::to_string(kMaxDimensionHeight);
  if (minY < kLowestDimensionMinY || minY > kHighestDimensionMinY || minY % 16 != 0)
    return "min_y " + std::to_string(minY) + " is not a multiple of 16 between " +
           std::to_string(kLowestDimensionMinY) + " and " + std::to_string(kHighestDimensionMinY);
  if (minY + height > kHighestDimensionMinY + 16)
    return "min_y " + std::to_string(minY) + " + height " + std::to_string(height) + " goes above y " +
           std::to_string(kHighestDimensionMinY + 16);
  return {};
}

void ColumnLayout::check() const {
  if (auto problem = dimensionProblem(minY, height); !problem.empty())
    throw protocol::DecodeError("dimension type outside the game's bounds: " + problem);
}

ChunkColumn::ChunkColumn(int chunkX, int chunkZ, ColumnLayout layout, std::vector<uint8_t> chunkData)
    : x_(chunkX), z_(chunkZ), layout_(layout), raw_(std::move(chunkData)) {
  layout_.check();
}

ChunkColumn::ChunkColumn(int chunkX, int chunkZ, ColumnLayout layout) : x_(chunkX), z_(chunkZ), layout_(layout) {
  layout_.check();
  sections_.resize(layout_.sectionCount());
  for (auto& s : sections_) {
    s.blocks = PalettedContainer(PaletteLimits::blocks(layout_.globalBlockBits), 0);
    s.biomes = PalettedContainer(PaletteLimits::biomes(layout_.globalBiomeBits), 0);
  }
  parsed_ = true;
}

std::vector<ChunkSection> ChunkColumn::parseSections(std::span<const uint8_t> bytes, const ColumnLayout& layout) {
  layout.check();  // before allocating sections for a height the server chose
  protocol::ByteReader in(bytes);
  std::vector<ChunkSection> sections(layout.sectionCount());
  for (auto& s : sections) {
    s.nonAirCount = in.read_i16();
    if (layout.fluidCounts) in.read_i16();  // the client works its fluids out from the states
    s.blocks = PalettedContainer::read(in, PaletteLimits::blocks(layout.globalBlockBits), layout.arrayLengths);
    s.biomes = PalettedContainer::read(in, PaletteLimits::biomes(layout.globalBiomeBits), layout.arrayLengths);
  }
  return sections;
}

void ChunkColumn::ensureParsed() {
  if (parsed_) return;
  sections_ = parseSections(raw_, layout_);
  raw_.clear();
  raw_.shrink_to_fit();
  parsed_ = true;
}

const std::vector<ChunkSection>& ChunkColumn::sections() {
  ensureParsed();
  return sections_;
}

int ChunkColumn::stateAt(int x, int y, int z) {
  const std::int64_t sy = (std::int64_t{y} - layout_.minY) >> 4;  // no overflow for any int y
  if (sy < 0 || sy >= layout_.sectionCount()) return 0;
  ensureParsed();
  return static_cast<int>(sections_[sy].blocks.get(((y & 15) << 8) | ((z & 15) << 4) | (x & 15)));
}

int ChunkColumn::biomeAt(int x, int y, int z) {
  ensureParsed();
  if (sections_.empty()) return 0;
  // y is clamped to the sections this column has (the layout's, checked when it was made).
  const int top = layout_.minY + static_cast<int>(sections_.size()) * 16 - 1;
  const int inside = std::clamp(y, layout_.minY, top);
  // Cells are indexed y, z, x like blocks, at a quarter of the resolution.
  const int cell = (((inside & 15) >> 2) << 4) | (((z & 15) >> 2) << 2) | ((x & 15) >> 2);
  return static_cast<int>(sections_[(inside - layout_.minY) >> 4].biomes.get(cell));
}

void ChunkColumn::replaceBiomes(std::span<const uint8_t> biomes) {
  ensureParsed();
  protocol::ByteReader in(biomes);
  std::vector<PalettedContainer> containers;
  containers.reserve(sections_.size());
  for (std::size_t i = 0; i < sections_.size(); ++i)
    containers.push_back(PalettedContainer::read(in, PaletteLimits::biomes(layout_.globalBiomeBits), layout_.arrayLengths));
  for (std::size_t i = 0; i < sections_.size(); ++i) sections_[i].biomes = std::move(containers[i]);
}

void ChunkColumn::setStateAt(int x, int y, int z, int stateId) {
  const int sy = (y - layout_.minY) >> 4;
  if (sy < 0 || sy >= layout_.sectionCount()) return;
  ensureParsed();
  auto& section = sections_[sy];
  const int index = ((y & 15) << 8) | ((z & 15) << 4) | (x & 15);
  const bool wasAir = section.blocks.get(index) == 0;
  section.blocks.set(index, static_cast<uint32_t>(stateId));
  // Only plain air counts as air here; the count is informative, nothing depends on it.
  section.nonAirCount += static_cast<int16_t>((wasAir ? 1 : 0) - (stateId == 0 ? 1 : 0));
}

std::size_t ChunkColumn::memoryBytes() const {
  std::size_t total = sizeof(*this) + raw_.capacity() + sections_.capacity() * sizeof(ChunkSection);
  for (const auto& s : sections_) total += s.blocks.memoryBytes() + s.biomes.memoryBytes();
  return total;
}

}  // namespace craftmate::world
