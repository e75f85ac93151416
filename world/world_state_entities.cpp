// WorldState, entities concern (mineflayer's entities.js): spawns, moves, metadata, equipment,
// statuses, removals, pick-ups, and the bot's own movement-speed attribute.

#include "world/angles.h"
#include "world/packet_fields.h"
#include "world/registry.h"
#include "world/world_state.h"

namespace craftmate::world {

using protocol::Value;

void WorldState::registerEntityHandlers() {
  packets_.on("spawn_entity", [this](const Value& f) { onEntitySpawn(f); });
  packets_.on("spawn_entity_experience_orb", [this](const Value& f) { onExperienceOrbSpawn(f); });
  packets_.on("rel_entity_move", [this](const Value& f) { onEntityMove(f, true, false); });
  packets_.on("entity_move_look", [this](const Value& f) { onEntityMove(f, true, true); });
  packets_.on("entity_look", [this](const Value& f) { onEntityMove(f, true, true); });
  packets_.on("entity_teleport", [this](const Value& f) { onEntityMove(f, false, true); });
  packets_.on("sync_entity_position", [this](const Value& f) { onEntityMove(f, false, true); });  // 1.21.2+
  packets_.on("entity_head_rotation", [this](const Value& f) {
    if (Entity* e = entityOf(f)) e->headYaw = fromNotchianYawByte(static_cast<double>(fields::integer(f, "headYaw")));
  });
  packets_.on("entity_velocity", [this](const Value& f) {
    if (Entity* e = entityOf(f)) e->velocity = adapters_->velocity(f["velocity"]);
  });
  packets_.on("entity_destroy", [this](const Value& f) { onEntityDestroy(f); });
  packets_.on("entity_metadata", [this](const Value& f) { onEntityMetadata(f); });
  packets_.on("entity_equipment", [this](const Value& f) { onEntityEquipment(f); });
  packets_.on("entity_status", [this](const Value& f) { onEntityStatus(f); });
  packets_.on("animation", [this](const Value& f) {
    const int64_t animation = fields::integer(f, "animation");
    if (Entity* e = entityOf(f); e && (animation == 0 || animation == 3)) events_.entitySwingArm.emit(*e);
  });
  packets_.on("collect", [this](const Value& f) { onCollect(f); });
  packets_.on("entity_effect", [this](const Value& f) {
    Entity* e = entityOf(f);
    if (!e) return;
    const Effect effect{fields::integer32(f, "effectId"), fields::integer32(f, "amplifier"), fields::integer32(f, "duration")};
    e->effects[effect.id] = effect;
    events_.entityEffect.emit(*e, effect);
  });
  packets_.on("remove_entity_effect", [this](const Value& f) {
    Entity* e = entityOf(f);
    if (!e) return;
    const int id = fields::integer32(f, "effectId");
    auto it = e->effects.find(id);
    const Effect effect = it != e->effects.end() ? it->second : Effect{id, -1, -1};  // mineflayer's unknown effect
    if (it != e->effects.end()) e->effects.erase(it);
    events_.entityEffectEnd.emit(*e, effect);
  });
  packets_.on("entity_update_attributes", [this](const Value& f) { onAttributes(f); });
}

Entity* WorldState::entityOf(const Value& f) {
  auto it = entities_.find(fields::integer32(f, "entityId"));
  return it == entities_.end() ? nullptr : &it->second;
}

void WorldState::onEntitySpawn(const Value& f) {
  Entity e;
  e.id = fields::integer32(f, "entityId");
  e.uuid = f["objectUUID"].as_string();
  e.typeId = fields::integer32(f, "type");
  if (const EntityType* t = registry_->entityById(e.typeId)) {
    e.name = t->name;
    e.kind = t->kind;
    e.width = t->width;
    e.height = t->height;
  } else {
    e.name = "unknown";
    e.kind = "other";
  }
  e.position = {fields::number(f, "x"), fields::number(f, "y"), fields::number(f, "z")};
  e.yaw = fromNotchianYawByte(static_cast<double>(fields::integer(f, "yaw")));
  e.pitch = fromNotchianPitchByte(static_cast<double>(fields::integer(f, "pitch")));
  e.headYaw = e.yaw;
  e.velocity = adapters_->velocity(f["velocity"]);
  if (e.name == "player") {
    if (auto it = nameByUuid_.find(e.uuid); it != nameByUuid_.end()) {
      e.username = it->second;
      auto p = playersByName_.find(it->second);
      if (p != playersByName_.end()) p->second.entityId = e.id;
    }
  }
  auto& slot = entities_[e.id];
  slot = std::move(e);
  events_.entitySpawn.emit(slot);
}

void WorldState::onExperienceOrbSpawn(const Value& f) {
  Entity e;
  e.id = fields::integer32(f, "entityId");
  e.name = "experience_orb";
  e.kind = "orb";
  e.position = {fields::number(f, "x"), fields::number(f, "y"), fields::number(f, "z")};
  auto& slot = entities_[e.id];
  slot = std::move(e);
  events_.entitySpawn.emit(slot);
}

void WorldState::onEntityMove(const Value& f, bool relative, bool hasLook) {
  Entity* found = entityOf(f);
  if (!found) return;
  Entity& e = *found;
  if (relative) {
    if (f.contains("dX")) {
      e.position.x += fields::integer(f, "dX") / 4096.0;
      e.position.y += fields::integer(f, "dY") / 4096.0;
      e.position.z += fields::integer(f, "dZ") / 4096.0;
    }
  } else {
    e.position = {fields::number(f, "x"), fields::number(f, "y"), fields::number(f, "z")};
  }
  if (hasLook && relative) {
    e.yaw = fromNotchianYawByte(static_cast<double>(fields::integer(f, "yaw")));
    e.pitch = fromNotchianPitchByte(static_cast<double>(fields::integer(f, "pitch")));
  } else if (hasLook) {  // a teleport: its angles' form changed in 1.21.2
    e.yaw = fromNotchianYaw(adapters_->teleportAngle(f["yaw"]));
    e.pitch = fromNotchianPitch(adapters_->teleportAngle(f["pitch"]));
  }
  if (const Value* g = f.find("onGround")) e.onGround = g->as_bool();
  events_.entityMoved.emit(e);
}

void WorldState::onEntityDestroy(const Value& f) {
  for (const Value& id : f["entityIds"].as_array()) {
    auto it = entities_.find(static_cast<int>(id.as_int()));
    if (it == entities_.end() || it->first == selfId_) continue;
    Entity gone = std::move(it->second);
    entities_.erase(it);
    gone.isValid = false;
    for (auto& [name, p] : playersByName_)
      if (p.entityId == gone.id) p.entityId.reset();
    events_.entityGone.emit(gone);
  }
}

void WorldState::onEntityMetadata(const Value& f) {
  Entity* e = entityOf(f);
  if (!e) return;
  for (const Value& m : f["metadata"].as_array()) e->metadata[fields::integer32(m, "key")] = m["value"];
  if (e->name == "item" && droppedItem(*e)) events_.itemDrop.emit(*e);
  events_.entityUpdate.emit(*e);
}

void WorldState::onEntityEquipment(const Value& f) {
  Entity* e = entityOf(f);
  if (!e) return;
  // Wire slots: 0 main hand, 1 off hand, 2 feet, 3 legs, 4 chest, 5 head (mineflayer's order too).
  for (const Value& item : f["equipments"].as_array()) {
    const int slot = fields::integer32(item, "slot");
    if (slot >= 0 && slot < 6) e->equipment[slot] = itemFromSlot(item["item"], *registry_, slot);
  }
  events_.entityEquip.emit(*e);
}

void WorldState::onEntityStatus(const Value& f) {
  Entity* e = entityOf(f);
  if (!e) return;
  const int status = fields::integer32(f, "entityStatus");
  events_.entityStatus.emit(*e, status);
  if (status == 2) events_.entityHurt.emit(*e);
  if (status == 3) events_.entityDead.emit(*e);
}

void WorldState::onCollect(const Value& f) {
  auto collected = entities_.find(fields::integer32(f, "collectedEntityId"));
  auto collector = entities_.find(fields::integer32(f, "collectorEntityId"));
  if (collected != entities_.end() && collector != entities_.end()) {
    events_.playerCollect.emit(collector->second, collected->second);
  }
}

void WorldState::onAttributes(const Value& f) {
  if (fields::integer(f, "entityId") != selfId_) return;
  for (const Value& p : f["properties"].as_array()) {
    const Value& key = p["key"];
    if (key.kind() != Value::Kind::String || key.as_string().find("movement_speed") == std::string::npos) continue;
    // Modifiers other than sprinting (physics adds that itself), in operation order.
    double base = fields::number(p, "value"), add = 0, multiplyBase = 0, multiplyTotal = 1;
    if (const Value* mods = p.find("modifiers")) {
      for (const Value& m : mods->as_array()) {
        std::string id = m.contains("uuid") ? m["uuid"].as_string() : m.contains("id") ? m["id"].as_string() : "";
        if (id.find("sprint") != std::string::npos || id == "662a6b8d-da3e-4c1c-8813-96ea6097278d") continue;
        const double amount = fields::number(m, "amount");
        switch (m["operation"].as_int()) {
          case 0: add += amount; break;
          case 1: multiplyBase += amount; break;
          default: multiplyTotal *= 1 + amount; break;
        }
      }
    }
    const double x = base + add;
    movementSpeed_ = (x + x * multiplyBase) * multiplyTotal;
  }
}

}  // namespace craftmate::world
