#include "world/chat_patterns.h"

#include "world/bot.h"

namespace craftmate::world {

boost::asio::awaitable<std::string> Bot::awaitMessage(std::vector<std::string> texts, std::vector<std::regex> patterns,
                                                      std::chrono::milliseconds timeout) {
  std::string found;
  const bool ok = co_await waitFor(events().message, [&](const ChatMessage& m) {
    for (const auto& t : texts)
      if (m.text == t) return found = m.text, true;
    for (const auto& p : patterns)
      if (std::regex_search(m.text, p)) return found = m.text, true;
    return false;
  }, timeout);
  if (!ok) throw BotError("Timeout waiting for message after " + std::to_string(timeout.count()) + "ms");
  co_return found;
}

void ChatPatterns::load(Bot& bot, PluginHooks& hooks) {
  hooks.on(bot.events().message, [this](const ChatMessage& m) { onMessage(m.text); });
}

int ChatPatterns::addChatPattern(std::string name, std::regex pattern, ChatPatternOptions options) {
  return addChatPatternSet(std::move(name), {std::move(pattern)}, options);
}

int ChatPatterns::addChatPatternSet(std::string name, std::vector<std::regex> patterns, ChatPatternOptions options) {
  if (patterns.empty()) throw BotError("addChatPatternSet: the set '" + name + "' has no patterns");
  patterns_.push_back(Pattern{std::move(name), std::move(patterns), options, 0, {}});
  return static_cast<int>(patterns_.size()) - 1;
}

void ChatPatterns::removeChatPattern(int id) {
  if (id >= 0 && id < static_cast<int>(patterns_.size())) patterns_[id].reset();
}

void ChatPatterns::removeChatPattern(const std::string& name) {
  for (auto& p : patterns_)
    if (p && p->name == name) p.reset();
}

void ChatPatterns::onMessage(const std::string& text) {
  // Which patterns this message advances is decided before any event runs (a listener may add or
  // remove patterns).
  std::vector<std::size_t> advanced;
  for (std::size_t id = 0; id < patterns_.size(); ++id)
    if (patterns_[id] && std::regex_search(text, patterns_[id]->patterns[patterns_[id]->position])) advanced.push_back(id);
  for (std::size_t id : advanced) {
    if (id >= patterns_.size() || !patterns_[id]) continue;
    Pattern& p = *patterns_[id];
    p.messages.push_back(text);
    if (++p.position < p.patterns.size()) continue;  // a set waits for its next message
    std::vector<std::vector<std::string>> results;
    for (std::size_t i = 0; i < p.messages.size(); ++i) {
      if (!p.options.parse) {
        results.push_back({p.messages[i]});
        continue;
      }
      std::smatch m;
      std::regex_search(p.messages[i], m, p.patterns[i]);
      std::vector<std::string> groups;
      for (std::size_t g = 1; g < m.size(); ++g) groups.push_back(m[g].str());
      results.push_back(std::move(groups));
    }
    const std::string name = p.name;
    if (p.options.repeat) {
      p.position = 0;
      p.messages.clear();
    } else {
      patterns_[id].reset();
    }
    matched.emit(name, results);
  }
}

}  // namespace craftmate::world
