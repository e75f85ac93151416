#include "scripting/goal_json.h"

#include <cmath>
#include <functional>
#include <map>
#include <stdexcept>
#include <string>

#include "world/bot.h"

namespace craftmate::scripting {

namespace {

using Json = nlohmann::json;
using Factory = std::function<std::unique_ptr<pathfinding::Goal>(world::Bot&, const Json&)>;

int coord(const Json& g, const char* key) { return static_cast<int>(std::floor(g.at(key).get<double>())); }
double number(const Json& g, const char* key, double fallback) {
  return g.contains(key) && g[key].is_number() ? g[key].get<double>() : fallback;
}

const std::map<std::string, Factory>& factories() {
  using namespace pathfinding;
  static const std::map<std::string, Factory> table = {
      {"GoalBlock", [](world::Bot&, const Json& g) { return std::make_unique<GoalBlock>(coord(g, "x"), coord(g, "y"), coord(g, "z")); }},
      {"GoalNear", [](world::Bot&, const Json& g) {
         return std::make_unique<GoalNear>(coord(g, "x"), coord(g, "y"), coord(g, "z"), number(g, "range", 1));
       }},
      {"GoalXZ", [](world::Bot&, const Json& g) { return std::make_unique<GoalXZ>(coord(g, "x"), coord(g, "z")); }},
      {"GoalNearXZ", [](world::Bot&, const Json& g) {
         return std::make_unique<GoalNearXZ>(coord(g, "x"), coord(g, "z"), number(g, "range", 1));
       }},
      {"GoalY", [](world::Bot&, const Json& g) { return std::make_unique<GoalY>(coord(g, "y")); }},
      {"GoalGetToBlock", [](world::Bot&, const Json& g) {
         return std::make_unique<GoalGetToBlock>(coord(g, "x"), coord(g, "y"), coord(g, "z"));
       }},
      {"GoalFollow", [](world::Bot& bot, const Json& g) {
         return std::make_unique<GoalFollow>(GoalFollow::entity(bot, g.at("entityId").get<int>(), number(g, "range", 1)));
       }},
      {"GoalInvert", [](world::Bot& bot, const Json& g) {
         return std::make_unique<GoalInvert>(*goalFromJson(bot, g.at("goal")));
       }},
      {"GoalCompositeAny", [](world::Bot& bot, const Json& g) {
         std::vector<std::unique_ptr<Goal>> owned;
         std::vector<const Goal*> goals;
         for (const auto& inner : g.at("goals")) goals.push_back(owned.emplace_back(goalFromJson(bot, inner)).get());
         return std::make_unique<GoalComposite>(GoalComposite::Mode::Any, goals);
       }},
      {"GoalCompositeAll", [](world::Bot& bot, const Json& g) {
         std::vector<std::unique_ptr<Goal>> owned;
         std::vector<const Goal*> goals;
         for (const auto& inner : g.at("goals")) goals.push_back(owned.emplace_back(goalFromJson(bot, inner)).get());
         return std::make_unique<GoalComposite>(GoalComposite::Mode::All, goals);
       }},
  };
  return table;
}

}  // namespace

std::unique_ptr<pathfinding::Goal> goalFromJson(world::Bot& bot, const Json& goal) {
  const std::string type = goal.is_object() && goal.contains("type") && goal["type"].is_string() ? goal["type"].get<std::string>() : "";
  auto it = factories().find(type);
  if (it == factories().end()) {
    throw std::invalid_argument("unknown goal '" + type + "': use one of goals.GoalBlock, GoalNear, GoalXZ, GoalNearXZ, GoalY, "
                                "GoalGetToBlock, GoalFollow, GoalInvert, GoalCompositeAny, GoalCompositeAll");
  }
  try {
    return it->second(bot, goal);
  } catch (const nlohmann::json::exception& e) {
    throw std::invalid_argument(type + " is missing a field or has a wrong one: " + e.what());
  }
}

}  // namespace craftmate::scripting
