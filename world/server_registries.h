#pragma once
// The parts of the configuration-phase registries (registry_data) that world state needs:
// dimension heights for chunk layouts, the biome names (their count sets the direct biome palette
// width), and chat types for formatting player messages. Entry index = network id.

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace craftmate::world {

struct DimensionType {
  std::string name;  // "minecraft:overworld"
  int minY = -64;
  int height = 384;
  std::string defaultClock;  // 26.1 on: the world clock keeping its time of day; empty when none
};

struct ChatType {
  std::string name;            // "minecraft:chat"
  std::string translationKey;  // "chat.type.text"
  std::vector<std::string> parameters;  // "sender", "content", "target"
};

struct ServerRegistries {
  std::vector<DimensionType> dimensionTypes;
  // `minecraft:worldgen/biome` keys in the order the server sent them ("minecraft:plains"): a biome
  // id in chunk data is an index here. Empty when the server sent none.
  std::vector<std::string> biomeNames;
  std::vector<ChatType> chatTypes;
  // `minecraft:world_clock` keys in the order the server sent them (26.1 on): update_time names a
  // clock by its index here.
  std::vector<std::string> worldClocks;

  // The vanilla defaults of a minecraft-data version (its dimension types, chat types, and the
  // biomes of its biomes.json in id order), for tests and servers that send nothing usable.
  static ServerRegistries vanillaDefaults(const std::string& version);
  const DimensionType* dimensionByIndex(int index) const;
  const DimensionType* dimensionByName(const std::string& name) const;
  // The index of world clock `name` in worldClocks, or -1.
  int clockIndex(const std::string& name) const;
  // The number of biome ids (the chunk palette's width follows from it).
  int biomeCount() const;
  // mineflayer's biome.name: the key without the "minecraft:" namespace (other namespaces are kept),
  // nullopt for an id the registry does not have.
  std::optional<std::string> biomeName(int id) const;
};

}  // namespace craftmate::world
