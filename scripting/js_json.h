#pragma once
// JSON values to and from JavaScript values: the form in which natives take their arguments and
// return their results (numbers, strings, booleans, arrays, plain objects; functions and
// undefined become null).

#include <nlohmann/json.hpp>

#include <js/TypeDecls.h>

namespace craftmate::scripting {

using Json = nlohmann::json;

bool toJs(JSContext* cx, const Json& value, JS::MutableHandleValue out);
// Throws std::runtime_error for a value nested deeper than 32 levels (a cycle).
Json fromJs(JSContext* cx, JS::HandleValue value);

}  // namespace craftmate::scripting
