#pragma once
// What one bot knows about the game, kept up to date from play packets (DESIGN.md §2 flow 1):
// the shared chunk store of its dimension, entities, the tab list, inventory and windows, health,
// food, time and game info, and the chat it receives. It sends nothing: replies the protocol needs
// (teleport confirmation, movement) belong to the Bot. Pure packet -> state, so it is unit-tested
// by feeding it packets.
//
// One concern per file, each registering its packet handlers in the table (as mineflayer's
// lib/plugins/): world_state_game.cpp (login, respawn, game mode), world_state_blocks.cpp (chunks,
// blocks, digging acks), world_state_entities.cpp, world_state_players_chat.cpp,
// world_state_inventory.cpp (inventory and windows), world_state_health.cpp (health, experience,
// time, weather). The state stays here, on the one object every concern shares (mineflayer keeps
// it on the bot).

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <unordered_map>

#include "protocol/packet.h"
#include "world/bot_events.h"
#include "world/chunk_store.h"
#include "world/hud.h"
#include "world/packet_table.h"
#include "world/scoreboard.h"
#include "world/server_registries.h"
#include "world/version_adapters.h"
#include "world/window.h"

namespace craftmate::world {

class Registry;
class ChatFormatter;

struct GameInfo {
  std::string gameMode = "survival";
  std::string dimension = "minecraft:overworld";
  int dimensionIndex = 0;
  bool hardcore = false;
  int maxPlayers = 0;
  int viewDistance = 0;
  int minY = -64;
  int height = 384;
  std::string levelType = "default";  // "flat" when the dimension is superflat (mineflayer's levelType)
  std::string difficulty = "normal";  // from the difficulty packet: peaceful, easy, normal, hard
};

// update_time as mineflayer's bot.time.
struct TimeInfo {
  int64_t age = 0;
  int64_t time = 0;       // ticks of the world clock, made positive when the daylight cycle is stopped
  int64_t timeOfDay = 0;  // 0..23999
  bool doDaylightCycle = true;
  int64_t day() const { return time / 24000; }
  int moonPhase() const { return static_cast<int>(day() % 8); }
  // Differs from mineflayer's isDay (timeOfDay < 13000): dawn (23000..) counts as day here.
  bool isDay() const { return timeOfDay < 13000 || timeOfDay >= 23000; }
};

// game_state_change: start_raining/stop_raining (isRaining, event `rain`) and the rain and thunder
// levels (reasons 7 and 8, 0..1; mineflayer's rainState and thunderState, event `weatherUpdate`).
struct WeatherInfo {
  bool isRaining = false;
  float rainLevel = 0;
  float thunderLevel = 0;
};

// The experience packet as mineflayer's bot.experience.
struct ExperienceInfo {
  int level = 0;
  int points = 0;      // total experience points
  float progress = 0;  // 0..1 of the way to the next level
};

class WorldState {
 public:
  // `serverKey` names the server ("host:port") so bots of this process connected there share chunks.
  WorldState(std::shared_ptr<const Registry> registry, std::string serverKey,
             std::shared_ptr<const ChatFormatter> chat);
  ~WorldState();

  void setServerRegistries(ServerRegistries r) { serverRegistries_ = std::move(r); }
  // Applies one clientbound play packet. Throws protocol::ValueError / DecodeError when a packet
  // does not have the documented shape; the Bot turns that into a disconnect with the reason.
  void handle(const protocol::Packet& packet) { packets_.dispatch(packet); }
  // The handlers by packet name; the Bot adds its own (position, ...), which run after these.
  PacketTable& packets() { return packets_; }

  BotEvents& events() { return events_; }
  const Registry& registry() const { return *registry_; }
  std::shared_ptr<const Registry> registryPtr() const { return registry_; }
  // The version's changed packet meanings (version_adapters.h).
  const VersionAdapters& adapters() const { return *adapters_; }

  // Block queries (nullopt = column not loaded).
  ChunkStore* chunks() const { return store_.get(); }
  std::optional<int> stateAt(const BlockPos& p) const;
  // Name of the biome at a block without the "minecraft:" namespace ("plains"), as mineflayer's
  // blockAt(p).biome.name; nullopt when the column is not loaded or the id is not in the server's
  // biome registry.
  std::optional<std::string> biomeAt(const BlockPos& p) const;
  // A client-side prediction (a finished dig): applied and announced like a server update; the
  // server corrects it with a block_change if it disagrees.
  void predictBlock(const BlockPos& p, int state) { setBlock(p, state); }
  // Columns this bot has received and not unloaded (the store may hold more, for other bots).
  std::size_t loadedColumnCount() const { return store_ ? store_->viewerColumnCount(viewer_) : 0; }

  int selfId() const { return selfId_; }
  Entity& self() { return entities_[selfId_]; }
  const std::unordered_map<int, Entity>& entities() const { return entities_; }
  const Entity* entity(int id) const;
  const std::map<std::string, Player>& players() const { return playersByName_; }
  std::optional<Item> droppedItem(const Entity& e) const;

  Window& inventory() { return inventory_; }
  const Window& inventory() const { return inventory_; }
  Window* currentWindow() { return currentWindow_ ? &*currentWindow_ : nullptr; }
  // The client closed its container (Bot::closeWindow). Until the server has read our close_window
  // it still sends set_slot/window_items for that window, and the player part of them is real: an
  // item picked up meanwhile arrives only there (the server counts it as sent), so it is kept.
  void clearCurrentWindow();
  const std::optional<Item>& cursorItem() const { return cursor_; }
  void setCursorItem(std::optional<Item> i) { cursor_ = std::move(i); }
  int quickBarSlot() const { return quickBarSlot_; }
  void setQuickBarSlot(int s) { quickBarSlot_ = s; }
  const std::optional<Item>& heldItem() const { return inventory_.slot(36 + quickBarSlot_); }

  float health() const { return health_; }
  int food() const { return food_; }
  float foodSaturation() const { return saturation_; }
  bool isAlive() const { return alive_; }
  const GameInfo& game() const { return game_; }
  const TimeInfo& time() const { return time_; }
  const WeatherInfo& weather() const { return weather_; }
  double movementSpeed() const { return movementSpeed_; }
  int experienceLevel() const { return experience_.level; }
  const ExperienceInfo& experience() const { return experience_; }
  // mineflayer's oxygenLevel: 0..20 (the air supply / 15), event `breath`.
  int oxygenLevel() const { return oxygenLevel_; }

  // Screen, scoreboards and teams (world_state_hud.cpp, world_state_scoreboard.cpp).
  const Hud& hud() const { return hud_; }
  const Scoreboards& scoreboards() const { return scoreboards_; }
  // Bed and spawn (world_state_spawn.cpp): the world spawn from spawn_position, whether the bot
  // sleeps (its entity's sleep and wake), the vehicle it rides (attach_entity / set_passengers).
  const BlockPos& spawnPoint() const { return spawnPoint_; }
  bool isSleeping() const { return sleeping_; }
  const Entity* vehicle() const { return vehicleId_ ? entity(*vehicleId_) : nullptr; }
  // Ticks of elytra boost left from the last firework the bot used (mineflayer's estimate), else 0.
  int fireworkRocketDuration() const { return fireworkRocketDuration_; }
  // The UUID of the last resource pack the server offered (answered by Bot::acceptResourcePack).
  const std::string& resourcePackUuid() const { return resourcePackUuid_; }

 private:
  // Each concern's handlers (one file each, see the top of this header).
  void registerGameHandlers();
  void registerBlockHandlers();
  void registerEntityHandlers();
  void registerPlayerAndChatHandlers();
  void registerInventoryHandlers();
  void registerHealthHandlers();
  void registerHudHandlers();
  void registerScoreboardHandlers();
  void registerEntityEventHandlers();
  void registerSpawnHandlers();
  void registerSoundHandlers();
  void setVehicle(Entity& passenger, std::optional<int> vehicleId);

  void onLogin(const protocol::Value& f);
  void onRespawn(const protocol::Value& f);
  void onGameStateChange(const protocol::Value& f);
  void enterDimension(const protocol::Value& spawnInfo);
  void onMultiBlockChange(const protocol::Value& f);
  void onEntitySpawn(const protocol::Value& f);
  void onExperienceOrbSpawn(const protocol::Value& f);
  void onEntityDestroy(const protocol::Value& f);
  void onEntityMetadata(const protocol::Value& f);
  void onEntityEquipment(const protocol::Value& f);
  void onEntityStatus(const protocol::Value& f);
  void onCollect(const protocol::Value& f);
  Entity* entityOf(const protocol::Value& f);  // the entity named by the packet's entityId, or null
  void onEntityMove(const protocol::Value& f, bool relative, bool hasLook);
  void onPlayerInfo(const protocol::Value& f);
  void onPlayerRemove(const protocol::Value& f);
  void onOpenWindow(const protocol::Value& f);
  void onCloseWindow(const protocol::Value& f);
  void onWindowItems(const protocol::Value& f);
  void onSetSlot(const protocol::Value& f);
  void onChat(const std::string& text, const std::string& position, const std::string& senderUuid,
              const std::string& translate = "");
  void onPlayerChat(const protocol::Value& f);
  void onAttributes(const protocol::Value& f);
  void onHealth(const protocol::Value& f);
  void onWeather(const protocol::Value& f);
  void setBlock(const BlockPos& p, int state);
  Window* windowById(int id);
  // The window the client closed last, while the server may still be sending for it (or null).
  const Window* closingWindow(int id) const;
  void applyToClosingWindow(const Window& closing, int slot, std::optional<Item> item);

  std::shared_ptr<const Registry> registry_;
  std::shared_ptr<const VersionAdapters> adapters_;
  std::string serverKey_;
  std::shared_ptr<const ChatFormatter> chat_;
  ServerRegistries serverRegistries_;
  BotEvents events_;
  PacketTable packets_;
  std::shared_ptr<ChunkStore> store_;
  ViewerId viewer_ = 0;

  int selfId_ = 0;
  std::unordered_map<int, Entity> entities_;
  std::map<std::string, Player> playersByName_;
  std::unordered_map<std::string, std::string> nameByUuid_;
  Window inventory_ = Window::playerInventory();
  std::optional<Window> currentWindow_;
  std::optional<Window> closingWindow_;  // see clearCurrentWindow()
  bool currentWindowAnnounced_ = false;
  std::optional<Item> cursor_;
  int quickBarSlot_ = 0;
  float health_ = 20;
  int food_ = 20;
  float saturation_ = 5;
  bool alive_ = false;
  bool spawnedOnce_ = false;
  GameInfo game_;
  TimeInfo time_;
  WeatherInfo weather_;
  double movementSpeed_ = 0.1;
  ExperienceInfo experience_;
  int oxygenLevel_ = 20;
  Hud hud_;
  Scoreboards scoreboards_;
  BlockPos spawnPoint_{0, 0, 0};
  bool sleeping_ = false;
  std::optional<int> vehicleId_;
  int fireworkRocketDuration_ = 0;
  std::string resourcePackUuid_;
};

}  // namespace craftmate::world
