#pragma once
// The JavaScript runtime of one thread. SpiderMonkey allows one JSContext per thread, so every
// Engine created on a thread (one per agent or per script) shares that thread's Runtime; each
// Engine keeps its own global in its own compartment and zone, which is what isolates agents.
//
// The Runtime owns the context and what belongs to it once: the promise job queue (jobs go to the
// engine whose realm made them), the interrupt callback through which engines enforce timeouts,
// stop requests and heap limits, the watchdog thread that asks for an interrupt every few
// milliseconds while JavaScript runs, and the security callback that refuses eval and Function.

#include <atomic>
#include <condition_variable>
#include <cstddef>
#include <memory>
#include <mutex>
#include <thread>

struct JSContext;

namespace craftmate::scripting {

class JobQueue;

class Runtime {
 public:
  // The calling thread's runtime, made on first use; it lives while an Engine holds it.
  static std::shared_ptr<Runtime> forThisThread();
  ~Runtime();
  Runtime(const Runtime&) = delete;
  Runtime& operator=(const Runtime&) = delete;

  JSContext* cx() const { return cx_; }
  JobQueue& jobs() { return *jobs_; }
  std::thread::id thread() const { return thread_; }

  // Bracket every entry into JavaScript; while the depth is above zero the watchdog requests an
  // interrupt every kWatchdogPeriod, so the interrupt callback sees a runaway loop in time.
  void enter();
  void leave();
  // Thread-safe: makes the running code call the interrupt callback soon.
  void requestInterrupt();

  // The whole thread's GC heap cap (JSGC_MAX_BYTES), a backstop behind the per-engine limits.
  static constexpr std::size_t kMaxHeapBytes = std::size_t(1) << 30;
  static constexpr int kWatchdogPeriodMs = 10;

 private:
  Runtime();
  void watchdog();

  JSContext* cx_ = nullptr;
  std::unique_ptr<JobQueue> jobs_;
  std::thread::id thread_;
  std::atomic<int> depth_{0};
  std::mutex mutex_;
  std::condition_variable wake_;
  bool quit_ = false;
  std::thread watchdog_;
};

}  // namespace craftmate::scripting
