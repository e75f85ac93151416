#pragma once
// What the server shows on the player's screen besides chat (mineflayer's title.js, boss_bar.js,
// tablist.js): boss bars by their UUID and the tab list's header and footer, as plain text.

#include <map>
#include <string>

namespace craftmate::world {

// boss_bar action 0 creates it; 2..5 update health, title, style (color, dividers) and flags.
struct BossBar {
  std::string uuid;
  std::string title;
  float health = 0;  // 0..1
  int color = 0;     // 0 pink, 1 blue, 2 red, 3 green, 4 yellow, 5 purple, 6 white
  int dividers = 0;  // 0 none, 1 six notches, 2 ten, 3 twelve, 4 twenty
  int flags = 0;     // 1 darken sky, 2 play end music, 4 create fog
  bool shouldDarkenSky() const { return flags & 1; }
  bool isDragonBar() const { return flags & 2; }
  bool createFog() const { return flags & 4; }
};

struct TabList {
  std::string header;
  std::string footer;
};

struct Hud {
  std::map<std::string, BossBar> bossBars;  // by UUID
  TabList tablist;
};

}  // namespace craftmate::world
