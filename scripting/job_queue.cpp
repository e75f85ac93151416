#include "scripting/job_queue.h"

#include <jsapi.h>
#include <js/GlobalObject.h>

#include "scripting/engine.h"

namespace craftmate::scripting {

JSObject* JobQueue::getIncumbentGlobal(JSContext* cx) { return JS::CurrentGlobalOrNull(cx); }

bool JobQueue::enqueuePromiseJob(JSContext* cx, JS::HandleObject, JS::HandleObject job, JS::HandleObject,
                                 JS::HandleObject) {
  JSObject* global = JS::GetNonCCWObjectGlobal(job);
  Engine* engine = global ? Engine::fromGlobal(global) : nullptr;
  if (!engine) {
    JS_ReportErrorASCII(cx, "a promise job outside any craftmate engine");
    return false;
  }
  engine->enqueueJob(job);
  return true;
}

js::UniquePtr<JS::JobQueue::SavedJobQueue> JobQueue::saveJobQueue(JSContext*) {
  return js::MakeUnique<SavedJobQueue>();
}

}  // namespace craftmate::scripting
