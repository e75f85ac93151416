// Registers "overcooked" with the game registry (games/registered_games.cpp calls registerOvercooked).

#include <stdexcept>

#include "games/game_registry.h"
#include "games/overcooked/overcooked_environment.h"
#include "games/overcooked/overcooked_scripted_player.h"

namespace craftmate::games {

namespace {

overcooked::OvercookedOptions optionsFrom(const GameParameters& params) {
  overcooked::OvercookedOptions o;
  o.layout = params.text("layout");
  (void)overcooked::layoutByName(o.layout);  // throws with the list of layouts
  const long long horizon = params.integer("horizon");
  if (horizon <= 0 || horizon > 100000) params.fail("horizon", "must be a whole number of ticks in 1..100000, got " + std::to_string(horizon));
  o.horizon = static_cast<int>(horizon);
  const std::string& invalid = params.text("invalid_action");
  if (invalid != "reject" && invalid != "wait") params.fail("invalid_action", "must be 'reject' or 'wait', got '" + invalid + "'");
  o.invalidBecomesWait = invalid == "wait";
  const std::string& stalemate = params.text("stalemate");
  if (stalemate == "player1") o.stalemate = overcooked::OvercookedOptions::Stalemate::kPlayer1;
  else if (stalemate == "both") o.stalemate = overcooked::OvercookedOptions::Stalemate::kBoth;
  else if (stalemate == "off") o.stalemate = overcooked::OvercookedOptions::Stalemate::kOff;
  else params.fail("stalemate", "must be 'player1', 'both' or 'off', got '" + stalemate + "'");
  const std::string& style = params.text("text_style");
  if (style == "code") o.style = overcooked::TextStyle::kCode;
  else if (style == "paper_a2") o.style = overcooked::TextStyle::kPaperA2;
  else params.fail("text_style", "must be 'code' or 'paper_a2', got '" + style + "'");
  const std::string& actions = params.text("actions");
  if (actions != "macro" && actions != "low") {
    params.fail("actions", "must be 'macro' (high-level actions) or 'low' (NORTH ... INTERACT), got '" + actions + "'");
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
      {"layout", ParameterType::kText, "cramped_room",
       "cramped_room, asymmetric_advantages (authors' 11-wide grid), asymmetric_advantages_carroll (9-wide), "
       "coordination_ring, forced_coordination, counter_circuit"},
      {"horizon", ParameterType::kInteger, "400", "episode length in ticks"},
      {"invalid_action", ParameterType::kText, "reject", "an action not on offer: 'reject' with the re-prompt text, or 'wait' (authors' code)"},
      {"stalemate", ParameterType::kText, "player1", "stalemate handler for 'player1' (authors' code), 'both' or 'off'"},
      {"text_style", ParameterType::kText, "code", "observation arrangement: 'code' (authors' code) or 'paper_a2' (the paper's A.2 example)"},
      {"actions", ParameterType::kText, "macro", "'macro': the paper's high-level actions; 'low': NORTH, SOUTH, EAST, WEST, STAY, INTERACT each tick"}};
  info.minAgents = 2;
  info.maxAgents = 2;
  info.makeEnvironment = [](const GameParameters& params) -> std::unique_ptr<agents::Environment> {
    return std::make_unique<overcooked::OvercookedEnvironment>(optionsFrom(params));
  };
  info.makeScriptedPolicy = [](const GameParameters& params) -> std::unique_ptr<agents::Policy> {
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
