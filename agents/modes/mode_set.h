#pragma once
// The modes of one agent in priority order with their on/paused/active flags (MINDcraft's
// ModeController without the world, mindcraft.md §3.5): profile switches, pausing and which modes may
// check in a tick. No bot is needed, so this is tested on its own. The texts of !modes, !setMode and
// !stats are built from the modes by agents/minecraft/mode_controller.h.

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "agents/modes/mode.h"

namespace craftmate::agents::modes {

class ModeSet {
 public:
  explicit ModeSet(std::vector<std::unique_ptr<Mode>> modes);

  const std::vector<std::unique_ptr<Mode>>& all() const { return modes_; }
  Mode* find(const std::string& name) const;
  bool exists(const std::string& name) const { return find(name) != nullptr; }
  // False for an unknown name.
  bool isOn(const std::string& name) const;

  // Applies a profile's `modes` object: keys it names set those modes, the rest keep their built-in
  // flag (MINDcraft's loadJson). Throws std::invalid_argument naming the key when it is not a mode
  // or its value is not true/false (MINDcraft would silently ignore a misspelt mode).
  void applyProfile(const nlohmann::json& modes);

  // A skill's pause (until the agent is idle again); unknown names are ignored, as in MINDcraft.
  void pause(const std::string& name);
  void unpause(const std::string& name);
  void unpauseAll();

  // Whether `mode` may check this tick: on, not paused, not already running, and either the agent is
  // idle or the mode interrupts "all" or the running action's label.
  static bool mayRun(const Mode& mode, bool agentIdle, const std::string& currentActionLabel);

 private:
  std::vector<std::unique_ptr<Mode>> modes_;
};

}  // namespace craftmate::agents::modes
