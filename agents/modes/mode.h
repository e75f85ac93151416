#pragma once
// One of MINDcraft's modes (mindcraft.md §3.5): a behaviour checked every update tick (300 ms) that
// may start an action of its own ("mode:<name>"), interrupting the running action when its
// `interrupts` list allows. The ten are built by mindcraftModes() (builtin_modes.h); the ModeSet
// keeps them in priority order and Modes (modes.h) runs them for one bot.

#include <string>
#include <vector>

namespace craftmate::agents::modes {

class Modes;

class Mode {
 public:
  // `interrupts`: "all", or action labels ("action:followPlayer") the mode may interrupt; empty =
  // it runs only while the agent is idle. `on` is the built-in default that profiles override.
  Mode(std::string name, std::string description, std::vector<std::string> interrupts, bool on)
      : on(on), name_(std::move(name)), description_(std::move(description)), interrupts_(std::move(interrupts)) {}
  virtual ~Mode() = default;

  const std::string& name() const { return name_; }
  const std::string& description() const { return description_; }
  const std::vector<std::string>& interrupts() const { return interrupts_; }

  // One tick's check. Runs on the bot's executor and must not block; anything that takes time goes
  // through runtime.execute(*this, ...), which marks the mode active until its action ends.
  virtual void update(Modes& runtime) { (void)runtime; }
  // Called when the mode is unpaused (MINDcraft's optional `unpause` hook; unstuck resets its clock).
  virtual void onUnpause() {}

  bool on;
  bool paused = false;  // paused by a skill until the agent is idle again
  bool active = false;  // its action is running

 private:
  std::string name_;
  std::string description_;
  std::vector<std::string> interrupts_;
};

}  // namespace craftmate::agents::modes
