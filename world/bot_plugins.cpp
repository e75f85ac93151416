// Bot plugins: loading, unloading, and the guard that unloads a plugin whose handler throws.

#include "world/bot.h"

namespace craftmate::world {

void Bot::loadPlugin(std::shared_ptr<BotPlugin> plugin) {
  if (!plugin) throw BotError("loadPlugin: the plugin is null");
  const std::string name = plugin->name();
  if (hasPlugin(name)) return;
  auto loaded = std::make_shared<LoadedPlugin>();
  loaded->plugin = std::move(plugin);
  std::weak_ptr<LoadedPlugin> weak = loaded;
  loaded->hooks = std::make_unique<PluginHooks>(pluginPackets_, [this, weak](const std::function<void()>& call) {
    auto self = weak.lock();  // keeps the plugin alive while its handler runs
    if (!self || !self->hooks) return;
    try {
      call();
    } catch (const std::exception& e) {
      pluginFailed(self, e.what());
    } catch (...) {
      pluginFailed(self, "an exception that is not a std::exception");
    }
  });
  plugins_.push_back(loaded);
  try {
    loaded->plugin->load(*this, *loaded->hooks);
  } catch (const std::exception& e) {
    pluginFailed(loaded, e.what());
  }
}

bool Bot::hasPlugin(std::string_view name) const {
  for (const auto& p : plugins_)
    if (p->plugin->name() == name) return true;
  return false;
}

void Bot::unloadPlugin(std::string_view name) {
  for (const auto& p : plugins_) {
    if (p->plugin->name() == name) {
      removePlugin(p);
      return;
    }
  }
}

void Bot::removePlugin(const std::shared_ptr<LoadedPlugin>& loaded) {
  auto keep = loaded;  // `loaded` may be an element of plugins_
  std::erase(plugins_, keep);
  if (!keep->hooks) return;
  try {
    keep->plugin->unload(*this);
  } catch (const std::exception& e) {
    events().pluginError.emit(keep->plugin->name(), std::string("unload: ") + e.what());
  }
  keep->hooks.reset();  // removes every subscription
}

void Bot::pluginFailed(const std::shared_ptr<LoadedPlugin>& loaded, const std::string& what) {
  auto keep = loaded;
  removePlugin(keep);
  events().pluginError.emit(keep->plugin->name(), what);
}

}  // namespace craftmate::world
