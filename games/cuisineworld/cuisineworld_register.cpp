// Registers CuisineWorld with the game registry: parameters, defaults, and the scripted dispatcher.

#include <nlohmann/json.hpp>

#include "games/cuisineworld/cuisineworld_environment.h"
#include "games/cuisineworld/cuisineworld_scripted_dispatcher.h"
#include "games/game_registry.h"

namespace craftmate::games {

void registerCuisineWorld(GameRegistry& registry) {
  GameInfo info;
  info.name = "cuisineworld";
  info.description =
      "CuisineWorld (MindAgent): one dispatcher commands 1-4 kitchen agents to cook incoming dish orders; "
      "metric CoS";
  info.parameters = {
      {"level", "level_9", "kitchen and dishes: level_0 .. level_12 (or 0 .. 12); level_6 is the paper's unused one"},
      {"agents", "2", "kitchen agents the dispatcher commands: 1 .. 4"},
      {"tau", "1.0", "order-rate factor (paper: 1.0 busiest .. 3.0 calmest), or all = the five paper settings"},
      {"episodes", "1", "episodes per tau setting, on one random stream (paper: 3)"},
      {"seed", "0", "seed of the Python-compatible order generator (paper: 0)"},
      {"first_dish", "", "force the first order (empty: drawn like every other order)"},
      {"max_steps", "60", "steps per episode (paper: 60)"},
      {"feedback", "true", "show the error/suggestion blocks (false = the paper's w/o-feedback ablation)"},
      {"inference_knowledge", "true", "include the hint lines in the rules (false = the w/o-inference ablation)"},
      {"failure_count", "per_order", "per_order (paper) or per_step (released script: one per step with expiries)"},
      {"duplicate_put", "vanish", "vanish (released engine: a second identical item disappears) or reject"},
      {"no_action", "advance", "a reply without commands: advance (clock runs, all idle) or hold (released loop)"},
      {"capacity_lines", "once", "capacity lines in the rules: once (paper) or twice (released prompt)"},
      {"cos_denominator", "paper", "paper (completed + failed) or with_active (released chat loop adds open orders)"},
  };
  info.minAgents = 1;
  info.maxAgents = 4;
  info.create = [](const nlohmann::json& params) -> std::unique_ptr<agents::Environment> {
    return std::make_unique<cuisine::CuisineEnvironment>(cuisine::CuisineConfig::fromJson(params));
  };
  info.scriptedPolicy = [](const nlohmann::json& params) -> std::unique_ptr<agents::Policy> {
    const cuisine::CuisineConfig config = cuisine::CuisineConfig::fromJson(params);
    return std::make_unique<cuisine::ScriptedDispatcher>(config.agents);
  };
  registry.add(std::move(info));
}

}  // namespace craftmate::games
