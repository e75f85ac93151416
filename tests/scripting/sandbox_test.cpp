// The sandbox: generated code reaches no files, sockets, processes or modules, cannot compile
// strings (eval, Function, prototype tricks), is stopped in an endless loop by its timeout, by
// stop() from another thread or by the slice limit, and fails alone when it exceeds its heap.

#include <gtest/gtest.h>

#include <thread>

#include "tests/scripting/engine_harness.h"

namespace craftmate::scripting::testing {
namespace {

using namespace std::chrono_literals;

// What happened to one piece of code: its value, or the error text.
std::string outcome(Harness& h, const std::string& source, std::optional<std::chrono::milliseconds> timeout = {}) {
  try {
    return "value: " + h.run(source, timeout).dump();
  } catch (const ScriptError& e) {
    return std::string(e.stopped ? "stopped: " : "error: ") + e.message;
  }
}

TEST(ScriptingSandbox, NoHostObjects) {
  Harness h({}, Harness::Prelude::Full);
  for (const char* name : {"require", "process", "module", "exports", "os", "print", "load", "read", "readline",
                           "snarf", "evaluate", "File", "fetch", "XMLHttpRequest", "WebSocket", "WebAssembly",
                           "Deno", "Bun", "importScripts", "quit", "system", "runTest"}) {
    EXPECT_EQ(h.run(std::string("() => typeof ") + name), "undefined") << name;
  }
}

TEST(ScriptingSandbox, RequireIsNotDefined) {
  Harness h;
  EXPECT_EQ(outcome(h, "() => require('fs').readFileSync('/etc/passwd')"), "error: ReferenceError: require is not defined");
  EXPECT_EQ(outcome(h, "() => require('child_process').execSync('id')"), "error: ReferenceError: require is not defined");
}

TEST(ScriptingSandbox, ImportIsRefused) {
  Harness h;
  const std::string dynamic = outcome(h, "async () => { const fs = await import('fs'); return typeof fs; }");
  EXPECT_EQ(dynamic.rfind("error: ", 0), 0u) << dynamic;
  const std::string staticImport = outcome(h, "import fs from 'fs';");
  EXPECT_EQ(staticImport.rfind("error: SyntaxError", 0), 0u) << staticImport;
}

TEST(ScriptingSandbox, NoCodeFromStrings) {
  Harness h({}, Harness::Prelude::Full);
  const char* tricks[] = {
      "() => eval('1 + 1')",
      "() => (0, eval)('this')",
      "() => Function('return this')()",
      "() => new Function('return 1')()",
      "() => (() => {}).constructor('return this')()",
      "() => (async () => {}).constructor('return this')()",
      "() => (function* () {}).constructor('yield this')().next()",
      "() => (async function* () {}).constructor('yield 1')()",
      "() => Object.getPrototypeOf(async () => {}).constructor('return 1')()",
      "() => bot.on.constructor('return this')()",
      "() => setTimeout.constructor('return globalThis')()",
      "() => [].map.constructor('return 1')()",
      "() => setTimeout('globalThis.x = 1', 0)",
  };
  for (const char* trick : tricks) {
    const std::string result = outcome(h, trick);
    EXPECT_TRUE(result.rfind("error: EvalError", 0) == 0 || result.rfind("error: TypeError", 0) == 0) << trick << " -> " << result;
    EXPECT_EQ(result.find("value:"), std::string::npos) << trick;
  }
  EXPECT_EQ(h.run("() => typeof globalThis.x"), "undefined");
}

TEST(ScriptingSandbox, EndlessLoopEndsAtTheTimeout) {
  Harness h;
  const auto t0 = std::chrono::steady_clock::now();
  const std::string result = outcome(h, "() => { while (true) {} }", 300ms);
  EXPECT_EQ(result, "stopped: the code ran out of time (code_timeout_mins) and was stopped");
  EXPECT_GE(std::chrono::steady_clock::now() - t0, 300ms);
  EXPECT_EQ(h.run("() => 1 + 1"), 2);
}

TEST(ScriptingSandbox, EndlessAsyncLoopEndsAtTheTimeout) {
  Harness h;
  EXPECT_EQ(outcome(h, "async () => { while (true) await sleep(5); }", 300ms),
            "stopped: the code ran out of time (code_timeout_mins) and was stopped");
  EXPECT_EQ(outcome(h, "async () => { while (true) await null; }", 300ms),
            "stopped: the code ran out of time (code_timeout_mins) and was stopped");
  EXPECT_EQ(h.run("() => 'carries on'"), "carries on");
}

TEST(ScriptingSandbox, StopFromAnotherThreadEndsAnEndlessLoop) {
  Harness h;
  std::thread stopper([&] {
    h.started.get_future().wait();
    h.engine->stop("Code interrupted.");
  });
  const std::string result = outcome(h, "() => { started(); for (;;) {} }");
  stopper.join();
  EXPECT_EQ(result, "stopped: Code interrupted.");
  EXPECT_EQ(h.run("() => 'next'"), "next");
}

TEST(ScriptingSandbox, StopEndsCodeWaitingOnAnAction) {
  Harness h;
  std::thread stopper([&] {
    h.started.get_future().wait();
    h.engine->stop("Code interrupted.");
  });
  const auto t0 = std::chrono::steady_clock::now();
  const std::string result = outcome(h, "async () => { started(); while (true) await sleep(50000); }");
  stopper.join();
  EXPECT_EQ(result, "stopped: Code interrupted.");
  EXPECT_LT(std::chrono::steady_clock::now() - t0, 40s);
  EXPECT_EQ(h.sleepsFinished, 0);
}

TEST(ScriptingSandbox, CodeHoldingTheThreadTooLongIsStopped) {
  EngineLimits limits;
  limits.maxSlice = 300ms;
  Harness h(limits);
  try {
    h.engine->evaluate("loop.js", "while (true) {}");
    FAIL() << "the loop returned";
  } catch (const ScriptError& e) {
    EXPECT_TRUE(e.stopped);
    EXPECT_EQ(e.message, "the code ran 300 ms without an await and was stopped (it would freeze every bot of this process)");
  }
}

TEST(ScriptingSandbox, HeapLimitFailsTheCodeAndTheEngineCarriesOn) {
  EngineLimits limits;
  limits.heapBytes = 32u << 20;
  Harness h(limits);
  const std::string result = outcome(h, "() => { const keep = []; while (true) keep.push({ n: keep.length, s: 'x' + keep.length }); }");
  EXPECT_EQ(result, "stopped: the code used more than 32 MB of JavaScript heap (the agent's limit) and was stopped");
  // Garbage is not counted against the limit: the same amount allocated and dropped is fine.
  EXPECT_EQ(h.run("() => { let n = 0; for (let i = 0; i < 3000000; i++) n += [i, { i }].length; return n; }"), 6000000);
  EXPECT_EQ(h.run("() => 'still here'"), "still here");
}

TEST(ScriptingSandbox, HeapLimitOfOneEngineLeavesAnotherAlone) {
  EngineLimits small;
  small.heapBytes = 16u << 20;
  Harness greedy(small), other;
  other.run("() => { globalThis.kept = Array.from({ length: 1000 }, (_, i) => ({ i })); }");
  EXPECT_EQ(outcome(greedy, "() => { const a = []; for (;;) a.push({}); }").rfind("stopped: the code used more than 16 MB", 0), 0u);
  EXPECT_EQ(other.run("() => kept.length"), 1000);
}

}  // namespace
}  // namespace craftmate::scripting::testing
