#include "scripting/script_error.h"

#include <jsapi.h>
#include <js/ErrorReport.h>
#include <js/Exception.h>

namespace craftmate::scripting {

namespace {

std::string located(const std::string& message, const std::string& file, unsigned line, unsigned column) {
  if (file.empty()) return message;
  return file + ":" + std::to_string(line) + ":" + std::to_string(column) + ": " + message;
}

ScriptError describe(JSContext* cx, const JS::ExceptionStack& thrown) {
  JS::ErrorReportBuilder report(cx);
  if (!report.init(cx, thrown, JS::ErrorReportBuilder::NoSideEffects)) {
    JS_ClearPendingException(cx);
    return ScriptError("an exception that could not be described");
  }
  std::string message = report.toStringResult() ? report.toStringResult().c_str() : "uncaught exception";
  std::string file;
  unsigned line = 0, column = 0;
  if (const JSErrorReport* r = report.report(); r && r->filename) {
    file = r->filename;
    line = r->lineno;
    column = r->column;  // 1-based in what SpiderMonkey 102 reports for thrown errors
  }
  std::string stack;
  if (thrown.stack()) {
    JS::RootedObject frames(cx, thrown.stack());
    JS::RootedString text(cx);
    if (JS::BuildStackString(cx, nullptr, frames, &text) && text) {
      if (JS::UniqueChars chars = JS_EncodeStringToUTF8(cx, text)) stack = chars.get();
    }
  }
  JS_ClearPendingException(cx);
  return ScriptError(message, file, line, column, false, stack);
}

}  // namespace

ScriptError::ScriptError(std::string msg, std::string f, unsigned l, unsigned c, bool s, std::string st)
    : std::runtime_error(located(msg, f, l, c)),
      message(std::move(msg)), file(std::move(f)), line(l), column(c), stopped(s), stack(std::move(st)) {}

ScriptError takePendingError(JSContext* cx, const std::string& stopReason) {
  if (!JS_IsExceptionPending(cx)) {
    return ScriptError(stopReason.empty() ? "the code was stopped" : stopReason, {}, 0, 0, true);
  }
  JS::ExceptionStack thrown(cx);
  if (!JS::StealPendingExceptionStack(cx, &thrown)) {
    JS_ClearPendingException(cx);
    return ScriptError("an exception that could not be read");
  }
  return describe(cx, thrown);
}

ScriptError errorFromValue(JSContext* cx, JS::HandleValue value) {
  JS::RootedObject noStack(cx);
  if (value.isObject()) {
    JS::RootedObject obj(cx, &value.toObject());
    noStack = JS::ExceptionStackOrNull(obj);
  }
  JS::ExceptionStack thrown(cx, value, noStack);
  return describe(cx, thrown);
}

}  // namespace craftmate::scripting
