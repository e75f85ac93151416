#include "protocol/packet_value.h"

#include <cmath>
#include <cstdio>

#include "protocol/item_stack.h"
#include "protocol/nbt.h"

namespace craftmate::protocol {

const char* kind_name(Value::Kind kind) {
  switch (kind) {
    case Value::Kind::Null: return "null";
    case Value::Kind::Bool: return "bool";
    case Value::Kind::Int: return "int";
    case Value::Kind::Double: return "double";
    case Value::Kind::String: return "string";
    case Value::Kind::Bytes: return "bytes";
    case Value::Kind::Array: return "array";
    case Value::Kind::Object: return "object";
    case Value::Kind::Nbt: return "nbt";
    case Value::Kind::Item: return "item";
  }
  return "?";
}

Value::Value(std::shared_ptr<const Nbt> nbt) : data_(std::move(nbt)) {}
Value::Value(Nbt nbt) : data_(std::make_shared<const Nbt>(std::move(nbt))) {}
Value::Value(std::shared_ptr<const ItemStack> item) : data_(std::move(item)) {}
Value::Value(ItemStack item) : data_(std::make_shared<const ItemStack>(std::move(item))) {}

Value Value::object(std::initializer_list<std::pair<std::string, Value>> fields) {
  Object o;
  o.reserve(fields.size());
  for (const auto& [k, v] : fields) o.push_back(Field{k, v});
  return Value(std::move(o));
}

Value Value::array(std::initializer_list<Value> items) { return Value(Array(items)); }

namespace {
[[noreturn]] void wrong_kind(const char* wanted, Value::Kind got) {
  throw ValueError(std::string("expected a ") + wanted + " value but found " + kind_name(got));
}
}  // namespace

bool Value::as_bool() const {
  if (auto* b = std::get_if<bool>(&data_)) return *b;
  if (auto* i = std::get_if<std::int64_t>(&data_)) return *i != 0;
  wrong_kind("bool", kind());
}

std::int64_t Value::as_int() const {
  if (auto* i = std::get_if<std::int64_t>(&data_)) return *i;
  if (auto* b = std::get_if<bool>(&data_)) return *b ? 1 : 0;
  if (auto* d = std::get_if<double>(&data_)) {
    // Callers building packets by hand may write 3.0 for a count; accept exact integers only.
    if (std::trunc(*d) == *d && std::fabs(*d) < 9.2e18) return static_cast<std::int64_t>(*d);
  }
  wrong_kind("int", kind());
}

double Value::as_double() const {
  if (auto* d = std::get_if<double>(&data_)) return *d;
  if (auto* i = std::get_if<std::int64_t>(&data_)) return static_cast<double>(*i);
  wrong_kind("double", kind());
}

const std::string& Value::as_string() const {
  if (auto* s = std::get_if<std::string>(&data_)) return *s;
  wrong_kind("string", kind());
}

const Bytes& Value::as_bytes() const {
  if (auto* b = std::get_if<Bytes>(&data_)) return *b;
  wrong_kind("bytes", kind());
}

const Array& Value::as_array() const {
  if (auto* a = std::get_if<Array>(&data_)) return *a;
  wrong_kind("array", kind());
}

Array& Value::as_array() {
  if (auto* a = std::get_if<Array>(&data_)) return *a;
  wrong_kind("array", kind());
}

const Object& Value::as_object() const {
  if (auto* o = std::get_if<Object>(&data_)) return *o;
  wrong_kind("object", kind());
}

Object& Value::as_object() {
  if (auto* o = std::get_if<Object>(&data_)) return *o;
  wrong_kind("object", kind());
}

const Nbt& Value::as_nbt() const {
  if (auto* n = std::get_if<std::shared_ptr<const Nbt>>(&data_)) return **n;
  wrong_kind("nbt", kind());
}

const ItemStack& Value::as_item() const {
  if (auto* n = std::get_if<std::shared_ptr<const ItemStack>>(&data_)) return **n;
  wrong_kind("item", kind());
}

std::shared_ptr<const Nbt> Value::nbt_ptr() const {
  if (auto* n = std::get_if<std::shared_ptr<const Nbt>>(&data_)) return *n;
  return nullptr;
}

std::shared_ptr<const ItemStack> Value::item_ptr() const {
  if (auto* n = std::get_if<std::shared_ptr<const ItemStack>>(&data_)) return *n;
  return nullptr;
}

const Value* Value::find(std::string_view key) const {
  const auto* o = std::get_if<Object>(&data_);
  if (!o) return nullptr;
  for (const auto& f : *o) {
    if (f.name == key) return &f.value;
  }
  return nullptr;
}

const Value& Value::operator[](std::string_view key) const {
  if (kind() != Kind::Object) {
    throw ValueError("cannot read field '" + std::string(key) + "' of a " + kind_name(kind()) +
                     " value");
  }
  if (const Value* v = find(key)) return *v;
  throw ValueError("missing field '" + std::string(key) + "' in " + to_debug_string().substr(0, 200));
}

Value& Value::set(std::string key, Value value) {
  if (is_null()) data_ = Object{};
  Object& o = as_object();
  for (auto& f : o) {
    if (f.name == key) {
      f.value = std::move(value);
      return f.value;
    }
  }
  o.push_back(Field{std::move(key), std::move(value)});
  return o.back().value;
}

const Value& Value::at(std::size_t index) const {
  const Array& a = as_array();
  if (index >= a.size()) {
    throw ValueError("index " + std::to_string(index) + " is past the end of an array of " +
                     std::to_string(a.size()));
  }
  return a[index];
}

std::size_t Value::size() const {
  switch (kind()) {
    case Kind::Array: return std::get<Array>(data_).size();
    case Kind::Object: return std::get<Object>(data_).size();
    case Kind::Bytes: return std::get<Bytes>(data_).size();
    case Kind::String: return std::get<std::string>(data_).size();
    default: return 0;
  }
}

namespace {

void append_quoted(std::string& out, std::string_view s) {
  out.push_back('"');
  for (char c : s) {
    if (c == '"' || c == '\\') out.push_back('\\');
    if (static_cast<unsigned char>(c) < 0x20) {
      char buf[8];
      std::snprintf(buf, sizeof buf, "\\u%04x", c);
      out += buf;
    } else {
      out.push_back(c);
    }
  }
  out.push_back('"');
}

void append_debug(std::string& out, const Value& v) {
  switch (v.kind()) {
    case Value::Kind::Null: out += "null"; break;
    case Value::Kind::Bool: out += v.as_bool() ? "true" : "false"; break;
    case Value::Kind::Int: out += std::to_string(v.as_int()); break;
    case Value::Kind::Double: {
      char buf[32];
      std::snprintf(buf, sizeof buf, "%.17g", v.as_double());
      out += buf;
      break;
    }
    case Value::Kind::String: append_quoted(out, v.as_string()); break;
    case Value::Kind::Bytes: out += "<" + std::to_string(v.as_bytes().size()) + " bytes>"; break;
    case Value::Kind::Array: {
      out.push_back('[');
      bool first = true;
      for (const auto& e : v.as_array()) {
        if (!first) out.push_back(',');
        first = false;
        append_debug(out, e);
      }
      out.push_back(']');
      break;
    }
    case Value::Kind::Object: {
      out.push_back('{');
      bool first = true;
      for (const auto& f : v.as_object()) {
        if (!first) out.push_back(',');
        first = false;
        append_quoted(out, f.name);
        out.push_back(':');
        append_debug(out, f.value);
      }
      out.push_back('}');
      break;
    }
    case Value::Kind::Nbt: out += "nbt:" + v.as_nbt().to_json(); break;
    case Value::Kind::Item: {
      const ItemStack& s = v.as_item();
      out += "item{id:" + std::to_string(s.item_id) + ",count:" + std::to_string(s.count);
      for (const auto& c : s.components) {
        out += "," + c.type + ":";
        append_debug(out, c.data);
      }
      out += "}";
      break;
    }
  }
}

}  // namespace

std::string Value::to_debug_string() const {
  std::string out;
  append_debug(out, *this);
  return out;
}

bool operator==(const Value& a, const Value& b) {
  if (a.kind() != b.kind()) return false;
  switch (a.kind()) {
    case Value::Kind::Nbt: return a.as_nbt() == b.as_nbt();
    case Value::Kind::Item: return a.as_item() == b.as_item();
    default: return a.data_ == b.data_;
  }
}

}  // namespace craftmate::protocol
