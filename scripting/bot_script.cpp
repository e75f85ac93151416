#include "scripting/bot_script.h"

#include "commands/skills/skill_context.h"
#include "scripting/bot_api.h"
#include "scripting/skills_api.h"
#include "world/bot.h"

namespace craftmate::scripting {

BotScript::BotScript(std::shared_ptr<world::Bot> bot, BotScriptOptions options)
    : skills_(std::make_shared<skills::SkillContext>(*bot)),
      engine_(Engine::create(bot->executor(), options.limits)) {
  api_ = std::make_unique<BotApi>(*engine_, bot);
  defineSkills(*engine_, skills_);
  if (options.print) {
    engine_->defineSync("print", [print = options.print](const Json& a) {
      print(a.empty() || !a[0].is_string() ? std::string() : a[0].get<std::string>());
      return Json();
    });
  }
  engine_->install("craftmate:prelude.js", std::string(preludeSource()));
}

BotScript::~BotScript() {
  api_.reset();
  engine_.reset();
}

std::string BotScript::takeOutput() { return std::exchange(skills_->output, std::string()); }

}  // namespace craftmate::scripting
