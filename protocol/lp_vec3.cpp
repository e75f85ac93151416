#include "protocol/lp_vec3.h"

#include <algorithm>
#include <cmath>

namespace craftmate::protocol {

namespace {
constexpr double kMaxQuantized = 32766.0;
constexpr double kAbsMin = 3.051944088384301e-5;
constexpr double kAbsMax = 1.7179869183e10;

double sanitize(double v) { return std::isnan(v) ? 0.0 : std::clamp(v, -kAbsMax, kAbsMax); }
std::uint64_t pack(double v) { return static_cast<std::uint64_t>(std::llround((v * 0.5 + 0.5) * kMaxQuantized)); }
double unpack(std::uint64_t packed, int shift) {
  const double q = std::min(static_cast<double>((packed >> shift) & 0x7fff), kMaxQuantized);
  return q * 2.0 / kMaxQuantized - 1.0;
}
}  // namespace

LpVec3 read_lp_vec3(ByteReader& in) {
  const std::uint8_t a = in.read_u8();
  if (a == 0) return {};
  const std::uint8_t b = in.read_u8();
  const std::uint32_t c = in.read_u32();
  const std::uint64_t packed = (std::uint64_t{c} << 16) | (std::uint64_t{b} << 8) | a;
  double scale = a & 3;
  if (a & 4) scale += static_cast<double>(static_cast<std::uint32_t>(in.read_varint())) * 4;
  return {unpack(packed, 3) * scale, unpack(packed, 18) * scale, unpack(packed, 33) * scale};
}

void write_lp_vec3(ByteWriter& out, LpVec3 v) {
  const double x = sanitize(v.x), y = sanitize(v.y), z = sanitize(v.z);
  const double max = std::max({std::abs(x), std::abs(y), std::abs(z)});
  if (max < kAbsMin) {
    out.write_u8(0);
    return;
  }
  const auto scale = static_cast<std::uint64_t>(std::ceil(max));
  const bool continued = scale > 3;
  const std::uint64_t markers = continued ? ((scale % 4) | 4) : scale;
  const std::uint64_t packed = markers | pack(x / scale) << 3 | pack(y / scale) << 18 | pack(z / scale) << 33;
  out.write_u8(static_cast<std::uint8_t>(packed & 0xff));
  out.write_u8(static_cast<std::uint8_t>((packed >> 8) & 0xff));
  out.write_u32(static_cast<std::uint32_t>(packed >> 16));
  if (continued) out.write_varint(static_cast<std::int32_t>(scale / 4));
}

}  // namespace craftmate::protocol
