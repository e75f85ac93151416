#pragma once
// The seam between a Minecraft agent's commands and its modes (mindcraft.md §3.5). MinecraftAgentWorld
// (agents/minecraft/) reaches the modes only through this interface: !modes and !setMode, the mode
// lines of !stats, the `cheat` flag and the mode pausing the skills ask for (SkillContext::pause).
// The ten modes themselves live in agents/modes/ and implement it; a world without a controller
// (nullptr) answers !modes and !setMode with "modes are not available" and never cheats.
//
// Threading: every call happens on the bot's executor (the agent's strand), like all world state.

#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace craftmate::world {
class Bot;
}
namespace craftmate::skills {
struct SkillContext;
}

namespace craftmate::agents::minecraft {

// One mode as the docs show it.
struct ModeInfo {
  std::string name;         // e.g. "self_preservation"
  std::string description;  // MINDcraft's text, verbatim
  bool on = false;
};

class ModeController {
 public:
  virtual ~ModeController() = default;

  // Every mode in priority order (MINDcraft's modes_list order).
  virtual std::vector<ModeInfo> modes() const = 0;
  // Switches a mode on or off (!setMode, profile `modes`). Returns false, changing nothing, when no
  // mode has that name.
  virtual bool setOn(std::string_view name, bool on) = 0;
  // Pauses a mode until the agent is idle again (modes.pause(name), called by skills such as
  // goToPlayer, attackNearest, stay). Unknown names are ignored, as in MINDcraft.
  virtual void pause(std::string_view name) = 0;
  // Unpauses a mode (modes.unpause(name): followPlayer lets unstuck check again once it is away from
  // the player). Unknown names are ignored.
  virtual void unpause(std::string_view name) { (void)name; }
  // The task's restrict_to_inventory (MINDcraft's bot.restrict_to_inventory): a cheating placement
  // may only place what the bot holds. It limits nothing but cheating, and cheating is a mode, so
  // the controller is its one source for the commands' and the modes' skills alike.
  virtual bool restrictsToInventory() const { return false; }

  // Convenience over modes(): whether a mode exists / is on (false when unknown).
  bool exists(std::string_view name) const;
  bool isOn(std::string_view name) const;
};

// MINDcraft's getDocs (the !modes text, not padded): "Agent Modes:" then
// "\n- <name>(ON|OFF): <description>" per mode.
std::string modeDocs(const ModeController& modes);
// getMiniDocs (the end of !stats): "Agent Modes:" then "\n- <name>(ON|OFF)" per mode.
std::string modeMiniDocs(const ModeController& modes);

// The SkillContext a command's or a mode's skill runs with: it cheats while the `cheat` mode is on
// (within the controller's restrict_to_inventory), and the pauses it asks for reach `modes` (null: no
// modes, never cheats). One place, so a command and a mode action never disagree on cheating.
std::unique_ptr<skills::SkillContext> skillContextFor(world::Bot& bot, ModeController* modes);

}  // namespace craftmate::agents::minecraft
