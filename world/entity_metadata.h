#pragma once
// Entity metadata by name: entities.json's metadataKeys of the version in use give each key's index
// ("item" of an item entity, "baby" of an ageable mob, "pose", "air_supply"), so no index is
// written in code.

#include <string_view>

#include "protocol/packet_value.h"
#include "world/entity.h"
#include "world/registry.h"

namespace craftmate::world {

// The index of `key` in the metadata of entity type `entityName`; -1 when the data has none.
int metadataIndex(const Registry& registry, std::string_view entityName, std::string_view key);
// The value of `entity`'s metadata entry `key`; null when the data or the entity has none.
const protocol::Value* metadataNamed(const Registry& registry, const Entity& entity, std::string_view key);

}  // namespace craftmate::world
