#pragma once
// An agent's rolling turn list and summarised memory (mindcraft.md §5.1, §5.2).

#include <string>
#include <vector>

#include "agents/models/chat_model.h"

namespace craftmate::agents {

class History {
 public:
  History(std::string agentName, int maxMessages) : name_(std::move(agentName)), maxMessages_(maxMessages) {}

  // Adds a turn: source "system" -> system; the agent's own name -> assistant; anyone else -> user
  // with content "<source>: <content>". When the list reaches max_messages, the oldest 5 turns
  // (plus any assistant turns that would then lead the list) are removed and returned for
  // summarising; otherwise the result is empty.
  std::vector<Turn> add(const std::string& source, const std::string& content);

  const std::vector<Turn>& turns() const { return turns_; }
  const std::string& memory() const { return memory_; }
  // Stores a new summary; over 500 characters it is cut and told to compress more, as MINDcraft does.
  void setMemory(const std::string& summary);
  void restore(std::vector<Turn> turns, std::string memory);
  void clear();

  static constexpr size_t kSummaryChunkSize = 5;
  static constexpr size_t kMaxMemoryChars = 500;

 private:
  std::string name_;
  int maxMessages_;
  std::vector<Turn> turns_;
  std::string memory_;
};

}  // namespace craftmate::agents
