// Registers Collab-Overcooked with the built-in world registry (games/registered_games.cpp).

#include <stdexcept>
#include <utility>

#include "games/collab_overcooked/collab_overcooked_environment.h"
#include "games/collab_overcooked/collab_overcooked_scripted_player.h"
#include "games/game_registry.h"

namespace craftmate::games {
namespace {

using namespace collab_overcooked;

const Task& taskFrom(const GameParameters& params) {
  const std::string& name = params.text("task");
  const Task* task = findTask(name);
  if (task == nullptr) params.fail("task", "names no task: '" + name + "'; use one of: " + taskNames());
  return *task;
}

double numberFrom(const GameParameters& params, const char* key, double low, double high) {
  const double x = params.real(key);
  if (x < low || x > high) params.fail(key, "must be between " + std::to_string(low) + " and " + std::to_string(high));
  return x;
}

// A two-way choice parameter: `first` (the default) or `second`.
template <typename T>
T choiceFrom(const GameParameters& params, const char* key, std::pair<const char*, T> first, std::pair<const char*, T> second) {
  const std::string& v = params.text(key);
  if (v == first.first) return first.second;
  if (v == second.first) return second.second;
  params.fail(key, std::string("must be ") + first.first + " or " + second.first + ", got '" + v + "'");
}

}  // namespace

void registerCollabOvercooked(GameRegistry& registry) {
  GameInfo info;
  info.name = "collab_overcooked";
  info.description =
      "Collab-Overcooked: a Chef with the recipe and an Assistant with the ingredients cook one order together "
      "through a shared counter (30 tasks in 6 levels; metrics SR, PC, TES, IC, RC).";
  info.parameters = {
      {"task", ParameterType::kText, "baked_bell_pepper", "the order to cook, e.g. baked_pumpkin_soup (any of the 30 task names)"},
      {"gamma", ParameterType::kReal, "1.5", "time limit factor: the episode lasts until int(gamma * T_opt) timesteps"},
      {"channel_rounds", ParameterType::kInteger, "3", "most answers of the teammate in one conversation"},
      {"fill_history", ParameterType::kText, "actual",
       "how a fill from oven0/chopping_board0/blender0 is recorded for TES: actual, or authors (as "
       "put_obj_in_utensil, the authors' MDP)"},
      {"foreign_fill", ParameterType::kText, "authors",
       "fill_dish_with_food of a product that is not the order: authors (the product goes back into the utensil, "
       "the dish is lost and the agent is stuck, as their engine) or keep (the filled dish is kept)"},
      {"no_target", ParameterType::kText, "wait",
       "an action the authors' planner finds no goal for (fill/deliver out of reach, a counter item or empty "
       "counter gone while walking): wait (two idle timesteps, no error, as their engine) or reject (the error)"},
  };
  info.minAgents = 2;
  info.maxAgents = 2;
  info.makeEnvironment = [](const GameParameters& params) -> std::unique_ptr<agents::Environment> {
    EnvironmentOptions options;
    options.gamma = numberFrom(params, "gamma", 0.1, 100.0);
    const long long rounds = params.integer("channel_rounds");
    if (rounds < 1 || rounds > 100) params.fail("channel_rounds", "must be between 1 and 100");
    options.maxChannelRounds = static_cast<int>(rounds);
    options.rules.fillHistory = choiceFrom(params, "fill_history", std::pair{"actual", FillHistory::Actual},
                                     std::pair{"authors", FillHistory::Authors});
    options.rules.foreignFill = choiceFrom(params, "foreign_fill", std::pair{"authors", ForeignFill::Authors},
                                           std::pair{"keep", ForeignFill::Keep});
    options.rules.noTarget = choiceFrom(params, "no_target", std::pair{"wait", NoTarget::Wait},
                                    std::pair{"reject", NoTarget::Reject});
    return std::make_unique<CollabOvercookedEnvironment>(taskFrom(params), options);
  };
  info.makeScriptedPolicy = [](const GameParameters& params) -> std::unique_ptr<agents::Policy> {
    (void)taskFrom(params);  // the same parameter check as create
    return makeScriptedOvercookedPlayer();
  };
  registry.add(std::move(info));
}

}  // namespace craftmate::games
