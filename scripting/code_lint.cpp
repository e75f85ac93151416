#include "scripting/code_lint.h"

#include "scripting/engine.h"

namespace craftmate::scripting {

CodeLinter::CodeLinter(boost::asio::any_io_executor executor) : engine_(Engine::create(std::move(executor))) {
  engine_->addReflectParse();
  engine_->install("craftmate:lint.js", std::string(lintSource()));
}

CodeLinter::~CodeLinter() = default;

std::vector<LintProblem> CodeLinter::lint(const std::string& source, const std::vector<std::string>& globals,
                                          const std::vector<std::string>& asyncCalls) {
  std::optional<ScriptError> failure;
  engine_->onUncaughtError = [&](const ScriptError& e) { failure = e; };
  const Json found = engine_->callHook("lint", Json::array({source, globals, asyncCalls}));
  engine_->onUncaughtError = nullptr;
  if (failure) throw *failure;
  std::vector<LintProblem> problems;
  for (const Json& p : found) {
    problems.push_back({p.at("message").get<std::string>(), p.at("line").get<unsigned>(), p.at("column").get<unsigned>()});
  }
  return problems;
}

}  // namespace craftmate::scripting
