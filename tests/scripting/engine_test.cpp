// The engine: modern JavaScript, natives, promises resolved by coroutines, error locations.

#include <gtest/gtest.h>

#include <boost/asio/bind_cancellation_slot.hpp>
#include <boost/asio/cancellation_signal.hpp>

#include "tests/scripting/engine_harness.h"
#include "world/bot.h"

namespace craftmate::scripting::testing {
namespace {

TEST(ScriptingEngine, RunsModernJavaScript) {
  Harness h;
  Json v = h.run(R"(async () => {
    class Counter { #n = 0; inc() { return ++this.#n; } }
    const c = new Counter();
    let total = 0;
    for (const x of [1, 2, 3]) total += x * c.inc();
    const { a, ...rest } = { a: 1, b: 2, c: 3 };
    const label = `total=${total} rest=${Object.keys(rest).join(',')}`;
    const awaited = await Promise.all([sleep(5), sleep(1)]);
    return { label, awaited, optional: rest?.z ?? 'none', big: 2n ** 64n === 18446744073709551616n };
  })");
  EXPECT_EQ(v["label"], "total=14 rest=b,c");
  EXPECT_EQ(v["awaited"], Json::array({5, 1}));
  EXPECT_EQ(v["optional"], "none");
  EXPECT_EQ(v["big"], true);
}

TEST(ScriptingEngine, AsyncNativesAreResolvedByCoroutinesInOrder) {
  Harness h;
  Json v = h.run(R"(async () => {
    const order = [];
    await Promise.all([sleep(30).then(() => order.push('slow')), sleep(1).then(() => order.push('fast'))]);
    return { order, sum: add(2, 3) };
  })");
  EXPECT_EQ(v["order"], Json::array({"fast", "slow"}));
  EXPECT_EQ(v["sum"], 5);
  EXPECT_EQ(h.sleepsFinished, 2);
}

TEST(ScriptingEngine, ThrownErrorsCarryFileLineAndColumn) {
  Harness h;
  try {
    h.engine->evaluate("script.js", "let a = 1;\n  throw new RangeError('too far');\n");
    FAIL() << "no error";
  } catch (const ScriptError& e) {
    EXPECT_EQ(e.file, "script.js");
    EXPECT_EQ(e.line, 2u);
    EXPECT_EQ(e.column, 9u);  // where the error was made (`new`), as node reports it
    EXPECT_FALSE(e.stopped);
    EXPECT_EQ(std::string(e.what()), "script.js:2:9: RangeError: too far");
  }
  try {
    h.engine->evaluate("other.js", "let b = 1;\n\n  b.foo();\n");
    FAIL() << "no error";
  } catch (const ScriptError& e) {
    EXPECT_EQ(std::string(e.what()), "other.js:3:5: TypeError: b.foo is not a function");
  }
  try {
    h.engine->evaluate("syntax.js", "const x = ;");
    FAIL() << "no error";
  } catch (const ScriptError& e) {
    EXPECT_EQ(e.line, 1u);
    EXPECT_NE(std::string(e.what()).find("syntax.js:1:"), std::string::npos) << e.what();
    EXPECT_NE(e.message.find("SyntaxError"), std::string::npos) << e.message;
  }
}

TEST(ScriptingEngine, RejectedCodeIsAScriptErrorWithTheThrowSite) {
  Harness h;
  try {
    h.run("async () => {\n  await sleep(1);\n  throw new Error('no logs nearby');\n}");
    FAIL() << "no error";
  } catch (const ScriptError& e) {
    EXPECT_EQ(e.message, "Error: no logs nearby");
    EXPECT_EQ(e.line, 3u);
  }
}

TEST(ScriptingEngine, AFailingAsyncNativeRejectsWithItsMessage) {
  asio::io_context io;
  auto engine = Engine::create(io.get_executor());
  engine->defineAsync("fail", [](Json) -> asio::awaitable<Json> {
    throw world::BotError("No path to the goal!");
    co_return Json();
  });
  engine->install("p.js", "(function (native) { globalThis.fail = native.fail; })");
  auto result = asio::co_spawn(io, engine->run("c.js", "async () => { try { await fail(); } catch (e) { return e.message; } }"),
                               asio::use_future);
  io.run();
  EXPECT_EQ(result.get(), "No path to the goal!");
}

TEST(ScriptingEngine, CancellingTheRunStopsTheCodeAndItsPendingAction) {
  Harness h;
  asio::cancellation_signal cancel;
  std::exception_ptr error;
  asio::co_spawn(h.io, h.engine->run("c.js", "async () => { started(); await sleep(60000); return 'finished'; }"),
                 asio::bind_cancellation_slot(cancel.slot(), [&](std::exception_ptr e, Json) { error = e; }));
  std::thread stopper([&] {
    h.started.get_future().wait();
    asio::post(h.io, [&] { cancel.emit(asio::cancellation_type::terminal); });
  });
  const auto t0 = std::chrono::steady_clock::now();
  h.io.run();
  stopper.join();
  EXPECT_LT(std::chrono::steady_clock::now() - t0, std::chrono::seconds(30));
  ASSERT_TRUE(error);
  EXPECT_THROW(std::rethrow_exception(error), world::ActionCancelled);
  EXPECT_EQ(h.sleepsFinished, 0);
  EXPECT_EQ(h.run("() => 'again'"), "again");  // the engine carries on
}

TEST(ScriptingEngine, PreludeTimersRunOnTheExecutor) {
  Harness h({}, Harness::Prelude::Full);
  Json v = h.run(R"(() => new Promise((resolve) => {
    const seen = [];
    setTimeout(() => seen.push('b'), 40);
    const cleared = setTimeout(() => seen.push('never'), 5);
    clearTimeout(cleared);
    setTimeout(() => seen.push('a'), 1);
    let n = 0;
    const every = setInterval(() => { if (++n === 3) { clearInterval(every); setTimeout(() => resolve({ seen, n }), 60); } }, 2);
  }))");
  EXPECT_EQ(v["seen"], Json::array({"a", "b"}));
  EXPECT_EQ(v["n"], 3);
  EXPECT_TRUE(h.engine->idle());
}

TEST(ScriptingEngine, PreludeVec3AndEvents) {
  Harness h({}, Harness::Prelude::Full);
  Json v = h.run(R"(() => {
    const p = new Vec3(1, 2, 3).offset(1, 0, -1);
    const got = [];
    const once = (x) => got.push('once:' + x);
    bot.once('chat', once);
    bot.on('chat', (x) => got.push('on:' + x));
    bot.emit('chat', 1); bot.emit('chat', 2);
    return { p: p.toString(), d: p.distanceTo(new Vec3(2, 2, 2)), got, n: bot.listenerCount('chat') };
  })");
  EXPECT_EQ(v["p"], "(2, 2, 2)");
  EXPECT_EQ(v["d"], 0);
  EXPECT_EQ(v["got"], Json::array({"once:1", "on:1", "on:2"}));
  EXPECT_EQ(v["n"], 1);
}

// The names of mineflayer's API that bot_api.cpp adds for issue 19 are on the JavaScript `bot`.
TEST(ScriptingEngine, PreludeBotHasTheEntityBedCreativeAndInventoryNames) {
  Harness h({}, Harness::Prelude::Full);
  Json v = h.run(R"(() => {
    const methods = ['activateEntity', 'activateEntityAt', 'useOn', 'mount', 'dismount', 'moveVehicle', 'isABed',
      'sleep', 'wake', 'fish', 'setSettings', 'updateSign', 'writeBook', 'putAway', 'moveSlotItem',
      'waitForChunksToLoad', 'elytraFly', 'tabComplete', 'setCommandBlock', 'clickWindow'];
    const missing = methods.filter((m) => typeof bot[m] !== 'function');
    for (const m of ['setInventorySlot', 'clearSlot', 'flyTo', 'startFlying', 'stopFlying'])
      if (typeof bot.creative[m] !== 'function') missing.push('creative.' + m);
    for (const m of ['leftMouse', 'rightMouse']) if (typeof bot.simpleClick[m] !== 'function') missing.push('simpleClick.' + m);
    const properties = ['spawnPoint', 'isSleeping', 'usingHeldItem', 'vehicle', 'tablist', 'bossBars', 'scoreboards',
      'scoreboard', 'teams', 'teamMap', 'settings'];
    for (const p of properties) if (!Object.getOwnPropertyDescriptor(bot, p)) missing.push(p);
    return { missing, bed: bot.isABed({ name: 'red_bed' }), stone: bot.isABed({ name: 'stone' }) };
  })");
  EXPECT_EQ(v["missing"], Json::array());
  EXPECT_EQ(v["bed"], true);
  EXPECT_EQ(v["stone"], false);
}

TEST(ScriptingEngine, EnginesOnOneThreadDoNotShareGlobals) {
  Harness a, b;
  a.run("() => { globalThis.secret = 42; }");
  EXPECT_EQ(a.run("() => globalThis.secret"), 42);
  EXPECT_EQ(b.run("() => typeof globalThis.secret"), "undefined");
}

}  // namespace
}  // namespace craftmate::scripting::testing
