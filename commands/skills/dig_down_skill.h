#pragma once
// skills.digDown (mindcraft.md §1.2 !digDown): digs straight down from the bot's feet, stopping at
// lava or water, at a drop of more than two blocks below the next block, or at the end of the world.
// Own header so that it builds apart from skills.h; same conventions as the skills there.

#include "commands/skills/skills.h"

namespace craftmate::skills {

Task<bool> digDown(SkillContext& ctx, int distance = 10);

}  // namespace craftmate::skills
