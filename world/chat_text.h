#pragma once
// Chat as mineflayer presents it: components (NBT since 1.20.3) flattened to plain text with the
// translation patterns of language.json, and the default chat patterns that turn a line of text
// into mineflayer's `chat` / `whisper` events (spec §2.3). Working on the formatted text is what
// makes the events identical on vanilla (player_chat) and flying-squid (system_chat "<name> msg").

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "protocol/minecraft_data.h"

namespace craftmate::protocol {
class Nbt;
}

namespace craftmate::world {

class ChatFormatter {
 public:
  // Reads language.json of `version` from the default minecraft-data root, once per process.
  static std::shared_ptr<const ChatFormatter> shared(const std::string& version = std::string(protocol::kDefaultMinecraftVersion));
  explicit ChatFormatter(std::unordered_map<std::string, std::string> translations);

  // A chat component (String tag, or Compound with text/translate/with/extra) as plain text.
  std::string toPlainText(const protocol::Nbt& component) const;
  // Fills a translation pattern ("%s", "%1$s", "%%"); unknown keys render as the key itself.
  std::string translate(std::string_view key, const std::vector<std::string>& args) const;

 private:
  void append(const protocol::Nbt& component, std::string& out, int depth) const;
  std::unordered_map<std::string, std::string> translations_;
};

struct ChatPatternMatch {
  enum class Kind { Chat, Whisper } kind;
  std::string username;
  std::string message;
};

// mineflayer's default patterns: "<name> msg" (chat), "name whispers to you: msg" and
// "[name -> me] msg" (whisper). Names follow Minecraft's 3-16 characters of [A-Za-z0-9_].
std::optional<ChatPatternMatch> matchChatPatterns(std::string_view text);

}  // namespace craftmate::world
