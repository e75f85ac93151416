#pragma once
// A message between agents (mindcraft.md §4.1): {"message", "start", "end"} from a sender to a
// recipient. Serialisable, so a networked hub can carry the same messages between processes.

#include <string>

#include <nlohmann/json.hpp>

namespace craftmate::agents {

struct BotMessage {
  std::string from;
  std::string to;
  std::string message;
  bool start = false;
  bool end = false;  // true iff the text contains "!endConversation", as MINDcraft sets it

  nlohmann::json toJson() const;
  // Throws std::invalid_argument naming the missing or mistyped field.
  static BotMessage fromJson(const nlohmann::json& json);
  static BotMessage make(std::string from, std::string to, std::string message, bool start);
};

}  // namespace craftmate::agents
