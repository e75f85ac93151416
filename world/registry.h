#pragma once
// The game data of one Minecraft version, read at run time from minecraft-data (DESIGN.md §4):
// blocks and their states, items, recipes, foods, entities, tool materials and collision shapes.
//
// Lookups by name are hashed and allocation-free (the command language validates BlockName and
// ItemName through blockByName/itemByName), lookups by id and state id are array indexing.
// Everything is immutable after load, so one Registry is shared by every bot of a process.

#include <cstdint>
#include <filesystem>
#include <map>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "protocol/minecraft_data.h"
#include "world/aabb.h"

namespace craftmate::world {

struct BlockProperty {
  enum class Kind { Enum, Bool, Int };
  std::string name;
  Kind kind = Kind::Enum;
  // The values in state order. For bool minecraft-data's order is true, false (index 0 = true).
  std::vector<std::string> values;
};

struct BlockType {
  int id = 0;
  std::string name;
  std::string displayName;
  std::optional<double> hardness;  // absent (or < 0 in the data) = unbreakable, e.g. bedrock
  double resistance = 0;
  bool diggable = false;
  std::string material;              // key into materials.json ("mineable/pickaxe", "plant;mineable/axe"...)
  std::vector<int> harvestTools;     // item ids that harvest it (sorted); empty = anything harvests
  std::vector<int> drops;            // item ids
  bool solidBoundingBox = false;     // minecraft-data boundingBox == "block"
  bool transparent = false;
  int emitLight = 0;
  int stackSize = 64;
  int minStateId = 0, maxStateId = 0, defaultState = 0;
  std::vector<BlockProperty> properties;

  bool canHarvestWith(std::optional<int> heldItemId) const;
};

struct ItemType {
  int id = 0;
  std::string name;
  std::string displayName;
  int stackSize = 64;
  int maxDurability = 0;  // 0 = not damageable
};

struct FoodInfo {
  int itemId = 0;
  double foodPoints = 0;
  double saturation = 0;
};

struct EntityType {
  int id = 0;
  std::string name;
  std::string displayName;
  std::string kind;      // minecraft-data "type": player, mob, animal, hostile, other, projectile...
  std::string category;  // "Passive mobs", ...
  double width = 0, height = 0;
  std::vector<std::string> metadataKeys;  // index = metadata key
};

// One crafting recipe as minecraft-data lists it. Ingredient -1 = empty grid cell.
struct Recipe {
  int resultId = 0;
  int resultCount = 1;
  std::vector<std::vector<int>> inShape;  // shaped: rows of item ids (top row first)
  std::vector<int> ingredients;           // shapeless: item ids
  bool shaped() const { return !inShape.empty(); }
  // Needs a crafting table: a shape larger than 2x2 or more than 4 ingredients (mineflayer's rule).
  bool requiresTable() const;
  // Item id -> count consumed by one craft.
  std::map<int, int> ingredientCounts() const;
};

// What a dig-time computation needs to know about the digger (mineflayer Block.digTime arguments).
struct DigConditions {
  std::optional<int> heldItemId;
  bool creative = false;
  bool inWater = false;
  bool onGround = true;
  int efficiencyLevel = 0;
  int hasteLevel = 0;
  int miningFatigueLevel = 0;
  bool aquaAffinity = false;
};

class Registry {
 public:
  // Reads minecraft-data for `version` from `dataRoot` (see minecraft_data_location.h). Throws
  // std::runtime_error naming the file and the problem.
  static std::shared_ptr<const Registry> load(const std::string& version, const std::filesystem::path& dataRoot);
  // The process-wide registry of a version from the default data root, loaded once.
  static std::shared_ptr<const Registry> shared(const std::string& version = std::string(protocol::kDefaultMinecraftVersion));

  const std::string& version() const { return version_; }

  // Blocks.
  const BlockType* blockByName(std::string_view name) const;  // accepts "stone" and "minecraft:stone"
  const BlockType* blockById(int id) const;
  const BlockType* blockByStateId(int stateId) const;
  std::span<const BlockType> blocks() const { return blocks_; }
  int stateCount() const { return static_cast<int>(stateToBlock_.size()); }
  // Bits a direct (global) palette uses for block states: ceil(log2(state count)) = 15 for 1.21.1.
  int globalBlockBits() const;
  // Property name -> value of a state (e.g. {"facing":"west","half":"bottom",...}).
  std::map<std::string, std::string> stateProperties(int stateId) const;
  // The state of `block` with the given properties, others at their default. nullopt + `error`
  // when a property or value is unknown.
  std::optional<int> stateIdFor(const BlockType& block, const std::map<std::string, std::string>& props,
                                std::string* error = nullptr) const;
  // Collision boxes in block-local units (empty for air, flowers, water...).
  std::span<const Aabb> collisionBoxes(int stateId) const;

  // Items.
  const ItemType* itemByName(std::string_view name) const;
  const ItemType* itemById(int id) const;
  std::span<const ItemType> items() const { return items_; }

  // Foods, entities, recipes, tools.
  const FoodInfo* foodByItemId(int itemId) const;
  const EntityType* entityById(int id) const;
  const EntityType* entityByName(std::string_view name) const;
  // Status effect ids by minecraft-data's names ("Haste", "MiningFatigue"); the ids are the ones
  // entity_effect carries.
  std::optional<int> effectIdByName(std::string_view name) const;
  // Enchantment ids by name ("efficiency"), as an item's enchantments component carries them
  // (the server's registry is in minecraft-data's order).
  std::optional<int> enchantmentIdByName(std::string_view name) const {
    auto it = enchantmentIds_.find(name);
    return it == enchantmentIds_.end() ? std::nullopt : std::optional<int>(it->second);
  }
  // A sound event's name ("entity.cow.ambient") by its registry index as sound packets carry it
  // (sounds.json's id - 1), nullopt when unknown.
  std::optional<std::string_view> soundName(int index) const {
    if (index < 0 || index >= static_cast<int>(sounds_.size()) || sounds_[index].empty()) return std::nullopt;
    return sounds_[index];
  }
  std::span<const Recipe> recipesFor(int resultItemId) const;
  std::size_t recipeCount() const { return recipeCount_; }
  // Speed multiplier of `itemId` on blocks of `material` (1 when it is not a tool for it).
  double toolMultiplier(std::string_view material, std::optional<int> itemId) const;
  // Milliseconds to dig the block state (prismarine-block's digTime); nullopt = cannot be dug.
  std::optional<int> digTimeMs(int stateId, const DigConditions& how) const;

 private:
  struct NameHash {
    using is_transparent = void;
    std::size_t operator()(std::string_view s) const { return std::hash<std::string_view>{}(s); }
  };
  using NameIndex = std::unordered_map<std::string, int, NameHash, std::equal_to<>>;
  friend class RegistryLoader;

  std::string version_;
  std::vector<BlockType> blocks_;  // indexed by block id
  std::vector<uint16_t> stateToBlock_;
  std::vector<uint16_t> stateToShape_;
  std::vector<std::vector<Aabb>> shapes_;
  NameIndex blockNames_;
  std::vector<ItemType> items_;  // indexed by item id
  NameIndex itemNames_;
  std::unordered_map<int, FoodInfo> foods_;
  std::vector<EntityType> entities_;
  NameIndex entityNames_;
  NameIndex effectIds_;
  std::vector<std::string> sounds_;  // by registry index
  NameIndex enchantmentIds_;
  std::unordered_map<int, std::vector<Recipe>> recipes_;
  std::size_t recipeCount_ = 0;
  std::unordered_map<std::string, std::unordered_map<int, double>, NameHash, std::equal_to<>> materials_;
};

}  // namespace craftmate::world
