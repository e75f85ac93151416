#include "scripting/js_json.h"

#include <jsapi.h>
#include <js/Array.h>
#include <js/Conversions.h>
#include <js/PropertyAndElement.h>

#include <stdexcept>

namespace craftmate::scripting {

namespace {

constexpr int kMaxDepth = 32;

bool newString(JSContext* cx, const std::string& s, JS::MutableHandleValue out) {
  JSString* str = JS_NewStringCopyUTF8N(cx, JS::UTF8Chars(s.data(), s.size()));
  if (!str) return false;
  out.setString(str);
  return true;
}

Json fromJsAt(JSContext* cx, JS::HandleValue v, int depth) {
  if (depth > kMaxDepth) throw std::runtime_error("a value nested more than 32 levels deep (a cycle?)");
  if (v.isBoolean()) return v.toBoolean();
  if (v.isInt32()) return v.toInt32();
  if (v.isDouble()) return v.toDouble();
  if (v.isString()) {
    JS::RootedString s(cx, v.toString());
    JS::UniqueChars chars = JS_EncodeStringToUTF8(cx, s);
    return chars ? Json(std::string(chars.get())) : Json();
  }
  if (!v.isObject()) return nullptr;
  JS::RootedObject obj(cx, &v.toObject());
  if (JS_ObjectIsFunction(obj)) return nullptr;
  bool isArray = false;
  if (!JS::IsArrayObject(cx, obj, &isArray)) return nullptr;
  if (isArray) {
    uint32_t n = 0;
    JS::GetArrayLength(cx, obj, &n);
    Json out = Json::array();
    JS::RootedValue item(cx);
    for (uint32_t i = 0; i < n; ++i) {
      if (!JS_GetElement(cx, obj, i, &item)) return out;
      out.push_back(fromJsAt(cx, item, depth + 1));
    }
    return out;
  }
  Json out = Json::object();
  JS::Rooted<JS::IdVector> ids(cx, JS::IdVector(cx));
  if (!JS_Enumerate(cx, obj, &ids)) return out;
  JS::RootedValue key(cx), item(cx);
  for (size_t i = 0; i < ids.length(); ++i) {
    if (!JS_IdToValue(cx, ids[i], &key) || !JS_GetPropertyById(cx, obj, ids[i], &item)) continue;
    JS::RootedString keyText(cx, JS::ToString(cx, key));
    if (!keyText) continue;
    JS::UniqueChars name = JS_EncodeStringToUTF8(cx, keyText);
    if (name) out[name.get()] = fromJsAt(cx, item, depth + 1);
  }
  return out;
}

}  // namespace

bool toJs(JSContext* cx, const Json& j, JS::MutableHandleValue out) {
  switch (j.type()) {
    case Json::value_t::null:
    case Json::value_t::discarded: out.setNull(); return true;
    case Json::value_t::boolean: out.setBoolean(j.get<bool>()); return true;
    case Json::value_t::number_integer:
    case Json::value_t::number_unsigned: {
      auto n = j.get<int64_t>();
      if (n >= INT32_MIN && n <= INT32_MAX) out.setInt32(static_cast<int32_t>(n));
      else out.setDouble(static_cast<double>(n));
      return true;
    }
    case Json::value_t::number_float: out.setDouble(j.get<double>()); return true;
    case Json::value_t::string: return newString(cx, j.get_ref<const std::string&>(), out);
    case Json::value_t::binary: out.setNull(); return true;
    case Json::value_t::array: {
      JS::RootedObject arr(cx, JS::NewArrayObject(cx, j.size()));
      if (!arr) return false;
      JS::RootedValue item(cx);
      for (uint32_t i = 0; i < j.size(); ++i) {
        if (!toJs(cx, j[i], &item) || !JS_SetElement(cx, arr, i, item)) return false;
      }
      out.setObject(*arr);
      return true;
    }
    case Json::value_t::object: {
      JS::RootedObject obj(cx, JS_NewPlainObject(cx));
      if (!obj) return false;
      JS::RootedValue item(cx);
      for (const auto& [k, v] : j.items()) {
        if (!toJs(cx, v, &item) || !JS_SetProperty(cx, obj, k.c_str(), item)) return false;
      }
      out.setObject(*obj);
      return true;
    }
  }
  out.setNull();
  return true;
}

Json fromJs(JSContext* cx, JS::HandleValue value) { return fromJsAt(cx, value, 0); }

}  // namespace craftmate::scripting
