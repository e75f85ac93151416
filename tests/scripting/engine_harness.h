#pragma once
// An Engine on an io_context run by the test's own thread, with a small prelude exposing a few
// test natives: sleep(ms) (an awaitable timer), started() (tells the test the code is running).

#include <boost/asio/co_spawn.hpp>
#include <boost/asio/io_context.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/use_awaitable.hpp>
#include <boost/asio/use_future.hpp>
#include <chrono>
#include <future>
#include <memory>
#include <string>

#include "scripting/bot_script.h"
#include "scripting/engine.h"

namespace craftmate::scripting::testing {

namespace asio = boost::asio;

struct Harness {
  // Test: a few test natives only. Full: also craftmate's prelude (bot, Vec3, timers... without a
  // bot behind them).
  enum class Prelude { Test, Full };
  explicit Harness(EngineLimits limits = {}, Prelude prelude = Prelude::Test)
      : engine(Engine::create(io.get_executor(), limits)) {
    engine->defineAsync("sleep", [this](Json a) -> asio::awaitable<Json> {
      asio::steady_timer t(io, std::chrono::milliseconds(a.at(0).get<int>()));
      co_await t.async_wait(asio::use_awaitable);
      ++sleepsFinished;
      co_return a.at(0);
    });
    engine->defineSync("started", [this](const Json&) {
      started.set_value();
      return Json();
    });
    engine->defineSync("add", [](const Json& a) { return Json(a.at(0).get<double>() + a.at(1).get<double>()); });
    engine->onUncaughtError = [this](const ScriptError& e) { uncaught.push_back(e.what()); };
    std::string source = "(function (native, hooks) {";
    if (prelude == Prelude::Full) source += "(" + std::string(preludeSource()) + ")(native, hooks);";
    source += "globalThis.sleep = native.sleep; globalThis.started = native.started; globalThis.add = native.add; })";
    engine->install("test-prelude.js", source);
  }

  // Runs `source` like !newAction code and returns its value, or throws its ScriptError.
  Json run(const std::string& source, std::optional<std::chrono::milliseconds> timeout = {}) {
    auto result = asio::co_spawn(io, engine->run("code.js", source, timeout), asio::use_future);
    io.restart();
    io.run();
    return result.get();
  }

  asio::io_context io;
  std::shared_ptr<Engine> engine;
  std::promise<void> started;
  int sleepsFinished = 0;
  std::vector<std::string> uncaught;
};

}  // namespace craftmate::scripting::testing
