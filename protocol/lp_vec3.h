#pragma once
// lpVec3 — the low-precision velocity vector of 1.21.9+ (entity_velocity, spawn_entity): one zero
// byte for a vector below ~3e-5, else 48 bits (two scale bits, a continuation bit, then three
// 15-bit components in [-1, 1] scaled by the integer scale), the scale's high part as a VarInt
// when it exceeds 3. Layout as vanilla's LpVec3 and node-minecraft-protocol's lpVec3 type.

#include "protocol/byte_reader.h"
#include "protocol/byte_writer.h"

namespace craftmate::protocol {

struct LpVec3 {
  double x = 0, y = 0, z = 0;
};

LpVec3 read_lp_vec3(ByteReader& in);
void write_lp_vec3(ByteWriter& out, LpVec3 v);

}  // namespace craftmate::protocol
