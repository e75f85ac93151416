#pragma once
// The parts of the configuration-phase registries (registry_data) that world state needs:
// dimension heights for chunk layouts, the biome count for direct biome palettes, and chat types
// for formatting player messages. Entry index = network id.

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace craftmate::world {

struct DimensionType {
  std::string name;  // "minecraft:overworld"
  int minY = -64;
  int height = 384;
};

struct ChatType {
  std::string name;            // "minecraft:chat"
  std::string translationKey;  // "chat.type.text"
  std::vector<std::string> parameters;  // "sender", "content", "target"
};

struct ServerRegistries {
  std::vector<DimensionType> dimensionTypes;
  int biomeCount = 64;
  std::vector<ChatType> chatTypes;

  // The vanilla defaults, for tests and servers that send nothing usable.
  static ServerRegistries vanillaDefaults();
  const DimensionType* dimensionByIndex(int index) const;
  const DimensionType* dimensionByName(const std::string& name) const;
};

}  // namespace craftmate::world
