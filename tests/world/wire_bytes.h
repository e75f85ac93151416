#pragma once
// Builds chunk-section bytes by hand, as the spec lays them out (§1.6), for decoder tests.

#include <cstdint>
#include <functional>
#include <vector>

namespace craftmate::world::wire {


struct Bytes {
  std::vector<uint8_t> out;
  void u8(uint8_t v) { out.push_back(v); }
  void i16(int16_t v) {
    out.push_back(uint8_t(uint16_t(v) >> 8));
    out.push_back(uint8_t(v));
  }
  void u64(uint64_t v) {
    for (int i = 7; i >= 0; --i) out.push_back(uint8_t(v >> (i * 8)));
  }
  void varint(uint32_t v) {
    while (v >= 0x80) {
      out.push_back(uint8_t(v | 0x80));
      v >>= 7;
    }
    out.push_back(uint8_t(v));
  }
};

// Packs `values` (palette indices or global ids) `bits` wide, never straddling longs.
inline std::vector<uint64_t> pack(const std::vector<uint32_t>& values, int bits) {
  const int perLong = 64 / bits;
  std::vector<uint64_t> longs((values.size() + perLong - 1) / perLong, 0);
  for (std::size_t i = 0; i < values.size(); ++i) longs[i / perLong] |= uint64_t(values[i]) << ((i % perLong) * bits);
  return longs;
}

inline void writeContainer(Bytes& b, int bits, const std::vector<uint32_t>& palette, const std::vector<uint32_t>& entries) {
  b.u8(uint8_t(bits));
  if (bits == 0) {
    b.varint(palette[0]);
    b.varint(0);
    return;
  }
  if (!palette.empty()) {
    b.varint(uint32_t(palette.size()));
    for (auto p : palette) b.varint(p);
  }
  auto longs = pack(entries, bits);
  b.varint(uint32_t(longs.size()));
  for (auto l : longs) b.u64(l);
}


// A column of `sections` sections, all air except one block `stoneState` at `stoneIndex` of
// section `stoneSection`.
inline std::vector<uint8_t> airColumnWithStone(int sections, int stoneSection, int stoneIndex, uint32_t stoneState) {
  Bytes b;
  for (int s = 0; s < sections; ++s) {
    b.i16(s == stoneSection ? 1 : 0);
    if (s == stoneSection) {
      std::vector<uint32_t> entries(4096, 0);
      entries[stoneIndex] = 1;
      writeContainer(b, 4, {0, stoneState}, entries);
    } else {
      writeContainer(b, 0, {0}, {});
    }
    writeContainer(b, 0, {0}, {});
  }
  return b.out;
}

// An all-air column whose biome containers `writeBiomes(bytes, section)` writes, one per section.
inline std::vector<uint8_t> airColumnWithBiomes(int sections, const std::function<void(Bytes&, int)>& writeBiomes) {
  Bytes b;
  for (int s = 0; s < sections; ++s) {
    b.i16(0);
    writeContainer(b, 0, {0}, {});
    writeBiomes(b, s);
  }
  return b.out;
}

// The index of the biome cell holding a block at local coordinates (4x4x4 cells, y, z, x order).
inline int biomeCell(int x, int y, int z) { return ((y >> 2) << 4) | ((z >> 2) << 2) | (x >> 2); }

}  // namespace craftmate::world::wire
