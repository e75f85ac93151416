#pragma once
// The events a bot emits, named as mineflayer's (spec §2.3). Listeners run on the bot's strand.

#include <optional>
#include <string>

#include "world/entity.h"
#include "world/hud.h"
#include "world/scoreboard.h"
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

// sound_effect as mineflayer's soundEffectHeard / hardcodedSoundEffectHeard arguments.
struct SoundHeard {
  std::string name;      // "minecraft:entity.cow.ambient"; empty when the server sent only an id
  int id = -1;           // the sound registry id when sent by id
  std::string category;  // "master", "block", "hostile", ...
  Vec3 position;
  float volume = 1, pitch = 1;
};

// world_particles as mineflayer's Particle.
struct Particle {
  std::string name;  // particles.json name ("crit", "heart", ...)
  int id = 0;
  Vec3 position;
  Vec3 offset;
  float speed = 0;
  int count = 0;
  bool longDistanceRender = false;
};

// block_action of a note block, piston or chest (mineflayer's block_actions.js).
struct BlockAction {
  BlockPos position;
  std::string block;         // the block's name
  int byte1 = 0, byte2 = 0;  // piston: 0 push / 1 pull and the direction; chest: 1 and the viewer count
  std::string instrument;    // note blocks: the state's instrument ("harp") and note (0..24)
  int pitch = 0;
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
  // Screen (world_state_hud.cpp): title(text, "title" | "subtitle"), titleTimes(fadeIn, stay, fadeOut).
  Signal<std::string, std::string> title;
  Signal<int, int, int> titleTimes;
  Signal<> titleClear;
  Signal<std::string> actionBar;
  Signal<BossBar> bossBarCreated, bossBarDeleted, bossBarUpdated;
  // Scoreboards and teams (world_state_scoreboard.cpp).
  Signal<Scoreboard> scoreboardCreated, scoreboardDeleted, scoreboardTitleChanged;
  Signal<Scoreboard, ScoreItem> scoreUpdated, scoreRemoved;
  Signal<int, Scoreboard> scoreboardPosition;  // display slot, the objective now shown there
  Signal<Team> teamCreated, teamRemoved, teamUpdated, teamMemberAdded, teamMemberRemoved;
  // Entity statuses, animations and metadata flags (world_state_entity_events.cpp).
  Signal<Entity> entityTaming, entityTamed, entityShakingOffWater, entityEatingGrass, entityHandSwap, entityWake,
      entityEat, entityCriticalEffect, entityMagicCriticalEffect, entityCrouch, entityUncrouch, entitySleep,
      entityElytraFlew, entityAttributes;
  Signal<Entity, Entity> entityAttach, entityDetach;  // passenger, vehicle
  Signal<> mount;
  Signal<Entity> dismount;  // the vehicle left
  Signal<int> usedFirework;  // the rocket's entity id
  // The bot's own bed, spawn point and digging (world_state_spawn.cpp, Bot::dig).
  Signal<> sleep, wake, spawnReset;
  Signal<BlockPos, int> diggingCompleted, diggingAborted;  // position, the state id dug at (mineflayer: the block)
  // Sounds, particles and block actions (world_state_sounds.cpp).
  Signal<SoundHeard> soundEffectHeard, hardcodedSoundEffectHeard;
  Signal<BlockAction> noteHeard, pistonMove, chestLidMove;
  Signal<BlockPos, int, int> blockBreakProgressObserved;  // position, destroy stage 0..9, digging entity id
  Signal<BlockPos, int> blockBreakProgressEnd;            // position, digging entity id
  Signal<Particle> particle;
  Signal<std::string, std::string> resourcePack;  // url, hash
};

}  // namespace craftmate::world
