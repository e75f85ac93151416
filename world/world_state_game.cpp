// WorldState, game concern (mineflayer's game.js): login, respawn and the game mode.

#include "world/packet_fields.h"
#include "world/world_state.h"

namespace craftmate::world {

using protocol::Value;

void WorldState::registerGameHandlers() {
  packets_.on("login", [this](const Value& f) { onLogin(f); });
  packets_.on("respawn", [this](const Value& f) { onRespawn(f); });
  packets_.on("game_state_change", [this](const Value& f) { onGameStateChange(f); });
}

void WorldState::onLogin(const Value& f) {
  selfId_ = fields::integer32(f, "entityId");
  game_.hardcore = f["isHardcore"].as_bool();
  game_.maxPlayers = fields::integer32(f, "maxPlayers");
  game_.viewDistance = fields::integer32(f, "viewDistance");
  enterDimension(f["worldState"]);
  Entity& me = entities_[selfId_];
  me.id = selfId_;
  me.name = me.kind = "player";
  me.width = 0.6;
  me.height = 1.8;
  events_.login.emit();
  events_.game.emit();
}

void WorldState::onRespawn(const Value& f) {
  closingWindow_.reset();  // window ids start again with the new player entity
  enterDimension(f["worldState"]);
  alive_ = false;
  const Entity me = entities_[selfId_];
  entities_.clear();
  entities_[selfId_] = me;
  events_.respawn.emit();
  events_.game.emit();
}

void WorldState::onGameStateChange(const Value& f) {
  if (!fields::reasonIs(f["reason"], "change_game_mode", 3)) return;
  static const char* modes[] = {"survival", "creative", "adventure", "spectator"};
  const int m = static_cast<int>(fields::number(f, "gameMode"));
  if (m >= 0 && m < 4) game_.gameMode = modes[m];
  events_.game.emit();
}

}  // namespace craftmate::world
