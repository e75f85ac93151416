// Reads minecraft-data JSON into a Registry. Kept apart from the queries so nlohmann/json is only
// compiled here.

#include <cmath>
#include <fstream>
#include <mutex>
#include <nlohmann/json.hpp>
#include <stdexcept>

#include "protocol/minecraft_data.h"
#include "world/registry.h"

namespace craftmate::world {

using nlohmann::json;

namespace {

// minecraft-data from 1.20.5 on gives the blocks a wooden tool cannot harvest (ores, metal and
// copper blocks, obsidian, ...) the material "incorrect_for_wooden_tool", a harvest-level tag, in
// place of the mining-speed tag they are in: all of them are mineable/pickaxe in vanilla, so a stone
// or diamond pickaxe got no speed on them (obsidian took 75 s with a diamond pickaxe, not 9.4 s).
std::string miningMaterial(std::string material) {
  if (material.starts_with("incorrect_for_")) return "mineable/pickaxe";
  return material;
}

}  // namespace

class RegistryLoader {
 public:
  static json readJson(const std::filesystem::path& root, const std::string& version, const std::string& kind) {
    auto path = protocol::minecraft_data_file(root, version, kind);
    std::ifstream in(path);
    if (!in) throw std::runtime_error("cannot open " + path.string() + " (minecraft-data " + kind + ")");
    try {
      return json::parse(in);
    } catch (const json::exception& e) {
      throw std::runtime_error("malformed " + path.string() + ": " + e.what());
    }
  }

  static void loadBlocks(Registry& r, const json& blocks) {
    int maxId = 0, maxState = 0;
    for (const auto& b : blocks) {
      maxId = std::max(maxId, b.at("id").get<int>());
      maxState = std::max(maxState, b.at("maxStateId").get<int>());
    }
    r.blocks_.resize(maxId + 1);
    r.stateToBlock_.assign(maxState + 1, 0);
    for (const auto& b : blocks) {
      BlockType t;
      t.id = b.at("id");
      t.name = b.at("name");
      t.displayName = b.value("displayName", t.name);
      if (b.contains("hardness") && b["hardness"].is_number() && b["hardness"].get<double>() >= 0) {
        t.hardness = b["hardness"].get<double>();
      }
      t.resistance = b.value("resistance", 0.0);
      t.diggable = b.value("diggable", false);
      t.material = miningMaterial(b.value("material", std::string("default")));
      if (b.contains("harvestTools")) {
        for (auto it = b["harvestTools"].begin(); it != b["harvestTools"].end(); ++it) {
          t.harvestTools.push_back(std::stoi(it.key()));
        }
        std::sort(t.harvestTools.begin(), t.harvestTools.end());
      }
      for (const auto& d : b.value("drops", json::array())) {
        if (d.is_number_integer()) t.drops.push_back(d.get<int>());
      }
      t.solidBoundingBox = b.value("boundingBox", std::string("block")) == "block";
      t.transparent = b.value("transparent", false);
      t.emitLight = b.value("emitLight", 0);
      t.stackSize = b.value("stackSize", 64);
      t.minStateId = b.at("minStateId");
      t.maxStateId = b.at("maxStateId");
      t.defaultState = b.value("defaultState", t.minStateId);
      for (const auto& s : b.value("states", json::array())) {
        BlockProperty p;
        p.name = s.at("name");
        std::string type = s.value("type", std::string("enum"));
        p.kind = type == "bool" ? BlockProperty::Kind::Bool
                 : type == "int" ? BlockProperty::Kind::Int
                                 : BlockProperty::Kind::Enum;
        if (p.kind == BlockProperty::Kind::Bool) {
          p.values = {"true", "false"};  // minecraft-data: index 0 is true
        } else {
          for (const auto& v : s.value("values", json::array())) {
            p.values.push_back(v.is_string() ? v.get<std::string>() : v.dump());
          }
        }
        if (p.values.empty()) throw std::runtime_error("block " + t.name + " property " + p.name + " has no values");
        t.properties.push_back(std::move(p));
      }
      for (int s = t.minStateId; s <= t.maxStateId; ++s) r.stateToBlock_[s] = static_cast<uint16_t>(t.id);
      r.blockNames_.emplace(t.name, t.id);
      r.blocks_[t.id] = std::move(t);
    }
  }

  static void loadShapes(Registry& r, const json& data) {
    const auto& shapes = data.at("shapes");
    int maxShape = 0;
    for (auto it = shapes.begin(); it != shapes.end(); ++it) maxShape = std::max(maxShape, std::stoi(it.key()));
    // Two extra shapes for blocks the (older) shape table does not list: empty and a full cube,
    // chosen by the block's boundingBox as prismarine-block does.
    const int emptyShape = maxShape + 1, fullShape = maxShape + 2;
    r.shapes_.resize(maxShape + 3);
    for (auto it = shapes.begin(); it != shapes.end(); ++it) {
      auto& boxes = r.shapes_[std::stoi(it.key())];
      for (const auto& b : it.value()) {
        boxes.push_back({b[0].get<double>(), b[1].get<double>(), b[2].get<double>(), b[3].get<double>(),
                         b[4].get<double>(), b[5].get<double>()});
      }
    }
    r.shapes_[fullShape] = {Aabb{0, 0, 0, 1, 1, 1}};
    (void)emptyShape;
    r.stateToShape_.assign(r.stateToBlock_.size(), 0);
    const auto& byBlock = data.at("blocks");
    for (const auto& block : r.blocks_) {
      if (block.name.empty()) continue;
      auto it = byBlock.find(block.name);
      for (int s = block.minStateId; s <= block.maxStateId; ++s) {
        int shape = block.solidBoundingBox ? fullShape : emptyShape;
        if (it != byBlock.end()) {
          if (it->is_number_integer()) {
            shape = it->get<int>();
          } else if (it->is_array() && static_cast<std::size_t>(s - block.minStateId) < it->size()) {
            shape = (*it)[s - block.minStateId].get<int>();
          }
        }
        if (shape < 0 || shape >= static_cast<int>(r.shapes_.size())) shape = emptyShape;
        r.stateToShape_[s] = static_cast<uint16_t>(shape);
      }
    }
  }

  static void loadItems(Registry& r, const json& items) {
    int maxId = 0;
    for (const auto& i : items) maxId = std::max(maxId, i.at("id").get<int>());
    r.items_.resize(maxId + 1);
    for (const auto& i : items) {
      ItemType t;
      t.id = i.at("id");
      t.name = i.at("name");
      t.displayName = i.value("displayName", t.name);
      t.stackSize = i.value("stackSize", 64);
      t.maxDurability = i.value("maxDurability", 0);
      r.itemNames_.emplace(t.name, t.id);
      r.items_[t.id] = std::move(t);
    }
  }

  static void loadFoods(Registry& r, const json& foods) {
    for (const auto& f : foods) {
      FoodInfo info{f.at("id").get<int>(), f.value("foodPoints", 0.0), f.value("saturation", 0.0)};
      r.foods_.emplace(info.itemId, info);
    }
  }

  static void loadEntities(Registry& r, const json& entities) {
    int maxId = 0;
    for (const auto& e : entities) maxId = std::max(maxId, e.at("id").get<int>());
    r.entities_.resize(maxId + 1);
    for (const auto& e : entities) {
      EntityType t;
      t.id = e.at("id");
      t.name = e.at("name");
      t.displayName = e.value("displayName", t.name);
      t.kind = e.value("type", std::string("other"));
      t.category = e.value("category", std::string());
      t.width = e.value("width", 0.0);
      t.height = e.value("height", 0.0);
      for (const auto& k : e.value("metadataKeys", json::array())) t.metadataKeys.push_back(k.get<std::string>());
      r.entityNames_.emplace(t.name, t.id);
      r.entities_[t.id] = std::move(t);
    }
  }

  static void loadEnchantments(Registry& r, const json& enchantments) {
    for (const auto& e : enchantments) r.enchantmentIds_.emplace(e.at("name").get<std::string>(), e.at("id").get<int>());
  }
  static void loadSounds(Registry& r, const json& sounds) {
    for (const auto& e : sounds) {
      const int index = e.at("id").get<int>() - 1;
      if (index < 0) continue;
      if (index >= static_cast<int>(r.sounds_.size())) r.sounds_.resize(index + 1);
      r.sounds_[index] = e.at("name").get<std::string>();
    }
  }
  static void loadEffects(Registry& r, const json& effects) {
    for (const auto& e : effects) r.effectIds_.emplace(e.at("name").get<std::string>(), e.at("id").get<int>());
  }

  static int ingredientId(const json& v) {
    if (v.is_null()) return -1;
    if (v.is_number_integer()) return v.get<int>();
    if (v.is_object() && v.contains("id")) return v["id"].get<int>();
    return -1;
  }

  static void loadRecipes(Registry& r, const json& recipes) {
    for (auto it = recipes.begin(); it != recipes.end(); ++it) {
      for (const auto& rec : it.value()) {
        Recipe out;
        const auto& result = rec.at("result");
        out.resultId = result.is_object() ? result.at("id").get<int>() : result.get<int>();
        out.resultCount = result.is_object() ? result.value("count", 1) : 1;
        if (rec.contains("inShape")) {
          for (const auto& row : rec["inShape"]) {
            std::vector<int> cells;
            for (const auto& c : row) cells.push_back(ingredientId(c));
            out.inShape.push_back(std::move(cells));
          }
        }
        for (const auto& c : rec.value("ingredients", json::array())) out.ingredients.push_back(ingredientId(c));
        r.recipes_[out.resultId].push_back(std::move(out));
        ++r.recipeCount_;
      }
    }
  }

  static void loadMaterials(Registry& r, const json& materials) {
    for (auto it = materials.begin(); it != materials.end(); ++it) {
      auto& tools = r.materials_[it.key()];
      for (auto t = it.value().begin(); t != it.value().end(); ++t) tools[std::stoi(t.key())] = t.value().get<double>();
    }
  }
};

std::shared_ptr<const Registry> Registry::load(const std::string& version, const std::filesystem::path& dataRoot) {
  auto read = [&](const std::string& kind) { return RegistryLoader::readJson(dataRoot, version, kind); };
  auto has = [&](const std::string& kind) { return protocol::minecraft_data_has(dataRoot, version, kind); };
  auto r = std::make_shared<Registry>();
  r->version_ = version;
  RegistryLoader::loadBlocks(*r, read("blocks"));
  RegistryLoader::loadShapes(*r, read("blockCollisionShapes"));
  RegistryLoader::loadItems(*r, read("items"));
  if (has("foods")) RegistryLoader::loadFoods(*r, read("foods"));
  if (has("entities")) RegistryLoader::loadEntities(*r, read("entities"));
  if (has("effects")) RegistryLoader::loadEffects(*r, read("effects"));
  if (has("sounds")) RegistryLoader::loadSounds(*r, read("sounds"));
  if (has("enchantments")) RegistryLoader::loadEnchantments(*r, read("enchantments"));
  if (has("recipes")) RegistryLoader::loadRecipes(*r, read("recipes"));
  if (has("materials")) RegistryLoader::loadMaterials(*r, read("materials"));
  return r;
}

std::shared_ptr<const Registry> Registry::shared(const std::string& version) {
  static std::mutex mutex;
  static std::map<std::string, std::shared_ptr<const Registry>> loaded;
  std::lock_guard lock(mutex);
  auto& slot = loaded[version];
  if (!slot) slot = load(version, protocol::minecraft_data_root());
  return slot;
}

}  // namespace craftmate::world
