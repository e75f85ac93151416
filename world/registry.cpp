#include "world/registry.h"

#include <algorithm>
#include <cmath>

namespace craftmate::world {

static std::string_view withoutNamespace(std::string_view name) {
  constexpr std::string_view prefix = "minecraft:";
  if (name.substr(0, prefix.size()) == prefix) name.remove_prefix(prefix.size());
  return name;
}

bool BlockType::canHarvestWith(std::optional<int> heldItemId) const {
  if (harvestTools.empty()) return true;
  return heldItemId && std::binary_search(harvestTools.begin(), harvestTools.end(), *heldItemId);
}

bool Recipe::requiresTable() const {
  if (shaped()) {
    std::size_t width = 0;
    for (const auto& row : inShape) width = std::max(width, row.size());
    return inShape.size() > 2 || width > 2;
  }
  return ingredients.size() > 4;
}

std::map<int, int> Recipe::ingredientCounts() const {
  std::map<int, int> counts;
  for (const auto& row : inShape)
    for (int id : row)
      if (id >= 0) ++counts[id];
  for (int id : ingredients)
    if (id >= 0) ++counts[id];
  return counts;
}

const BlockType* Registry::blockByName(std::string_view name) const {
  auto it = blockNames_.find(withoutNamespace(name));
  return it == blockNames_.end() ? nullptr : &blocks_[it->second];
}

const BlockType* Registry::blockById(int id) const {
  if (id < 0 || id >= static_cast<int>(blocks_.size()) || blocks_[id].name.empty()) return nullptr;
  return &blocks_[id];
}

const BlockType* Registry::blockByStateId(int stateId) const {
  if (stateId < 0 || stateId >= static_cast<int>(stateToBlock_.size())) return nullptr;
  return &blocks_[stateToBlock_[stateId]];
}

int Registry::globalBlockBits() const {
  int bits = 0;
  while ((1 << bits) < stateCount()) ++bits;
  return bits;
}

std::map<std::string, std::string> Registry::stateProperties(int stateId) const {
  std::map<std::string, std::string> out;
  const BlockType* block = blockByStateId(stateId);
  if (!block) return out;
  // The last property varies fastest, so peel indices off from the back.
  int offset = stateId - block->minStateId;
  for (auto p = block->properties.rbegin(); p != block->properties.rend(); ++p) {
    int n = static_cast<int>(p->values.size());
    out[p->name] = p->values[offset % n];
    offset /= n;
  }
  return out;
}

std::optional<int> Registry::stateIdFor(const BlockType& block, const std::map<std::string, std::string>& props,
                                        std::string* error) const {
  auto current = stateProperties(block.defaultState);
  for (const auto& [key, value] : props) {
    auto p = std::find_if(block.properties.begin(), block.properties.end(),
                          [&name = key](const BlockProperty& bp) { return bp.name == name; });
    if (p == block.properties.end()) {
      if (error) *error = "block " + block.name + " has no property '" + key + "'";
      return std::nullopt;
    }
    if (std::find(p->values.begin(), p->values.end(), value) == p->values.end()) {
      if (error) {
        *error = "property '" + key + "' of " + block.name + " cannot be '" + value + "'; allowed:";
        for (const auto& v : p->values) *error += " " + v;
      }
      return std::nullopt;
    }
    current[key] = value;
  }
  int state = 0;
  for (const auto& p : block.properties) {
    int index = static_cast<int>(std::find(p.values.begin(), p.values.end(), current[p.name]) - p.values.begin());
    state = state * static_cast<int>(p.values.size()) + index;
  }
  return block.minStateId + state;
}

std::span<const Aabb> Registry::collisionBoxes(int stateId) const {
  if (stateId < 0 || stateId >= static_cast<int>(stateToShape_.size())) return {};
  return shapes_[stateToShape_[stateId]];
}

std::optional<int> Registry::effectIdByName(std::string_view name) const {
  auto it = effectIds_.find(name);
  if (it == effectIds_.end()) return std::nullopt;
  return it->second;
}

const ItemType* Registry::itemByName(std::string_view name) const {
  auto it = itemNames_.find(withoutNamespace(name));
  return it == itemNames_.end() ? nullptr : &items_[it->second];
}

const ItemType* Registry::itemById(int id) const {
  if (id < 0 || id >= static_cast<int>(items_.size()) || items_[id].name.empty()) return nullptr;
  return &items_[id];
}

const FoodInfo* Registry::foodByItemId(int itemId) const {
  auto it = foods_.find(itemId);
  return it == foods_.end() ? nullptr : &it->second;
}

const EntityType* Registry::entityById(int id) const {
  if (id < 0 || id >= static_cast<int>(entities_.size()) || entities_[id].name.empty()) return nullptr;
  return &entities_[id];
}

const EntityType* Registry::entityByName(std::string_view name) const {
  auto it = entityNames_.find(withoutNamespace(name));
  return it == entityNames_.end() ? nullptr : &entities_[it->second];
}

std::span<const Recipe> Registry::recipesFor(int resultItemId) const {
  auto it = recipes_.find(resultItemId);
  if (it == recipes_.end()) return {};
  return it->second;
}

double Registry::toolMultiplier(std::string_view material, std::optional<int> itemId) const {
  if (!itemId) return 1;
  auto m = materials_.find(material);
  if (m == materials_.end()) return 1;
  auto t = m->second.find(*itemId);
  return t == m->second.end() ? 1 : t->second;
}

std::optional<int> Registry::digTimeMs(int stateId, const DigConditions& how) const {
  const BlockType* block = blockByStateId(stateId);
  if (!block || !block->hardness) return std::nullopt;
  if (how.creative) return 0;
  // prismarine-block's digTime: best-tool multiplier (+efficiency), haste, fatigue, water, air.
  double speed = toolMultiplier(block->material, how.heldItemId);
  const bool bestTool = speed != 1 || (how.heldItemId && materials_.count(block->material) &&
                                       materials_.find(block->material)->second.count(*how.heldItemId));
  if (bestTool && how.efficiencyLevel > 0) speed += how.efficiencyLevel * how.efficiencyLevel + 1;
  speed *= 1 + 0.2 * how.hasteLevel;
  // Vanilla's Mining Fatigue factors by level (Player.getDestroySpeed), not powers of 0.3.
  static constexpr double kFatigue[] = {1, 0.3, 0.09, 0.0027, 8.1e-4};
  speed *= kFatigue[std::clamp(how.miningFatigueLevel, 0, 4)];
  if (how.inWater && !how.aquaAffinity) speed /= 5;
  if (!how.onGround) speed /= 5;
  if (*block->hardness == 0) return 0;
  double damage = speed / *block->hardness;
  damage /= block->canHarvestWith(how.heldItemId) ? 30 : 100;
  if (damage >= 1) return 0;  // instant break (spec §2.2: >= 1)
  return static_cast<int>(std::ceil(1 / damage)) * 50;
}

}  // namespace craftmate::world
