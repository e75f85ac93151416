#pragma once
// Block positions on the wire: one i64 holding x (26 bits, signed, most significant), z (26 bits,
// signed) and y (12 bits, signed, least significant). The schema interpreter decodes `position`
// generically as a bitfield {x, z, y}; these helpers are for code that packs positions itself
// (multi-block sections, tests) and document the layout.

#include <cstdint>

namespace craftmate::protocol {

struct BlockPosition {
  std::int32_t x = 0, y = 0, z = 0;
  friend bool operator==(const BlockPosition&, const BlockPosition&) = default;
};

inline std::int64_t pack_position(BlockPosition p) {
  return static_cast<std::int64_t>(((static_cast<std::uint64_t>(p.x) & 0x3FFFFFF) << 38) |
                                   ((static_cast<std::uint64_t>(p.z) & 0x3FFFFFF) << 12) |
                                   (static_cast<std::uint64_t>(p.y) & 0xFFF));
}

inline BlockPosition unpack_position(std::int64_t packed) {
  // Arithmetic right shifts of the signed value sign-extend each field.
  BlockPosition p;
  p.x = static_cast<std::int32_t>(packed >> 38);
  p.z = static_cast<std::int32_t>(static_cast<std::int64_t>(static_cast<std::uint64_t>(packed) << 26) >> 38);
  p.y = static_cast<std::int32_t>(static_cast<std::int64_t>(static_cast<std::uint64_t>(packed) << 52) >> 52);
  return p;
}

}  // namespace craftmate::protocol
