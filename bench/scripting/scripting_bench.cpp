// What JavaScript adds on top of a skill: a call from JS into a sync native, and an awaited async
// native whose awaitable completes at once (the JS -> coroutine -> Promise -> job path without the
// skill's own work), against the same awaitable co_spawned from C++. Then the resident memory one
// more engine (global, prelude, natives) adds: `bench_scripting --memory N`.

#include <benchmark/benchmark.h>

#include <boost/asio/co_spawn.hpp>
#include <boost/asio/detached.hpp>
#include <boost/asio/io_context.hpp>
#include <boost/asio/use_future.hpp>
#include <cstring>
#include <fstream>
#include <iostream>
#include <unistd.h>

#include "scripting/bot_script.h"
#include "scripting/engine.h"

namespace asio = boost::asio;
using craftmate::scripting::Engine;
using craftmate::scripting::Json;

namespace {

asio::awaitable<Json> noSkill(Json args) { co_return args.at(0); }

std::shared_ptr<Engine> makeEngine(asio::io_context& io) {
  auto engine = Engine::create(io.get_executor());
  engine->defineSync("add", [](const Json& a) { return Json(a.at(0).get<double>() + a.at(1).get<double>()); });
  engine->defineAsync("skill", &noSkill);
  engine->install("bench-prelude.js",
                  "(function (native, hooks) {(" + std::string(craftmate::scripting::preludeSource()) +
                      ")(native, hooks); globalThis.add = native.add; globalThis.skill = native.skill; })");
  return engine;
}

Json runCode(asio::io_context& io, Engine& engine, const std::string& code) {
  auto result = asio::co_spawn(io, engine.run("bench.js", code), asio::use_future);
  io.restart();
  io.run();
  return result.get();
}

// One sync native call from a JavaScript loop (arguments and result through JSON).
void BM_SyncNativeCall(benchmark::State& state) {
  asio::io_context io;
  auto engine = makeEngine(io);
  const int n = 10000;
  for (auto _ : state) runCode(io, *engine, "() => { let s = 0; for (let i = 0; i < " + std::to_string(n) + "; i++) s = add(s, 1); return s; }");
  state.SetItemsProcessed(state.iterations() * n);
}
BENCHMARK(BM_SyncNativeCall)->Unit(benchmark::kMillisecond);

// `await skill(i)` in a JavaScript loop: native call, co_spawn, Promise resolved from the
// coroutine's completion, the continuation job.
void BM_AwaitedAsyncNative(benchmark::State& state) {
  asio::io_context io;
  auto engine = makeEngine(io);
  const int n = 10000;
  for (auto _ : state) runCode(io, *engine, "async () => { let s = 0; for (let i = 0; i < " + std::to_string(n) + "; i++) s += await skill(1); return s; }");
  state.SetItemsProcessed(state.iterations() * n);
}
BENCHMARK(BM_AwaitedAsyncNative)->Unit(benchmark::kMillisecond);

asio::awaitable<void> cppLoop(int n) {
  double s = 0;
  for (int i = 0; i < n; ++i) {
    Json args = Json::array();
    args.push_back(1);
    Json r = co_await noSkill(std::move(args));
    s += r.get<double>();
  }
  benchmark::DoNotOptimize(s);
}

// The same awaitable co_spawned from C++: what the skill costs without JavaScript.
void BM_SameAwaitableFromCpp(benchmark::State& state) {
  asio::io_context io;
  const int n = 10000;
  for (auto _ : state) {
    asio::co_spawn(io, cppLoop(n), asio::detached);
    io.restart();
    io.run();
  }
  state.SetItemsProcessed(state.iterations() * n);
}
BENCHMARK(BM_SameAwaitableFromCpp)->Unit(benchmark::kMillisecond);

long residentKb() {
  std::ifstream statm("/proc/self/statm");
  long size = 0, resident = 0;
  statm >> size >> resident;
  return resident * (sysconf(_SC_PAGESIZE) / 1024);
}

// Resident memory of N engines with the full prelude, each having run a little code.
int measureMemory(int n) {
  asio::io_context io;
  std::vector<std::shared_ptr<Engine>> engines;
  engines.push_back(makeEngine(io));  // the thread's context and first-use costs
  runCode(io, *engines.back(), "() => new Vec3(1, 2, 3).toString()");
  const long before = residentKb();
  for (int i = 0; i < n; ++i) {
    engines.push_back(makeEngine(io));
    runCode(io, *engines.back(), "async () => { const v = new Vec3(1, 2, 3); await skill(1); return v.offset(1, 1, 1).toString(); }");
  }
  const long after = residentKb();
  std::cout << "engines: " << n << "\nresident before: " << before << " kB\nresident after: " << after
            << " kB\nper engine: " << (after - before) / n << " kB\n";
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  for (int i = 1; i + 1 < argc; ++i) {
    if (std::strcmp(argv[i], "--memory") == 0) return measureMemory(std::atoi(argv[i + 1]));
  }
  benchmark::Initialize(&argc, argv);
  benchmark::RunSpecifiedBenchmarks();
  return 0;
}
