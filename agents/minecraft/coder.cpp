#include "agents/minecraft/coder.h"

#include <boost/asio/post.hpp>
#include <boost/asio/this_coro.hpp>

#include "agents/agent.h"
#include "agents/minecraft/code_docs.h"
#include "agents/minecraft/mode_controller.h"
#include "commands/skills/skill_context.h"
#include "scripting/bot_script.h"
#include "scripting/code_lint.h"
#include "world/bot.h"

namespace craftmate::agents::minecraft {

namespace asio = boost::asio;

namespace {

// MINDcraft's texts (src/agent/coder.js).
const char* const kStarted = "Code generation started. Write code in codeblock in your response:";
const char* const kNoCode = "Error: no code provided. Write code in codeblock in your response. ``` // example ```";
const char* const kWouldNotWrite = "Action failed, agent would not write code.";

// What the code may name without declaring it: MINDcraft's compartment (skills, log, world, Vec3,
// with Math and Date) and the bot, plus the language's own built-ins. eval, Function and globalThis
// are not among them.
const std::vector<std::string>& allowedGlobals() {
  static const std::vector<std::string> names = {
      "skills", "world", "bot", "Vec3", "log", "Math", "Date",
      "undefined", "NaN", "Infinity", "Object", "Array", "String", "Number", "Boolean", "Symbol", "BigInt",
      "JSON", "Promise", "Map", "Set", "WeakMap", "WeakSet", "RegExp", "Error", "TypeError", "RangeError",
      "SyntaxError", "ReferenceError", "EvalError", "URIError", "AggregateError", "parseInt", "parseFloat",
      "isNaN", "isFinite", "encodeURIComponent", "decodeURIComponent", "encodeURI", "decodeURI", "Reflect",
      "Proxy", "ArrayBuffer", "DataView", "Int8Array", "Uint8Array", "Uint8ClampedArray", "Int16Array",
      "Uint16Array", "Int32Array", "Uint32Array", "Float32Array", "Float64Array", "BigInt64Array",
      "BigUint64Array", "Intl",
  };
  return names;
}

// The prelude's other globals, hidden from the code by the wrapper's parameters (always undefined:
// the engine calls the wrapper without arguments).
const char* const kHidden =
    "console, setTimeout, setInterval, setImmediate, clearTimeout, clearInterval, goals, Movements, mcData";

void replaceAll(std::string& text, const std::string& from, const std::string& to) {
  for (size_t pos = text.find(from); pos != std::string::npos; pos = text.find(from, pos + to.size())) {
    text.replace(pos, from.size(), to);
  }
}

std::string trim(const std::string& s) {
  const size_t b = s.find_first_not_of(" \t\r\n");
  if (b == std::string::npos) return "";
  return s.substr(b, s.find_last_not_of(" \t\r\n") - b + 1);
}

// _sanitizeCode: trimmed, a leading "Javascript", "javascript" or "js" removed.
std::string sanitized(const std::string& code) {
  std::string out = trim(code);
  for (const char* prefix : {"Javascript", "javascript", "js"}) {
    if (out.rfind(prefix, 0) == 0) return out.substr(std::string(prefix).size());
  }
  return out;
}

// _stageCode's body: console.log and log(" take the bot, every line indented by 4.
std::string staged(const std::string& code) {
  std::string text = sanitized(code);
  replaceAll(text, "console.log(", "log(bot,");
  replaceAll(text, "log(\"", "log(bot,\"");
  std::string src;
  size_t start = 0;
  while (true) {
    const size_t end = text.find('\n', start);
    src += "    " + text.substr(start, end == std::string::npos ? std::string::npos : end - start) + "\n";
    if (end == std::string::npos) break;
    start = end + 1;
  }
  return src;
}

std::string lineOf(const std::string& text, unsigned line) {
  size_t start = 0;
  for (unsigned i = 1; i < line; ++i) {
    start = text.find('\n', start);
    if (start == std::string::npos) return "";
    ++start;
  }
  return trim(text.substr(start, text.find('\n', start) - start));
}

}  // namespace

Coder::Coder(std::shared_ptr<world::Bot> bot, ModeController* modes, int relevantDocsCount)
    : bot_(std::move(bot)), modes_(modes), relevantDocsCount_(relevantDocsCount) {}

Coder::~Coder() {
  if (!script_ || std::this_thread::get_id() == owner_) return;
  // The engine belongs to the bot's thread: end it there.
  asio::post(bot_->executor(), [script = std::shared_ptr<scripting::BotScript>(std::move(script_)),
                                linter = std::shared_ptr<scripting::CodeLinter>(std::move(linter_))] {});
}

std::string Coder::codeOf(const std::string& reply) {
  const size_t first = reply.find("```");
  const size_t last = reply.rfind("```");
  return last >= first + 3 ? reply.substr(first + 3, last - first - 3) : std::string();
}

std::string Coder::lint(const std::string& src) {
  const std::string module = "async function main(bot) {\n" + src + "    log(bot, 'Code finished.');\n}\n";
  const auto problems = linter_->lint(module, allowedGlobals(), asyncCodeFunctions());
  if (problems.empty()) return "";
  std::string result = "#### CODE ERROR INFO ###\n";
  for (size_t i = 0; i < problems.size(); ++i) {
    const auto& p = problems[i];
    const std::string line = lineOf(module, p.line);
    result += "#ERROR " + std::to_string(i + 1) + "\n";
    result += "Message: " + p.message + "\n";
    result += "Location: Line " + std::to_string(p.line) + ", Column " + std::to_string(p.column) + "\n";
    result += "Related Code Line: " + (line.empty() ? std::string("Unable to retrieve error line content") : line) + "\n";
  }
  return result + "The code contains exceptions and cannot continue execution.";
}

void Coder::record(Agent& agent, int attempt, const std::string& code, const char* outcome, const std::string& feedback) {
  if (TrajectorySink* sink = agent.trajectorySink()) sink->codeAttempt({agent.name(), attempt, code, outcome, feedback});
}

asio::awaitable<std::optional<std::string>> Coder::generateCode(Agent& agent) {
  if (modes_ != nullptr) modes_->pause("unstuck");
  if (!script_) {
    owner_ = std::this_thread::get_id();
    script_ = std::make_unique<scripting::BotScript>(bot_);
    linter_ = std::make_unique<scripting::CodeLinter>(bot_->executor());
  }
  if (!docs_) docs_ = std::make_unique<SkillLibrary>(agent.prompter().embeddingModel());
  auto interrupted = [&]() -> asio::awaitable<bool> {
    co_return (co_await asio::this_coro::cancellation_state).cancelled() != asio::cancellation_type::none;
  };
  // This message list is the coder's own; the agent's history gets only the final answer.
  std::vector<Turn> messages = agent.history().turns();
  messages.push_back({"system", kStarted});
  int noCode = 0;
  for (int attempt = 1; attempt <= kMaxAttempts; ++attempt) {
    if (co_await interrupted()) co_return std::nullopt;
    PromptValues values = agent.promptValues();
    values.codeDocs = co_await docs_->relevantDocs(codeTaskQuery(messages), relevantDocsCount_);
    const std::string reply = co_await agent.prompter().promptCoding(messages, values);
    if (co_await interrupted()) co_return std::nullopt;

    if (reply.find("```") == std::string::npos) {
      if (const size_t at = reply.find("!newAction"); at != std::string::npos) {
        messages.push_back({"assistant", reply.substr(0, at)});
        continue;
      }
      if (noCode >= kMaxNoCode) co_return std::string(kWouldNotWrite);
      messages.push_back({"system", kNoCode});
      ++noCode;
      continue;
    }

    const std::string code = codeOf(reply);
    const std::string src = staged(code);
    if (const std::string problems = lint(src); !problems.empty()) {
      const std::string message = "Error: Code lint error:\n" + problems + "\nPlease try again.";
      record(agent, attempt, code, "lint_error", message);
      messages.push_back({"system", message});
      continue;
    }

    // The skills' settings (cheat, mode pauses) as a command's skill would have them now.
    const auto settings = skillContextFor(*bot_, modes_);
    skills::SkillContext& context = script_->skillContext();
    context.cheat = settings->cheat;
    context.restrictToInventory = settings->restrictToInventory;
    context.pauseMode = settings->pauseMode;
    context.unpauseMode = settings->unpauseMode;
    context.modeIsOn = [modes = modes_](std::string_view mode) { return modes != nullptr && modes->isOn(mode); };
    script_->takeOutput();
    const std::string file = bot_->username() + "/action-code/" + std::to_string(fileCounter_++) + ".js";
    const std::string wrapped = "(async (" + std::string(kHidden) + ") => {\n" + src + "    log(bot, 'Code finished.');\n})";
    try {
      co_await script_->engine().run(file, wrapped);
    } catch (const scripting::ScriptError& e) {
      const std::string output = ActionManager::outputSummary(script_->takeOutput());
      const std::string message = "Code Output:\n" + output + "\nCODE EXECUTION THREW ERROR: " + e.message + "\n Please try again:";
      record(agent, attempt, code, "threw", message);
      messages.push_back({"assistant", reply});
      messages.push_back({"system", message});
      continue;
    } catch (...) {
      // !stop, a newer action or the action's timeout: the engine has stopped the code.
      record(agent, attempt, code, "interrupted", ActionManager::outputSummary(script_->takeOutput()));
      throw;
    }
    const std::string summary = "Agent wrote this code: \n```" + sanitized(code) + "```\nCode Output:\n" +
                                ActionManager::outputSummary(script_->takeOutput());
    record(agent, attempt, code, "success", summary);
    co_return summary;
  }
  co_return "Code generation failed after " + std::to_string(kMaxAttempts) + " attempts.";
}

}  // namespace craftmate::agents::minecraft
