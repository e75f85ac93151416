#pragma once
// What every skill gets: the bot, the output log the command shows the model (MINDcraft's
// `bot.output`, one line per `log(bot, msg)`), and the few agent settings skills read.
//
// Cancellation: a skill is an asio::awaitable; cancelling the awaiting coroutine (its cancellation
// slot: `!stop`, a newer command, a mode) ends it at the next wait with world::ActionCancelled, and
// the bot stops moving at once. What was logged before the cancellation stays in `output`, as
// MINDcraft keeps `bot.output` of an interrupted action.

#include <chrono>
#include <functional>
#include <string>
#include <string_view>

#include <boost/asio/awaitable.hpp>

#include "world/vec3.h"

namespace craftmate::world {
class Bot;
}

namespace craftmate::skills {

struct SkillContext {
  explicit SkillContext(world::Bot& b) : bot(b) {}

  world::Bot& bot;
  std::string output;  // log lines, each ending in "\n"
  // The `cheat` mode: place and break with /setblock, travel with /tp.
  bool cheat = false;
  // MINDcraft's `restrict_to_inventory`: in creative mode, do not conjure blocks to place.
  bool restrictToInventory = false;
  // Mode pausing (self_defense, cowardice, unstuck...): the agent's modes live above commands/, so
  // they are reached through this hook; unset = no modes.
  std::function<void(std::string_view mode)> pauseMode;
  // followPlayer unpauses unstuck again once it is away from the player; unset = no modes.
  std::function<void(std::string_view mode)> unpauseMode;
  // Whether a mode is on (world.shouldPlaceTorch asks for torch_placing); unset = every mode off.
  std::function<bool(std::string_view mode)> modeIsOn;

  void log(std::string_view message);
  void pause(std::string_view mode) const {
    if (pauseMode) pauseMode(mode);
  }
  void unpause(std::string_view mode) const {
    if (unpauseMode) unpauseMode(mode);
  }
};

// JavaScript's String(number), as MINDcraft's template strings print numbers.
std::string jsNumber(double v);
// Number.prototype.toFixed(1).
std::string fixed1(double v);
// Vec3's toString in MINDcraft's messages: "(x, y, z)".
std::string vecText(const world::Vec3& v);
std::string vecText(const world::BlockPos& p);
// The block's minimum corner, the point MINDcraft measures distances to (`block.position`).
inline world::Vec3 blockCorner(const world::BlockPos& p) { return {double(p.x), double(p.y), double(p.z)}; }

// Waits `duration`; throws world::ActionCancelled when the skill is cancelled meanwhile.
boost::asio::awaitable<void> sleepFor(std::chrono::milliseconds duration);

}  // namespace craftmate::skills
