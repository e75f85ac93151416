#include "world/entity_metadata.h"

#include <algorithm>

namespace craftmate::world {

int metadataIndex(const Registry& registry, std::string_view entityName, std::string_view key) {
  const EntityType* type = registry.entityByName(entityName);
  if (!type) return -1;
  auto it = std::find(type->metadataKeys.begin(), type->metadataKeys.end(), key);
  return it == type->metadataKeys.end() ? -1 : static_cast<int>(it - type->metadataKeys.begin());
}

const protocol::Value* metadataNamed(const Registry& registry, const Entity& entity, std::string_view key) {
  const int index = metadataIndex(registry, entity.name, key);
  if (index < 0) return nullptr;
  auto it = entity.metadata.find(index);
  return it == entity.metadata.end() ? nullptr : &it->second;
}

}  // namespace craftmate::world
