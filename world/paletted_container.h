#pragma once
// A paletted container as the protocol sends it (spec §1.6): single value, indirect (palette +
// packed indices) or direct (packed global ids). We keep that compact form and decode an entry
// only when it is read, so a loaded column costs about its wire size (DESIGN.md §3).

#include <cstdint>
#include <functional>
#include <vector>

#include "protocol/byte_reader.h"
#include "protocol/errors.h"

namespace craftmate::world {

struct PaletteLimits {
  uint16_t entries;          // 4096 block states or 64 biome cells
  uint8_t minIndirectBits;   // blocks 4, biomes 1 (what a container grows into from single value)
  uint8_t maxIndirectBits;   // blocks 8, biomes 3 (above this the global palette is used)
  uint8_t globalBits;        // direct palette width: from the version's block states and biome count

  static PaletteLimits blocks(int globalBits) { return {4096, 4, 8, static_cast<uint8_t>(globalBits)}; }
  static PaletteLimits biomes(int globalBits) { return {64, 1, 3, static_cast<uint8_t>(globalBits)}; }
};

class PalettedContainer {
 public:
  PalettedContainer() = default;
  PalettedContainer(PaletteLimits limits, uint32_t singleValue) : limits_(limits), palette_{singleValue} {}

  // Reads bitsPerEntry, palette and the long array, length-prefixed unless `lengthPrefixed` is
  // false (1.21.5+, where the length follows from bitsPerEntry). Throws protocol::DecodeError.
  static PalettedContainer read(protocol::ByteReader& in, PaletteLimits limits, bool lengthPrefixed = true);

  uint32_t get(int index) const {
    if (bits_ == 0) return palette_[0];
    const int perLong = 64 / bits_;
    const uint64_t raw = (data_[index / perLong] >> ((index % perLong) * bits_)) & ((uint64_t(1) << bits_) - 1);
    if (isDirect()) return static_cast<uint32_t>(raw);
    return raw < palette_.size() ? palette_[raw] : palette_[0];
  }
  void set(int index, uint32_t value);

  bool isSingleValue() const { return bits_ == 0; }
  bool isDirect() const { return bits_ > limits_.maxIndirectBits; }
  int bitsPerEntry() const { return bits_; }
  // The global ids that may occur (empty for a direct container, where any id may).
  const std::vector<uint32_t>& palette() const { return palette_; }
  // True when some entry satisfies `match`: checks the palette only, except for direct containers.
  bool mayContain(const std::function<bool(uint32_t)>& match) const;
  std::size_t memoryBytes() const { return palette_.capacity() * 4 + data_.capacity() * 8; }

 private:
  void repack(int newBits);  // re-encode every entry with a new width (indirect or direct)
  void writeRaw(int index, uint64_t raw) {
    const int perLong = 64 / bits_;
    const int shift = (index % perLong) * bits_;
    const uint64_t mask = ((uint64_t(1) << bits_) - 1) << shift;
    auto& word = data_[index / perLong];
    word = (word & ~mask) | ((raw << shift) & mask);
  }

  PaletteLimits limits_{4096, 4, 8, 15};
  uint8_t bits_ = 0;
  std::vector<uint32_t> palette_{0};  // single value: one entry; direct: empty
  std::vector<uint64_t> data_;
};

}  // namespace craftmate::world
