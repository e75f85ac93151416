#pragma once
// Entities and tab-list players as a bot sees them (prismarine-entity's fields, spec §2.1).

#include <array>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "protocol/packet_value.h"
#include "world/item.h"
#include "world/vec3.h"

namespace craftmate::world {

// A status effect on an entity (entity_effect), as mineflayer's entity.effects[id].
struct Effect {
  int id = 0;
  int amplifier = 0;  // level - 1
  int duration = 0;   // ticks; -1 = infinite
};

struct Entity {
  int id = 0;
  std::string uuid;
  int typeId = -1;
  std::string name;         // entities.json name: "player", "cow", "item"...
  std::string kind;         // entities.json type: "player", "animal", "hostile", "other"...
  std::string username;     // players only
  Vec3 position;
  Vec3 velocity;
  double yaw = 0, pitch = 0, headYaw = 0;
  bool onGround = false;
  double width = 0, height = 0;
  // Entity metadata by key (entities.json metadataKeys gives the names), as the protocol decoded it.
  std::map<int, protocol::Value> metadata;
  // mineflayer order: hand, off-hand, feet, legs, chest, head.
  std::array<std::optional<Item>, 6> equipment;
  std::map<int, Effect> effects;  // by effect id
  std::optional<int> vehicleId;    // the entity it rides (attach_entity / set_passengers)
  std::vector<int> passengers;
  bool crouching = false, elytraFlying = false;  // from the shared flags (metadata 0)
  bool isValid = true;
};

struct Player {
  std::string uuid;
  std::string username;
  std::string displayName;
  int gamemode = 0;
  int ping = 0;
  std::optional<int> entityId;  // set while the player's entity is in view
};

}  // namespace craftmate::world
