// Per-state block classification from minecraft-data (names, properties and collision shapes).

#include "pathfinding/block_classes.h"

#include <algorithm>
#include <map>
#include <mutex>
#include <string_view>

#include "pathfinding/path_options.h"
#include "world/block_states.h"
#include "world/registry.h"

namespace craftmate::pathfinding {

namespace {

bool endsWith(std::string_view s, std::string_view suffix) {
  return s.size() >= suffix.size() && s.substr(s.size() - suffix.size()) == suffix;
}

bool isOpenableByHand(std::string_view name) {
  // Iron doors need redstone; every other door and every fence gate opens with a click.
  if (name == "iron_door") return false;
  return endsWith(name, "_door") || endsWith(name, "_fence_gate");
}

bool falls(std::string_view name) {
  return name == "sand" || name == "red_sand" || name == "gravel" || name == "suspicious_sand" ||
         name == "suspicious_gravel" || endsWith(name, "_concrete_powder") || endsWith(name, "anvil");
}

// A class PathOptions can set by name: how a block in the list (or out of it) changes its class.
struct ClassOverride {
  std::optional<std::vector<std::string>> PathOptions::*names;
  void (*apply)(BlockClass& c, bool listed, std::string_view name);
};

void setFlag(BlockClass& c, int flag, bool on) { c.flags = static_cast<uint16_t>(on ? (c.flags | flag) : (c.flags & ~flag)); }

const ClassOverride kOverrides[] = {
    {&PathOptions::liquids,
     [](BlockClass& c, bool in, std::string_view name) {
       setFlag(c, BlockClass::Water | BlockClass::Lava, false);
       if (in) setFlag(c, name == "lava" ? BlockClass::Lava : BlockClass::Water, true);
     }},
    {&PathOptions::climbables, [](BlockClass& c, bool in, std::string_view) { setFlag(c, BlockClass::Climbable, in); }},
    {&PathOptions::replaceables, [](BlockClass& c, bool in, std::string_view) { setFlag(c, BlockClass::Replaceable, in); }},
    {&PathOptions::gravityBlocks, [](BlockClass& c, bool in, std::string_view) { setFlag(c, BlockClass::Gravity, in); }},
    {&PathOptions::openable, [](BlockClass& c, bool in, std::string_view) { setFlag(c, BlockClass::Door, in); }},
    {&PathOptions::fences,  // never stood on; a block taken off the list is a floor if it has a top
     [](BlockClass& c, bool in, std::string_view) {
       setFlag(c, BlockClass::Standable, !in && c.has(BlockClass::Collision) && !c.has(BlockClass::Carpet));
     }},
    {&PathOptions::carpets,  // walked through as if absent
     [](BlockClass& c, bool in, std::string_view) {
       setFlag(c, BlockClass::Carpet, in && c.has(BlockClass::Collision));
       if (in) setFlag(c, BlockClass::Standable, false);
     }},
    {&PathOptions::emptyBlocks,  // no collision at all
     [](BlockClass& c, bool in, std::string_view) {
       if (!in) return;
       setFlag(c, BlockClass::Collision | BlockClass::Standable | BlockClass::Carpet, false);
       c.height = 0;
       c.entryHeight = {};
     }},
};

}  // namespace

std::shared_ptr<const BlockClassTable> BlockClassTable::of(const world::Registry& registry, const PathOptions& options) {
  auto shared = of(registry);
  if (std::none_of(std::begin(kOverrides), std::end(kOverrides), [&](const ClassOverride& o) { return (options.*o.names).has_value(); })) {
    return shared;
  }
  auto table = std::make_shared<BlockClassTable>(*shared);
  for (const ClassOverride& o : kOverrides) {
    const auto& names = options.*o.names;
    if (!names) continue;
    for (const world::BlockType& block : registry.blocks()) {
      const bool listed = std::find(names->begin(), names->end(), block.name) != names->end();
      for (int state = block.minStateId; state <= block.maxStateId && state < registry.stateCount(); ++state) {
        o.apply(table->classes_[static_cast<std::size_t>(state)], listed, block.name);
      }
    }
  }
  return table;
}

std::shared_ptr<const BlockClassTable> BlockClassTable::of(const world::Registry& registry) {
  static std::mutex mutex;
  static std::map<const world::Registry*, std::shared_ptr<const BlockClassTable>> tables;
  std::lock_guard lock(mutex);
  auto& table = tables[&registry];
  if (!table) table = std::make_shared<BlockClassTable>(registry);
  return table;
}

BlockClassTable::BlockClassTable(const world::Registry& registry) {
  classes_.resize(static_cast<std::size_t>(registry.stateCount()));
  for (const world::BlockType& block : registry.blocks()) {
    const std::string_view name = block.name;
    const bool openable = isOpenableByHand(name);
    for (int state = block.minStateId; state <= block.maxStateId && state < registry.stateCount(); ++state) {
      BlockClass& c = classes_[static_cast<std::size_t>(state)];
      const auto boxes = registry.collisionBoxes(state);
      float height = 0;
      std::array<float, 4> entry{};
      for (const world::Aabb& b : boxes) {
        height = std::max(height, static_cast<float>(b.maxY));
        if (b.minX < 0.5) entry[0] = std::max(entry[0], static_cast<float>(b.maxY));  // entered moving +X
        if (b.maxX > 0.5) entry[1] = std::max(entry[1], static_cast<float>(b.maxY));  // moving -X
        if (b.minZ < 0.5) entry[2] = std::max(entry[2], static_cast<float>(b.maxY));  // moving +Z
        if (b.maxZ > 0.5) entry[3] = std::max(entry[3], static_cast<float>(b.maxY));  // moving -Z
      }
      c.height = height;
      c.entryHeight = entry;
      uint16_t f = 0;
      if (!boxes.empty()) f |= BlockClass::Collision;
      if (!boxes.empty() && height < 0.1f) f |= BlockClass::Carpet;
      if (!boxes.empty() && height >= 0.1f && height <= 1.0001f) f |= BlockClass::Standable;
      if (name == "water" || name == "bubble_column") f |= BlockClass::Water;
      if (name == "lava") f |= BlockClass::Lava;
      if (name == "ladder" || name == "vine") f |= BlockClass::Climbable;
      if (name == "air" || name == "cave_air" || name == "void_air" || name == "water" || name == "lava" ||
          name == "short_grass" || name == "tall_grass" || name == "fern") {
        f |= BlockClass::Replaceable;
      }
      if (falls(name)) f |= BlockClass::Gravity;
      if (openable) f |= BlockClass::Door;
      if (openable) {
        auto props = registry.stateProperties(state);
        if (props["open"] == "true") f |= BlockClass::Open;
        if (props["half"] == "upper") f |= BlockClass::UpperHalf;
      }
      c.flags = f;
    }
  }
}

world::BlockPos nodeContaining(const world::BlockStates& world, const BlockClassTable& classes, const world::Vec3& feet) {
  world::BlockPos p = world::BlockPos::containing(feet);
  const auto state = world.stateAt(p);
  if (state && *state >= 0 && static_cast<std::size_t>(*state) < classes.size()) {
    const BlockClass& c = classes[*state];
    if (!c.passable() && feet.y - p.y > 0.05) p.y += 1;
  }
  return p;
}

}  // namespace craftmate::pathfinding
