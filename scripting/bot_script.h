#pragma once
// One bot's JavaScript: an Engine with the bot API, MINDcraft's skills and world queries, and the
// prelude installed — what `craftmate script` and `!newAction` run code on. Create and use it on
// the bot's executor thread; destroy it there too.

#include <functional>
#include <memory>
#include <string>

#include "scripting/engine.h"

namespace craftmate::world {
class Bot;
}
namespace craftmate::skills {
struct SkillContext;
}

namespace craftmate::scripting {

class BotApi;

struct BotScriptOptions {
  EngineLimits limits;
  // Where console.log goes; unset: into the skills' output (MINDcraft's log(bot, ...)).
  std::function<void(const std::string&)> print;
};

class BotScript {
 public:
  BotScript(std::shared_ptr<world::Bot> bot, BotScriptOptions options = {});
  ~BotScript();

  Engine& engine() { return *engine_; }
  skills::SkillContext& skillContext() { return *skills_; }
  // The skills' log lines written since the last call (MINDcraft's bot.output).
  std::string takeOutput();

 private:
  std::shared_ptr<skills::SkillContext> skills_;
  std::shared_ptr<Engine> engine_;
  std::unique_ptr<BotApi> api_;
};

// The prelude's source (scripting/prelude.js, compiled in).
std::string_view preludeSource();

}  // namespace craftmate::scripting
