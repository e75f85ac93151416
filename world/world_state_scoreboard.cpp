// WorldState, scoreboard and team concern (mineflayer's scoreboard.js and team.js): objectives,
// scores, display slots and teams. Since 1.20.3 scoreboard_score only sets a score and reset_score
// removes one (mineflayer still reads an `action` field the packet no longer has); a display slot
// given no objective is emptied (mineflayer keeps the old one).

#include <algorithm>

#include "world/packet_fields.h"
#include "world/world_state.h"

namespace craftmate::world {

using protocol::Value;

std::vector<ScoreItem> Scoreboard::items() const {
  std::vector<ScoreItem> out;
  for (const auto& [name, value] : scores) out.push_back({name, value});
  std::stable_sort(out.begin(), out.end(), [](const ScoreItem& a, const ScoreItem& b) { return a.value > b.value; });
  return out;
}

const Scoreboard* Scoreboards::atPosition(int position) const {
  auto p = positions.find(position);
  if (p == positions.end()) return nullptr;
  auto s = byName.find(p->second);
  return s == byName.end() ? nullptr : &s->second;
}

const Team* Scoreboards::teamOf(const std::string& member) const {
  auto m = teamMap.find(member);
  if (m == teamMap.end()) return nullptr;
  auto t = teams.find(m->second);
  return t == teams.end() ? nullptr : &t->second;
}

namespace {

// mineflayer's colorString: the formatting code's name, "reset" when out of range.
std::string colorName(int64_t code) {
  static const char* names[] = {"black", "dark_blue", "dark_green", "dark_aqua", "dark_red", "dark_purple",
                                "gold", "gray", "dark_gray", "blue", "green", "aqua", "red", "light_purple",
                                "yellow", "white", "obfuscated", "bold", "strikethrough", "underlined", "italic",
                                "reset"};
  return code >= 0 && code <= 21 ? names[code] : "reset";
}

std::vector<std::string> teamPlayers(const Value& f) {
  std::vector<std::string> out;
  if (const Value* players = f.find("players"); players && players->kind() == Value::Kind::Array)
    for (const Value& p : players->as_array()) out.push_back(p.as_string());
  return out;
}

}  // namespace

void WorldState::registerScoreboardHandlers() {
  packets_.on("scoreboard_objective", [this](const Value& f) {
    const std::string name = f["name"].as_string();
    const int action = fields::integer32(f, "action");
    auto& boards = scoreboards_.byName;
    if (action == 0) {
      Scoreboard& s = boards[name];
      s = Scoreboard{name, fields::text(f["displayText"], *chat_), {}};
      events_.scoreboardCreated.emit(s);
    } else if (action == 1) {
      auto it = boards.find(name);
      if (it == boards.end()) return;
      const Scoreboard gone = std::move(it->second);
      boards.erase(it);
      std::erase_if(scoreboards_.positions, [&](const auto& p) { return p.second == name; });
      events_.scoreboardDeleted.emit(gone);
    } else if (action == 2) {
      auto it = boards.find(name);
      if (it == boards.end()) {
        events_.error.emit("Received update for unknown objective " + name);  // mineflayer's text
        return;
      }
      it->second.title = fields::text(f["displayText"], *chat_);
      events_.scoreboardTitleChanged.emit(it->second);
    }
  });
  packets_.on("scoreboard_score", [this](const Value& f) {
    auto it = scoreboards_.byName.find(f["scoreName"].as_string());
    if (it == scoreboards_.byName.end()) return;
    const ScoreItem item{f["itemName"].as_string(), fields::integer32(f, "value")};
    it->second.scores[item.name] = item.value;
    events_.scoreUpdated.emit(it->second, item);
  });
  packets_.on("reset_score", [this](const Value& f) {
    const std::string entity = f["entity_name"].as_string();
    const Value& objective = f["objective_name"];
    for (auto& [name, board] : scoreboards_.byName) {
      if (!objective.is_null() && objective.as_string() != name) continue;
      auto score = board.scores.find(entity);
      if (score == board.scores.end()) continue;
      const ScoreItem removed{score->first, score->second};
      board.scores.erase(score);
      events_.scoreRemoved.emit(board, removed);
    }
  });
  packets_.on("scoreboard_display_objective", [this](const Value& f) {
    const int position = fields::integer32(f, "position");
    auto it = scoreboards_.byName.find(f["name"].as_string());
    if (it == scoreboards_.byName.end()) {
      // "" (or an objective the client does not know) empties the slot, as the vanilla client
      // does; mineflayer ignores it and keeps showing the previous objective.
      scoreboards_.positions.erase(position);
      return;
    }
    scoreboards_.positions[position] = it->first;
    events_.scoreboardPosition.emit(position, it->second);
  });
  packets_.on("teams", [this](const Value& f) {
    const std::string id = f["team"].as_string();
    const int mode = fields::integer32(f, "mode");  // 0 add, 1 remove, 2 change, 3 join, 4 leave
    auto& teams = scoreboards_.teams;
    auto update = [&](Team& t) {
      t.name = fields::text(f["name"], *chat_);
      t.friendlyFire = fields::integer32(f, "friendlyFire");
      t.nameTagVisibility = f["nameTagVisibility"].as_string();
      t.collisionRule = f["collisionRule"].as_string();
      t.color = colorName(fields::integer(f, "formatting"));
      t.prefix = fields::text(f["prefix"], *chat_);
      t.suffix = fields::text(f["suffix"], *chat_);
    };
    if (mode == 0) {
      Team& t = teams[id];
      t = Team{};
      t.team = id;
      update(t);
      for (const auto& p : teamPlayers(f)) {
        t.members.insert(p);
        scoreboards_.teamMap[p] = id;
      }
      events_.teamCreated.emit(t);
      return;
    }
    auto it = teams.find(id);
    if (it == teams.end()) return;
    Team& t = it->second;
    if (mode == 1) {
      for (const auto& m : t.members) scoreboards_.teamMap.erase(m);
      const Team gone = std::move(t);
      teams.erase(it);
      events_.teamRemoved.emit(gone);
    } else if (mode == 2) {
      update(t);
      events_.teamUpdated.emit(t);
    } else if (mode == 3) {
      for (const auto& p : teamPlayers(f)) {
        t.members.insert(p);
        scoreboards_.teamMap[p] = id;
      }
      events_.teamMemberAdded.emit(t);
    } else if (mode == 4) {
      for (const auto& p : teamPlayers(f)) {
        t.members.erase(p);
        scoreboards_.teamMap.erase(p);
      }
      events_.teamMemberRemoved.emit(t);
    }
  });
}

}  // namespace craftmate::world
