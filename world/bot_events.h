#pragma once
// The events a bot emits, named as mineflayer's (spec §2.3). Listeners run on the bot's strand.

#include <optional>
#include <string>

#include "world/entity.h"
#include "world/signal.h"
#include "world/vec3.h"
#include "world/window.h"

namespace craftmate::world {

struct ChatMessage {
  std::string text;             // the formatted plain text (what `messagestr` carries)
  std::string position;         // "chat" (player_chat/profileless), "system" or "game_info" (action bar)
  std::string senderUuid;       // player_chat only
  std::string translate;        // system_chat's top-level translation key ("death.attack.mob"), else empty
};

struct BlockUpdate {
  BlockPos position;
  int oldState = 0;
  int newState = 0;
};

struct BotEvents {
  Signal<> login, spawn, respawn, death, health, game, time, breath, experience, rain, weatherUpdate;
  Signal<> physicsTick, move, forcedMove, heldItemChanged;
  Signal<ChatMessage> message;
  Signal<std::string, std::string> chat, whisper;  // username, message
  Signal<BlockUpdate> blockUpdate;
  Signal<int, int> chunkColumnLoad, chunkColumnUnload;  // chunk x, z
  Signal<Entity> entitySpawn, entityGone, entityMoved, entityUpdate, entityHurt, entityDead, entityEquip,
      entitySwingArm, itemDrop;
  Signal<Entity, Effect> entityEffect, entityEffectEnd;
  Signal<Entity, int> entityStatus;             // raw entity_status (9 = finished eating)
  Signal<Entity, Entity> playerCollect;         // collector, collected
  Signal<Player> playerJoined, playerUpdated, playerLeft;
  Signal<Window> windowOpen, windowClose;
  Signal<int, int> updateSlot;                  // window id, slot
  Signal<int> digAcknowledged;                  // acknowledge_player_digging sequence
  Signal<std::string> kicked, end, error;
  Signal<std::string, std::string> pluginError;  // plugin name, what it threw (it was unloaded)
};

}  // namespace craftmate::world
