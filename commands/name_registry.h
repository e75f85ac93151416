#pragma once
// Where BlockName/ItemName arguments are validated. Minecraft's names come from minecraft-data
// (commands/minecraft_names.h); a text world supplies its own, so the command language fits both.

#include <string_view>

namespace craftmate::commands {

class NameRegistry {
 public:
  virtual ~NameRegistry() = default;
  virtual bool isBlock(std::string_view name) const = 0;
  virtual bool isItem(std::string_view name) const = 0;
};

}  // namespace craftmate::commands
