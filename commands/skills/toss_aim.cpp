#include "commands/skills/toss_aim.h"

#include <cmath>
#include <numbers>

namespace craftmate::skills {

double tossDistance(double pitch, double dy) {
  // Per tick, as the server's items_on_ground plugin and vanilla ItemEntity move an item: gravity
  // first, then the move, then drag (0.98 in the air, 0.6 * 0.98 on the ground).
  double h = std::cos(pitch) * 0.3, vy = std::sin(pitch) * 0.3 + 0.1;
  double x = 0, y = 1.62 - 0.3;
  bool onGround = false;
  for (int tick = 0; tick < 400; ++tick) {
    if (!onGround) vy -= 0.04;
    x += h;
    if (!onGround && vy < 0 && y + vy <= dy) {
      y = dy;
      vy = 0;
      onGround = true;
    } else if (!onGround) {
      y += vy;
    }
    h *= onGround ? 0.6 * 0.98 : 0.98;
    vy *= 0.98;
    if (onGround && h < 1e-4) break;
  }
  return x;
}

double tossPitchFor(double horizontal, double dy) {
  // Landing distance grows with the pitch from straight down to 20 degrees up (3.8 blocks): scan it.
  double best = 0, bestError = INFINITY;
  for (double degrees = -89; degrees <= 20; degrees += 0.5) {
    const double pitch = degrees * std::numbers::pi / 180;
    const double error = std::abs(tossDistance(pitch, dy) - horizontal);
    if (error < bestError) {
      bestError = error;
      best = pitch;
    }
  }
  return best;
}

}  // namespace craftmate::skills
