#include "world/chat_text.h"

#include <fstream>
#include <mutex>
#include <nlohmann/json.hpp>
#include <regex>

#include "protocol/minecraft_data.h"
#include "protocol/nbt.h"

namespace craftmate::world {

std::shared_ptr<const ChatFormatter> ChatFormatter::shared(const std::string& version) {
  static std::mutex mutex;
  static std::unordered_map<std::string, std::shared_ptr<const ChatFormatter>> loaded;
  std::lock_guard lock(mutex);
  auto& slot = loaded[version];
  if (!slot) {
    std::unordered_map<std::string, std::string> translations;
    const auto file = protocol::minecraft_data_file(version, "language");
    std::ifstream in(file);
    if (!in) throw std::runtime_error("cannot read " + file.string());
    auto json = nlohmann::json::parse(in);
    for (auto it = json.begin(); it != json.end(); ++it)
      if (it.value().is_string()) translations.emplace(it.key(), it.value().get<std::string>());
    slot = std::make_shared<ChatFormatter>(std::move(translations));
  }
  return slot;
}

ChatFormatter::ChatFormatter(std::unordered_map<std::string, std::string> translations)
    : translations_(std::move(translations)) {}

std::string ChatFormatter::translate(std::string_view key, const std::vector<std::string>& args) const {
  auto it = translations_.find(std::string(key));
  const std::string pattern = it == translations_.end() ? std::string(key) : it->second;
  std::string out;
  std::size_t next = 0;  // the next positional %s
  for (std::size_t i = 0; i < pattern.size(); ++i) {
    if (pattern[i] != '%' || i + 1 >= pattern.size()) {
      out += pattern[i];
      continue;
    }
    if (pattern[i + 1] == '%') {
      out += '%';
      ++i;
    } else if (pattern[i + 1] == 's') {
      if (next < args.size()) out += args[next];
      ++next;
      ++i;
    } else if (std::isdigit(static_cast<unsigned char>(pattern[i + 1]))) {
      // %<n>$s: explicit argument index, 1-based.
      std::size_t j = i + 1;
      std::size_t n = 0;
      while (j < pattern.size() && std::isdigit(static_cast<unsigned char>(pattern[j]))) n = n * 10 + (pattern[j++] - '0');
      if (j + 1 < pattern.size() && pattern[j] == '$' && pattern[j + 1] == 's') {
        if (n >= 1 && n <= args.size()) out += args[n - 1];
        i = j + 1;
      } else {
        out += pattern[i];
      }
    } else {
      out += pattern[i];
    }
  }
  return out;
}

void ChatFormatter::append(const protocol::Nbt& c, std::string& out, int depth) const {
  if (depth > 64) return;  // a hostile component cannot recurse us off the stack
  if (const std::string* s = c.get_string()) {
    out += *s;
    return;
  }
  if (c.type() == protocol::NbtType::List) {
    for (const auto& item : std::get<protocol::NbtList>(c.payload()).items) append(item, out, depth + 1);
    return;
  }
  if (c.type() != protocol::NbtType::Compound) {
    std::int64_t i;
    double d;
    if (c.get_int(i)) out += std::to_string(i);
    else if (c.get_double(d)) out += std::to_string(d);
    return;
  }
  // A compound with an empty key wraps a primitive inside a heterogeneous list.
  if (const protocol::Nbt* wrapped = c.find("")) append(*wrapped, out, depth + 1);
  if (const protocol::Nbt* text = c.find("text")) append(*text, out, depth + 1);
  if (const protocol::Nbt* key = c.find("translate"); key && key->get_string()) {
    std::vector<std::string> args;
    if (const protocol::Nbt* with = c.find("with"); with && with->type() == protocol::NbtType::List) {
      for (const auto& a : std::get<protocol::NbtList>(with->payload()).items) {
        std::string arg;
        append(a, arg, depth + 1);
        args.push_back(std::move(arg));
      }
    }
    out += translate(*key->get_string(), args);
  }
  if (const protocol::Nbt* extra = c.find("extra"); extra && extra->type() == protocol::NbtType::List) {
    for (const auto& e : std::get<protocol::NbtList>(extra->payload()).items) append(e, out, depth + 1);
  }
}

std::string ChatFormatter::toPlainText(const protocol::Nbt& component) const {
  std::string out;
  append(component, out, 0);
  return out;
}

std::optional<ChatPatternMatch> matchChatPatterns(std::string_view text) {
  static const std::regex whisperA(R"(^([a-zA-Z0-9_]{3,16}) whispers(?: to you)?:? (.*)$)");
  static const std::regex whisperB(R"(^\[([a-zA-Z0-9_]{3,16}) -> \w+\s?\] (.*)$)");
  static const std::regex chat(R"(^<([a-zA-Z0-9_]{3,16})> (.*)$)");
  std::match_results<std::string_view::const_iterator> m;
  if (std::regex_match(text.begin(), text.end(), m, whisperA) || std::regex_match(text.begin(), text.end(), m, whisperB)) {
    return ChatPatternMatch{ChatPatternMatch::Kind::Whisper, m[1].str(), m[2].str()};
  }
  if (std::regex_match(text.begin(), text.end(), m, chat)) {
    return ChatPatternMatch{ChatPatternMatch::Kind::Chat, m[1].str(), m[2].str()};
  }
  return std::nullopt;
}

}  // namespace craftmate::world
