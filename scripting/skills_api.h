#pragma once
// The natives behind the prelude's `skills.*` and `world.*`: MINDcraft's skills library
// (commands/skills/) with its names, argument orders and defaults (mindcraft.md §1.3). A skill
// resolves to true/false as skills.js returns; its log lines go to the SkillContext's output
// (MINDcraft's bot.output). Construct before Engine::install().

#include <memory>

namespace craftmate::skills {
struct SkillContext;
}

namespace craftmate::scripting {

class Engine;

void defineSkills(Engine& engine, std::shared_ptr<skills::SkillContext> context);

}  // namespace craftmate::scripting
