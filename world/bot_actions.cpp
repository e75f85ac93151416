// Bot queries and world actions: blockAt, findBlocks, nearestEntity, dig, placeBlock,
// activateBlock/Item, consume, attack, chat.

#include <chrono>
#include <set>

#include "protocol/connection.h"
#include "world/angles.h"
#include "world/bot.h"
#include "world/chat_session.h"
#include "world/registry.h"

namespace craftmate::world {

namespace asio = boost::asio;
using protocol::Value;
using namespace std::chrono_literals;

namespace {

Value positionValue(const BlockPos& p) { return Value::object({{"x", p.x}, {"y", p.y}, {"z", p.z}}); }

// Block face numbers on the wire: 0 -Y, 1 +Y, 2 -Z, 3 +Z, 4 -X, 5 +X.
int faceOf(const Vec3& v) {
  if (v.y < 0) return 0;
  if (v.y > 0) return 1;
  if (v.z < 0) return 2;
  if (v.z > 0) return 3;
  if (v.x < 0) return 4;
  return 5;
}

int64_t nowMillis() {
  return std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::system_clock::now().time_since_epoch())
      .count();
}

}  // namespace

std::optional<Block> Bot::blockAt(const BlockPos& p) const {
  auto state = world_->stateAt(p);
  if (!state) return std::nullopt;
  const BlockType* type = registry().blockByStateId(*state);
  if (!type) return std::nullopt;
  return Block{p, *state, type};
}

std::vector<BlockPos> Bot::findBlocks(const FindBlocksOptions& o) const {
  if (!world_->chunks() || !o.matching) return {};
  const Registry& reg = registry();
  return world_->chunks()->findBlocks(o.point.value_or(self_.position), o.maxDistance, o.count, [&](int state) {
    const BlockType* t = reg.blockByStateId(state);
    return t && o.matching(Block{{}, state, t});
  });
}

std::optional<Block> Bot::findBlock(const FindBlocksOptions& o) const {
  FindBlocksOptions one = o;
  one.count = 1;
  auto found = findBlocks(one);
  if (found.empty()) return std::nullopt;
  return blockAt(found.front());
}

const Entity* Bot::nearestEntity(const std::function<bool(const Entity&)>& filter) const {
  const Entity* best = nullptr;
  double bestDistance = 0;
  for (const auto& [id, e] : world_->entities()) {
    if (id == world_->selfId() || (filter && !filter(e))) continue;
    const double d = e.position.distanceTo(self_.position);
    if (!best || d < bestDistance) best = &e, bestDistance = d;
  }
  return best;
}

std::optional<int> Bot::digTime(const BlockPos& p) const {
  auto block = blockAt(p);
  if (!block) return std::nullopt;
  DigConditions how;
  if (const auto& held = heldItem()) how.heldItemId = held->type;
  how.creative = game().gameMode == "creative";
  // Underwater means the eyes are (vanilla's isEyeInFluid, mineflayer's block at eye level).
  const auto atEyes = blockAt(BlockPos::containing(self_.position + Vec3{0, eyeHeight(), 0}));
  how.inWater = atEyes && (atEyes->name() == "water" || registry().stateProperties(atEyes->stateId)["waterlogged"] == "true");
  how.onGround = self_.onGround;
  // Effect levels are amplifier + 1, as prismarine-block's digTime reads bot.entity.effects.
  auto level = [&](const char* effect) {
    const auto id = registry().effectIdByName(effect);
    const auto it = id ? entity().effects.find(*id) : entity().effects.end();
    return it == entity().effects.end() ? 0 : it->second.amplifier + 1;
  };
  // Efficiency on the held tool, Aqua Affinity on the helmet (prismarine-block's digTime arguments).
  auto enchantment = [&](const std::optional<Item>& item, const char* name) {
    const auto id = registry().enchantmentIdByName(name);
    return item && id ? item->enchantmentLevel(*id) : 0;
  };
  how.efficiencyLevel = enchantment(heldItem(), "efficiency");
  how.aquaAffinity = enchantment(inventory().slot(Window::kArmorHead), "aqua_affinity") > 0;
  how.hasteLevel = std::max(level("Haste"), level("ConduitPower"));  // vanilla: the stronger of the two
  how.miningFatigueLevel = level("MiningFatigue");
  return registry().digTimeMs(block->stateId, how);
}

bool Bot::canDigBlock(const BlockPos& p) const {
  auto block = blockAt(p);
  if (!block || !block->type->diggable) return false;
  const Vec3 eye = self_.position + Vec3{0, 1.62, 0};
  return p.center().distanceTo(eye) <= 5.1;  // mineflayer's reach check
}

asio::awaitable<void> Bot::dig(BlockPos p, bool forceLook) {
  auto block = blockAt(p);
  if (!block) throw BotError("dig: the block at " + std::to_string(p.x) + " " + std::to_string(p.y) + " " +
                             std::to_string(p.z) + " is not loaded");
  if (block->isAir()) throw BotError("dig: there is no block to dig (it is air)");
  auto time = digTime(p);
  if (!time || !block->type->diggable) throw BotError("dig: " + block->name() + " cannot be dug");
  co_await lookAt(p.center(), forceLook);
  const int face = 1;
  send("block_dig", Value::object({{"status", 0}, {"location", positionValue(p)}, {"face", face},
                                   {"sequence", nextSequence()}}));
  digging_ = p;
  auto self = shared_from_this();
  try {
    // Swing every 350 ms while the dig time runs (mineflayer does the same for the animation).
    auto remaining = std::chrono::milliseconds(*time);
    while (remaining > 0ms) {
      swingArm();
      const auto step = std::min<std::chrono::milliseconds>(remaining, 350ms);
      asio::steady_timer t(executor_, step);
      auto [ec] = co_await t.async_wait(asio::as_tuple(asio::use_awaitable));
      if (ec) throw ActionCancelled();
      if (ended_) throw BotError("the bot disconnected: " + endReason_);
      if (digging_ != p) throw BotError("digging was stopped");
      remaining -= step;
    }
    const int finishSequence = nextSequence();
    send("block_dig", Value::object({{"status", 2}, {"location", positionValue(p)}, {"face", face},
                                     {"sequence", finishSequence}}));
    digging_.reset();
    // Like the vanilla client (and mineflayer) we predict the break, then let the server confirm:
    // it acknowledges our sequence and restores the block with a block_change if it refused.
    world_->predictBlock(p, 0);
    co_await waitFor<int>(events().digAcknowledged, [finishSequence](const int& s) { return s >= finishSequence; },
                          2000ms);
    auto now = blockAt(p);
    if (now && !now->isAir()) throw BotError("dig: the server did not break " + block->name());
    events().diggingCompleted.emit(p, block->stateId);
  } catch (const ActionCancelled&) {
    stopDigging();
    throw;
  }
}

void Bot::stopDigging() {
  if (!digging_) return;
  const BlockPos p = *digging_;
  send("block_dig", Value::object({{"status", 1}, {"location", positionValue(p)}, {"face", 1},
                                   {"sequence", nextSequence()}}));
  digging_.reset();
  events().diggingAborted.emit(p, world_->stateAt(p).value_or(0));
}

asio::awaitable<void> Bot::placeBlock(BlockPos reference, Vec3 faceVector) {
  if (!heldItem()) throw BotError("must be holding an item to place");
  auto ref = blockAt(reference);
  if (!ref) throw BotError("placeBlock: the reference block is not loaded");
  const BlockPos dest = reference.offset(static_cast<int>(faceVector.x), static_cast<int>(faceVector.y),
                                         static_cast<int>(faceVector.z));
  const int before = world_->stateAt(dest).value_or(0);
  const Vec3 cursor{0.5 + faceVector.x * 0.5, 0.5 + faceVector.y * 0.5, 0.5 + faceVector.z * 0.5};
  co_await lookAt(Vec3{double(reference.x), double(reference.y), double(reference.z)} + cursor);
  send("block_place", Value::object({{"hand", 0}, {"location", positionValue(reference)}, {"direction", faceOf(faceVector)},
                                     {"cursorX", static_cast<float>(cursor.x)}, {"cursorY", static_cast<float>(cursor.y)},
                                     {"cursorZ", static_cast<float>(cursor.z)}, {"insideBlock", false},
                                     {"worldBorderHit", false},  // 1.21.2+; older layouts have none
                                     {"sequence", nextSequence()}}));
  swingArm();
  const bool updated = co_await waitFor<BlockUpdate>(
      events().blockUpdate, [dest](const BlockUpdate& u) { return u.position == dest; }, 5000ms);
  auto after = blockAt(dest);
  const int now = after ? after->stateId : 0;
  if (!updated && now == before) {
    throw BotError("No block has been placed : the block is still " +
                   (after ? after->name() : std::string("unloaded")));
  }
  if (after && registry().blockByStateId(before) == after->type) {
    throw BotError("No block has been placed : the block is still " + after->name());
  }
}

asio::awaitable<void> Bot::activateBlock(BlockPos p, Vec3 faceVector) {
  if (!blockAt(p)) throw BotError("activateBlock: the block is not loaded");
  const Vec3 cursor{0.5 + faceVector.x * 0.5, 0.5 + faceVector.y * 0.5, 0.5 + faceVector.z * 0.5};
  co_await lookAt(Vec3{double(p.x), double(p.y), double(p.z)} + cursor);
  send("block_place", Value::object({{"hand", 0}, {"location", positionValue(p)}, {"direction", faceOf(faceVector)},
                                     {"cursorX", static_cast<float>(cursor.x)}, {"cursorY", static_cast<float>(cursor.y)},
                                     {"cursorZ", static_cast<float>(cursor.z)}, {"insideBlock", false},
                                     {"worldBorderHit", false},  // 1.21.2+; older layouts have none
                                     {"sequence", nextSequence()}}));
  swingArm();
}

asio::awaitable<void> Bot::activateItem(bool offHand) {
  usingHeldItem_ = true;
  send("use_item", Value::object({{"hand", offHand ? 1 : 0}, {"sequence", nextSequence()},
                                  {"rotation", Value::object({{"x", static_cast<float>(toNotchianYaw(self_.yaw))},
                                                              {"y", static_cast<float>(toNotchianPitch(self_.pitch))}})}}));
  co_return;
}

void Bot::deactivateItem() {
  send("block_dig", Value::object({{"status", 5}, {"location", positionValue({0, 0, 0})}, {"face", 0},
                                   {"sequence", 0}}));
  usingHeldItem_ = false;
}

asio::awaitable<void> Bot::consume() {
  const auto& held = heldItem();
  if (!held) throw BotError("consume: nothing in hand");
  const FoodInfo* food = registry().foodByItemId(held->type);
  static const std::set<std::string> alwaysEdible = {"golden_apple", "enchanted_golden_apple", "chorus_fruit",
                                                     "honey_bottle", "suspicious_stew", "milk_bucket", "potion"};
  if (world_->food() >= 20 && !alwaysEdible.count(held->name)) throw BotError("Food is full");
  if (!food && !alwaysEdible.count(held->name)) throw BotError("consume: " + held->name + " is not food");
  co_await activateItem();
  const int self = world_->selfId();
  const bool done = co_await waitFor<Entity, int>(
      events().entityStatus, [self](const Entity& e, const int& status) { return e.id == self && status == 9; },
      2500ms);
  if (!done) throw BotError("Consuming cancelled due to timeout");
}

void Bot::swingArm(bool offHand) { send("arm_animation", Value::object({{"hand", offHand ? 1 : 0}})); }

void Bot::attack(const Entity& target) {
  send(world_->adapters().useEntity(
      {.kind = VersionAdapters::EntityUse::Kind::Attack, .target = target.id, .sneaking = self_.controls.sneak}));
  swingArm();
}

void Bot::chat(const std::string& message) {
  // Vanilla rejects messages over 256 characters; mineflayer splits them the same way. Every piece
  // goes as chat_message, which a server shows as text and never runs, so a piece starting with
  // "/" (a model's reply, a relayed chat line) is said, not executed. Commands go by runCommand.
  for (std::size_t start = 0; start < message.size() || start == 0; start += kMaxChatLength) {
    const std::string piece = message.substr(start, kMaxChatLength);
    if (chatSession_) {
      send("chat_message", chatSession_->signedMessage(piece, nowMillis(), ChatSession::randomSalt()));
    } else {
      send("chat_message", Value::object({{"message", piece}, {"timestamp", nowMillis()}, {"salt", 0},
                                          {"signature", nullptr}, {"offset", 0}, {"acknowledged", protocol::Bytes(3, 0)},
                                          {"checksum", 0}}));  // 1.21.5+: 0 = not checked
    }
    if (message.empty()) break;
  }
}

void Bot::runCommand(const std::string& command) {
  const std::string text = command.starts_with('/') ? command.substr(1) : command;
  if (text.empty() || text.size() > kMaxChatLength || text.find_first_of("\n\r") != std::string::npos)
    throw BotError("runCommand: a command is one line of 1.." + std::to_string(kMaxChatLength) +
                   " characters without its '/', got " + std::to_string(text.size()) + ": '" +
                   text.substr(0, 40) + (text.size() > 40 ? "...'" : "'"));
  // On a server enforcing secure chat, a command with a message argument (/tell) is signed.
  if (chatSession_) {
    if (auto fields = chatSession_->signedCommand(text, nowMillis(), ChatSession::randomSalt())) {
      send("chat_command_signed", std::move(*fields));
      return;
    }
  }
  send("chat_command", Value::object({{"command", text}}));
}

void Bot::whisper(const std::string& username, const std::string& message) {
  // /tell is the one command a chat feature uses (MINDcraft's only_chat_with); long messages go
  // as several whispers, each within a command's length.
  const std::string prefix = "tell " + username + " ";
  const std::size_t room = prefix.size() < kMaxChatLength ? kMaxChatLength - prefix.size() : 1;
  for (std::size_t start = 0; start < message.size() || start == 0; start += room) {
    runCommand(prefix + message.substr(start, room));
    if (message.empty()) break;
  }
}

void Bot::respawn() { send("client_command", Value::object({{"actionId", "perform_respawn"}})); }

void Bot::setQuickBarSlot(int slot) {
  if (slot < 0 || slot > 8) throw BotError("setQuickBarSlot: slot must be 0..8, got " + std::to_string(slot));
  world_->setQuickBarSlot(slot);
  send("held_item_slot", Value::object({{"slotId", slot}}));
  events().heldItemChanged.emit();
}

}  // namespace craftmate::world
