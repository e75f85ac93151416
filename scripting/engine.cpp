#include "scripting/engine.h"

#include <jsapi.h>
#include <jsfriendapi.h>
#include <js/CompilationAndEvaluation.h>
#include <js/Object.h>
#include <js/Promise.h>
#include <js/PropertyAndElement.h>
#include <js/SourceText.h>
#include <mozilla/Utf8.h>

#include <boost/asio/as_tuple.hpp>
#include <boost/asio/bind_cancellation_slot.hpp>
#include <boost/asio/co_spawn.hpp>
#include <boost/asio/post.hpp>
#include <boost/asio/this_coro.hpp>
#include <boost/asio/use_awaitable.hpp>
#include <iostream>

#include "scripting/js_json.h"
#include "scripting/runtime.h"
#include "world/bot.h"

namespace craftmate::scripting {

namespace asio = boost::asio;
using Clock = std::chrono::steady_clock;

struct Engine::Native {
  Engine* engine;
  std::string name;
  SyncNative sync;
  AsyncNative async;
};

struct Engine::Operation {
  std::unique_ptr<JS::PersistentRootedObject> promise;  // null once abandoned by stop()
  asio::cancellation_signal cancel;
};

namespace {

constexpr uint32_t kEngineSlot = JSCLASS_GLOBAL_SLOT_COUNT;
const JSClass kGlobalClass = {"CraftmateGlobal", JSCLASS_GLOBAL_FLAGS_WITH_SLOTS(1), &JS::DefaultGlobalClassOps};

bool callNative(JSContext* cx, unsigned argc, JS::Value* vp) {
  JS::CallArgs args = JS::CallArgsFromVp(argc, vp);
  auto* native = static_cast<Engine::Native*>(js::GetFunctionNativeReserved(&args.callee(), 0).toPrivate());
  Json in = Json::array();
  try {
    for (unsigned i = 0; i < args.length(); ++i) in.push_back(fromJs(cx, args[i]));
    if (native->sync) return toJs(cx, native->sync(in), args.rval());
  } catch (const std::exception& e) {
    JS_ReportErrorUTF8(cx, "%s", e.what());
    return false;
  }
  return native->engine->startAsync(*native, std::move(in), args.rval());
}

bool compileAndRun(JSContext* cx, const std::string& file, const std::string& source, JS::MutableHandleValue out) {
  JS::CompileOptions options(cx);
  options.setFileAndLine(file.c_str(), 1);
  JS::SourceText<mozilla::Utf8Unit> text;
  if (!text.init(cx, source.data(), source.size(), JS::SourceOwnership::Borrowed)) return false;
  return JS::Evaluate(cx, options, text, out);
}

// An Error object carrying `message`, made the way a native would throw it.
JS::Value makeError(JSContext* cx, const std::string& message) {
  JS_ReportErrorUTF8(cx, "%s", message.c_str());
  JS::RootedValue error(cx);
  if (!JS_GetPendingException(cx, &error)) error.setUndefined();
  JS_ClearPendingException(cx);
  return error;
}

}  // namespace

std::shared_ptr<Engine> Engine::create(asio::any_io_executor executor, EngineLimits limits) {
  return std::shared_ptr<Engine>(new Engine(std::move(executor), limits));
}

Engine::Engine(asio::any_io_executor executor, EngineLimits limits)
    : executor_(std::move(executor)), limits_(limits), runtime_(Runtime::forThisThread()) {
  JSContext* cx = runtime_->cx();
  JS::RealmOptions options;
  options.creationOptions().setNewCompartmentAndZone();
  JS::RootedObject global(cx, JS_NewGlobalObject(cx, &kGlobalClass, nullptr, JS::FireOnNewGlobalHook, options));
  if (!global) throw std::runtime_error("SpiderMonkey could not create a global object");
  JS::SetReservedSlot(global, kEngineSlot, JS::PrivateValue(this));
  JSAutoRealm realm(cx, global);
  if (!JS::InitRealmStandardClasses(cx)) throw std::runtime_error("SpiderMonkey could not set up the standard classes");
  global_ = std::make_unique<JS::PersistentRootedObject>(cx, global);
  natives_ = std::make_unique<JS::PersistentRootedObject>(cx, JS_NewPlainObject(cx));
  hooks_ = std::make_unique<JS::PersistentRootedObject>(cx, JS_NewPlainObject(cx));
  runPromise_ = std::make_unique<JS::PersistentRootedObject>(cx);
  defineSync("timerStart", [this](const Json& a) { return Json(startTimer(a.at(0).get<double>())); });
  defineSync("timerCancel", [this](const Json& a) {
    cancelTimer(a.at(0).get<uint64_t>());
    return Json();
  });
}

Engine::~Engine() {
  for (auto& [id, op] : operations_) op->cancel.emit(asio::cancellation_type::terminal);
  for (auto& [id, t] : timers_) t->cancel();
  // The global no longer belongs to a live engine: its leftover jobs find no owner.
  JS::SetReservedSlot(*global_, kEngineSlot, JS::PrivateValue(nullptr));
  jobs_.clear();
  unhandled_.clear();
  for (auto& [id, op] : operations_) op->promise.reset();
  runPromise_.reset();
  hooks_.reset();
  natives_.reset();
  global_.reset();
}

JSContext* Engine::cx() const { return runtime_->cx(); }

Engine* Engine::fromGlobal(JSObject* global) {
  if (JS::GetClass(global) != &kGlobalClass) return nullptr;
  const JS::Value& slot = JS::GetReservedSlot(global, kEngineSlot);
  return slot.isUndefined() ? nullptr : static_cast<Engine*>(slot.toPrivate());
}

std::size_t Engine::heapBytes() const { return js::GetGCHeapUsageForObjectZone(*global_); }

void Engine::defineSync(const std::string& name, SyncNative fn) {
  nativeList_.push_back(std::make_unique<Native>(Native{this, name, std::move(fn), nullptr}));
}

void Engine::defineAsync(const std::string& name, AsyncNative fn) {
  nativeList_.push_back(std::make_unique<Native>(Native{this, name, nullptr, std::move(fn)}));
}

void Engine::install(const std::string& file, const std::string& prelude) {
  JSContext* cx = this->cx();
  auto error = callJs([&] {
    for (auto& native : nativeList_) {
      JSFunction* fn = js::NewFunctionWithReserved(cx, &callNative, 0, 0, native->name.c_str());
      if (!fn) return false;
      JS::RootedObject fnObj(cx, JS_GetFunctionObject(fn));
      js::SetFunctionNativeReserved(fnObj, 0, JS::PrivateValue(native.get()));
      JS::RootedValue value(cx, JS::ObjectValue(*fnObj));
      if (!JS_SetProperty(cx, *natives_, native->name.c_str(), value)) return false;
    }
    JS::RootedValue setup(cx), ignored(cx);
    if (!compileAndRun(cx, file, prelude, &setup)) return false;
    JS::RootedValueArray<2> args(cx);
    args[0].setObject(**natives_);
    args[1].setObject(**hooks_);
    return JS::Call(cx, JS::UndefinedHandleValue, setup, args, &ignored);
  });
  if (error) throw *error;
}

void Engine::addReflectParse() {
  JSContext* cx = this->cx();
  JSAutoRealm realm(cx, *global_);
  if (!JS_InitReflectParse(cx, *global_)) throw std::runtime_error("SpiderMonkey could not add Reflect.parse");
}

std::optional<ScriptError> Engine::callJs(const std::function<bool()>& body) {
  JSContext* cx = this->cx();
  if (std::this_thread::get_id() != runtime_->thread()) {
    throw std::logic_error("a craftmate script engine was used from another thread than the one that made it");
  }
  const bool outermost = depth_ == 0;
  if (outermost) sliceStart_ = Clock::now();
  ++depth_;
  runtime_->enter();
  bool ok;
  {
    JSAutoRealm realm(cx, *global_);
    ok = body();
  }
  runtime_->leave();
  --depth_;
  std::optional<ScriptError> error;
  if (!ok) {
    JSAutoRealm realm(cx, *global_);
    error = takePendingError(cx, abortReason_);
  }
  if (outermost) drainJobs();
  return error;
}

void Engine::drainJobs() {
  if (draining_) return;
  draining_ = true;
  JSContext* cx = this->cx();
  while (!jobs_.empty()) {
    auto job = std::move(jobs_.front());
    jobs_.pop_front();
    JS::RootedObject fn(cx, *job);
    job.reset();
    auto error = callJs([&] {
      JS::RootedValue ignored(cx);
      return JS::Call(cx, JS::UndefinedHandleValue, fn, JS::HandleValueArray::empty(), &ignored);
    });
    if (error) {
      report(*error);
      if (error->stopped) jobs_.clear();
    }
  }
  // Rejections still unhandled once the jobs ran (the run's own promise is the run's business).
  auto rejected = std::move(unhandled_);
  unhandled_.clear();
  for (auto& promise : rejected) {
    if (runPromise_->get() == promise->get()) continue;
    JSAutoRealm realm(cx, *global_);
    JS::RootedObject p(cx, *promise);
    JS::RootedValue reason(cx, JS::GetPromiseResult(p));
    report(errorFromValue(cx, reason));
  }
  draining_ = false;
  if (runWaiter_) runWaiter_->cancel();  // the run re-checks its promise
}

void Engine::report(const ScriptError& error) {
  if (onUncaughtError) onUncaughtError(error);
  else std::cerr << "uncaught JavaScript error: " << error.what() << "\n";
}

void Engine::enqueueJob(JS::HandleObject job) {
  jobs_.push_back(std::make_unique<JS::PersistentRootedObject>(cx(), job));
  if (depth_ == 0 && !drainPosted_) {
    drainPosted_ = true;
    asio::post(executor_, [weak = weak_from_this()] {
      if (auto self = weak.lock()) {
        self->drainPosted_ = false;
        self->drainJobs();
      }
    });
  }
}

void Engine::trackRejection(JS::HandleObject promise, bool unhandled) {
  if (unhandled) {
    unhandled_.push_back(std::make_unique<JS::PersistentRootedObject>(cx(), promise));
  } else {
    std::erase_if(unhandled_, [&](const auto& p) { return p->get() == promise.get(); });
  }
}

std::string Engine::stopReason() {
  std::lock_guard lock(stopMutex_);
  return stopReason_;
}

bool Engine::mayContinue() {
  if (stopRequested_.load()) {
    abortReason_ = stopReason();
    return false;
  }
  const auto now = Clock::now();
  if (now.time_since_epoch().count() >= deadline_.load()) {
    abortReason_ = "the code ran out of time (code_timeout_mins) and was stopped";
    return false;
  }
  if (now - sliceStart_ > limits_.maxSlice) {
    const auto ms = limits_.maxSlice.count();
    abortReason_ = "the code ran " + (ms < 1000 ? std::to_string(ms) + " ms" : std::to_string(ms / 1000) + " s") +
                   " without an await and was stopped (it would freeze every bot of this process)";
    return false;
  }
  if (heapBytes() > limits_.heapBytes) {
    JS_GC(cx());
    if (heapBytes() > limits_.heapBytes) {
      abortReason_ = "the code used more than " + std::to_string(limits_.heapBytes >> 20) +
                     " MB of JavaScript heap (the agent's limit) and was stopped";
      return false;
    }
  }
  return true;
}

void Engine::stop(const std::string& reason) {
  {
    std::lock_guard lock(stopMutex_);
    stopReason_ = reason;
  }
  stopRequested_ = true;
  runtime_->requestInterrupt();
  asio::post(executor_, [weak = weak_from_this()] {
    if (auto self = weak.lock()) self->abortPending();
  });
}

void Engine::abortPending() {
  if (!stopRequested_.exchange(false)) return;
  abortReason_ = stopReason();
  ++aborts_;
  jobs_.clear();
  for (auto& [id, op] : operations_) {
    op->promise.reset();
    op->cancel.emit(asio::cancellation_type::terminal);
  }
  for (auto& [id, t] : timers_) t->cancel();
  timers_.clear();
  deadline_ = Clock::time_point::max().time_since_epoch().count();
  if (runWaiter_) runWaiter_->cancel();
}

bool Engine::startAsync(Native& native, Json args, JS::MutableHandleValue out) {
  JSContext* cx = this->cx();
  JS::RootedObject promise(cx, JS::NewPromiseObject(cx, nullptr));
  if (!promise) return false;
  const uint64_t id = ++nextId_;
  auto op = std::make_unique<Operation>();
  op->promise = std::make_unique<JS::PersistentRootedObject>(cx, promise);
  auto slot = op->cancel.slot();
  operations_.emplace(id, std::move(op));
  asio::co_spawn(executor_, native.async(std::move(args)),
                 asio::bind_cancellation_slot(slot, [weak = weak_from_this(), id](std::exception_ptr e, Json value) {
                   if (auto self = weak.lock()) self->settle(id, e, std::move(value));
                 }));
  out.setObject(*promise);
  return true;
}

void Engine::settle(uint64_t id, std::exception_ptr error, Json value) {
  auto it = operations_.find(id);
  if (it == operations_.end()) return;
  auto op = std::move(it->second);
  operations_.erase(it);
  if (!op->promise) return;  // abandoned by stop()
  JSContext* cx = this->cx();
  auto failure = callJs([&] {
    JS::RootedObject promise(cx, *op->promise);
    if (error) {
      std::string message;
      try {
        std::rethrow_exception(error);
      } catch (const std::exception& e) {
        message = e.what();
      } catch (...) {
        message = "unknown error";
      }
      JS::RootedValue reason(cx, makeError(cx, message));
      return JS::RejectPromise(cx, promise, reason);
    }
    JS::RootedValue result(cx);
    return toJs(cx, value, &result) && JS::ResolvePromise(cx, promise, result);
  });
  if (failure) report(*failure);
}

uint64_t Engine::startTimer(double ms) {
  const uint64_t id = ++nextId_;
  auto timer = std::make_unique<asio::steady_timer>(executor_);
  timer->expires_after(std::chrono::microseconds(static_cast<int64_t>(std::max(0.0, ms) * 1000)));
  timer->async_wait([weak = weak_from_this(), id](boost::system::error_code ec) {
    auto self = weak.lock();
    if (!self || ec) return;
    if (self->timers_.erase(id) == 0) return;
    self->callHook("timer", Json::array({id}));
  });
  timers_.emplace(id, std::move(timer));
  return id;
}

void Engine::cancelTimer(uint64_t id) {
  if (auto it = timers_.find(id); it != timers_.end()) {
    it->second->cancel();
    timers_.erase(it);
  }
}

Json Engine::callHook(const std::string& name, const Json& args) {
  JSContext* cx = this->cx();
  Json result;
  auto error = callJs([&] {
    JS::RootedValue fn(cx), argv(cx), out(cx);
    if (!JS_GetProperty(cx, *hooks_, name.c_str(), &fn) || !fn.isObject()) return true;
    JS::RootedValueVector values(cx);
    for (const auto& a : args) {
      if (!toJs(cx, a, &argv) || !values.append(argv)) return false;
    }
    if (!JS::Call(cx, JS::UndefinedHandleValue, fn, values, &out)) return false;
    result = fromJs(cx, out);
    return true;
  });
  if (error) report(*error);
  return result;
}

bool Engine::idle() {
  if (!operations_.empty() || !timers_.empty() || !jobs_.empty()) return false;
  Json listeners = callHook("listenerCount", Json::array());
  return !listeners.is_number() || listeners.get<double>() == 0;
}

void Engine::evaluate(const std::string& file, const std::string& source) {
  auto error = callJs([&] {
    JS::RootedValue ignored(cx());
    return compileAndRun(cx(), file, source, &ignored);
  });
  if (error) throw *error;
}

asio::awaitable<Json> Engine::run(std::string file, std::string source,
                                  std::optional<std::chrono::milliseconds> timeout) {
  JSContext* cx = this->cx();
  if (runWaiter_) throw ScriptError("another piece of code is still running on this engine");
  stopRequested_ = false;
  deadline_ = timeout ? (Clock::now() + *timeout).time_since_epoch().count()
                      : Clock::time_point::max().time_since_epoch().count();
  const uint64_t abortsBefore = aborts_;
  Json immediate;
  bool isPromise = false;
  auto error = callJs([&] {
    JS::RootedValue value(cx);
    if (!compileAndRun(cx, file, source, &value)) return false;
    if (value.isObject() && JS_ObjectIsFunction(&value.toObject())) {
      JS::RootedValue fn(cx, value);
      if (!JS::Call(cx, JS::UndefinedHandleValue, fn, JS::HandleValueArray::empty(), &value)) return false;
    }
    JS::RootedObject object(cx, value.isObject() ? &value.toObject() : nullptr);
    if (object && JS::IsPromiseObject(object)) {
      isPromise = true;
      runPromise_->set(&value.toObject());
    } else {
      immediate = fromJs(cx, value);
    }
    return true;
  });
  if (error) {
    runPromise_->set(nullptr);
    throw *error;
  }
  if (!isPromise) co_return immediate;

  asio::steady_timer waiter(executor_);
  runWaiter_ = &waiter;
  struct Reset {
    Engine* self;
    ~Reset() {
      self->runWaiter_ = nullptr;
      self->runPromise_->set(nullptr);
      self->deadline_ = Clock::time_point::max().time_since_epoch().count();
    }
  } reset{this};
  while (true) {
    JS::RootedObject promise(cx, *runPromise_);
    const auto state = JS::GetPromiseState(promise);
    if (state == JS::PromiseState::Fulfilled) {
      JSAutoRealm realm(cx, *global_);
      JS::RootedValue v(cx, JS::GetPromiseResult(promise));
      co_return fromJs(cx, v);
    }
    if (state == JS::PromiseState::Rejected) {
      JSAutoRealm realm(cx, *global_);
      JS::RootedValue v(cx, JS::GetPromiseResult(promise));
      throw errorFromValue(cx, v);
    }
    if (aborts_ != abortsBefore) throw ScriptError(abortReason_, {}, 0, 0, true);
    waiter.expires_at(Clock::time_point(Clock::duration(deadline_.load())));
    auto [ec] = co_await waiter.async_wait(asio::as_tuple(asio::use_awaitable));
    auto cs = co_await asio::this_coro::cancellation_state;
    if (cs.cancelled() != asio::cancellation_type::none) {
      stop("the code was interrupted");
      abortPending();
      throw world::ActionCancelled();
    }
    if (!ec) {
      stop("the code ran out of time (code_timeout_mins) and was stopped");
      abortPending();
    }
  }
}

}  // namespace craftmate::scripting
