// WorldState, health, experience, time and weather concern (mineflayer's health.js,
// experience.js, time.js and rain.js).

#include <cmath>
#include <cstdlib>

#include "world/entity_metadata.h"
#include "world/packet_fields.h"
#include "world/world_state.h"

namespace craftmate::world {

using protocol::Value;

void WorldState::registerHealthHandlers() {
  packets_.on("update_health", [this](const Value& f) { onHealth(f); });
  packets_.on("experience", [this](const Value& f) {
    experience_.level = fields::integer32(f, "level");
    experience_.points = fields::integer32(f, "totalExperience");
    experience_.progress = static_cast<float>(fields::number(f, "experienceBar"));
    events_.experience.emit();
  });
  packets_.on("update_time", [this](const Value& f) {
    time_.age = fields::integer(f, "age");
    // The day time is the one the version sends, or (26.1 on) the clock of the bot's dimension.
    const DimensionType* type = serverRegistries_.dimensionByIndex(game_.dimensionIndex);
    if (!type) type = serverRegistries_.dimensionByName(game_.dimension);
    const int ownClock = type ? serverRegistries_.clockIndex(type->defaultClock) : -1;
    for (const VersionAdapters::DayClock& c : adapters_->dayClocks(f)) {
      if (c.clock >= 0 && c.clock != ownClock) continue;
      time_.doDaylightCycle = c.ticking;
      time_.time = c.ticks;
      time_.timeOfDay = time_.time % 24000;
    }
    events_.time.emit();
  });
  packets_.on("game_state_change", [this](const Value& f) { onWeather(f); });
  // The air supply is the bot's own metadata "air_supply" (300 = full), as mineflayer's breath.js.
  packets_.on("entity_metadata", [this](const Value& f) {
    if (fields::integer(f, "entityId") != selfId_) return;
    const int airSupply = metadataIndex(*registry_, "player", "air_supply");
    for (const Value& m : f["metadata"].as_array()) {
      if (fields::integer(m, "key") != airSupply || !m["value"].is_int()) continue;
      oxygenLevel_ = static_cast<int>(std::lround(m["value"].as_int() / 15.0));
      events_.breath.emit();
    }
  });
}

void WorldState::onHealth(const Value& f) {
  health_ = static_cast<float>(fields::number(f, "health"));
  food_ = fields::integer32(f, "food");
  saturation_ = static_cast<float>(fields::number(f, "foodSaturation"));
  if (health_ <= 0) {
    if (alive_) {
      alive_ = false;
      events_.death.emit();
    }
  } else if (!alive_) {
    alive_ = true;
    spawnedOnce_ = true;
    events_.spawn.emit();
  }
  events_.health.emit();
}

// As mineflayer's rain.js, by minecraft-data's names of the reasons.
void WorldState::onWeather(const Value& f) {
  const Value& reason = f["reason"];
  if (fields::reasonIs(reason, "start_raining", 1) || fields::reasonIs(reason, "stop_raining", 2)) {
    weather_.isRaining = fields::reasonIs(reason, "start_raining", 1);
    events_.rain.emit();
  } else if (fields::reasonIs(reason, "rain_level_change", 7)) {
    weather_.rainLevel = static_cast<float>(fields::number(f, "gameMode"));
    events_.weatherUpdate.emit();
  } else if (fields::reasonIs(reason, "thunder_level_change", 8)) {
    weather_.thunderLevel = static_cast<float>(fields::number(f, "gameMode"));
    events_.weatherUpdate.emit();
  }
}

}  // namespace craftmate::world
