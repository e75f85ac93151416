#include "mindserver/minecraft_view.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <set>

#include "agents/agent.h"
#include "agents/minecraft/mode_controller.h"
#include "world/bot.h"

namespace craftmate::mindserver {

namespace {

nlohmann::json positionJson(const world::Vec3& p) { return {{"x", p.x}, {"y", p.y}, {"z", p.z}}; }

bool usable(const world::Bot* bot) { return bot && bot->connected() && !bot->ended(); }

}  // namespace

nlohmann::json agentJson(const AgentView& view) {
  const bool inGame = view.inGame && usable(view.bot);
  nlohmann::json a = {{"name", view.name}, {"model", view.model}, {"connected", inGame}};
  if (view.agent) {
    agents::Agent& agent = *view.agent;
    a["action"] = agent.actions().executing() ? agent.actions().currentActionLabel() : std::string("idle");
    a["goal"] = agent.selfPrompter().isActive() || agent.selfPrompter().isPaused() ? agent.selfPrompter().prompt() : "";
    a["conversation"] = agent.conversations().activePartner();
  }
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
  std::vector<world::Bot*> live;
  for (auto* b : bots)
    if (usable(b)) live.push_back(b);
  const int width = x1 - x0 + 1, depth = z1 - z0 + 1;
  nlohmann::json out = {{"x0", x0}, {"z0", z0}, {"width", width}, {"depth", depth}};
  if (live.empty() || width <= 0 || depth <= 0) {
    out["palette"] = nlohmann::json::array();
    out["cells"] = std::vector<int>(static_cast<std::size_t>(std::max(0, width * depth)), -1);
    return out;
  }
  double top = -1e9, bottom = 1e9;
  for (auto* b : live) {
    top = std::max(top, b->entity().position.y);
    bottom = std::min(bottom, b->entity().position.y);
  }
  const int yHigh = static_cast<int>(std::floor(top)) + 24, yLow = static_cast<int>(std::floor(bottom)) - 40;
  std::vector<std::string> palette;
  std::map<std::string, int> index;
  std::vector<int> cells(static_cast<std::size_t>(width * depth), -1);
  std::vector<int> heights(cells.size(), 0);
  for (int z = 0; z < depth; ++z) {
    for (int x = 0; x < width; ++x) {
      for (auto* bot : live) {  // the first bot that has this column's chunk answers
        bool known = false;
        for (int y = yHigh; y >= yLow; --y) {
          const auto block = bot->blockAt({x0 + x, y, z0 + z});
          if (!block) break;
          known = true;
          if (block->isAir()) continue;
          const auto [it, added] = index.emplace(block->name(), static_cast<int>(palette.size()));
          if (added) palette.push_back(block->name());
          const std::size_t i = static_cast<std::size_t>(z * width + x);
          cells[i] = it->second;
          heights[i] = y;
          break;
        }
        if (known) break;
      }
    }
  }
  out["palette"] = std::move(palette);
  out["cells"] = std::move(cells);
  out["heights"] = std::move(heights);
  return out;
}

}  // namespace craftmate::mindserver
