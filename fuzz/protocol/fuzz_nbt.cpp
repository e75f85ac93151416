// Fuzzes network NBT. A decoded value re-encodes to bytes that decode to an equal encoding
// (the first pass may normalise, e.g. invalid modified UTF-8 becomes U+FFFD).
#include <cstdint>

#include "protocol/byte_reader.h"
#include "protocol/byte_writer.h"
#include "protocol/errors.h"
#include "protocol/nbt.h"

using namespace craftmate::protocol;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  Nbt first;
  try {
    ByteReader r(data, size);
    first = read_network_nbt(r);
  } catch (const DecodeError&) {
    return 0;
  }
  ByteWriter w1;
  write_network_nbt(w1, first);
  auto bytes1 = w1.take();
  ByteReader r2(bytes1);
  Nbt second = read_network_nbt(r2);  // must not throw: we wrote it
  ByteWriter w2;
  write_network_nbt(w2, second);
  if (w2.take() != bytes1 || !r2.at_end()) __builtin_trap();
  (void)first.to_json();
  return 0;
}
