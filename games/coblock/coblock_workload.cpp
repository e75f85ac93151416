#include "games/coblock/coblock_workload.h"

#include <limits>

namespace craftmate::games::coblock {

OptimalAssignment optimalAssignment(const std::vector<Block>& target, const ColourCounts& inventory1,
                                    const ColourCounts& inventory2, bool capByCount) {
  OptimalAssignment r;
  std::vector<Colour> mutualBlocks;
  ColourCounts given1{}, given2{};
  for (const Block& b : target) {
    const bool has1 = countOf(inventory1, b.colour) > 0, has2 = countOf(inventory2, b.colour) > 0;
    if (has1 && has2) {
      mutualBlocks.push_back(b.colour);
    } else if (has1) {
      ++r.unique1;
      ++countOf(given1, b.colour);
    } else if (has2) {
      ++r.unique2;
      ++countOf(given2, b.colour);
    }
    // A colour nobody holds cannot be built by anyone; it counts for neither agent.
  }
  r.mutual = static_cast<int>(mutualBlocks.size());
  r.agent1 = r.unique1;
  r.agent2 = r.unique2;
  for (Colour c : mutualBlocks) {
    bool toAgent1 = r.agent1 <= r.agent2;
    if (capByCount) {
      const bool room1 = countOf(given1, c) < countOf(inventory1, c);
      const bool room2 = countOf(given2, c) < countOf(inventory2, c);
      if (toAgent1 && !room1 && room2) toAgent1 = false;
      if (!toAgent1 && !room2 && room1) toAgent1 = true;
    }
    if (toAgent1) {
      ++r.agent1;
      ++countOf(given1, c);
    } else {
      ++r.agent2;
      ++countOf(given2, c);
    }
  }
  return r;
}

double workloadBalance(int actionsA, int actionsB, int optimalA, int optimalB) {
  if (optimalA == 0) return std::numeric_limits<double>::quiet_NaN();
  const double a = static_cast<double>(actionsA) * optimalB / optimalA;
  const double b = actionsB;
  const double denominator = a * a + b * b;
  if (denominator == 0.0) return std::numeric_limits<double>::quiet_NaN();
  return a * b / denominator;
}

}  // namespace craftmate::games::coblock
