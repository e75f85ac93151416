#pragma once
// The promise job queue of a thread's Runtime (SpiderMonkey's JS::JobQueue). A job belongs to the
// engine whose global made it; it is handed to that engine, which runs its jobs on its own Asio
// executor (the bot's strand) — so promise continuations run where the bot's state lives, and a
// stopped engine simply drops its jobs.

#include <js/Promise.h>

namespace craftmate::scripting {

class JobQueue final : public JS::JobQueue {
 public:
  JSObject* getIncumbentGlobal(JSContext* cx) override;
  bool enqueuePromiseJob(JSContext* cx, JS::HandleObject promise, JS::HandleObject job,
                         JS::HandleObject allocationSite, JS::HandleObject incumbentGlobal) override;
  // Engines drain their own jobs; SpiderMonkey only calls this from debugger paths.
  void runJobs(JSContext*) override {}
  bool empty() const override { return true; }

 private:
  js::UniquePtr<SavedJobQueue> saveJobQueue(JSContext*) override;
};

}  // namespace craftmate::scripting
