#include "mindserver/minecraft_view.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <set>
#include <stdexcept>

#include <boost/asio/co_spawn.hpp>
#include <boost/asio/detached.hpp>

#include "agents/agent.h"
#include "agents/minecraft/mode_controller.h"
#include "world/bot.h"

namespace craftmate::mindserver {

namespace {

nlohmann::json positionJson(const world::Vec3& p) { return {{"x", p.x}, {"y", p.y}, {"z", p.z}}; }

bool usable(const world::Bot* bot) { return bot && bot->connected() && !bot->ended(); }

// Names as a palette: each distinct name once, cells as indices into it.
class Palette {
 public:
  int index(const std::string& name) {
    const auto [it, added] = index_.emplace(name, static_cast<int>(names_.size()));
    if (added) names_.push_back(name);
    return it->second;
  }
  std::vector<std::string> take() { return std::move(names_); }

 private:
  std::vector<std::string> names_;
  std::map<std::string, int> index_;
};

// Writes 0..255 (clamped) as two hex digits at text[at].
void putHex(std::string& text, std::size_t at, int value) {
  static constexpr char kDigits[] = "0123456789abcdef";
  value = std::clamp(value, 0, 255);
  text[at] = kDigits[value >> 4];
  text[at + 1] = kDigits[value & 15];
}

std::vector<world::Bot*> usableBots(const std::vector<world::Bot*>& bots) {
  std::vector<world::Bot*> live;
  for (auto* b : bots)
    if (usable(b)) live.push_back(b);
  return live;
}

}  // namespace

std::optional<std::string> blockName(const std::vector<world::Bot*>& bots, int x, int y, int z) {
  for (auto* bot : bots)
    if (const auto block = bot->blockAt({x, y, z})) return block->name();
  return std::nullopt;
}

nlohmann::json agentJson(const AgentView& view) {
  const bool inGame = view.inGame && usable(view.bot);
  nlohmann::json a = {{"name", view.name}, {"model", view.model}, {"connected", inGame}};
  if (view.agent) {
    agents::Agent& agent = *view.agent;
    a["action"] = agent.actions().executing() ? agent.actions().currentActionLabel() : std::string("idle");
    a["goal"] = agent.selfPrompter().isActive() || agent.selfPrompter().isPaused() ? agent.selfPrompter().prompt() : "";
    a["conversation"] = agent.conversations().activePartner();
  }
  a["only_chat_with"] = view.onlyChatWith;
  if (view.modes) {
    nlohmann::json on = nlohmann::json::array();
    for (const auto& m : view.modes->modes())
      if (m.on) on.push_back(m.name);
    a["modes"] = std::move(on);
  }
  if (inGame) {
    const world::Bot& bot = *view.bot;
    a["health"] = bot.health();
    a["food"] = bot.food();
    a["position"] = positionJson(bot.entity().position);
    a["held"] = bot.heldItem() ? bot.heldItem()->name : "";
    std::map<std::string, int> counts;
    for (const auto& item : bot.inventory().items()) counts[item.name] += item.count;
    a["inventory"] = counts;
  }
  return a;
}

void deliverPageMessage(const AgentView& view, const std::string& message, boost::asio::any_io_executor executor) {
  const std::string from = "NO USERNAME";  // who MINDcraft's MindServer says the message is from
  const auto& only = view.onlyChatWith;
  if (!only.empty() && std::find(only.begin(), only.end(), from) == only.end()) {
    std::string names;
    for (const auto& n : only) names += (names.empty() ? "" : ", ") + n;
    throw std::runtime_error(view.name + " listens only to " + names +
                             " (settings.only_chat_with), as in MINDcraft, so the page's message was not delivered");
  }
  if (!view.agent) throw std::runtime_error(view.name + " has not joined yet");
  view.agent->stopShuttingUp();
  boost::asio::co_spawn(executor, view.agent->handleMessage(from, message), boost::asio::detached);
}

nlohmann::json teamSnapshot(const std::vector<AgentView>& views) {
  nlohmann::json agents = nlohmann::json::array();
  std::set<std::string> names;
  for (const auto& v : views) {
    agents.push_back(agentJson(v));
    names.insert(v.name);
  }
  // Players in view of any bot, once each.
  nlohmann::json players = nlohmann::json::array();
  std::set<std::string> seen;
  for (const auto& v : views) {
    if (!v.inGame || !usable(v.bot)) continue;
    for (const auto& [username, player] : v.bot->players()) {
      if (names.count(username) || seen.count(username) || !player.entityId) continue;
      const world::Entity* e = v.bot->world().entity(*player.entityId);
      if (!e) continue;
      seen.insert(username);
      players.push_back({{"name", username}, {"position", positionJson(e->position)}});
    }
  }
  return {{"agents", std::move(agents)}, {"players", std::move(players)}};
}

nlohmann::json topDownMap(const std::vector<world::Bot*>& bots, int x0, int z0, int x1, int z1) {
  const std::vector<world::Bot*> live = usableBots(bots);
  const int width = std::max(0, x1 - x0 + 1), depth = std::max(0, z1 - z0 + 1);
  // Two hex digits a cell (strings, not arrays: a 128 x 128 map as JSON arrays of numbers took
  // megabytes of nodes while it was built).
  std::string cells(static_cast<std::size_t>(2 * width * depth), '0'), heights = cells;
  int yLow = 0;
  Palette palette;
  if (!live.empty()) {
    double top = -1e9, bottom = 1e9;
    for (auto* b : live) {
      top = std::max(top, b->entity().position.y);
      bottom = std::min(bottom, b->entity().position.y);
    }
    const int yHigh = static_cast<int>(std::floor(top)) + 24;
    yLow = static_cast<int>(std::floor(bottom)) - 40;
    for (int z = 0; z < depth; ++z) {
      for (int x = 0; x < width; ++x) {
        for (auto* bot : live) {  // the first bot that has this column's chunk answers
          bool known = false;
          for (int y = yHigh; y >= yLow; --y) {
            const auto block = bot->blockAt({x0 + x, y, z0 + z});
            if (!block) break;
            known = true;
            if (block->isAir()) continue;
            const std::size_t i = static_cast<std::size_t>(2 * (z * width + x));
            putHex(cells, i, palette.index(block->name()) + 1);
            putHex(heights, i, y - yLow);
            break;
          }
          if (known) break;
        }
      }
    }
  }
  return {{"x0", x0}, {"z0", z0}, {"width", width}, {"depth", depth}, {"palette", palette.take()},
          {"cells", std::move(cells)}, {"y0", yLow}, {"heights", std::move(heights)}};
}

nlohmann::json blueprintLevelView(int level, int x0, int y, int z0,
                                  const std::vector<std::vector<std::string>>& placement,
                                  const std::vector<world::Bot*>& bots) {
  const std::vector<world::Bot*> live = usableBots(bots);
  const int depth = static_cast<int>(placement.size());
  int width = 0;
  for (const auto& row : placement) width = std::max(width, static_cast<int>(row.size()));
  Palette palette;
  std::vector<int> expected, actual, differ;
  for (int z = 0; z < depth; ++z) {
    for (int x = 0; x < width; ++x) {
      const auto& row = placement[static_cast<std::size_t>(z)];
      const std::string want = x < static_cast<int>(row.size()) ? row[static_cast<std::size_t>(x)] : "air";
      const std::string have = blockName(live, x0 + x, y, z0 + z).value_or("air");  // unloaded: as the score sees it
      expected.push_back(palette.index(want));
      actual.push_back(palette.index(have));
      differ.push_back(!(want == "air" && have == "air") && want != have);
    }
  }
  return {{"level", level}, {"x0", x0}, {"y", y}, {"z0", z0}, {"width", width}, {"depth", depth},
          {"palette", palette.take()}, {"expected", std::move(expected)}, {"actual", std::move(actual)},
          {"differ", std::move(differ)}};
}

}  // namespace craftmate::mindserver
