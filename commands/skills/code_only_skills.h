#pragma once
// The skills and world queries only !newAction code reaches (mindcraft.md §1.3: no command uses
// them): skills.useDoor, skills.tillAndSow, world.isClearPath, world.shouldPlaceTorch. Own header so
// that it builds apart from skills.h; same conventions as the skills there.

#include <optional>
#include <string>

#include "commands/skills/skills.h"

namespace craftmate::skills {

// Walks to the door (the nearest wooden door within 16 when none is given), opens it if closed,
// walks through for 0.6 s and uses it again.
Task<bool> useDoor(SkillContext& ctx, std::optional<world::Vec3> doorPos = std::nullopt);
// Tills grass or dirt at (x, y, z) with a hoe from the inventory and plants `seedType` on it.
Task<bool> tillAndSow(SkillContext& ctx, double x, double y, double z, std::optional<std::string> seedType = std::nullopt);

// A path to within 1 block of `target` that needs no digging and no placed blocks, planned within
// mineflayer-pathfinder's 100 ms.
bool isClearPath(world::Bot& bot, const world::Vec3& target);
// The torch_placing mode is on, no torch is within 6 blocks, the bot stands in air and has a torch.
bool shouldPlaceTorch(world::Bot& bot, bool torchPlacingOn);

}  // namespace craftmate::skills
