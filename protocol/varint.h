#pragma once
// VarInt / VarLong: 7 data bits per byte, least-significant group first, top bit = "more follows".
// Negative numbers are two's complement, so a negative VarInt always takes 5 bytes and a negative
// VarLong 10. (minecraft-protocol's JS varlong is only 53-bit safe; ours is full 64-bit.)

#include <cstdint>
#include <optional>
#include <span>

namespace craftmate::protocol {

inline constexpr int kMaxVarIntBytes = 5;
inline constexpr int kMaxVarLongBytes = 10;

int varint_size(std::int32_t value);
int varlong_size(std::int64_t value);

// Writes into `out` (at least 5/10 bytes) and returns the byte count.
int encode_varint(std::int32_t value, std::uint8_t* out);
int encode_varlong(std::int64_t value, std::uint8_t* out);

// Decoding a VarInt from the front of `data` when it may be incomplete (framing): the value and its
// length, nullopt when more bytes are needed. Throws DecodeError when longer than 5 bytes.
struct VarIntPrefix {
  std::int32_t value;
  int length;
};
std::optional<VarIntPrefix> try_decode_varint(std::span<const std::uint8_t> data);

}  // namespace craftmate::protocol
