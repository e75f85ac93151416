// WorldState, screen concern (mineflayer's title.js, boss_bar.js, tablist.js and the action bar
// of chat.js): titles, the action bar, boss bars and the tab list's header and footer.

#include "world/packet_fields.h"
#include "world/world_state.h"

namespace craftmate::world {

using protocol::Value;

void WorldState::registerHudHandlers() {
  packets_.on("set_title_text", [this](const Value& f) { events_.title.emit(fields::text(f["text"], *chat_), "title"); });
  packets_.on("set_title_subtitle",
              [this](const Value& f) { events_.title.emit(fields::text(f["text"], *chat_), "subtitle"); });
  packets_.on("set_title_time", [this](const Value& f) {
    events_.titleTimes.emit(fields::integer32(f, "fadeIn"), fields::integer32(f, "stay"), fields::integer32(f, "fadeOut"));
  });
  packets_.on("clear_titles", [this](const Value&) { events_.titleClear.emit(); });
  packets_.on("action_bar", [this](const Value& f) { events_.actionBar.emit(fields::text(f["text"], *chat_)); });
  // system_chat with isActionBar is the other way a server writes there (mineflayer emits both).
  packets_.on("system_chat", [this](const Value& f) {
    if (f["isActionBar"].as_bool()) events_.actionBar.emit(fields::text(f["content"], *chat_));
  });
  packets_.on("playerlist_header", [this](const Value& f) {
    hud_.tablist.header = fields::text(f["header"], *chat_);
    hud_.tablist.footer = fields::text(f["footer"], *chat_);
  });
  packets_.on("boss_bar", [this](const Value& f) {
    const std::string uuid = f["entityUUID"].as_string();
    const int action = fields::integer32(f, "action");
    if (action == 0) {
      BossBar& bar = hud_.bossBars[uuid];
      bar = BossBar{uuid, fields::text(f["title"], *chat_), static_cast<float>(fields::number(f, "health")),
                    fields::integer32(f, "color"), fields::integer32(f, "dividers"), fields::integer32(f, "flags")};
      events_.bossBarCreated.emit(bar);
      return;
    }
    auto it = hud_.bossBars.find(uuid);
    if (it == hud_.bossBars.end()) return;  // an update for a bar we never saw created
    BossBar& bar = it->second;
    switch (action) {
      case 1: {
        const BossBar gone = std::move(bar);
        hud_.bossBars.erase(it);
        events_.bossBarDeleted.emit(gone);
        return;
      }
      case 2: bar.health = static_cast<float>(fields::number(f, "health")); break;
      case 3: bar.title = fields::text(f["title"], *chat_); break;
      case 4:
        bar.color = fields::integer32(f, "color");
        bar.dividers = fields::integer32(f, "dividers");
        break;
      case 5: bar.flags = fields::integer32(f, "flags"); break;
      default: return;
    }
    events_.bossBarUpdated.emit(bar);
  });
}

}  // namespace craftmate::world
