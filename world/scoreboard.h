#pragma once
// Scoreboard objectives, their display slots and teams as the server sent them (mineflayer's
// scoreboard.js and team.js with lib/scoreboard.js and lib/team.js).

#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace craftmate::world {

struct ScoreItem {
  std::string name;  // the scored entity: a player name or an entity UUID
  int value = 0;
};

struct Scoreboard {
  std::string name;
  std::string title;  // the objective's display text, plain
  std::map<std::string, int> scores;
  // Highest value first, as mineflayer's scoreboard.items.
  std::vector<ScoreItem> items() const;
};

struct Team {
  std::string team;  // the team's id
  std::string name;  // its display name, plain
  int friendlyFire = 0;
  std::string nameTagVisibility, collisionRule;
  std::string color = "reset";  // mineflayer's colorString of the formatting code
  std::string prefix, suffix;
  std::set<std::string> members;
  // prefix + member + suffix, mineflayer's team.displayName(member) as plain text.
  std::string displayName(const std::string& member) const { return prefix + member + suffix; }
};

struct Scoreboards {
  std::map<std::string, Scoreboard> byName;  // mineflayer's bot.scoreboards
  std::map<int, std::string> positions;      // display slot (0 list, 1 sidebar, 2 below name) -> objective
  std::map<std::string, Team> teams;         // mineflayer's bot.teams
  std::map<std::string, std::string> teamMap;  // member -> team id (mineflayer's bot.teamMap)
  // The objective shown in a display slot (mineflayer's bot.scoreboard[position]), or null.
  const Scoreboard* atPosition(int position) const;
  const Team* teamOf(const std::string& member) const;
};

}  // namespace craftmate::world
