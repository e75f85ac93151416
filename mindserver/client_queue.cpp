#include "mindserver/client_queue.h"

#include <nlohmann/json.hpp>

namespace craftmate::mindserver {

void ClientQueue::push(SharedText message) {
  if (queue_.size() >= capacity_) {
    queue_.pop_front();
    ++droppedSinceNotice_;
    ++droppedTotal_;
  }
  queue_.push_back(std::move(message));
}

std::optional<SharedText> ClientQueue::pop() {
  if (droppedSinceNotice_ > 0) {
    auto notice = std::make_shared<const std::string>(
        nlohmann::json{{"type", "dropped"}, {"count", droppedSinceNotice_}}.dump());
    droppedSinceNotice_ = 0;
    return notice;
  }
  if (queue_.empty()) return std::nullopt;
  SharedText next = std::move(queue_.front());
  queue_.pop_front();
  return next;
}

}  // namespace craftmate::mindserver
