#pragma once
// A minimal multi-listener event (mineflayer's EventEmitter, typed). Listeners run synchronously on
// the bot's strand in the order they were added; a listener may remove itself while running.

#include <cstdint>
#include <functional>
#include <memory>
#include <utility>
#include <vector>

namespace craftmate::world {

template <typename... Args>
class Signal {
 public:
  using Listener = std::function<void(const Args&...)>;
  using Id = uint64_t;

  Id on(Listener listener) {
    listeners_.push_back({++lastId_, std::make_shared<Listener>(std::move(listener))});
    return lastId_;
  }
  void off(Id id) {
    std::erase_if(listeners_, [id](const Entry& e) { return e.id == id; });
  }
  void emit(const Args&... args) const {
    // Copy first: listeners may add or remove listeners (one-shot waits do).
    auto snapshot = listeners_;
    for (const auto& e : snapshot) (*e.listener)(args...);
  }
  std::size_t listenerCount() const { return listeners_.size(); }

 private:
  struct Entry {
    Id id;
    std::shared_ptr<Listener> listener;
  };
  std::vector<Entry> listeners_;
  Id lastId_ = 0;
};

}  // namespace craftmate::world
