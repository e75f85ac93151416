// WorldState, the bot's bed and spawn (mineflayer's bed.js, spawn_point.js and game.js's level
// type and difficulty) and the server's resource pack offer (resource_pack.js).

#include "world/packet_fields.h"
#include "world/world_state.h"

namespace craftmate::world {

using protocol::Value;

void WorldState::registerSpawnHandlers() {
  packets_.on("spawn_position", [this](const Value& f) {
    spawnPoint_ = fields::position(f["location"]);
    events_.game.emit();
  });
  packets_.on("difficulty", [this](const Value& f) {
    const Value& d = f["difficulty"];
    static const char* names[] = {"peaceful", "easy", "normal", "hard"};
    if (d.kind() == Value::Kind::String) game_.difficulty = d.as_string();
    else if (d.is_int() && d.as_int() >= 0 && d.as_int() < 4) game_.difficulty = names[d.as_int()];
    events_.game.emit();
  });
  auto levelType = [this](const Value& f) {
    const Value* flat = f["worldState"].find("isFlat");
    game_.levelType = flat && flat->as_bool() ? "flat" : "default";
  };
  packets_.on("login", levelType);
  packets_.on("respawn", [this, levelType](const Value& f) {
    levelType(f);
    sleeping_ = false;
  });
  // Reason 0: the bed or respawn anchor is missing or blocked, the spawn point was reset.
  packets_.on("game_state_change", [this](const Value& f) {
    if (fields::reasonIs(f["reason"], "no_respawn_block_available", 0)) events_.spawnReset.emit();
  });
  events_.entitySleep.on([this](const Entity& e) {
    if (e.id != selfId_ || sleeping_) return;
    sleeping_ = true;
    events_.sleep.emit();
  });
  events_.entityWake.on([this](const Entity& e) {
    if (e.id != selfId_) return;
    sleeping_ = false;
    events_.wake.emit();
  });
  packets_.on("add_resource_pack", [this](const Value& f) {
    resourcePackUuid_ = f["uuid"].as_string();
    events_.resourcePack.emit(f["url"].as_string(), f["hash"].as_string());
  });
}

}  // namespace craftmate::world
