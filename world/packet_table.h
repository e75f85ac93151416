#pragma once
// PacketTable — incoming play packets dispatched by name to the handlers registered for that name,
// in registration order (mineflayer's `client.on(name, handler)` in each lib/plugins/ file).
// WorldState's concerns register theirs in one table; plugins get a second one, run after it.

#include <string>
#include <string_view>
#include <unordered_map>

#include "protocol/packet.h"
#include "world/signal.h"

namespace craftmate::world {

class PacketTable {
 public:
  using Handler = Signal<protocol::Value>::Listener;
  struct Id {
    std::string name;
    Signal<protocol::Value>::Id id = 0;
  };

  Id on(std::string name, Handler handler) {
    auto& signal = byName_[name];
    return {std::move(name), signal.on(std::move(handler))};
  }
  void off(const Id& id) {
    if (auto it = byName_.find(id.name); it != byName_.end()) it->second.off(id.id);
  }
  // Runs the handlers of the packet's name (a handler may remove handlers while running); returns
  // false when none is registered. Exceptions from a handler propagate to the caller.
  bool dispatch(const protocol::Packet& packet) const {
    auto it = byName_.find(packet.name);
    if (it == byName_.end() || it->second.listenerCount() == 0) return false;
    it->second.emit(packet.fields);
    return true;
  }
  bool handles(std::string_view name) const {
    auto it = byName_.find(std::string(name));
    return it != byName_.end() && it->second.listenerCount() > 0;
  }

 private:
  std::unordered_map<std::string, Signal<protocol::Value>> byName_;
};

}  // namespace craftmate::world
