#pragma once
// MINDcraft's ModeController for one bot and its agent (mindcraft.md §3.5): the ten modes in priority
// order, checked every update tick; a mode that acts runs its skill as the action "mode:<name>"
// (interrupting the running action when allowed), narrates to chat and the behaviour log, and, when
// it interrupted the model's action, tells the model so. MinecraftAgentWorld reaches it through
// minecraft::ModeController (!modes, !setMode, !stats, cheat, skill pauses); UpdateLoop (update_loop.h)
// ticks it.
//
//   modes::Modes modes(bot, agent, {.narrateBehavior = settings.narrate_behavior});
//   modes.applyProfile(profile.json.value("modes", nlohmann::json()));
//   modes::UpdateLoop loop(bot.executor(), agent, modes);  // every 300 ms
//
// Threading and lifetime: everything runs on the bot's executor. Mode actions are coroutines that
// refer to this object, so destroy it only when the agent is idle or the io_context has stopped.

#include <chrono>
#include <functional>
#include <memory>
#include <optional>
#include <random>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <boost/asio/awaitable.hpp>
#include <nlohmann/json_fwd.hpp>

#include "agents/minecraft/mode_controller.h"
#include "agents/modes/mode_rules.h"
#include "agents/modes/mode_set.h"

namespace craftmate::world {
class Bot;
struct Entity;
struct BlockPos;
}  // namespace craftmate::world

namespace craftmate::skills {
struct SkillContext;
}

namespace craftmate::agents {
class Agent;
}

namespace craftmate::agents::modes {

// MINDcraft's waits, as fields so that tests can shorten them.
struct ModeTimings {
  std::chrono::milliseconds stuckLimit{20000};       // unstuck: time in place before "I'm stuck!"
  std::chrono::milliseconds unstuckWatchdog{10000};  // unstuck: moveAway(5) must end within this
  std::chrono::milliseconds itemNotice{2000};        // item_collecting: an item seen this long is fetched
  std::chrono::milliseconds torchCooldown{5000};     // torch_placing: between two torches
  std::chrono::milliseconds torchCooldownLimit{160000};  // torch_placing: the longest wait after failed attempts
  std::chrono::milliseconds clearPathBudget{100};    // isClearPath's planning budget
};

struct ModesOptions {
  bool narrateBehavior = true;       // settings.narrate_behavior: narration also goes to chat
  // The task's restrict_to_inventory: cheat placement only of held blocks, for the mode actions and
  // (through ModeController::restrictsToInventory) the world's commands.
  bool restrictToInventory = false;
  ModeTimings timings;
  // unstuck's watchdog: MINDcraft kills the agent process ("Got stuck and couldn't get unstuck") so
  // that it restarts. Unset: the stuck action is stopped instead.
  std::function<void(const std::string& reason)> cleanKill;
};

// What a mode runs: a skill on a fresh SkillContext whose `cheat`, restriction and mode pausing
// follow these modes.
using ModeAction = std::function<boost::asio::awaitable<void>(skills::SkillContext&)>;

class Modes : public minecraft::ModeController {
 public:
  Modes(world::Bot& bot, Agent& agent, ModesOptions options);
  Modes(world::Bot& bot, Agent& agent);
  ~Modes() override;
  Modes(const Modes&) = delete;
  Modes& operator=(const Modes&) = delete;

  // minecraft::ModeController
  std::vector<minecraft::ModeInfo> modes() const override;
  bool setOn(std::string_view name, bool on) override;
  void pause(std::string_view name) override;
  void unpause(std::string_view name) override;
  bool restrictsToInventory() const override { return options_.restrictToInventory; }

  // The profile's `modes` object (see ModeSet::applyProfile; throws std::invalid_argument).
  void applyProfile(const nlohmann::json& profileModes) { set_.applyProfile(profileModes); }
  ModeSet& set() { return set_; }

  // One tick (MINDcraft's modes.update): unpauses every mode when the agent is idle, then lets each
  // mode that may run check, in priority order, until one is running its action.
  void update();

  // A SkillContext for this bot: cheat when the `cheat` mode is on, skill pauses reach these modes
  // (minecraft::skillContextFor, which MinecraftAgentWorld's commands use too).
  std::shared_ptr<skills::SkillContext> skillContext();

  // --- for the modes ---
  world::Bot& bot() { return bot_; }
  Agent& agent() { return agent_; }
  const ModeTimings& timings() const { return options_.timings; }
  std::mt19937& random() { return random_; }
  std::chrono::steady_clock::time_point now() const { return std::chrono::steady_clock::now(); }
  // MINDcraft's execute(mode, fn): stops the self-prompt loop, marks the mode active, runs `action`
  // as "mode:<name>" without a timeout (interrupting the current action), and when that interrupted an
  // action of the model, re-prompts it: "(AUTO MESSAGE)Your previous action '<label>' was interrupted
  // by <mode>. ...". Returns at once; the mode stays active until the action ends.
  void execute(Mode& mode, ModeAction action);
  // Narration (MINDcraft's say): always into the behaviour log, to chat unless shut up or
  // narrate_behavior is off.
  void say(const std::string& message);
  // isClearPath: a path to within 1 block of the entity without digging or placing, planned within
  // the clear-path budget.
  bool isClearPath(const world::Entity& target) const;
  // The blocks at the feet and head, health and last damage, for self_preservation.
  BodySnapshot body() const;
  // unstuck's watchdog fired: the cleanKill hook, or stop the action.
  void giveUp(const std::string& reason);
  // Whether a block within reach of the bot changed (dug or placed) since the last call.
  bool takeBlockChangedNearby() { return std::exchange(blockChangedNearby_, false); }

 private:
  boost::asio::awaitable<void> runModeAction(Mode& mode, ModeAction action, std::string interrupted);
  void onHealth();
  void onBlockUpdate(const world::BlockPos& position);

  world::Bot& bot_;
  Agent& agent_;
  ModesOptions options_;
  ModeSet set_;
  std::mt19937 random_;
  // Health tracking (MINDcraft's bot.lastDamageTime / lastDamageTaken).
  double lastHealth_ = 20;
  std::optional<std::chrono::steady_clock::time_point> lastDamageTime_;
  double lastDamageTaken_ = 0;
  uint64_t healthListener_ = 0;
  bool blockChangedNearby_ = false;
  uint64_t blockListener_ = 0;
};

}  // namespace craftmate::agents::modes
