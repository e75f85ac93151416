#pragma once
// A ModeController with two of MINDcraft's modes (self_preservation on, cheat off) that records the
// pauses the skills ask for. For tests of the seam itself (the !modes texts, !setMode, cheating, mode
// pauses, restrict_to_inventory) without the ten real modes and the agent they need (agents/modes is
// tested in tests/agents/modes and tests/integration/modes_test.cpp).

#include <string>
#include <string_view>
#include <vector>

#include "agents/minecraft/mode_controller.h"

namespace craftmate::agents::minecraft::testing {

class RecordingModes : public ModeController {
 public:
  std::vector<ModeInfo> modes() const override { return list; }
  bool setOn(std::string_view name, bool on) override {
    for (auto& m : list)
      if (m.name == name) {
        m.on = on;
        return true;
      }
    return false;
  }
  void pause(std::string_view name) override { paused.emplace_back(name); }
  bool restrictsToInventory() const override { return restricted; }

  std::vector<ModeInfo> list = {{"self_preservation", "Respond to drowning, burning, and damage at low health. Interrupts all actions.", true},
                                {"cheat", "Use cheats to instantly place blocks and teleport.", false}};
  std::vector<std::string> paused;
  bool restricted = false;  // the task's restrict_to_inventory
};

}  // namespace craftmate::agents::minecraft::testing
