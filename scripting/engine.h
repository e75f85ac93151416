#pragma once
// One JavaScript engine for one agent or one script: its own global (own compartment and zone) on
// the thread's shared Runtime, the natives the bot API is built from, and the limits that keep a
// script from harming the process.
//
// Everything runs on `executor` (the bot's strand; create the engine on the thread that runs it).
// Natives are C++ functions taking and returning JSON: a sync native returns at once; an async
// native is an awaitable spawned on the executor whose result resolves a JavaScript Promise (its
// failure rejects it with the exception's message). Promise jobs run on the executor too, right
// after the JavaScript that queued them.
//
// Limits: stop() (thread-safe) ends running code, loops included, through the interrupt callback,
// cancels the pending actions and timers and drops queued jobs; a run's timeout does the same;
// code that keeps the thread longer than `maxSlice` without awaiting is ended (it would freeze
// every bot of the thread); a zone using more than `heapBytes` of GC heap is ended with a message
// naming the limit. The engine stays usable after any of these.

#include <atomic>
#include <chrono>
#include <deque>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

#include <boost/asio/any_io_executor.hpp>
#include <boost/asio/awaitable.hpp>
#include <boost/asio/cancellation_signal.hpp>
#include <boost/asio/steady_timer.hpp>
#include <js/RootingAPI.h>
#include <js/TypeDecls.h>
#include <nlohmann/json.hpp>

#include "scripting/script_error.h"

namespace craftmate::scripting {

class Runtime;
using Json = nlohmann::json;

struct EngineLimits {
  std::size_t heapBytes = std::size_t(64) << 20;  // GC heap of this engine's zone
  std::chrono::milliseconds maxSlice{10000};       // longest run of code without an await
};

class Engine : public std::enable_shared_from_this<Engine> {
 public:
  using SyncNative = std::function<Json(const Json& args)>;
  using AsyncNative = std::function<boost::asio::awaitable<Json>(Json args)>;

  // Call on the thread that runs `executor`.
  static std::shared_ptr<Engine> create(boost::asio::any_io_executor executor, EngineLimits limits = {});
  ~Engine();
  Engine(const Engine&) = delete;
  Engine& operator=(const Engine&) = delete;

  // Natives the prelude reaches as native.<name>(...); define them all, then install() once.
  void defineSync(const std::string& name, SyncNative fn);
  void defineAsync(const std::string& name, AsyncNative fn);
  // Runs `prelude` (a function expression `(native, hooks) => {...}` that sets up the globals).
  // Throws ScriptError when the prelude fails.
  void install(const std::string& file, const std::string& prelude);
  // Adds SpiderMonkey's Reflect.parse (ESTree-like syntax trees) to this global; for tools such as
  // the code linter, never for an engine that runs generated code. Call before install().
  void addReflectParse();

  // Runs a script; throws ScriptError (syntax error, thrown error, stopped).
  void evaluate(const std::string& file, const std::string& source);
  // Evaluates `source` (an expression), calls it when it is a function, and waits for the promise
  // it gives: its value as JSON, or ScriptError (rejected, thrown, stopped, timed out). Cancelling
  // the awaiting coroutine stops the code.
  boost::asio::awaitable<Json> run(std::string file, std::string source,
                                   std::optional<std::chrono::milliseconds> timeout = {});

  // Calls the prelude's hooks.<name>(...args); errors go to onUncaughtError. Returns its result.
  Json callHook(const std::string& name, const Json& args);
  // Thread-safe: ends whatever this engine's code is doing (see above).
  void stop(const std::string& reason);
  // Nothing pending: no action in flight, no timer, no event listener.
  bool idle();
  // Errors nobody catches: a listener or timer that throws, an unhandled rejection.
  std::function<void(const ScriptError&)> onUncaughtError;

  boost::asio::any_io_executor executor() const { return executor_; }
  JSContext* cx() const;
  std::size_t heapBytes() const;  // this engine's zone, GC heap only

  // For the runtime's callbacks.
  static Engine* fromGlobal(JSObject* global);
  bool mayContinue();
  void enqueueJob(JS::HandleObject job);
  void trackRejection(JS::HandleObject promise, bool unhandled);
  // For the native trampoline.
  struct Native;
  bool startAsync(Native& native, Json args, JS::MutableHandleValue promise);

 private:
  struct Operation;
  Engine(boost::asio::any_io_executor executor, EngineLimits limits);
  // Runs `body` in this engine's realm. On failure returns the error; drains jobs afterwards when
  // this was the outermost entry.
  std::optional<ScriptError> callJs(const std::function<bool()>& body);
  void drainJobs();
  void report(const ScriptError& error);
  void abortPending();  // on the executor, after stop()
  void settle(uint64_t id, std::exception_ptr error, Json value);
  uint64_t startTimer(double ms);
  void cancelTimer(uint64_t id);
  std::string stopReason();

  boost::asio::any_io_executor executor_;
  EngineLimits limits_;
  std::shared_ptr<Runtime> runtime_;
  std::unique_ptr<JS::PersistentRootedObject> global_, natives_, hooks_, runPromise_;
  std::vector<std::unique_ptr<Native>> nativeList_;
  std::deque<std::unique_ptr<JS::PersistentRootedObject>> jobs_;
  std::vector<std::unique_ptr<JS::PersistentRootedObject>> unhandled_;
  std::map<uint64_t, std::unique_ptr<Operation>> operations_;
  std::map<uint64_t, std::unique_ptr<boost::asio::steady_timer>> timers_;
  uint64_t nextId_ = 0;
  int depth_ = 0;
  bool draining_ = false;
  bool drainPosted_ = false;
  std::chrono::steady_clock::time_point sliceStart_;
  std::atomic<std::chrono::steady_clock::rep> deadline_{std::chrono::steady_clock::time_point::max().time_since_epoch().count()};
  std::atomic<bool> stopRequested_{false};
  std::mutex stopMutex_;
  std::string stopReason_;
  std::string abortReason_;  // why the interrupt callback ended the code
  uint64_t aborts_ = 0;      // abortPending() calls so far; a run sees its own
  boost::asio::steady_timer* runWaiter_ = nullptr;
};

}  // namespace craftmate::scripting
