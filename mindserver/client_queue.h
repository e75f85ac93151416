#pragma once
// The messages waiting for one browser: bounded, so a slow or vanished browser costs a fixed amount
// of memory and never holds up the publisher. When full, the oldest message is dropped and counted;
// the page is told how many it missed before the next message it gets.

#include <cstddef>
#include <deque>
#include <memory>
#include <optional>
#include <string>

namespace craftmate::mindserver {

using SharedText = std::shared_ptr<const std::string>;  // one serialised message, shared by all clients

class ClientQueue {
 public:
  // At most `capacity` messages and `maxBytes` bytes wait (the newest message always does).
  ClientQueue(std::size_t capacity, std::size_t maxBytes)
      : capacity_(capacity == 0 ? 1 : capacity), maxBytes_(maxBytes) {}

  // Adds a message; drops the oldest waiting one when the queue is full.
  void push(SharedText message);
  // The next message to send: a notice of dropped messages first when any were dropped.
  std::optional<SharedText> pop();
  bool empty() const { return queue_.empty() && droppedSinceNotice_ == 0; }
  std::size_t size() const { return queue_.size(); }
  std::size_t bytes() const { return bytes_; }
  std::size_t dropped() const { return droppedTotal_; }

 private:
  std::size_t capacity_;
  std::size_t maxBytes_;
  std::deque<SharedText> queue_;
  std::size_t bytes_ = 0;
  std::size_t droppedSinceNotice_ = 0;
  std::size_t droppedTotal_ = 0;
};

}  // namespace craftmate::mindserver
