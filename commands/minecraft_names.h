#pragma once
// Block and item names of one Minecraft version, from minecraft-data (DESIGN.md §4: no hand-written
// tables). Used to validate BlockName/ItemName arguments of MINDcraft's commands.

#include <string>
#include <string_view>
#include <unordered_set>

#include "commands/name_registry.h"

namespace craftmate::commands {

class MinecraftNames : public NameRegistry {
 public:
  // Reads <dataRoot>/dataPaths.json, then that version's blocks.json and items.json. Throws
  // std::runtime_error naming the file and what to do when something is missing or malformed.
  static MinecraftNames load(const std::string& dataRoot, const std::string& version);
  // The names of `version` ("1.21.4") under defaultDataRoot(), loaded once per process and version
  // (an agent validates with the names of the release its bot speaks). Throws as load().
  static const MinecraftNames& shared(const std::string& version);

  // minecraft-data's data folder: $CRAFTMATE_MINECRAFT_DATA when set, else the copy installed by
  // `setup` under server/node_modules.
  static std::string defaultDataRoot();

  bool isBlock(std::string_view name) const override;
  // Every item of minecraft-data, "air" (id 0) too: MINDcraft checks `getItemId(name) == null`.
  bool isItem(std::string_view name) const override;

  size_t blockCount() const { return blocks_.size(); }
  size_t itemCount() const { return items_.size(); }

 private:
  std::unordered_set<std::string> blocks_;
  std::unordered_set<std::string> items_;
};

}  // namespace craftmate::commands
