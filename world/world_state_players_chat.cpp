// WorldState, players and chat concern (mineflayer's chat.js and the tab list of entities.js): who
// is on the server, and the chat lines it sends, turned into message/chat/whisper events.

#include "world/packet_fields.h"
#include "world/world_state.h"

namespace craftmate::world {

using protocol::Value;

void WorldState::registerPlayerAndChatHandlers() {
  packets_.on("player_info", [this](const Value& f) { onPlayerInfo(f); });
  packets_.on("player_remove", [this](const Value& f) { onPlayerRemove(f); });
  packets_.on("system_chat", [this](const Value& f) {
    onChat(fields::text(f["content"], *chat_), f["isActionBar"].as_bool() ? "game_info" : "system", "",
           fields::translateKey(f["content"]));
  });
  packets_.on("player_chat", [this](const Value& f) { onPlayerChat(f); });
  packets_.on("profileless_chat", [this](const Value& f) {
    const std::string sender = fields::text(f["name"], *chat_), content = fields::text(f["message"], *chat_);
    onChat(chat_->translate("chat.type.text", {sender, content}), "chat", "");
  });
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
    if (flag("update_game_mode")) p.gamemode = fields::integer32(entry, "gamemode");
    if (flag("update_latency")) p.ping = fields::integer32(entry, "latency");
    if (flag("update_display_name")) {
      const Value& dn = entry["displayName"];
      if (!dn.is_null()) p.displayName = fields::text(dn, *chat_);
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

void WorldState::onPlayerRemove(const Value& f) {
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
  if (const Value* u = f.find("unsignedChatContent"); u && !u->is_null()) content = fields::text(*u, *chat_);
  const std::string sender = fields::text(f["networkName"], *chat_);
  std::string target;
  if (const Value* t = f.find("networkTargetName"); t && !t->is_null()) target = fields::text(*t, *chat_);
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

}  // namespace craftmate::world
