#pragma once
// MINDcraft's Coder (mindcraft.md §7.9, src/agent/coder.js): !newAction asks the coding prompt for
// JavaScript, lints it, runs it on the bot's JavaScript engine (scripting/BotScript) and retries
// with MINDcraft's texts, up to 5 attempts. The agent's prompter asks its code model (the profile's
// code_model, else the chat model); $CODE_DOCS are ranked with its embedding model (SkillLibrary).
// The code sees `skills`, `world`, `bot`, `Vec3`, `log`, `Math`, `Date` and the language's own
// built-ins — nothing else (docs/scripting.md). Each attempt that produced code goes to the agent's
// trajectory sink (the run store's code_attempts table).
//
// Lives on the bot's executor thread: create, use and destroy it there.

#include <memory>
#include <optional>
#include <string>
#include <thread>

#include <boost/asio/awaitable.hpp>

namespace craftmate::world {
class Bot;
}
namespace craftmate::scripting {
class BotScript;
class CodeLinter;
}

namespace craftmate::agents {
class Agent;
}

namespace craftmate::agents::minecraft {

class ModeController;
class SkillLibrary;

class Coder {
 public:
  Coder(std::shared_ptr<world::Bot> bot, ModeController* modes, int relevantDocsCount);
  ~Coder();

  // generateCode(agent.history): the text !newAction answers, or nullopt when the code was
  // interrupted (!stop, a newer action, the action's timeout).
  boost::asio::awaitable<std::optional<std::string>> generateCode(Agent& agent);

  static constexpr int kMaxAttempts = 5;
  static constexpr int kMaxNoCode = 3;

 private:
  // The parts of a reply between the first and last ``` with a leading js/javascript removed.
  static std::string codeOf(const std::string& reply);
  // "" when clean, else MINDcraft's "#### CODE ERROR INFO ###..." text.
  std::string lint(const std::string& code);
  void record(Agent& agent, int attempt, const std::string& code, const char* outcome, const std::string& feedback);

  std::shared_ptr<world::Bot> bot_;
  ModeController* modes_;
  int relevantDocsCount_;
  std::unique_ptr<scripting::BotScript> script_;
  std::unique_ptr<scripting::CodeLinter> linter_;
  std::unique_ptr<SkillLibrary> docs_;  // $CODE_DOCS, with the prompter's embedding model
  std::thread::id owner_;  // the thread the engine was made on
  int fileCounter_ = 0;
};

}  // namespace craftmate::agents::minecraft
