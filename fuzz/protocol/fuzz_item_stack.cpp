// Fuzzes protocol.json's `Slot` (item stacks with 1.21.1 data components) through the interpreter
// and the ItemStack lift; a decoded stack must re-encode and decode to the same bytes.
#include <cstdint>

#include "protocol/byte_reader.h"
#include "protocol/byte_writer.h"
#include "protocol/errors.h"
#include "protocol/minecraft_data.h"
#include "protocol/protocol_schema.h"

using namespace craftmate::protocol;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static auto schema = load_protocol();
  Value stack;
  try {
    ByteReader r(data, size);
    stack = schema->decode_type(State::Play, Direction::ToClient, "Slot", r);
  } catch (const DecodeError&) {
    return 0;
  }
  ByteWriter w1;
  schema->encode_type(State::Play, Direction::ToClient, "Slot", stack, w1);
  auto bytes1 = w1.take();
  ByteReader r2(bytes1);
  Value again = schema->decode_type(State::Play, Direction::ToClient, "Slot", r2);
  ByteWriter w2;
  schema->encode_type(State::Play, Direction::ToClient, "Slot", again, w2);
  if (w2.take() != bytes1) __builtin_trap();
  return 0;
}
