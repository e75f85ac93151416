#pragma once
// The lint of !newAction's code (scripting/lint.js): MINDcraft's ESLint rules no-undef,
// require-await and no-floating-promise, run on SpiderMonkey's parser in an engine of its own that
// never runs the code. Create and use it on one thread (it shares that thread's Runtime).

#include <memory>
#include <string>
#include <vector>

#include <boost/asio/any_io_executor.hpp>

namespace craftmate::scripting {

class Engine;

struct LintProblem {
  std::string message;  // ESLint's wording: "'foo' is not defined."
  unsigned line = 1;    // 1-based, in the linted source
  unsigned column = 1;
};

class CodeLinter {
 public:
  explicit CodeLinter(boost::asio::any_io_executor executor);
  ~CodeLinter();

  // `globals`: the names the code may use without declaring them; `asyncCalls`: the APIs that
  // return a Promise ("skills.collectBlock", or a bare function name).
  std::vector<LintProblem> lint(const std::string& source, const std::vector<std::string>& globals,
                                const std::vector<std::string>& asyncCalls);

 private:
  std::shared_ptr<Engine> engine_;
};

// The lint's source (scripting/lint.js, compiled in).
std::string_view lintSource();

}  // namespace craftmate::scripting
