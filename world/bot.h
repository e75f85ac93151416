#pragma once
// Bot — a mineflayer-like Minecraft player on our own protocol client (spec §2, DESIGN.md §3).
//
// One Bot = one protocol::Connection + its WorldState + the 20 Hz physics loop. Everything runs on
// the connection's strand: packet handlers, the physics tick and the API coroutines. Call the API
// from that executor (`co_spawn(bot->executor(), ...)`); many bots share one io_context.
//
// Names follow mineflayer (entity, blockAt, findBlocks, dig, placeBlock, equip, ...). Actions are
// `asio::awaitable`s: cancelling the awaiting coroutine (a cancellation slot, e.g. `!stop`) ends the
// action cleanly (a dig in progress is aborted with block_dig status 1) and throws
// ActionCancelled; failures throw BotError with mineflayer's message where one exists.

#include <chrono>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <regex>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <vector>

#include <boost/asio/any_io_executor.hpp>
#include <boost/asio/awaitable.hpp>

#include "protocol/minecraft_data.h"
#include "world/bot_events.h"
#include "world/bot_plugin.h"
#include "world/physics.h"
#include "world/raycast.h"
#include "world/registry.h"
#include "world/world_state.h"

namespace craftmate::protocol {
class Connection;
class ProtocolSchema;
struct ConnectionEvent;
struct OnlineLogin;
}  // namespace craftmate::protocol

namespace craftmate::world {

class ChatSession;

struct BotError : std::runtime_error {
  using std::runtime_error::runtime_error;
};
struct ActionCancelled : BotError {
  ActionCancelled() : BotError("the action was cancelled") {}
};

struct BotOptions {
  std::string host = "127.0.0.1";
  uint16_t port = 25565;
  std::string username = "craftmate";
  std::string version{protocol::kDefaultMinecraftVersion};  // any minecraft-data release 1.20.5+
  int viewDistance = 10;
  bool autoRespawn = true;
  bool physicsEnabled = true;
  // A Microsoft account's login (auth::onlineLogin); null: offline.
  std::shared_ptr<const protocol::OnlineLogin> online;
};

// A block as blockAt returns it (prismarine-block's main fields).
struct Block {
  BlockPos position;
  int stateId = 0;
  const BlockType* type = nullptr;
  const std::string& name() const { return type->name; }
  bool isAir() const { return stateId == 0 || name() == "air" || name() == "cave_air" || name() == "void_air"; }
};

// A block a ray met (mineflayer sets block.face and block.intersect): where and through which face.
// A matcher's hit has no intersection (face Unknown), as mineflayer's.
struct RaycastHit : Block {
  BlockFace face = BlockFace::Unknown;
  std::optional<Vec3> intersect;
};
// Chooses the block a ray stops at (prismarine-world's raycast matcher, given the iterator).
using RaycastMatcher = std::function<bool(const Block&, const RaycastIterator&)>;

struct FindBlocksOptions {
  std::function<bool(const Block&)> matching;
  double maxDistance = 16;
  std::size_t count = 1;
  std::optional<Vec3> point;  // default: the bot's position
};

enum class EquipDestination { Hand, Head, Torso, Legs, Feet, OffHand };

// mineflayer's bot.settings, sent with setSettings (the play state's client information packet).
struct BotSettings {
  struct SkinParts {
    bool showCape = true, showJacket = true, showLeftSleeve = true, showRightSleeve = true, showLeftPants = true,
         showRightPants = true, showHat = true;
  };
  std::string chat = "enabled";  // enabled, commandsOnly, disabled
  bool colorsEnabled = true;
  int viewDistance = 10;  // chunks
  int difficulty = 2;     // kept as mineflayer does; the server decides the difficulty
  SkinParts skinParts;
  std::string mainHand = "right";  // left, right
  bool enableTextFiltering = false;
  bool enableServerListing = true;
  std::string locale = "en_US";
};

class Bot;
// mineflayer's bot.creative (bot_creative.cpp): only works in creative mode.
class BotCreative {
 public:
  explicit BotCreative(Bot& bot) : bot_(bot) {}
  // Sets inventory slot 0..44 (nullopt clears it); throws BotError "Server rejected" when the
  // server puts something else there within `waitTimeout`.
  boost::asio::awaitable<void> setInventorySlot(int slot, std::optional<Item> item,
                                                std::chrono::milliseconds waitTimeout = std::chrono::milliseconds(400));
  boost::asio::awaitable<void> clearSlot(int slot) { return setInventorySlot(slot, std::nullopt); }
  boost::asio::awaitable<void> clearInventory();
  // Flies in a straight line, 0.5 blocks a tick, with gravity off (make sure the way is clear).
  boost::asio::awaitable<void> flyTo(Vec3 destination);
  void startFlying();
  void stopFlying();

 private:
  Bot& bot_;
};
enum class Control { Forward, Back, Left, Right, Jump, Sprint, Sneak };

class Bot : public std::enable_shared_from_this<Bot> {
 public:
  static std::shared_ptr<Bot> create(boost::asio::any_io_executor executor, BotOptions options);
  ~Bot();

  // Connects and logs in; returns at once. Watch events().spawn / events().end, or await
  // waitForSpawn().
  void start();
  boost::asio::awaitable<void> waitForSpawn(std::chrono::milliseconds timeout = std::chrono::seconds(30));
  void quit(const std::string& reason = "disconnect.quitting");
  boost::asio::any_io_executor executor() const;
  bool connected() const { return connected_; }
  bool ended() const { return ended_; }  // the connection closed (events().end was emitted)
  const std::string& endReason() const { return endReason_; }

  // State (mineflayer names).
  const std::string& username() const { return options_.username; }
  const Entity& entity() const;
  const PlayerPhysicsState& physicsState() const { return self_; }
  WorldState& world() { return *world_; }
  const Registry& registry() const { return world_->registry(); }
  BotEvents& events() { return world_->events(); }
  std::optional<Block> blockAt(const BlockPos& p) const;
  // The biome's name at a block ("plains"; mineflayer: blockAt(p).biome.name), nullopt when unknown.
  std::optional<std::string> biomeAt(const BlockPos& p) const { return world_->biomeAt(p); }
  std::vector<BlockPos> findBlocks(const FindBlocksOptions& options) const;
  std::optional<Block> findBlock(const FindBlocksOptions& options) const;
  const Entity* nearestEntity(const std::function<bool(const Entity&)>& filter = nullptr) const;
  const std::map<std::string, Player>& players() const { return world_->players(); }
  // The bot's own tab-list entry (mineflayer's bot.player), null until the server listed it.
  const Player* player() const {
    auto it = players().find(username());
    return it == players().end() ? nullptr : &it->second;
  }
  const Window& inventory() const { return world_->inventory(); }
  Window* currentWindow() { return world_->currentWindow(); }
  const std::optional<Item>& heldItem() const { return world_->heldItem(); }
  int quickBarSlot() const { return world_->quickBarSlot(); }
  float health() const { return world_->health(); }
  int food() const { return world_->food(); }
  const TimeInfo& time() const { return world_->time(); }
  const WeatherInfo& weather() const { return world_->weather(); }
  bool isRaining() const { return world_->weather().isRaining; }
  float rainState() const { return world_->weather().rainLevel; }
  float thunderState() const { return world_->weather().thunderLevel; }
  const ExperienceInfo& experience() const { return world_->experience(); }
  float foodSaturation() const { return world_->foodSaturation(); }
  int oxygenLevel() const { return world_->oxygenLevel(); }
  const GameInfo& game() const { return world_->game(); }

  // Line of sight (mineflayer's ray_trace.js and canSeeBlock; bot_sight.cpp). Unloaded blocks are
  // passed through; without a matcher the ray stops at the first block whose collision boxes it meets.
  std::optional<RaycastHit> raycast(const Vec3& from, const Vec3& direction, double range,
                                    const RaycastMatcher& matcher = nullptr) const;
  // From the entity's position + height along its view (mineflayer's choice of height, not eyes).
  std::optional<RaycastHit> blockAtEntityCursor(const Entity& entity, double maxDistance = 256,
                                                const RaycastMatcher& matcher = nullptr) const;
  std::optional<RaycastHit> blockAtCursor(double maxDistance = 256, const RaycastMatcher& matcher = nullptr) const;
  std::optional<RaycastHit> blockInSight(int maxSteps = 256, double vectorLength = 5.0 / 16) const;
  // Whether the ray from the eyes to the block's centre reaches the block before any other box.
  bool canSeeBlock(const Block& block) const;
  // The nearest entity (not an object, not the bot) the view ray meets before a block, or null.
  const Entity* entityAtCursor(double maxDistance = 3.5) const;

  // Movement.
  void setControlState(Control control, bool state);
  void clearControlStates();
  bool getControlState(Control control) const;
  // Sets the view; resolves once a packet carrying it was sent (the next tick).
  boost::asio::awaitable<void> look(double yaw, double pitch, bool force = true);
  boost::asio::awaitable<void> lookAt(const Vec3& point, bool force = true);
  boost::asio::awaitable<void> waitForTicks(int ticks);

  // Actions.
  std::optional<int> digTime(const BlockPos& p) const;  // ms; nullopt = cannot be dug
  bool canDigBlock(const BlockPos& p) const;
  boost::asio::awaitable<void> dig(BlockPos p, bool forceLook = true);
  void stopDigging();
  boost::asio::awaitable<void> placeBlock(BlockPos reference, Vec3 faceVector);
  boost::asio::awaitable<void> activateBlock(BlockPos p, Vec3 faceVector = {0, 1, 0});
  boost::asio::awaitable<void> activateItem(bool offHand = false);
  void deactivateItem();
  boost::asio::awaitable<void> consume();
  boost::asio::awaitable<void> equip(int itemType, EquipDestination destination);
  boost::asio::awaitable<void> unequip(EquipDestination destination);
  boost::asio::awaitable<void> toss(int itemType, int count);
  boost::asio::awaitable<void> clickWindow(int slot, int mouseButton, int mode);
  void closeWindow();
  // Recipes for `itemType` the inventory has the ingredients for (mineflayer recipesFor).
  std::vector<const Recipe*> recipesFor(int itemType, int minResultCount = 1, bool withTable = false) const;
  // Crafts `count` times with window clicks, in the 2x2 grid or the crafting table at `table`.
  boost::asio::awaitable<void> craft(const Recipe& recipe, int count = 1, std::optional<BlockPos> table = {});
  void setQuickBarSlot(int slot);
  void swingArm(bool offHand = false);
  void attack(const Entity& target);
  // Says `message` in chat, split into 256-character pieces; never runs a command, whatever the
  // text starts with (agents' and relayed text go here).
  void chat(const std::string& message);
  // Runs one server command ("/give a b 1" or "give a b 1"): only for task set-up and features
  // documented to use commands (cheat mode). Throws BotError for an empty, multi-line or too long one.
  void runCommand(const std::string& command);
  void whisper(const std::string& username, const std::string& message);  // by /tell
  static constexpr std::size_t kMaxChatLength = 256;
  void respawn();

  // Waits until `signal` fires with arguments accepted by `accept`; false on timeout. Throws
  // ActionCancelled when the awaiting coroutine is cancelled, BotError when the bot disconnects.
  template <typename... Args>
  boost::asio::awaitable<bool> waitFor(Signal<Args...>& signal, std::type_identity_t<std::function<bool(const Args&...)>> accept,
                                       std::chrono::milliseconds timeout);

  // mineflayer's awaitMessage: the first message whose text equals one of `texts` or matches one of
  // `patterns`; throws BotError "Timeout waiting for message after <n>ms" (chat_patterns.cpp).
  boost::asio::awaitable<std::string> awaitMessage(std::vector<std::string> texts, std::vector<std::regex> patterns = {},
                                                   std::chrono::milliseconds timeout = std::chrono::seconds(20));

  // Entities, vehicles, beds and fishing (bot_interact.cpp; mineflayer's entities.js, inventory.js,
  // bed.js, fishing.js). Entity actions look at the entity first, as mineflayer's.
  boost::asio::awaitable<void> activateEntity(const Entity& entity);
  boost::asio::awaitable<void> activateEntityAt(const Entity& entity, Vec3 position);
  void useOn(const Entity& target);  // use the held item on it (shears, bucket, lead, ...)
  void mount(const Entity& target);
  // Throws BotError "dismount: not mounted" when the bot rides nothing (mineflayer emits it as error).
  void dismount();
  // left: 1 left, -1 right; forward: 1 forward, -1 back (mineflayer's moveVehicle).
  void moveVehicle(double left, double forward);
  const Entity* vehicle() const { return world_->vehicle(); }
  static bool isABed(const Block& block);
  // mineflayer's sleep with its error texts ("it's not night and it's not a thunderstorm", "already
  // sleeping", "wrong block : not a bed block", "the bed is occupied", "there's only half bed",
  // "the bed is too far", "there are monsters nearby", "bot is not sleeping").
  boost::asio::awaitable<void> sleep(Block bed);
  void wake();  // throws BotError "already awake"
  bool isSleeping() const { return world_->isSleeping(); }
  const BlockPos& spawnPoint() const { return world_->spawnPoint(); }
  // Casts and waits for a bite (a splash of 6 fishing particles at the bobber), then reels in.
  // Throws "Fishing cancelled" when the bobber goes, "Fishing cancelled due to calling bot.fish()
  // again" when a second fish() starts.
  boost::asio::awaitable<void> fish();
  // True from activateItem until deactivateItem, the use finishing (entity status) or the held item changing.
  bool usingHeldItem() const { return usingHeldItem_; }
  // The block being dug, if any (mineflayer's targetDigBlock).
  std::optional<Block> targetDigBlock() const { return digging_ ? blockAt(*digging_) : std::nullopt; }
  // The server's offered resource pack: accept (accepted, then loaded) or decline it.
  void acceptResourcePack();
  void denyResourcePack();

  // Settings, creative, books, signs and inventory helpers (bot_items.cpp).
  const BotSettings& settings() const { return settings_; }
  // Throws BotError "invalid chat setting: x", "invalid view distance setting: x" or "invalid main hand: x".
  void setSettings(const BotSettings& settings);
  BotCreative creative() { return BotCreative(*this); }
  // Writes `pages` into the writable book in inventory slot `slot` (0..44), via the hotbar.
  boost::asio::awaitable<void> writeBook(int slot, std::vector<std::string> pages);
  // Writes and signs it: it becomes a written_book titled `title`. Since 1.13 the server names the
  // author (its player's name); `author` is kept as mineflayer's argument.
  boost::asio::awaitable<void> signBook(int slot, std::vector<std::string> pages, std::string author, std::string title);
  // Up to 4 lines of at most 45 characters, front or back; throws BotError with mineflayer's texts.
  void updateSign(const Block& sign, const std::string& text, bool back = false);
  // Clicks `slot` and puts what it picked up into the inventory part of the window.
  boost::asio::awaitable<void> putAway(int slot);
  boost::asio::awaitable<void> moveSlotItem(int sourceSlot, int destSlot);
  boost::asio::awaitable<void> tossStack(const Item& item);
  static int getEquipmentDestSlot(EquipDestination destination);
  // Waits until the 5x5 columns around the bot are loaded; throws BotError "Timeout waiting for N
  // chunks to load after 10000ms".
  boost::asio::awaitable<void> waitForChunksToLoad();
  // Every recipe for `itemType`, whether or not the inventory has the ingredients.
  std::vector<const Recipe*> recipesAll(int itemType, bool withTable = false) const;
  void end(const std::string& reason = "disconnect.quitting") { quit(reason); }
  // Moves what the cursor holds into window slots [start, end): stacks of the same item first, then
  // the first empty slot (mineflayer's putSelectedItemRange); throws when it does not fit.
  boost::asio::awaitable<void> putSelectedItemRange(int start, int end);
  // mineflayer's bot.simpleClick.leftMouse / rightMouse.
  boost::asio::awaitable<void> leftMouse(int slot) { return clickWindow(slot, 0, 0); }
  boost::asio::awaitable<void> rightMouse(int slot) { return clickWindow(slot, 1, 0); }
  // Places the held boat, armor stand, end crystal or spawn egg against `reference` and returns the
  // entity that spawned there (mineflayer's placeEntity, its texts).
  boost::asio::awaitable<Entity> placeEntity(BlockPos reference, Vec3 faceVector);
  // Starts gliding with the elytra worn (mineflayer's checks: "Already elytra flying", "Unable to
  // fly from ground", "Unable to elytra fly while in water", "Unable to elytra fly with levitation
  // effect", "Elytra must be equip to start flying").
  void elytraFly();
  // Server commands (bot_commands.cpp): the completions the server offers for `text`
  // (mineflayer's tabComplete); throws BotError on timeout.
  boost::asio::awaitable<std::vector<std::string>> tabComplete(
      std::string text, std::chrono::milliseconds timeout = std::chrono::seconds(5));
  struct CommandBlockOptions {
    int mode = 2;  // 0 sequence (chain), 1 auto (repeating), 2 redstone (impulse)
    bool trackOutput = false, conditional = false, alwaysActive = false;
  };
  // Sets a command block's command (creative and operator only, as vanilla).
  void setCommandBlock(BlockPos position, const std::string& command, CommandBlockOptions options);

  // Sends a play packet (escape hatch for packets the API does not wrap).
  void send(const std::string& name, protocol::Value fields);
  // A packet a version adapter built (world/version_adapters.h).
  void send(OutgoingPacket packet) { send(packet.name, std::move(packet.fields)); }
  void sendMove(const std::string& name, protocol::Value fields, bool onGround);

  // Plugins (bot_plugin.h; mineflayer's loadPlugin/hasPlugin). Loading a name that is loaded does
  // nothing; a plugin whose load() throws is reported (events().pluginError) and not kept.
  void loadPlugin(std::shared_ptr<BotPlugin> plugin);
  void loadPlugins(const std::vector<std::shared_ptr<BotPlugin>>& plugins) {
    for (const auto& p : plugins) loadPlugin(p);
  }
  bool hasPlugin(std::string_view name) const;
  void unloadPlugin(std::string_view name);
  // The loaded plugin of type T (its API), or null.
  template <typename T>
  T* plugin() const {
    for (const auto& p : plugins_)
      if (auto* t = dynamic_cast<T*>(p->plugin.get())) return t;
    return nullptr;
  }

 private:
  Bot(boost::asio::any_io_executor executor, BotOptions options);
  void onPacket(const protocol::Packet& packet);
  void registerPacketHandlers();
  void registerInteractHandlers();  // bot_interact.cpp
  void registerBoatHandlers();      // bot_boat.cpp
  struct LoadedPlugin {
    std::shared_ptr<BotPlugin> plugin;
    std::unique_ptr<PluginHooks> hooks;
  };
  void removePlugin(const std::shared_ptr<LoadedPlugin>& loaded);
  void pluginFailed(const std::shared_ptr<LoadedPlugin>& loaded, const std::string& what);
  void onConnectionEvent(const protocol::ConnectionEvent& event);
  void onServerPosition(const protocol::Value& fields);
  boost::asio::awaitable<void> physicsLoop();
  void physicsTick();
  // One tick while riding (bot_boat.cpp): at a boat's helm, moves the boat and tells the server.
  void rideTick();
  void sendMovement();
  int nextSequence() { return ++sequence_; }
  double eyeHeight() const { return self_.controls.sneak ? 1.27 : 1.62; }
  boost::asio::awaitable<void> waitOneTick();
  std::optional<Item> predictClick(Window& w, int slot, int button, int mode, std::vector<int>& changed);

  boost::asio::any_io_executor executor_;
  BotOptions options_;
  std::shared_ptr<protocol::Connection> connection_;
  std::unique_ptr<WorldState> world_;
  // writeBook, or signBook with a title.
  boost::asio::awaitable<void> editBook(int slot, std::vector<std::string> pages, std::optional<std::string> title);
  std::unique_ptr<Physics> physics_;
  PlayerPhysicsState self_;
  bool physicsRunning_ = false;  // from the first server position until death
  bool connected_ = false;
  bool ended_ = false;
  std::string endReason_;
  int sequence_ = 0;
  // What the last movement packet told the server.
  Vec3 sentPosition_;
  double sentYaw_ = 0, sentPitch_ = 0;
  bool sentOnGround_ = false;
  int ticksSincePositionSent_ = 0;
  bool lookSent_ = true;
  std::optional<BlockPos> digging_;
  bool usingHeldItem_ = false;
  BotSettings settings_;
  int tabCompleteId_ = 0;
  std::optional<double> normalGravity_;  // while creative flying
  // The paddles moveVehicle holds, and the boat this client drives (bot_boat.cpp).
  double paddleLeft_ = 0, paddleForward_ = 0;
  std::optional<BoatPhysicsState> boat_;
  int boatId_ = -1;
  friend class BotCreative;
  struct Fishing {
    std::optional<int> bobber;
    bool done = false;
  };
  std::shared_ptr<Fishing> fishing_;
  Signal<std::string> fishingOutcome_;  // "" bite, else the reason fishing ended
  std::vector<std::shared_ptr<LoadedPlugin>> plugins_;
  PacketTable pluginPackets_;  // plugins' packet handlers, run after the world's
  std::shared_ptr<ChatSession> chatSession_;  // secure chat (chat_session.h); null: unsigned chat
};

}  // namespace craftmate::world

#include "world/bot_wait.h"
