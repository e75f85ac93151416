#include "agents/modes/mode_rules.h"

#include "world/entity_metadata.h"

#include <algorithm>
#include <array>

namespace craftmate::agents::modes {

namespace {

bool isWater(const std::string& name) { return name == "water" || name == "flowing_water"; }
bool isBurning(const std::string& name) { return name == "lava" || name == "flowing_lava" || name == "fire"; }
// Substrings, as MINDcraft matches them: "sandstone" and "red_sand" count too.
bool isFallingBlock(const std::string& name) {
  return name.find("sand") != std::string::npos || name.find("gravel") != std::string::npos ||
         name.find("concrete_powder") != std::string::npos;
}

constexpr double kStuckDistance = 2;

}  // namespace

Danger selfPreservationDanger(const BodySnapshot& body) {
  using namespace std::chrono_literals;
  if (isWater(body.headBlock)) return Danger::HeadInWater;
  if (isFallingBlock(body.headBlock)) return Danger::FallingBlock;
  if (isBurning(body.feetBlock) || isBurning(body.headBlock)) return Danger::Burning;
  if (body.sinceLastDamage && *body.sinceLastDamage < 3000ms && (body.health < 5 || body.lastDamageTaken >= body.health))
    return Danger::Dying;
  return Danger::None;
}

bool isBaby(const world::Registry& registry, const world::Entity& entity) {
  const protocol::Value* baby = world::metadataNamed(registry, entity, "baby");
  if (!baby) return false;
  const auto kind = baby->kind();
  if (kind != protocol::Value::Kind::Bool && kind != protocol::Value::Kind::Int) return false;
  return baby->as_bool();
}

bool isHuntable(const world::Registry& registry, const world::Entity& entity) {
  static const std::array<const char*, 7> kAnimals = {"chicken", "cow", "llama", "mooshroom", "pig", "rabbit", "sheep"};
  const bool animal = std::any_of(kAnimals.begin(), kAnimals.end(), [&](const char* n) { return entity.name == n; });
  return animal && !isBaby(registry, entity);
}

std::string cowardiceNarration(const std::string& entityName) {
  std::string name = entityName;
  if (const auto underscore = name.find('_'); underscore != std::string::npos) name[underscore] = ' ';
  return "Aaa! A " + name + "!";
}

bool shouldPlaceTorch(bool torchWithin6, bool hasTorch, const std::string& feetBlock) {
  return !torchWithin6 && hasTorch && feetBlock == "air";
}

TorchPacing::TorchPacing(std::chrono::milliseconds base, std::chrono::milliseconds longest, Clock::time_point start)
    : base_(base), longest_(std::max(base, longest)), wait_(base), since_(start) {}

bool TorchPacing::due(Clock::time_point now) const { return !running_ && now - since_ >= wait_; }

void TorchPacing::attemptStarted() { running_ = true; }

void TorchPacing::attemptEnded(Clock::time_point now, Outcome outcome) {
  running_ = false;
  since_ = now;
  if (outcome == Outcome::Placed) wait_ = base_;
  if (outcome == Outcome::NotPlaced) wait_ = std::min(wait_ * 2, longest_);
}

bool StuckClock::update(bool agentIdle, const world::Vec3& position, bool changedBlockNearby, std::chrono::milliseconds elapsed) {
  if (agentIdle) {  // an idle bot is never stuck
    reset();
    return false;
  }
  if (anchor_ && anchor_->distanceTo(position) < kStuckDistance && !changedBlockNearby) {
    stuckFor_ += elapsed;
  } else {
    anchor_ = position;
    stuckFor_ = std::chrono::milliseconds(0);
  }
  if (stuckFor_ > limit_) {
    stuckFor_ = std::chrono::milliseconds(0);
    return true;
  }
  return false;
}

void StuckClock::reset() {
  anchor_.reset();
  stuckFor_ = std::chrono::milliseconds(0);
}

bool ItemNotice::update(std::optional<int> itemId, std::chrono::steady_clock::time_point now) {
  if (!itemId || itemId == lastPicked_) {
    noticedAt_.reset();
    return false;
  }
  if (!noticedAt_) noticedAt_ = now;
  if (now - *noticedAt_ > wait_) {
    lastPicked_ = itemId;
    noticedAt_.reset();
    return true;
  }
  return false;
}

}  // namespace craftmate::agents::modes
