#pragma once
// Chat patterns (mineflayer's addChatPattern, addChatPatternSet, removeChatPattern and the
// `chat:name` event) as a bot plugin: `bot->loadPlugin(std::make_shared<ChatPatterns>())`, then
// `bot->plugin<ChatPatterns>()->addChatPattern(...)`. Patterns are tested against every message's
// text (mineflayer's messagestr); a set matches when its patterns matched messages in order.

#include <optional>
#include <regex>
#include <string>
#include <vector>

#include "world/bot_plugin.h"
#include "world/signal.h"

namespace craftmate::world {

struct ChatPatternOptions {
  bool repeat = true;  // keep the pattern after it matched
  bool parse = false;  // report each message's capture groups instead of the whole messages
};

class ChatPatterns : public BotPlugin {
 public:
  static constexpr const char* kName = "chat_patterns";
  std::string name() const override { return kName; }
  void load(Bot& bot, PluginHooks& hooks) override;

  // Returns the pattern's id (for removeChatPattern), as mineflayer.
  int addChatPattern(std::string name, std::regex pattern, ChatPatternOptions options = {});
  int addChatPatternSet(std::string name, std::vector<std::regex> patterns, ChatPatternOptions options = {});
  void removeChatPattern(int id);
  void removeChatPattern(const std::string& name);

  // mineflayer's `chat:<name>`: the pattern's name and, per pattern of the set, either the whole
  // message (one element) or its capture groups (parse).
  Signal<std::string, std::vector<std::vector<std::string>>> matched;

 private:
  struct Pattern {
    std::string name;
    std::vector<std::regex> patterns;
    ChatPatternOptions options;
    std::size_t position = 0;
    std::vector<std::string> messages;
  };
  void onMessage(const std::string& text);
  std::vector<std::optional<Pattern>> patterns_;  // by id; removed ones are empty
};

}  // namespace craftmate::world
