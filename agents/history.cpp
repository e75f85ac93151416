#include "agents/history.h"

namespace craftmate::agents {

std::vector<Turn> History::add(const std::string& source, const std::string& content) {
  if (source == "system") turns_.push_back({"system", content});
  else if (source == name_) turns_.push_back({"assistant", content});
  else turns_.push_back({"user", source + ": " + content});

  std::vector<Turn> chunk;
  if (maxMessages_ <= 0 || turns_.size() < static_cast<size_t>(maxMessages_)) return chunk;
  size_t take = std::min(kSummaryChunkSize, turns_.size());
  // The list must start with a system or user turn after the cut, so leading assistant turns go too.
  while (take < turns_.size() && turns_[take].role == "assistant") ++take;
  chunk.assign(turns_.begin(), turns_.begin() + static_cast<long>(take));
  turns_.erase(turns_.begin(), turns_.begin() + static_cast<long>(take));
  return chunk;
}

void History::setMemory(const std::string& summary) {
  if (summary.size() > kMaxMemoryChars) {
    memory_ = summary.substr(0, kMaxMemoryChars) + "...(Memory truncated to 500 chars. Compress it more next time)";
  } else {
    memory_ = summary;
  }
}

void History::restore(std::vector<Turn> turns, std::string memory) {
  turns_ = std::move(turns);
  memory_ = std::move(memory);
}

void History::clear() {
  turns_.clear();
  memory_.clear();
}

}  // namespace craftmate::agents
