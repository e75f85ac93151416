#pragma once
// SignTexts — the text on signs as the server sends it (mineflayer's block.getSignText), a plugin:
// `bot.loadPlugin(std::make_shared<SignTexts>())`, then `bot.plugin<SignTexts>()->signText(pos)`.
// It keeps each sign's block entity data from `tile_entity_data` and the chunks' block entities.

#include <optional>
#include <string>
#include <unordered_map>

#include "world/bot_plugin.h"
#include "world/vec3.h"

namespace craftmate::protocol {
class Nbt;
}

namespace craftmate::world {

// A sign's two sides, each its lines as plain text joined by '\n' (before 1.20 only the front).
struct SignText {
  std::string front, back;
  bool operator==(const SignText&) const = default;
};

class SignTexts : public BotPlugin {
 public:
  std::string name() const override { return "sign_texts"; }
  void load(Bot& bot, PluginHooks& hooks) override;
  // nullopt when the server sent no sign data for `pos`.
  std::optional<SignText> signText(const BlockPos& pos) const;
  // The text of a sign's block entity data; nullopt when the data is not a sign's.
  static std::optional<SignText> fromNbt(const protocol::Nbt& data);

  Signal<BlockPos> updated;  // a sign's text arrived (mineflayer's blockEntityData)

 private:
  void keep(const BlockPos& pos, const protocol::Nbt& data);
  std::unordered_map<BlockPos, SignText, BlockPosHash> signs_;
};

}  // namespace craftmate::world
