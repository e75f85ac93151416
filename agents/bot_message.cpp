#include "agents/bot_message.h"

#include <stdexcept>

namespace craftmate::agents {

nlohmann::json BotMessage::toJson() const {
  return {{"from", from}, {"to", to}, {"message", message}, {"start", start}, {"end", end}};
}

BotMessage BotMessage::fromJson(const nlohmann::json& json) {
  auto field = [&](const char* name, bool isString) -> const nlohmann::json& {
    if (!json.contains(name)) throw std::invalid_argument(std::string("bot message has no \"") + name + "\" field");
    const nlohmann::json& v = json.at(name);
    if (isString ? !v.is_string() : !v.is_boolean()) {
      throw std::invalid_argument(std::string("bot message field \"") + name + "\" must be a " + (isString ? "string" : "boolean"));
    }
    return v;
  };
  BotMessage m;
  m.from = field("from", true).get<std::string>();
  m.to = field("to", true).get<std::string>();
  m.message = field("message", true).get<std::string>();
  m.start = field("start", false).get<bool>();
  m.end = field("end", false).get<bool>();
  return m;
}

BotMessage BotMessage::make(std::string from, std::string to, std::string message, bool start) {
  BotMessage m{std::move(from), std::move(to), std::move(message), start, false};
  m.end = m.message.find("!endConversation") != std::string::npos;
  return m;
}

}  // namespace craftmate::agents
