#include "scripting/bot_json.h"

#include <cmath>

namespace craftmate::scripting {

using Json = nlohmann::json;

Json vecJson(const world::Vec3& v) { return {{"x", v.x}, {"y", v.y}, {"z", v.z}}; }
Json posJson(const world::BlockPos& p) { return {{"x", p.x}, {"y", p.y}, {"z", p.z}}; }

Json itemJson(const std::optional<world::Item>& item) {
  if (!item) return nullptr;
  return {{"type", item->type}, {"count", item->count}, {"name", item->name}, {"slot", item->slot},
          {"stackSize", item->stackSize}, {"durabilityUsed", item->damage()}};
}

Json entityJson(const world::Entity& e) {
  Json equipment = Json::array();
  for (const auto& item : e.equipment) equipment.push_back(itemJson(item));
  Json j = {{"id", e.id}, {"uuid", e.uuid}, {"type", e.kind}, {"name", e.name}, {"position", vecJson(e.position)},
            {"velocity", vecJson(e.velocity)}, {"yaw", e.yaw}, {"pitch", e.pitch}, {"headYaw", e.headYaw},
            {"onGround", e.onGround}, {"width", e.width}, {"height", e.height}, {"isValid", e.isValid},
            {"equipment", equipment}};
  if (!e.username.empty()) j["username"] = e.username;
  return j;
}

Json blockJson(const world::Block& b) {
  const auto* t = b.type;
  return {{"type", t ? t->id : 0}, {"name", b.name()}, {"displayName", t ? t->displayName : ""},
          {"stateId", b.stateId}, {"position", posJson(b.position)},
          {"hardness", t && t->hardness ? Json(*t->hardness) : Json()}, {"diggable", t && t->diggable},
          {"boundingBox", t && t->solidBoundingBox ? "block" : "empty"}, {"transparent", t && t->transparent}};
}

Json playerJson(const world::Bot& bot, const world::Player& p) {
  Json j = {{"uuid", p.uuid}, {"username", p.username}, {"displayName", p.displayName},
            {"gamemode", p.gamemode}, {"ping", p.ping}, {"entity", nullptr}};
  if (p.entityId) {
    const auto& entities = const_cast<world::Bot&>(bot).world().entities();
    if (auto it = entities.find(*p.entityId); it != entities.end()) j["entity"] = entityJson(it->second);
  }
  return j;
}

world::Vec3 vecFrom(const Json& v) { return {v.at("x").get<double>(), v.at("y").get<double>(), v.at("z").get<double>()}; }

world::BlockPos posFrom(const Json& v) {
  return {static_cast<int>(std::floor(v.at("x").get<double>())), static_cast<int>(std::floor(v.at("y").get<double>())),
          static_cast<int>(std::floor(v.at("z").get<double>()))};
}

}  // namespace craftmate::scripting
