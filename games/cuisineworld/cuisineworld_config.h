#pragma once
// The parameters of a CuisineWorld run (`craftmate play cuisineworld --level ... --agents ...`), as
// the game registry declares and parses them, validated with messages that name the parameter.

#include <cstdint>
#include <string>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "games/cuisineworld/cuisineworld_options.h"
#include "games/game_parameters.h"

namespace craftmate::games::cuisine {

// Every parameter with its type, default and doc (`craftmate worlds` prints them).
const std::vector<GameParameter>& cuisineParameters();

struct CuisineConfig {
  std::string level = "level_9";
  int agents = 2;
  std::vector<double> taus{1.0};  // "all" = the paper's five settings
  int episodes = 1;               // per tau; the paper runs 3 on one random stream
  std::uint64_t seed = 0;
  std::string firstDish;          // empty: the first order is drawn like every other
  int maxSteps = 60;
  CuisineOptions options;

  // Throws std::invalid_argument naming the parameter, the bad value and what is accepted.
  static CuisineConfig fromParameters(const GameParameters& params);
  // fromParameters of the JSON parameters parsed against cuisineParameters().
  static CuisineConfig fromJson(const nlohmann::json& params);
};

}  // namespace craftmate::games::cuisine
