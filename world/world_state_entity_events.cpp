// WorldState, the entity events of mineflayer's entities.js beyond spawns and moves: statuses and
// animations by number, crouching, sleeping and elytra flight from metadata, vehicles (attach_entity,
// set_passengers) with the bot's mount/dismount, fireworks the bot used, and entityAttributes.

#include "world/packet_fields.h"
#include "world/registry.h"
#include "world/world_state.h"

namespace craftmate::world {

using protocol::Value;

namespace {

// entity_status numbers and animation ids with the event each one means (mineflayer's tables).
using EntitySignal = Signal<Entity> BotEvents::*;
const std::map<int, EntitySignal>& statusEvents() {
  static const std::map<int, EntitySignal> table = {
      {6, &BotEvents::entityTaming},          {7, &BotEvents::entityTamed},
      {8, &BotEvents::entityShakingOffWater}, {10, &BotEvents::entityEatingGrass},
      {55, &BotEvents::entityHandSwap}};
  return table;
}
const std::map<int, EntitySignal>& animationEvents() {
  static const std::map<int, EntitySignal> table = {
      {2, &BotEvents::entityWake}, {3, &BotEvents::entityEat}, {4, &BotEvents::entityCriticalEffect},
      {5, &BotEvents::entityMagicCriticalEffect}};
  return table;
}

constexpr int kPoseSleeping = 2;

}  // namespace

void WorldState::registerEntityEventHandlers() {
  packets_.on("entity_status", [this](const Value& f) {
    Entity* e = entityOf(f);
    if (!e) return;
    auto it = statusEvents().find(fields::integer32(f, "entityStatus"));
    if (it == statusEvents().end()) return;
    if (it->second == &BotEvents::entityHandSwap) std::swap(e->equipment[0], e->equipment[1]);
    (events_.*(it->second)).emit(*e);
  });
  packets_.on("animation", [this](const Value& f) {
    Entity* e = entityOf(f);
    auto it = animationEvents().find(fields::integer32(f, "animation"));
    if (e && it != animationEvents().end()) (events_.*(it->second)).emit(*e);
  });
  packets_.on("entity_update_attributes", [this](const Value& f) {
    if (Entity* e = entityOf(f)) events_.entityAttributes.emit(*e);
  });

  // Metadata by entities.json's key names: pose and sleeping_pos, shared_flags, a firework's target.
  packets_.on("entity_metadata", [this](const Value& f) {
    Entity* e = entityOf(f);
    if (!e) return;
    const EntityType* type = registry_->entityByName(e->name);
    if (!type) return;
    for (const Value& m : f["metadata"].as_array()) {
      const int key = fields::integer32(m, "key");
      if (key < 0 || key >= static_cast<int>(type->metadataKeys.size())) continue;
      const std::string& name = type->metadataKeys[key];
      const Value& value = m["value"];
      if ((name == "pose" && value.is_int() && value.as_int() == kPoseSleeping) ||
          (name == "sleeping_pos" && !value.is_null())) {
        events_.entitySleep.emit(*e);
      } else if (name == "shared_flags" && value.is_int()) {
        const int64_t flags = value.as_int();
        const bool flying = flags & 0x80;
        if (flying && !e->elytraFlying) {
          e->elytraFlying = true;
          events_.entityElytraFlew.emit(*e);
        } else if (!flying && e->elytraFlying) {
          e->elytraFlying = false;
          if (e->id == selfId_) fireworkRocketDuration_ = 0;
        }
        if (flags & 2) {
          e->crouching = true;
          events_.entityCrouch.emit(*e);
        } else if (e->crouching) {  // the first metadata of an entity is no uncrouch
          e->crouching = false;
          events_.entityUncrouch.emit(*e);
        }
      } else if (name == "attached_to_target" && value.is_int() && value.as_int() - 1 == selfId_) {
        // mineflayer's estimate of the boost: 10 * (flight + 1) ticks plus up to 11 random ones; we
        // take the middle (the flight duration is in the item, 1 when absent).
        fireworkRocketDuration_ = 10 * (1 + 1) + 6;
        events_.usedFirework.emit(e->id);
      }
    }
  });

  packets_.on("attach_entity", [this](const Value& f) {
    Entity* passenger = entityOf(f);
    if (!passenger) return;
    const int vehicle = fields::integer32(f, "vehicleId");
    setVehicle(*passenger, vehicle == -1 ? std::nullopt : std::optional<int>(vehicle));
  });
  packets_.on("set_passengers", [this](const Value& f) {
    const int vehicle = fields::integer32(f, "entityId");
    auto it = entities_.find(vehicle);
    if (it == entities_.end()) return;
    std::vector<int> now;
    for (const Value& p : f["passengers"].as_array()) now.push_back(static_cast<int>(p.as_int()));
    for (int old : std::vector<int>(it->second.passengers))  // those no longer listed got off
      if (std::find(now.begin(), now.end(), old) == now.end())
        if (auto o = entities_.find(old); o != entities_.end()) setVehicle(o->second, std::nullopt);
    for (int id : now)
      if (auto p = entities_.find(id); p != entities_.end() && p->second.vehicleId != vehicle) setVehicle(p->second, vehicle);
  });
  // A vehicle that leaves view takes the bot off it (mineflayer's entityGone handler).
  events_.entityGone.on([this](const Entity& gone) {
    for (int id : gone.passengers)
      if (auto p = entities_.find(id); p != entities_.end()) p->second.vehicleId.reset();
    if (vehicleId_ == gone.id) {
      vehicleId_.reset();
      events_.dismount.emit(gone);
    }
  });
}

void WorldState::setVehicle(Entity& passenger, std::optional<int> vehicleId) {
  const std::optional<int> old = passenger.vehicleId;
  if (old) {
    if (auto v = entities_.find(*old); v != entities_.end()) std::erase(v->second.passengers, passenger.id);
  }
  passenger.vehicleId = vehicleId;
  const Entity* vehicle = vehicleId ? entity(*vehicleId) : nullptr;
  if (vehicleId) {
    if (auto v = entities_.find(*vehicleId); v != entities_.end()) v->second.passengers.push_back(passenger.id);
  }
  if (vehicle) events_.entityAttach.emit(passenger, *vehicle);
  else if (old) {
    if (const Entity* was = entity(*old)) events_.entityDetach.emit(passenger, *was);
  }
  if (passenger.id != selfId_) return;
  if (vehicleId) {
    vehicleId_ = vehicleId;
    events_.mount.emit();
  } else if (vehicleId_) {
    const Entity* was = entity(*vehicleId_);
    const Entity left = was ? *was : Entity{};
    vehicleId_.reset();
    events_.dismount.emit(left);
  }
}

}  // namespace craftmate::world
