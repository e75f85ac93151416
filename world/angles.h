#pragma once
// mineflayer's angle convention (spec §2.1): yaw in radians with 0 = north (-Z) and pi/2 = west,
// positive pitch looks up. The protocol uses Notchian degrees (yaw 0 = south) and 1/256-turn bytes.

#include <cmath>
#include <numbers>

namespace craftmate::world {

inline double euclideanMod(double a, double m) { return a - m * std::floor(a / m); }

inline double fromNotchianYaw(double degrees) {
  return euclideanMod(std::numbers::pi - degrees * std::numbers::pi / 180, 2 * std::numbers::pi);
}
inline double fromNotchianPitch(double degrees) {
  return euclideanMod(-degrees * std::numbers::pi / 180 + std::numbers::pi, 2 * std::numbers::pi) - std::numbers::pi;
}
inline double fromNotchianYawByte(double b) { return fromNotchianYaw(b * 360.0 / 256.0); }
inline double fromNotchianPitchByte(double b) { return fromNotchianPitch(b * 360.0 / 256.0); }
inline double toNotchianYaw(double yaw) { return (std::numbers::pi - yaw) * 180 / std::numbers::pi; }
inline double toNotchianPitch(double pitch) { return -pitch * 180 / std::numbers::pi; }

}  // namespace craftmate::world
