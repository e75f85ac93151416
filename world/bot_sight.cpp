// Line of sight: mineflayer's blockAtCursor, blockAtEntityCursor, blockInSight, entityAtCursor and
// canSeeBlock over prismarine-world's voxel ray (raycast.h).

#include <cmath>

#include "world/bot.h"

namespace craftmate::world {

namespace {
// mineflayer's getViewDirection for its yaw/pitch radians (yaw 0 looks north, -z).
Vec3 viewDirection(double yaw, double pitch) {
  return {-std::sin(yaw) * std::cos(pitch), std::sin(pitch), -std::cos(yaw) * std::cos(pitch)};
}
Vec3 normalized(const Vec3& v) {
  const double n = v.norm();
  return n == 0 ? v : v * (1 / n);
}
}  // namespace

std::optional<RaycastHit> Bot::raycast(const Vec3& from, const Vec3& direction, double range,
                                       const RaycastMatcher& matcher) const {
  RaycastIterator ray(from, direction, range);
  do {
    const std::optional<Block> block = blockAt(ray.block());
    if (!block) continue;
    if (matcher) {
      if (matcher(*block, ray)) return RaycastHit{*block, BlockFace::Unknown, std::nullopt};
      continue;
    }
    const Vec3 at{double(block->position.x), double(block->position.y), double(block->position.z)};
    if (auto hit = ray.intersect(registry().collisionBoxes(block->stateId), at))
      return RaycastHit{*block, hit->face, hit->position};
  } while (ray.next());
  return std::nullopt;
}

std::optional<RaycastHit> Bot::blockAtEntityCursor(const Entity& entity, double maxDistance,
                                                   const RaycastMatcher& matcher) const {
  const Vec3 eye = entity.position + Vec3{0, entity.height, 0};
  return raycast(eye, viewDirection(entity.yaw, entity.pitch), maxDistance, matcher);
}

std::optional<RaycastHit> Bot::blockAtCursor(double maxDistance, const RaycastMatcher& matcher) const {
  return blockAtEntityCursor(entity(), maxDistance, matcher);
}

std::optional<RaycastHit> Bot::blockInSight(int maxSteps, double vectorLength) const {
  return blockAtCursor(maxSteps * vectorLength);
}

bool Bot::canSeeBlock(const Block& block) const {
  const Vec3 head = entity().position + Vec3{0, eyeHeight(), 0};
  const Vec3 corner{double(block.position.x), double(block.position.y), double(block.position.z)};
  const double range = head.distanceTo(corner);
  const Vec3 direction = normalized(corner + Vec3{0.5, 0.5, 0.5} - head);
  const auto hit = raycast(head, direction, range, [&](const Block& b, const RaycastIterator& ray) {
    const Vec3 at{double(b.position.x), double(b.position.y), double(b.position.z)};
    return ray.intersect(registry().collisionBoxes(b.stateId), at).has_value() || b.position == block.position;
  });
  return hit && hit->position == block.position;
}

const Entity* Bot::entityAtCursor(double maxDistance) const {
  const Entity& me = entity();
  if (const auto block = blockAtCursor(maxDistance); block && block->intersect) maxDistance = block->intersect->distanceTo(me.position);
  const Vec3 dir = viewDirection(me.yaw, me.pitch);
  RaycastIterator ray(me.position + Vec3{0, eyeHeight(), 0}, normalized(dir), maxDistance);
  const Entity* target = nullptr;
  double targetDistance = maxDistance;
  for (const auto& [id, e] : world_->entities()) {
    if (e.kind == "object" || id == world_->selfId() || e.username == username() ||
        e.position.distanceTo(me.position) > maxDistance)
      continue;
    const double w = e.width / 2;
    const Aabb box{-w, 0, -w, w, e.height, w};
    const auto hit = ray.intersect(std::span<const Aabb>(&box, 1), e.position);
    if (!hit) continue;
    const Vec3 toEntity = e.position - me.position;
    if (toEntity.x * dir.x + toEntity.y * dir.y + toEntity.z * dir.z < 0) continue;  // behind the bot
    const double distance = me.position.distanceTo(hit->position);
    if (distance < targetDistance) {
      target = &e;
      targetDistance = distance;
    }
  }
  return target;
}

}  // namespace craftmate::world
