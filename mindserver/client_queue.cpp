#include "mindserver/client_queue.h"

#include <nlohmann/json.hpp>

namespace craftmate::mindserver {

void ClientQueue::push(SharedText message) {
  bytes_ += message->size();
  queue_.push_back(std::move(message));
  while (queue_.size() > 1 && (queue_.size() > capacity_ || bytes_ > maxBytes_)) {
    bytes_ -= queue_.front()->size();
    queue_.pop_front();
    ++droppedSinceNotice_;
    ++droppedTotal_;
  }
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
  bytes_ -= next->size();
  return next;
}

}  // namespace craftmate::mindserver
