#pragma once
// Workload balance γ (spec §7.2; paper Eqs. 2-3) and the optimal assignment N* it normalises by
// (paper Algorithm 1).

#include <vector>

#include "games/coblock/coblock_types.h"

namespace craftmate::games::coblock {

struct OptimalAssignment {
  int agent1 = 0;   // N*_1
  int agent2 = 0;   // N*_2
  int unique1 = 0;  // blocks of G whose colour only agent 1 holds
  int unique2 = 0;
  int mutual = 0;   // blocks of G whose colour both hold
};

// Algorithm 1 read as spec §7.2 does: the blocks of G are grouped by which inventories hold their
// colour; unique blocks go to their holder and each mutual block, in G's order, to the agent with
// fewer blocks so far (ties to agent 1). Inventory counts are ignored, as in the paper, unless
// `capByCount`, which never gives an agent more blocks of a colour than it holds.
OptimalAssignment optimalAssignment(const std::vector<Block>& target, const ColourCounts& inventory1,
                                    const ColourCounts& inventory2, bool capByCount = false);

// γ = a·b / (a² + b²) with a = N_a·N*_b / N*_a and b = N_b. NaN (undefined, excluded from means)
// when N*_a = 0 or a = b = 0. 0.5 is optimal.
double workloadBalance(int actionsA, int actionsB, int optimalA, int optimalB);

}  // namespace craftmate::games::coblock
