#pragma once
// Packet compression (after login `compress {threshold}`): the frame body becomes
// `VarInt dataLength` + data. Packets of at least `threshold` bytes are zlib-deflated with
// dataLength = their uncompressed size; smaller ones are sent raw with dataLength = 0
// (a vanilla server rejects compressed packets below the threshold).

#include <cstdint>
#include <span>
#include <vector>

namespace craftmate::protocol {

// Vanilla refuses to inflate packets claiming more than 8 MiB.
inline constexpr std::size_t kMaxUncompressedLength = 8 * 1024 * 1024;

std::vector<std::uint8_t> compress_packet(std::span<const std::uint8_t> payload, int threshold);
// Returns the uncompressed payload (VarInt id + fields). Throws DecodeError when dataLength is out of
// range, the zlib stream is corrupt, or it inflates to a different size than announced.
std::vector<std::uint8_t> decompress_packet(std::span<const std::uint8_t> body);

// Plain zlib helpers (also used by tests and benches).
std::vector<std::uint8_t> zlib_deflate(std::span<const std::uint8_t> data, int level = -1);
std::vector<std::uint8_t> zlib_inflate(std::span<const std::uint8_t> data, std::size_t expected_size);

}  // namespace craftmate::protocol
