#include "world/world_state.h"

#include <cmath>

#include "protocol/nbt.h"
#include "world/angles.h"
#include "world/chat_text.h"
#include "world/registry.h"

namespace craftmate::world {

using protocol::Value;

namespace {
int64_t i(const Value& v, std::string_view key) { return v[key].as_int(); }
double d(const Value& v, std::string_view key) { return v[key].as_double(); }
BlockPos position(const Value& v) {
  return {static_cast<int>(v["x"].as_int()), static_cast<int>(v["y"].as_int()), static_cast<int>(v["z"].as_int())};
}
std::string text(const Value& v, const ChatFormatter& chat) {
  if (v.kind() == Value::Kind::Nbt) return chat.toPlainText(v.as_nbt());
  if (v.kind() == Value::Kind::String) return v.as_string();
  return "";
}

// The translation key of a component's top level (mineflayer's jsonMsg.translate): how MINDcraft
// tells a death message ("death.*") from other system chat.
std::string translateKey(const Value& v) {
  if (v.kind() != Value::Kind::Nbt) return "";
  const protocol::Nbt* key = v.as_nbt().find("translate");
  const std::string* s = key ? key->get_string() : nullptr;
  return s ? *s : "";
}
}  // namespace

WorldState::WorldState(std::shared_ptr<const Registry> registry, std::string serverKey,
                       std::shared_ptr<const ChatFormatter> chat)
    : registry_(std::move(registry)),
      serverKey_(std::move(serverKey)),
      chat_(std::move(chat)),
      serverRegistries_(ServerRegistries::vanillaDefaults()) {}

WorldState::~WorldState() {
  if (store_) store_->dropViewer(viewer_);
}

std::optional<int> WorldState::stateAt(const BlockPos& p) const {
  if (!store_) return std::nullopt;
  return store_->stateAt(p);
}

std::optional<std::string> WorldState::biomeAt(const BlockPos& p) const {
  if (!store_) return std::nullopt;
  const std::optional<int> id = store_->biomeAt(p);
  if (!id) return std::nullopt;
  return serverRegistries_.biomeName(*id);
}

const Entity* WorldState::entity(int id) const {
  auto it = entities_.find(id);
  return it == entities_.end() ? nullptr : &it->second;
}

std::optional<Item> WorldState::droppedItem(const Entity& e) const {
  if (e.name != "item") return std::nullopt;
  auto it = e.metadata.find(8);  // the dropped stack (spec §1.7)
  if (it == e.metadata.end()) return std::nullopt;
  return itemFromSlot(it->second, *registry_, -1);
}

Window* WorldState::windowById(int id) {
  if (id == 0) return &inventory_;
  if (currentWindow_ && currentWindow_->id() == id) return &*currentWindow_;
  return nullptr;
}

void WorldState::clearCurrentWindow() {
  if (currentWindow_) closingWindow_ = std::move(*currentWindow_);
  currentWindow_.reset();
}

const Window* WorldState::closingWindow(int id) const {
  return closingWindow_ && closingWindow_->id() == id ? &*closingWindow_ : nullptr;
}

// A slot of the window we closed: its player part is our inventory (vanilla's client drops these
// packets; the bots close a crafting table right after crafting, often while a partner's items
// are being picked up, and the server never sends that change again).
void WorldState::applyToClosingWindow(const Window& closing, int slot, std::optional<Item> item) {
  if (closing.slotCount() == 0 || slot < closing.inventoryStart() || slot >= closing.inventoryEnd()) return;
  const int invSlot = slot - closing.inventoryStart() + 9;
  const bool held = invSlot == 36 + quickBarSlot_;
  inventory_.setSlot(invSlot, std::move(item));
  // This may undo a click we predicted after closing, and the inventory window's state id does not
  // cover it: a state id the server never sent makes our next click stale, so it resends the window.
  inventory_.setStateId(-1);
  events_.updateSlot.emit(inventory_.id(), invSlot);
  if (held) events_.heldItemChanged.emit();
}

void WorldState::enterDimension(const Value& spawnInfo) {
  game_.dimension = spawnInfo["name"].as_string();
  game_.dimensionIndex = static_cast<int>(i(spawnInfo, "dimension"));
  const DimensionType* type = serverRegistries_.dimensionByIndex(game_.dimensionIndex);
  if (!type) type = serverRegistries_.dimensionByName(game_.dimension);
  ColumnLayout layout;
  if (type) {
    layout.minY = type->minY;
    layout.height = type->height;
  }
  layout.globalBlockBits = registry_->globalBlockBits();
  int biomeBits = 0;
  while ((1 << biomeBits) < serverRegistries_.biomeCount()) ++biomeBits;
  layout.globalBiomeBits = biomeBits;
  game_.minY = layout.minY;
  game_.height = layout.height;
  if (const Value* mode = spawnInfo.find("gamemode"); mode && mode->kind() == Value::Kind::String) {
    game_.gameMode = mode->as_string();
  }
  auto next = SharedChunkStores::forWorld(serverKey_, game_.dimension, layout);
  if (store_) store_->dropViewer(viewer_);  // a respawn re-sends the columns, even in one dimension
  store_ = std::move(next);
  viewer_ = store_->newViewer();
}

void WorldState::onLogin(const Value& f) {
  selfId_ = static_cast<int>(i(f, "entityId"));
  game_.hardcore = f["isHardcore"].as_bool();
  game_.maxPlayers = static_cast<int>(i(f, "maxPlayers"));
  game_.viewDistance = static_cast<int>(i(f, "viewDistance"));
  enterDimension(f["worldState"]);
  Entity& me = entities_[selfId_];
  me.id = selfId_;
  me.name = me.kind = "player";
  me.width = 0.6;
  me.height = 1.8;
  events_.login.emit();
  events_.game.emit();
}

void WorldState::setBlock(const BlockPos& p, int state) {
  if (!store_) return;
  auto old = store_->setStateAt(p, state);
  if (old) events_.blockUpdate.emit(BlockUpdate{p, *old, state});
}

void WorldState::onEntitySpawn(const Value& f) {
  Entity e;
  e.id = static_cast<int>(i(f, "entityId"));
  e.uuid = f["objectUUID"].as_string();
  e.typeId = static_cast<int>(i(f, "type"));
  if (const EntityType* t = registry_->entityById(e.typeId)) {
    e.name = t->name;
    e.kind = t->kind;
    e.width = t->width;
    e.height = t->height;
  } else {
    e.name = "unknown";
    e.kind = "other";
  }
  e.position = {d(f, "x"), d(f, "y"), d(f, "z")};
  e.yaw = fromNotchianYawByte(static_cast<double>(i(f, "yaw")));
  e.pitch = fromNotchianPitchByte(static_cast<double>(i(f, "pitch")));
  e.headYaw = e.yaw;
  const Value& v = f["velocity"];
  e.velocity = {i(v, "x") / 8000.0, i(v, "y") / 8000.0, i(v, "z") / 8000.0};
  if (e.name == "player") {
    if (auto it = nameByUuid_.find(e.uuid); it != nameByUuid_.end()) {
      e.username = it->second;
      auto p = playersByName_.find(it->second);
      if (p != playersByName_.end()) p->second.entityId = e.id;
    }
  }
  auto& slot = entities_[e.id];
  slot = std::move(e);
  events_.entitySpawn.emit(slot);
}

void WorldState::onEntityMove(const Value& f, bool relative, bool hasLook) {
  auto it = entities_.find(static_cast<int>(i(f, "entityId")));
  if (it == entities_.end()) return;
  Entity& e = it->second;
  if (relative) {
    if (f.contains("dX")) {
      e.position.x += i(f, "dX") / 4096.0;
      e.position.y += i(f, "dY") / 4096.0;
      e.position.z += i(f, "dZ") / 4096.0;
    }
  } else {
    e.position = {d(f, "x"), d(f, "y"), d(f, "z")};
  }
  if (hasLook) {
    e.yaw = fromNotchianYawByte(static_cast<double>(i(f, "yaw")));
    e.pitch = fromNotchianPitchByte(static_cast<double>(i(f, "pitch")));
  }
  if (const Value* g = f.find("onGround")) e.onGround = g->as_bool();
  events_.entityMoved.emit(e);
}

void WorldState::onPlayerInfo(const Value& f) {
  const Value& action = f["action"];
  auto flag = [&](std::string_view name) {
    const Value* v = action.find(name);
    return v && v->as_bool();
  };
  for (const Value& entry : f["data"].as_array()) {
    const std::string uuid = entry["uuid"].as_string();
    const bool adding = flag("add_player");
    std::string name;
    if (adding) {
      name = entry["player"]["name"].as_string();
      nameByUuid_[uuid] = name;
    } else if (auto n = nameByUuid_.find(uuid); n != nameByUuid_.end()) {
      name = n->second;
    } else {
      continue;  // an update for a player we never saw added
    }
    const bool isNew = !playersByName_.count(name);
    Player& p = playersByName_[name];
    p.uuid = uuid;
    p.username = name;
    if (p.displayName.empty()) p.displayName = name;
    if (flag("update_game_mode")) p.gamemode = static_cast<int>(i(entry, "gamemode"));
    if (flag("update_latency")) p.ping = static_cast<int>(i(entry, "latency"));
    if (flag("update_display_name")) {
      const Value& dn = entry["displayName"];
      if (!dn.is_null()) p.displayName = text(dn, *chat_);
    }
    for (auto& [id, e] : entities_) {
      if (e.uuid == uuid) {
        e.username = name;
        p.entityId = id;
      }
    }
    if (isNew) events_.playerJoined.emit(p);
    else events_.playerUpdated.emit(p);
  }
}

void WorldState::onWindowItems(const Value& f) {
  const int id = static_cast<int>(i(f, "windowId"));
  Window* w = windowById(id);
  const auto& items = f["items"].as_array();
  if (!w) {
    if (const Window* closing = closingWindow(id))
      for (int s = 0; s < static_cast<int>(items.size()); ++s) applyToClosingWindow(*closing, s, itemFromSlot(items[s], *registry_, s));
    return;
  }
  w->resize(static_cast<int>(items.size()));
  w->setStateId(static_cast<int>(i(f, "stateId")));
  for (int s = 0; s < static_cast<int>(items.size()); ++s) {
    w->setSlot(s, itemFromSlot(items[s], *registry_, s));
    // The player part of a container mirrors the inventory (slots 9..44 there).
    if (!w->isPlayerInventory() && s >= w->inventoryStart()) inventory_.setSlot(s - w->inventoryStart() + 9, w->slot(s));
  }
  if (const Value* carried = f.find("carriedItem")) cursor_ = itemFromSlot(*carried, *registry_, -1);
  if (w == &*currentWindow_ ? !currentWindowAnnounced_ : false) {
    currentWindowAnnounced_ = true;
    events_.windowOpen.emit(*w);
  }
}

void WorldState::onSetSlot(const Value& f) {
  int id = static_cast<int>(i(f, "windowId"));
  if (id > 127) id -= 256;  // ContainerID is a u8 on the wire; 255 = -1 (cursor), 254 = -2
  const int slot = static_cast<int>(i(f, "slot"));
  auto item = itemFromSlot(f["item"], *registry_, slot);
  if (id == -1 && slot == -1) {
    cursor_ = std::move(item);
    return;
  }
  Window* w = id == -2 ? &inventory_ : windowById(id);
  if (!w) {
    if (const Window* closing = closingWindow(id)) applyToClosingWindow(*closing, slot, std::move(item));
    return;
  }
  if (slot >= w->slotCount() && !w->isPlayerInventory()) return;
  w->setStateId(static_cast<int>(i(f, "stateId")));
  const bool held = w->isPlayerInventory() && slot == 36 + quickBarSlot_;
  w->setSlot(slot, item);
  if (!w->isPlayerInventory() && slot >= w->inventoryStart()) inventory_.setSlot(slot - w->inventoryStart() + 9, item);
  events_.updateSlot.emit(w->id(), slot);
  if (held) events_.heldItemChanged.emit();
}

void WorldState::onChat(const std::string& line, const std::string& position, const std::string& senderUuid,
                        const std::string& translate) {
  events_.message.emit(ChatMessage{line, position, senderUuid, translate});
  if (position == "game_info") return;
  if (auto m = matchChatPatterns(line)) {
    if (m->kind == ChatPatternMatch::Kind::Chat) events_.chat.emit(m->username, m->message);
    else events_.whisper.emit(m->username, m->message);
  }
}

void WorldState::onPlayerChat(const Value& f) {
  std::string content = f["plainMessage"].as_string();
  if (const Value* u = f.find("unsignedChatContent"); u && !u->is_null()) content = text(*u, *chat_);
  const std::string sender = text(f["networkName"], *chat_);
  std::string target;
  if (const Value* t = f.find("networkTargetName"); t && !t->is_null()) target = text(*t, *chat_);
  std::string key = "chat.type.text";
  std::vector<std::string> params = {"sender", "content"};
  const Value& holder = f["type"];
  if (const Value* id = holder.find("chatType")) {
    if (id->as_int() >= 0 && id->as_int() < static_cast<int64_t>(serverRegistries_.chatTypes.size())) {
      key = serverRegistries_.chatTypes[id->as_int()].translationKey;
      params = serverRegistries_.chatTypes[id->as_int()].parameters;
    }
  }
  std::vector<std::string> args;
  for (const auto& p : params) args.push_back(p == "sender" ? sender : p == "target" ? target : content);
  const std::string uuid = f.contains("senderUuid") ? f["senderUuid"].as_string() : "";
  onChat(chat_->translate(key, args), "chat", uuid);
}

void WorldState::onAttributes(const Value& f) {
  if (i(f, "entityId") != selfId_) return;
  for (const Value& p : f["properties"].as_array()) {
    const Value& key = p["key"];
    if (key.kind() != Value::Kind::String || key.as_string().find("movement_speed") == std::string::npos) continue;
    // Modifiers other than sprinting (physics adds that itself), in operation order.
    double base = d(p, "value"), add = 0, multiplyBase = 0, multiplyTotal = 1;
    if (const Value* mods = p.find("modifiers")) {
      for (const Value& m : mods->as_array()) {
        std::string id = m.contains("uuid") ? m["uuid"].as_string() : m.contains("id") ? m["id"].as_string() : "";
        if (id.find("sprint") != std::string::npos || id == "662a6b8d-da3e-4c1c-8813-96ea6097278d") continue;
        const double amount = d(m, "amount");
        switch (m["operation"].as_int()) {
          case 0: add += amount; break;
          case 1: multiplyBase += amount; break;
          default: multiplyTotal *= 1 + amount; break;
        }
      }
    }
    const double x = base + add;
    movementSpeed_ = (x + x * multiplyBase) * multiplyTotal;
  }
}

void WorldState::handle(const protocol::Packet& packet) {
  const std::string& n = packet.name;
  const Value& f = packet.fields;
  if (n == "login") {
    onLogin(f);
  } else if (n == "respawn") {
    closingWindow_.reset();  // window ids start again with the new player entity
    enterDimension(f["worldState"]);
    alive_ = false;
    const Entity me = entities_[selfId_];
    entities_.clear();
    entities_[selfId_] = me;
    events_.respawn.emit();
    events_.game.emit();
  } else if (n == "map_chunk") {
    if (!store_) return;
    const int x = static_cast<int>(i(f, "x")), z = static_cast<int>(i(f, "z"));
    store_->loadColumn(viewer_, x, z, f["chunkData"].as_bytes());
    events_.chunkColumnLoad.emit(x, z);
  } else if (n == "chunk_biomes") {  // the server changed biomes (/fillbiome)
    if (!store_) return;
    for (const Value& column : f["biomes"].as_array()) {
      const Value& at = column["position"];
      store_->replaceBiomes(static_cast<int>(i(at, "x")), static_cast<int>(i(at, "z")), column["data"].as_bytes());
    }
  } else if (n == "unload_chunk") {
    if (!store_) return;
    const int x = static_cast<int>(i(f, "chunkX")), z = static_cast<int>(i(f, "chunkZ"));
    store_->unloadColumn(viewer_, x, z);
    events_.chunkColumnUnload.emit(x, z);
  } else if (n == "block_change") {
    setBlock(position(f["location"]), static_cast<int>(i(f, "type")));
  } else if (n == "multi_block_change") {
    const Value& c = f["chunkCoordinates"];
    const int sx = static_cast<int>(i(c, "x")), sy = static_cast<int>(i(c, "y")), sz = static_cast<int>(i(c, "z"));
    for (const Value& r : f["records"].as_array()) {
      const int64_t record = r.as_int();
      setBlock({sx * 16 + int((record >> 8) & 15), sy * 16 + int(record & 15), sz * 16 + int((record >> 4) & 15)},
               static_cast<int>(record >> 12));
    }
  } else if (n == "spawn_entity") {
    onEntitySpawn(f);
  } else if (n == "spawn_entity_experience_orb") {
    Entity e;
    e.id = static_cast<int>(i(f, "entityId"));
    e.name = "experience_orb";
    e.kind = "orb";
    e.position = {d(f, "x"), d(f, "y"), d(f, "z")};
    auto& slot = entities_[e.id];
    slot = std::move(e);
    events_.entitySpawn.emit(slot);
  } else if (n == "rel_entity_move") {
    onEntityMove(f, true, false);
  } else if (n == "entity_move_look") {
    onEntityMove(f, true, true);
  } else if (n == "entity_look") {
    onEntityMove(f, true, true);
  } else if (n == "entity_teleport") {
    onEntityMove(f, false, true);
  } else if (n == "entity_head_rotation") {
    if (auto it = entities_.find(static_cast<int>(i(f, "entityId"))); it != entities_.end()) {
      it->second.headYaw = fromNotchianYawByte(static_cast<double>(i(f, "headYaw")));
    }
  } else if (n == "entity_velocity") {
    if (auto it = entities_.find(static_cast<int>(i(f, "entityId"))); it != entities_.end()) {
      const Value& v = f["velocity"];
      it->second.velocity = {i(v, "x") / 8000.0, i(v, "y") / 8000.0, i(v, "z") / 8000.0};
    }
  } else if (n == "entity_destroy") {
    for (const Value& id : f["entityIds"].as_array()) {
      auto it = entities_.find(static_cast<int>(id.as_int()));
      if (it == entities_.end() || it->first == selfId_) continue;
      Entity gone = std::move(it->second);
      entities_.erase(it);
      gone.isValid = false;
      for (auto& [name, p] : playersByName_)
        if (p.entityId == gone.id) p.entityId.reset();
      events_.entityGone.emit(gone);
    }
  } else if (n == "entity_metadata") {
    auto it = entities_.find(static_cast<int>(i(f, "entityId")));
    if (it == entities_.end()) return;
    for (const Value& m : f["metadata"].as_array()) it->second.metadata[static_cast<int>(i(m, "key"))] = m["value"];
    if (it->second.name == "item" && droppedItem(it->second)) events_.itemDrop.emit(it->second);
    events_.entityUpdate.emit(it->second);
  } else if (n == "entity_equipment") {
    auto it = entities_.find(static_cast<int>(i(f, "entityId")));
    if (it == entities_.end()) return;
    // Wire slots: 0 main hand, 1 off hand, 2 feet, 3 legs, 4 chest, 5 head (mineflayer's order too).
    for (const Value& e : f["equipments"].as_array()) {
      const int slot = static_cast<int>(i(e, "slot"));
      if (slot >= 0 && slot < 6) it->second.equipment[slot] = itemFromSlot(e["item"], *registry_, slot);
    }
    events_.entityEquip.emit(it->second);
  } else if (n == "entity_status") {
    auto it = entities_.find(static_cast<int>(i(f, "entityId")));
    if (it == entities_.end()) return;
    const int status = static_cast<int>(i(f, "entityStatus"));
    events_.entityStatus.emit(it->second, status);
    if (status == 2) events_.entityHurt.emit(it->second);
    if (status == 3) events_.entityDead.emit(it->second);
  } else if (n == "animation") {
    auto it = entities_.find(static_cast<int>(i(f, "entityId")));
    if (it != entities_.end() && (i(f, "animation") == 0 || i(f, "animation") == 3)) events_.entitySwingArm.emit(it->second);
  } else if (n == "collect") {
    auto collected = entities_.find(static_cast<int>(i(f, "collectedEntityId")));
    auto collector = entities_.find(static_cast<int>(i(f, "collectorEntityId")));
    if (collected != entities_.end() && collector != entities_.end()) {
      events_.playerCollect.emit(collector->second, collected->second);
    }
  } else if (n == "player_info") {
    onPlayerInfo(f);
  } else if (n == "player_remove") {
    for (const Value& u : f["players"].as_array()) {
      auto name = nameByUuid_.find(u.as_string());
      if (name == nameByUuid_.end()) continue;
      auto p = playersByName_.find(name->second);
      if (p != playersByName_.end()) {
        Player left = p->second;
        playersByName_.erase(p);
        events_.playerLeft.emit(left);
      }
    }
  } else if (n == "update_health") {
    health_ = static_cast<float>(d(f, "health"));
    food_ = static_cast<int>(i(f, "food"));
    saturation_ = static_cast<float>(d(f, "foodSaturation"));
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
  } else if (n == "experience") {
    xpLevel_ = static_cast<int>(i(f, "level"));
    events_.experience.emit();
  } else if (n == "update_time") {
    time_.age = i(f, "age");
    time_.timeOfDay = std::abs(i(f, "time")) % 24000;  // negative = daylight cycle stopped
    events_.time.emit();
  } else if (n == "held_item_slot") {
    quickBarSlot_ = static_cast<int>(i(f, "slot"));
    events_.heldItemChanged.emit();
  } else if (n == "open_window") {
    closingWindow_.reset();  // the server read our close_window before it opened this one
    currentWindow_.emplace(static_cast<int>(i(f, "windowId")), static_cast<int>(i(f, "inventoryType")),
                           text(f["windowTitle"], *chat_));
    currentWindowAnnounced_ = false;
  } else if (n == "close_window") {
    if (currentWindow_ && currentWindow_->id() == i(f, "windowId")) {
      Window closed = std::move(*currentWindow_);
      currentWindow_.reset();
      events_.windowClose.emit(closed);
    }
  } else if (n == "window_items") {
    onWindowItems(f);
  } else if (n == "set_slot") {
    onSetSlot(f);
  } else if (n == "craft_progress_bar") {
    if (Window* w = windowById(static_cast<int>(i(f, "windowId")))) {
      w->properties[static_cast<int>(i(f, "property"))] = static_cast<int>(i(f, "value"));
    }
  } else if (n == "system_chat") {
    onChat(text(f["content"], *chat_), f["isActionBar"].as_bool() ? "game_info" : "system", "", translateKey(f["content"]));
  } else if (n == "player_chat") {
    onPlayerChat(f);
  } else if (n == "profileless_chat") {
    const std::string sender = text(f["name"], *chat_), content = text(f["message"], *chat_);
    onChat(chat_->translate("chat.type.text", {sender, content}), "chat", "");
  } else if (n == "game_state_change") {
    const Value& reason = f["reason"];
    if ((reason.kind() == Value::Kind::String && reason.as_string() == "change_game_mode") ||
        (reason.is_int() && reason.as_int() == 3)) {
      static const char* modes[] = {"survival", "creative", "adventure", "spectator"};
      const int m = static_cast<int>(d(f, "gameMode"));
      if (m >= 0 && m < 4) game_.gameMode = modes[m];
      events_.game.emit();
    }
    // Levels only: minecraft-data names reasons 1 and 2 the other way round from vanilla.
    const bool rainLevel = (reason.kind() == Value::Kind::String && reason.as_string() == "rain_level_change") ||
                           (reason.is_int() && reason.as_int() == 7);
    const bool thunderLevel = (reason.kind() == Value::Kind::String && reason.as_string() == "thunder_level_change") ||
                              (reason.is_int() && reason.as_int() == 8);
    if (rainLevel) weather_.rainLevel = static_cast<float>(d(f, "gameMode"));
    if (thunderLevel) weather_.thunderLevel = static_cast<float>(d(f, "gameMode"));
  } else if (n == "entity_update_attributes") {
    onAttributes(f);
  } else if (n == "acknowledge_player_digging") {
    events_.digAcknowledged.emit(static_cast<int>(i(f, "sequenceId")));
  }
}

}  // namespace craftmate::world
