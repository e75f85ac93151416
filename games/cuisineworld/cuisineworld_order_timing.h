#pragma once
// The "task interval oracle" (spec §2.8): how often orders arrive in a level and how long each dish
// stays orderable, as a function of the difficulty factor tau. The paper's five settings are
// tau = 1.0, 1.5, 2.0, 2.5, 3.0 (tau_int,(1) .. tau_int,(5)).

#include <vector>

#include "games/cuisineworld/cuisineworld_catalog.h"

namespace craftmate::games::cuisine {

inline constexpr double kPaperTaus[5] = {1.0, 1.5, 2.0, 2.5, 3.0};
inline constexpr double kLifetimeFactor = 2.5;  // beta of the reference code

struct DishTiming {
  int nodes = 0;     // n: distinct nodes of the dish's dependency graph (dish, intermediates, bases)
  int wait = 0;      // w: tool waits met in a BFS that pops shared sub-recipes once per path
  int weight = 0;    // W = w + 3n
  int interval = 0;  // ceil(tau * W * 0.3)
  int lifetime = 0;  // ceil(beta * tau * W * 0.3)
};

struct OrderTiming {
  int interval = 1;            // steps between arrivals (max over the level's dishes)
  std::vector<int> lifetimes;  // per dish, in the level's dish order
};

DishTiming dishTiming(const Catalog& catalog, ItemId dish, double tau, double beta = kLifetimeFactor);
OrderTiming oracleTiming(const Catalog& catalog, const LevelSpec& level, double tau, double beta = kLifetimeFactor);

}  // namespace craftmate::games::cuisine
