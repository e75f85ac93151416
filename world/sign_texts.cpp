#include "world/sign_texts.h"

#include "protocol/chat_text.h"
#include "protocol/nbt.h"
#include "world/packet_fields.h"

namespace craftmate::world {

namespace {
using protocol::Nbt;

// One line: a JSON text before 1.21.5 ("\"hi\""), a text component (String or Compound) since.
std::string lineText(const Nbt& line) {
  if (const std::string* s = line.get_string()) return protocol::chat_text_from_json(*s);
  return protocol::chat_text(line);
}

// The lines of the `messages` list of a 1.20+ side ({messages: [...], color, has_glowing_text}).
std::string sideText(const Nbt* side) {
  const Nbt* messages = side ? side->find("messages") : nullptr;
  const auto* list = messages ? std::get_if<protocol::NbtList>(&messages->payload()) : nullptr;
  std::string text;
  if (!list) return text;
  for (std::size_t i = 0; i < list->items.size(); ++i) text += (i ? "\n" : "") + lineText(list->items[i]);
  return text;
}
}  // namespace

std::optional<SignText> SignTexts::fromNbt(const Nbt& data) {
  if (const Nbt* front = data.find("front_text")) return SignText{sideText(front), sideText(data.find("back_text"))};
  if (!data.find("Text1")) return std::nullopt;
  // Before 1.20: Text1..Text4 on the one side, trailing empty lines dropped (as prismarine-block).
  std::string text;
  for (const char* key : {"Text1", "Text2", "Text3", "Text4"}) {
    const Nbt* line = data.find(key);
    text += (key[4] == '1' ? "" : "\n") + (line ? lineText(*line) : std::string());
  }
  text.erase(text.find_last_not_of(" \n\t") + 1);
  return SignText{text, ""};
}

void SignTexts::keep(const BlockPos& pos, const Nbt& data) {
  if (auto text = fromNbt(data)) {
    signs_[pos] = std::move(*text);
    updated.emit(pos);
  }
}

void SignTexts::load(Bot&, PluginHooks& hooks) {
  hooks.onPacket("tile_entity_data", [this](const protocol::Value& f) {
    if (const auto* data = f.find("nbtData"); data && data->kind() == protocol::Value::Kind::Nbt)
      keep(fields::position(f["location"]), data->as_nbt());
  });
  hooks.onPacket("map_chunk", [this](const protocol::Value& f) {
    const int cx = fields::integer32(f, "x"), cz = fields::integer32(f, "z");
    const auto* entities = f.find("blockEntities");
    if (!entities) return;
    for (const auto& e : entities->as_array())
      if (const auto* data = e.find("nbtData"); data && data->kind() == protocol::Value::Kind::Nbt)
        keep({cx * 16 + fields::integer32(e, "x"), fields::integer32(e, "y"), cz * 16 + fields::integer32(e, "z")},
             data->as_nbt());
  });
}

std::optional<SignText> SignTexts::signText(const BlockPos& pos) const {
  const auto it = signs_.find(pos);
  return it == signs_.end() ? std::nullopt : std::optional<SignText>(it->second);
}

}  // namespace craftmate::world
