#include "games/cuisineworld/cuisineworld_order_timing.h"

#include <algorithm>
#include <cmath>
#include <deque>
#include <set>

namespace craftmate::games::cuisine {

DishTiming dishTiming(const Catalog& catalog, ItemId dish, double tau, double beta) {
  DishTiming t;
  std::set<ItemId> distinct;
  std::deque<ItemId> queue{dish};
  // The reference BFS keeps no visited set: a sub-recipe reached along two paths adds its wait
  // twice. We reproduce that, because the paper's intervals were computed this way.
  while (!queue.empty()) {
    const ItemId node = queue.front();
    queue.pop_front();
    distinct.insert(node);
    const Recipe* recipe = catalog.recipeFor(node);
    if (recipe == nullptr) continue;  // base ingredient: a leaf
    t.wait += std::max(0, toolSpec(recipe->tool).occupiedTime - 1);  // minus the activate action
    for (ItemId ingredient : recipe->ingredients) queue.push_back(ingredient);
  }
  t.nodes = static_cast<int>(distinct.size());
  t.weight = t.wait + 3 * t.nodes;  // every edge costs goto, get and put
  const double scaled = (tau * static_cast<double>(t.weight)) * 0.3;  // doubles, in this order
  t.interval = static_cast<int>(std::ceil(scaled));
  t.lifetime = static_cast<int>(std::ceil(beta * scaled));
  return t;
}

OrderTiming oracleTiming(const Catalog& catalog, const LevelSpec& level, double tau, double beta) {
  OrderTiming timing;
  timing.interval = 0;
  for (ItemId dish : level.dishes) {
    const DishTiming t = dishTiming(catalog, dish, tau, beta);
    timing.interval = std::max(timing.interval, t.interval);
    timing.lifetimes.push_back(t.lifetime);
  }
  timing.interval = std::max(timing.interval, 1);
  return timing;
}

}  // namespace craftmate::games::cuisine
