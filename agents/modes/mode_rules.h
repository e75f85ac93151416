#pragma once
// The modes' trigger decisions as pure functions of a small snapshot of the bot's surroundings
// (mindcraft.md §3.5), so each rule is tested without a server. The modes (builtin_modes.h) read the
// snapshot from the bot and act on the decision.

#include <chrono>
#include <optional>
#include <string>

#include "world/entity.h"
#include "world/registry.h"
#include "world/vec3.h"

namespace craftmate::agents::modes {

// --- self_preservation ---------------------------------------------------------------------------

// What self_preservation reads: the blocks at the feet and above the head ("air" when unloaded), the
// health, and the last damage (time since it and how much it took; nullopt = never hurt).
struct BodySnapshot {
  std::string feetBlock = "air";
  std::string headBlock = "air";
  double health = 20;
  std::optional<std::chrono::milliseconds> sinceLastDamage;
  double lastDamageTaken = 0;
};

enum class Danger {
  None,          // nothing: an idle bot clears its control states
  HeadInWater,   // hold jump (no action, nothing interrupted)
  FallingBlock,  // sand, gravel or concrete powder above the head: moveAway(2)
  Burning,       // lava or fire at the feet or head: "I'm on fire!", to water within 20 or moveAway(5)
  Dying,         // hurt in the last 3 s and health < 5 or the last hit >= health: "I'm dying!", moveAway(20)
};

// MINDcraft's order: water first, then falling blocks, fire, low health.
Danger selfPreservationDanger(const BodySnapshot& body);

// --- hostile and huntable entities ----------------------------------------------------------------

// mc.isHuntable: chicken, cow, llama, mooshroom, pig, rabbit, sheep, and not a baby (metadata "baby").
bool isHuntable(const world::Registry& registry, const world::Entity& entity);
// An entity's is-baby flag (metadata index 16, MINDcraft's `entity.metadata[16]`).
bool isBaby(const world::Registry& registry, const world::Entity& entity);

// Narration: cowardice's "Aaa! A <name>!" with the first "_" as a space (JavaScript's replace).
std::string cowardiceNarration(const std::string& entityName);

// --- torch_placing ---------------------------------------------------------------------------------

// world.shouldPlaceTorch without the light level (MINDcraft does not read it either): no torch or
// wall torch within 6, a torch in the inventory, and air at the feet.
bool shouldPlaceTorch(bool torchWithin6, bool hasTorch, const std::string& feetBlock);

// torch_placing's wait between two attempts. MINDcraft waits 5 s from the start of the last attempt.
// Decision: craftmate waits from its end, and doubles the wait after each attempt that placed no
// torch (up to `longest`), back to `base` after one that did. Why: a server that does not answer a
// refused placement (as flying-squid did, for every block in the player's own cell, before the
// embedded server's block_placing plugin) keeps placeBlock waiting 5 s for the block; counted from
// the start the wait was over by then, the mode fired again at the next idle tick, forever, and the
// self-prompter, which restarts only after 2 s of idleness, never prompted again (a construction
// player with torches stalled for good).
class TorchPacing {
 public:
  using Clock = std::chrono::steady_clock;
  // `start`: when the modes were made (MINDcraft's first wait runs from then).
  TorchPacing(std::chrono::milliseconds base, std::chrono::milliseconds longest, Clock::time_point start);

  // Whether a torch may be tried now: no attempt running and the wait since the last one is over.
  enum class Outcome { Placed, NotPlaced, Interrupted };  // interrupted: the wait stays as it was

  bool due(Clock::time_point now) const;
  void attemptStarted();
  void attemptEnded(Clock::time_point now, Outcome outcome);
  std::chrono::milliseconds wait() const { return wait_; }

 private:
  std::chrono::milliseconds base_;
  std::chrono::milliseconds longest_;
  std::chrono::milliseconds wait_;
  Clock::time_point since_;
  bool running_ = false;
};

// --- unstuck ---------------------------------------------------------------------------------------

// unstuck's clock: time counts while an action runs and the bot stays within 2 blocks of where the
// count started without changing a block near it; anything else starts it again. Stuck after `limit`
// (20 s). Decision: MINDcraft restarts the clock when the bot starts digging another block (and
// allows twice the time for obsidian); craftmate restarts it when a block within reach changes (one
// was dug or placed), which needs no dig target from the client and also counts building in place
// as progress.
class StuckClock {
 public:
  explicit StuckClock(std::chrono::milliseconds limit = std::chrono::seconds(20)) : limit_(limit) {}

  // One tick: `elapsed` since the previous tick; `changedBlockNearby`: a block within reach changed
  // since the previous tick. Returns true when the bot is stuck (the clock then starts again).
  bool update(bool agentIdle, const world::Vec3& position, bool changedBlockNearby, std::chrono::milliseconds elapsed);
  void reset();
  std::chrono::milliseconds stuckFor() const { return stuckFor_; }

 private:
  std::chrono::milliseconds limit_;
  std::optional<world::Vec3> anchor_;
  std::chrono::milliseconds stuckFor_{0};
};

// --- item_collecting -------------------------------------------------------------------------------

// item_collecting's patience: an item (not the last one picked up, reachable, with more than one free
// slot) must be in sight for more than `wait` (2 s) before the bot goes for it.
class ItemNotice {
 public:
  explicit ItemNotice(std::chrono::milliseconds wait = std::chrono::seconds(2)) : wait_(wait) {}
  // `itemId`: the nearest item within 8 that qualifies, or nullopt. True: pick it up now.
  bool update(std::optional<int> itemId, std::chrono::steady_clock::time_point now);

 private:
  std::chrono::milliseconds wait_;
  std::optional<std::chrono::steady_clock::time_point> noticedAt_;
  std::optional<int> lastPicked_;
};

}  // namespace craftmate::agents::modes
