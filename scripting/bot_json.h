#pragma once
// The JSON shapes of the bot's state as the prelude receives them (prismarine-entity, -item and
// -block fields); the prelude wraps positions into Vec3.

#include <nlohmann/json.hpp>

#include "world/bot.h"

namespace craftmate::scripting {

nlohmann::json vecJson(const world::Vec3& v);
nlohmann::json posJson(const world::BlockPos& p);
nlohmann::json entityJson(const world::Entity& e);
nlohmann::json itemJson(const std::optional<world::Item>& item);
nlohmann::json blockJson(const world::Block& b);
nlohmann::json playerJson(const world::Bot& bot, const world::Player& p);
world::Vec3 vecFrom(const nlohmann::json& v);  // {x, y, z}
world::BlockPos posFrom(const nlohmann::json& v);  // floors {x, y, z}

}  // namespace craftmate::scripting
