// Fuzzes the whole packet decoder: the first byte picks the state and direction, the rest is a
// packet payload (VarInt id + fields). Decoding may fail only with DecodeError; a packet that
// decodes must encode again, and its encoding must be stable (decode(encode(p)) encodes the same).
#include <cstdint>
#include <span>

#include "protocol/errors.h"
#include "protocol/minecraft_data.h"
#include "protocol/protocol_schema.h"

using namespace craftmate::protocol;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static auto schema = load_protocol();
  if (size < 2) return 0;
  auto state = static_cast<State>(data[0] % 5);
  auto direction = (data[0] / 5) % 2 == 0 ? Direction::ToClient : Direction::ToServer;
  std::span<const std::uint8_t> payload(data + 1, size - 1);
  Packet p;
  try {
    p = schema->decode_packet(state, direction, payload);
  } catch (const DecodeError&) {
    return 0;
  }
  if (p.name.empty()) return 0;
  Bytes first;
  try {
    first = schema->encode_packet(state, direction, p.name, p.fields);
  } catch (const EncodeError&) {
    // Values the decoder produced but the encoder refuses would mean the two halves disagree.
    __builtin_trap();
  }
  Packet again = schema->decode_packet(state, direction, first);
  if (schema->encode_packet(state, direction, again.name, again.fields) != first) __builtin_trap();
  return 0;
}
