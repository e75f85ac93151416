#include "scripting/runtime.h"

#include <jsapi.h>
#include <js/ContextOptions.h>
#include <js/Initialization.h>
#include <js/Interrupt.h>
#include <js/Principals.h>
#include <js/Promise.h>

#include <chrono>
#include <cstdlib>
#include <mutex>
#include <stdexcept>

#include "scripting/engine.h"
#include "scripting/job_queue.h"

namespace craftmate::scripting {

namespace {

// Runs at interrupt points of the running code; false ends it (uncatchable by the script).
bool onInterrupt(JSContext* cx) {
  JSObject* global = JS::CurrentGlobalOrNull(cx);
  Engine* engine = global ? Engine::fromGlobal(global) : nullptr;
  return engine ? engine->mayContinue() : true;
}

// eval, Function, AsyncFunction, GeneratorFunction — every way to compile a string at run time —
// ask this first. Refusing makes SpiderMonkey throw an EvalError ("call to eval() blocked by CSP").
bool refuseCodeFromStrings(JSContext*, JS::RuntimeCode, JS::HandleString) { return false; }
const JSSecurityCallbacks kSecurity = {&refuseCodeFromStrings, nullptr};

void onRejection(JSContext* cx, bool, JS::HandleObject promise, JS::PromiseRejectionHandlingState state, void*) {
  JSObject* global = JS::CurrentGlobalOrNull(cx);
  if (Engine* engine = global ? Engine::fromGlobal(global) : nullptr) {
    engine->trackRejection(promise, state == JS::PromiseRejectionHandlingState::Unhandled);
  }
}

thread_local std::weak_ptr<Runtime> tlsRuntime;
std::atomic<int> liveRuntimes{0};

// SpiderMonkey's helper threads must be shut down before static destructors run at exit; with a
// context still alive (a thread that never finished) shutting down would crash, so skip it then.
void shutDownAtExit() {
  if (liveRuntimes.load() == 0) JS_ShutDown();
}

}  // namespace

std::shared_ptr<Runtime> Runtime::forThisThread() {
  if (auto existing = tlsRuntime.lock()) return existing;
  static std::once_flag init;
  std::call_once(init, [] {
    if (!JS_Init()) throw std::runtime_error("SpiderMonkey failed to initialise (JS_Init)");
    std::atexit(&shutDownAtExit);
  });
  std::shared_ptr<Runtime> rt(new Runtime());
  tlsRuntime = rt;
  return rt;
}

Runtime::Runtime() : thread_(std::this_thread::get_id()) {
  cx_ = JS_NewContext(kMaxHeapBytes);
  if (!cx_) throw std::runtime_error("SpiderMonkey could not create a context (JS_NewContext)");
  JS::ContextOptionsRef(cx_).setWasm(false).setAsmJS(false).setAsyncStack(true);
  if (!JS::InitSelfHostedCode(cx_)) {
    JS_DestroyContext(cx_);
    throw std::runtime_error("SpiderMonkey could not initialise its self-hosted code");
  }
  ++liveRuntimes;
  jobs_ = std::make_unique<JobQueue>();
  JS::SetJobQueue(cx_, jobs_.get());
  JS::SetPromiseRejectionTrackerCallback(cx_, &onRejection);
  JS_SetSecurityCallbacks(cx_, &kSecurity);
  JS_AddInterruptCallback(cx_, &onInterrupt);
  watchdog_ = std::thread([this] { watchdog(); });
}

Runtime::~Runtime() {
  {
    std::lock_guard lock(mutex_);
    quit_ = true;
  }
  wake_.notify_all();
  watchdog_.join();
  JS_DestroyContext(cx_);
  --liveRuntimes;
}

void Runtime::enter() {
  if (depth_.fetch_add(1) == 0) wake_.notify_all();
}

void Runtime::leave() { depth_.fetch_sub(1); }

void Runtime::requestInterrupt() { JS_RequestInterruptCallback(cx_); }

void Runtime::watchdog() {
  std::unique_lock lock(mutex_);
  while (!quit_) {
    if (depth_.load() == 0) {
      wake_.wait(lock, [this] { return quit_ || depth_.load() > 0; });
      continue;
    }
    wake_.wait_for(lock, std::chrono::milliseconds(kWatchdogPeriodMs));
    if (!quit_ && depth_.load() > 0) JS_RequestInterruptCallback(cx_);
  }
}

}  // namespace craftmate::scripting
