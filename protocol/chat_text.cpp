#include "protocol/chat_text.h"

#include <nlohmann/json.hpp>

#include "protocol/nbt.h"

namespace craftmate::protocol {

namespace {

void append_nbt(std::string& out, const Nbt& c, int depth) {
  if (depth > 32) return;
  if (const std::string* s = c.get_string()) {
    out += *s;
    return;
  }
  if (c.type() == NbtType::List) {
    for (const auto& item : std::get<NbtList>(c.payload()).items) append_nbt(out, item, depth + 1);
    return;
  }
  if (c.type() != NbtType::Compound) return;
  if (const Nbt* text = c.find("text")) {
    append_nbt(out, *text, depth + 1);
  } else if (const Nbt* empty = c.find("")) {  // lists of mixed components wrap them as {"": x}
    append_nbt(out, *empty, depth + 1);
  } else if (const Nbt* key = c.find("translate"); key && key->get_string()) {
    out += *key->get_string();
    if (const Nbt* with = c.find("with"); with && with->type() == NbtType::List) {
      out += "[";
      bool first = true;
      for (const auto& arg : std::get<NbtList>(with->payload()).items) {
        if (!first) out += ", ";
        first = false;
        append_nbt(out, arg, depth + 1);
      }
      out += "]";
    }
  }
  if (const Nbt* extra = c.find("extra"); extra && extra->type() == NbtType::List) {
    for (const auto& item : std::get<NbtList>(extra->payload()).items) append_nbt(out, item, depth + 1);
  }
}

void append_json(std::string& out, const nlohmann::json& j, int depth) {
  if (depth > 32) return;
  if (j.is_string()) {
    out += j.get<std::string>();
  } else if (j.is_array()) {
    for (const auto& e : j) append_json(out, e, depth + 1);
  } else if (j.is_object()) {
    if (j.contains("text")) {
      append_json(out, j["text"], depth + 1);
    } else if (j.contains("translate") && j["translate"].is_string()) {
      out += j["translate"].get<std::string>();
      if (j.contains("with") && j["with"].is_array()) {
        out += "[";
        bool first = true;
        for (const auto& arg : j["with"]) {
          if (!first) out += ", ";
          first = false;
          append_json(out, arg, depth + 1);
        }
        out += "]";
      }
    }
    if (j.contains("extra")) append_json(out, j["extra"], depth + 1);
  } else if (!j.is_null()) {
    out += j.dump();
  }
}

}  // namespace

std::string chat_text(const Nbt& component) {
  std::string out;
  append_nbt(out, component, 0);
  return out;
}

std::string chat_text_from_json(std::string_view json_text) {
  auto j = nlohmann::json::parse(json_text, nullptr, /*allow_exceptions=*/false);
  if (j.is_discarded()) return std::string(json_text);
  std::string out;
  append_json(out, j, 0);
  return out;
}

}  // namespace craftmate::protocol
