#pragma once
// A JavaScript error as craftmate reports it: "file:line:column: message", or the reason the code
// was stopped (timeout, stop, heap limit, a run that held the thread too long).

#include <stdexcept>
#include <string>

#include <js/TypeDecls.h>

namespace craftmate::scripting {

struct ScriptError : std::runtime_error {
  ScriptError(std::string message, std::string file = {}, unsigned line = 0, unsigned column = 0,
              bool stopped = false, std::string stack = {});

  std::string message;  // "TypeError: bot.foo is not a function"
  std::string file;     // empty when the error carried no location
  unsigned line = 0;    // 1-based
  unsigned column = 0;  // 1-based
  bool stopped = false; // ended by stop(), a timeout or a limit rather than by a thrown error
  std::string stack;    // the JavaScript stack when the error had one
};

// Takes the pending exception off the context and describes it. With none pending (the interrupt
// callback ended the code), returns a stopped error carrying `stopReason`.
ScriptError takePendingError(JSContext* cx, const std::string& stopReason);
// Describes a thrown value (a rejected promise's reason).
ScriptError errorFromValue(JSContext* cx, JS::HandleValue value);

}  // namespace craftmate::scripting
