// Registers "overcooked" with the game registry (games/registered_games.cpp calls registerOvercooked).

#include <stdexcept>

#include <nlohmann/json.hpp>

#include "games/game_registry.h"
#include "games/overcooked/overcooked_environment.h"
#include "games/overcooked/overcooked_scripted_player.h"

namespace craftmate::games {

namespace {

std::string stringParam(const nlohmann::json& params, const char* name, const std::string& fallback) {
  if (!params.is_object() || !params.contains(name)) return fallback;
  const nlohmann::json& v = params.at(name);
  if (!v.is_string()) throw std::invalid_argument(std::string("overcooked parameter '") + name + "' must be text, got " + v.dump());
  return v.get<std::string>();
}

overcooked::OvercookedOptions optionsFrom(const nlohmann::json& params) {
  overcooked::OvercookedOptions o;
  o.layout = stringParam(params, "layout", o.layout);
  (void)overcooked::layoutByName(o.layout);  // throws with the list of layouts
  if (params.is_object() && params.contains("horizon")) {
    const nlohmann::json& h = params.at("horizon");
    if (!h.is_number_integer() || h.get<long long>() <= 0 || h.get<long long>() > 100000) {
      throw std::invalid_argument("overcooked parameter 'horizon' must be a whole number of ticks in 1..100000, got " + h.dump());
    }
    o.horizon = h.get<int>();
  }
  const std::string invalid = stringParam(params, "invalid_action", "reject");
  if (invalid != "reject" && invalid != "wait") {
    throw std::invalid_argument("overcooked parameter 'invalid_action' must be 'reject' or 'wait', got '" + invalid + "'");
  }
  o.invalidBecomesWait = invalid == "wait";
  const std::string stalemate = stringParam(params, "stalemate", "player1");
  if (stalemate == "player1") o.stalemate = overcooked::OvercookedOptions::Stalemate::kPlayer1;
  else if (stalemate == "both") o.stalemate = overcooked::OvercookedOptions::Stalemate::kBoth;
  else if (stalemate == "off") o.stalemate = overcooked::OvercookedOptions::Stalemate::kOff;
  else throw std::invalid_argument("overcooked parameter 'stalemate' must be 'player1', 'both' or 'off', got '" + stalemate + "'");
  const std::string style = stringParam(params, "text_style", "code");
  if (style == "code") o.style = overcooked::TextStyle::kCode;
  else if (style == "paper_a2") o.style = overcooked::TextStyle::kPaperA2;
  else throw std::invalid_argument("overcooked parameter 'text_style' must be 'code' or 'paper_a2', got '" + style + "'");
  const std::string actions = stringParam(params, "actions", "macro");
  if (actions != "macro" && actions != "low") {
    throw std::invalid_argument("overcooked parameter 'actions' must be 'macro' (high-level actions) or 'low' (NORTH ... INTERACT), got '" + actions + "'");
  }
  o.lowLevel = actions == "low";
  return o;
}

}  // namespace

void registerOvercooked(GameRegistry& registry) {
  GameInfo info;
  info.name = "overcooked";
  info.description = "LLM-Coordination Overcooked-AI: two chefs cook 3-onion soups with high-level actions, 400 ticks, 20 per delivery";
  info.parameters = {
      {"layout", "cramped_room",
       "cramped_room, asymmetric_advantages (authors' 11-wide grid), asymmetric_advantages_carroll (9-wide), "
       "coordination_ring, forced_coordination, counter_circuit"},
      {"horizon", "400", "episode length in ticks"},
      {"invalid_action", "reject", "an action not on offer: 'reject' with the re-prompt text, or 'wait' (authors' code)"},
      {"stalemate", "player1", "stalemate handler for 'player1' (authors' code), 'both' or 'off'"},
      {"text_style", "code", "observation arrangement: 'code' (authors' code) or 'paper_a2' (the paper's A.2 example)"},
      {"actions", "macro", "'macro': the paper's high-level actions; 'low': NORTH, SOUTH, EAST, WEST, STAY, INTERACT each tick"}};
  info.minAgents = 2;
  info.maxAgents = 2;
  info.create = [](const nlohmann::json& params) -> std::unique_ptr<agents::Environment> {
    return std::make_unique<overcooked::OvercookedEnvironment>(optionsFrom(params));
  };
  info.scriptedPolicy = [](const nlohmann::json& params) -> std::unique_ptr<agents::Policy> {
    if (optionsFrom(params).lowLevel) {
      throw std::invalid_argument(
          "the overcooked scripted planner writes the paper's high-level actions; use --actions macro with it, or "
          "--model random for low-level play");
    }
    return std::make_unique<overcooked::OvercookedScriptedPlayer>();
  };
  registry.add(std::move(info));
}

}  // namespace craftmate::games
