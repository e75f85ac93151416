#pragma once
// BotPlugin — an optional concern loaded into one Bot (mineflayer's bot.loadPlugin). A plugin
// subscribes through PluginHooks to incoming packets by name (after WorldState applied them) and to
// any of the bot's events, keeps its own state (the bot owns the plugin object), and adds to the
// bot's API through its own public methods: `bot.plugin<AutoEat>()->chooseFood()`.
//
// A plugin's handler that throws is reported (events().pluginError) and the plugin is unloaded;
// the bot carries on. Everything runs on the bot's strand.

#include <functional>
#include <memory>
#include <string>
#include <type_traits>
#include <vector>

#include "protocol/packet.h"
#include "world/packet_table.h"
#include "world/signal.h"

namespace craftmate::world {

class Bot;
class PluginHooks;

class BotPlugin {
 public:
  virtual ~BotPlugin() = default;
  // The name hasPlugin/unloadPlugin use ("auto_eat"); one plugin per name and bot.
  virtual std::string name() const = 0;
  // Subscribes through `hooks` and sets up state. Throwing here leaves the plugin unloaded.
  virtual void load(Bot& bot, PluginHooks& hooks) = 0;
  // Called before its subscriptions are removed (unloadPlugin, a throw, the bot's destruction).
  virtual void unload(Bot&) {}
};

// A plugin's subscriptions: each handler runs guarded (a throw unloads the plugin) and all of them
// are removed when the plugin is unloaded.
class PluginHooks {
 public:
  using Guard = std::function<void(const std::function<void()>&)>;
  PluginHooks(PacketTable& packets, Guard guard) : packets_(packets), guard_(std::move(guard)) {}
  ~PluginHooks() { clear(); }
  PluginHooks(const PluginHooks&) = delete;
  PluginHooks& operator=(const PluginHooks&) = delete;

  // Incoming play packets by name ("entity_effect"), with the fields as protocol.json decodes them.
  void onPacket(std::string name, std::function<void(const protocol::Value&)> handler) {
    ids_.push_back(packets_.on(std::move(name), [guard = guard_, handler = std::move(handler)](const protocol::Value& f) {
      guard([&] { handler(f); });
    }));
  }
  // Any bot event: hooks.on(bot.events().health, [this] { ... }).
  template <typename... Args>
  void on(Signal<Args...>& signal, std::type_identity_t<std::function<void(const Args&...)>> listener) {
    const auto id = signal.on([guard = guard_, listener = std::move(listener)](const Args&... args) {
      guard([&] { listener(args...); });
    });
    offs_.push_back([&signal, id] { signal.off(id); });
  }
  // Removes every subscription.
  void clear() {
    for (const auto& id : ids_) packets_.off(id);
    ids_.clear();
    for (auto& off : offs_) off();
    offs_.clear();
  }

 private:
  PacketTable& packets_;
  Guard guard_;
  std::vector<PacketTable::Id> ids_;
  std::vector<std::function<void()>> offs_;
};

}  // namespace craftmate::world
