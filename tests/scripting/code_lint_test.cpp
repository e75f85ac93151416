// !newAction's lint (scripting/lint.js on Reflect.parse): the three ESLint rules MINDcraft's coder
// relies on, with ESLint's wording, lines and columns.

#include <gtest/gtest.h>

#include <boost/asio/io_context.hpp>

#include "scripting/code_lint.h"

namespace craftmate::scripting {
namespace {

const std::vector<std::string> kGlobals = {"skills", "world", "bot", "Vec3", "log", "Math", "Date"};
const std::vector<std::string> kAsync = {"skills.collectBlock", "skills.wait"};

std::vector<std::string> lint(const std::string& code) {
  boost::asio::io_context io;
  CodeLinter linter(io.get_executor());
  std::vector<std::string> out;
  for (const auto& p : linter.lint("async function main(bot) {\n" + code + "\n}\n", kGlobals, kAsync)) {
    out.push_back(std::to_string(p.line) + ":" + std::to_string(p.column) + " " + p.message);
  }
  return out;
}

TEST(CodeLint, CleanCodePasses) {
  EXPECT_TRUE(lint("    const n = world.getInventoryCounts(bot)['oak_log'] || 0;\n"
                   "    for (let i = 0; i < n; i++) { await skills.collectBlock(bot, 'oak_log', 1); }\n"
                   "    const { x, y: [z = 1] } = { x: Math.max(1, 2), y: [] };\n"
                   "    label: while (true) { break label; }\n"
                   "    try { await skills.wait(bot, 1); } catch (e) { log(bot, e.message + x + z); }\n"
                   "    const p = new Vec3(1, 2, 3); log(bot, p.x + Date.now());")
                  .empty());
}

TEST(CodeLint, UndefinedNames) {
  EXPECT_EQ(lint("    await skills.wait(bot, 1);\n    helper(bot);\n    console.log(require);"),
            (std::vector<std::string>{"3:5 'helper' is not defined.", "4:5 'console' is not defined.",
                                      "4:17 'require' is not defined."}));
}

TEST(CodeLint, MissingAwait) {
  EXPECT_EQ(lint("    skills.collectBlock(bot, 'dirt', 1);"),
            (std::vector<std::string>{"1:16 Async function 'main' has no 'await' expression.",
                                      "2:5 Promise returned by 'skills.collectBlock' must be awaited (add 'await' before the call)."}));
  EXPECT_EQ(lint("    const go = async () => { log(bot, 'x'); };\n    await go();"),
            (std::vector<std::string>{"2:16 Async arrow function has no 'await' expression."}));
}

TEST(CodeLint, SyntaxErrorIsTheOnlyProblem) {
  const auto problems = lint("    await skills.wait(bot, 1);\n    let = ;\n    undefinedName;");
  ASSERT_EQ(problems.size(), 1u);
  EXPECT_EQ(problems[0].rfind("3:", 0), 0u) << problems[0];
  EXPECT_NE(problems[0].find("Parsing error: "), std::string::npos);
}

}  // namespace
}  // namespace craftmate::scripting
