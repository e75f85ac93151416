#pragma once
// Small readers for decoded packet fields, shared by WorldState's concern files (world_state_*.cpp).

#include <string>
#include <string_view>

#include "protocol/nbt.h"
#include "protocol/packet_value.h"
#include "world/chat_text.h"
#include "world/vec3.h"

namespace craftmate::world::fields {

inline int64_t integer(const protocol::Value& v, std::string_view key) { return v[key].as_int(); }
inline int integer32(const protocol::Value& v, std::string_view key) { return static_cast<int>(v[key].as_int()); }
inline double number(const protocol::Value& v, std::string_view key) { return v[key].as_double(); }

inline BlockPos position(const protocol::Value& v) {
  return {integer32(v, "x"), integer32(v, "y"), integer32(v, "z")};
}

// A chat component (NBT since 1.20.3) or a plain string as text; anything else as "".
inline std::string text(const protocol::Value& v, const ChatFormatter& chat) {
  if (v.kind() == protocol::Value::Kind::Nbt) return chat.toPlainText(v.as_nbt());
  if (v.kind() == protocol::Value::Kind::String) return v.as_string();
  return "";
}

// The translation key of a component's top level (mineflayer's jsonMsg.translate): how MINDcraft
// tells a death message ("death.*") from other system chat.
inline std::string translateKey(const protocol::Value& v) {
  if (v.kind() != protocol::Value::Kind::Nbt) return "";
  const protocol::Nbt* key = v.as_nbt().find("translate");
  const std::string* s = key ? key->get_string() : nullptr;
  return s ? *s : "";
}

// game_state_change names its reason by string or by number, depending on the schema version.
inline bool reasonIs(const protocol::Value& reason, std::string_view name, int number) {
  return (reason.kind() == protocol::Value::Kind::String && reason.as_string() == name) ||
         (reason.is_int() && reason.as_int() == number);
}

}  // namespace craftmate::world::fields
