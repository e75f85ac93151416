#pragma once
// Internal: decoding bytes into Values and encoding Values into bytes by walking a TypeGraph.

#include "protocol/packet_value.h"
#include "protocol/schema_types.h"

namespace craftmate::protocol {

class ByteReader;
class ByteWriter;

// Deepest nesting of types the interpreter follows (Slots inside Slots inside ...). Vanilla never
// comes near it; hostile input that does is a DecodeError instead of a stack overflow.
inline constexpr int kMaxTypeDepth = 64;

Value decode_node(const TypeGraph& graph, int node, ByteReader& reader);
void encode_node(const TypeGraph& graph, int node, const Value& value, ByteWriter& writer);

}  // namespace craftmate::protocol
