#include "agents/modes/builtin_modes.h"

namespace craftmate::agents::modes {

std::unique_ptr<Mode> makeCheat() {
  // No update: skills read the flag (SkillContext::cheat) and use /setblock, /give and /tp.
  return std::make_unique<Mode>("cheat", "Use cheats to instantly place blocks and teleport.", std::vector<std::string>{}, false);
}

std::vector<std::unique_ptr<Mode>> mindcraftModes() {
  std::vector<std::unique_ptr<Mode>> modes;
  modes.push_back(makeSelfPreservation());
  modes.push_back(makeUnstuck());
  modes.push_back(makeCowardice());
  modes.push_back(makeSelfDefense());
  modes.push_back(makeHunting());
  modes.push_back(makeItemCollecting());
  modes.push_back(makeTorchPlacing());
  modes.push_back(makeElbowRoom());
  modes.push_back(makeIdleStaring());
  modes.push_back(makeCheat());
  return modes;
}

}  // namespace craftmate::agents::modes
