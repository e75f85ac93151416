#pragma once
// Small builders for CoBlock tests: tasks written inline, the spec's reference tasks T1/T2, and
// a helper to run one round of two commands.

#include <initializer_list>
#include <string>
#include <utility>
#include <vector>

#include "games/coblock/coblock_environment.h"
#include "games/coblock/coblock_state.h"

namespace craftmate::games::coblock::testing {

inline Block blk(Colour c, int x, int y, int z) { return {{x, y, z}, c}; }

inline AgentSpec agentSpec(std::string name, std::vector<Block> goal,
                           std::initializer_list<std::pair<Colour, int>> inventory) {
  AgentSpec a;
  a.name = std::move(name);
  a.goal = std::move(goal);
  for (const auto& [c, n] : inventory) {
    countOf(a.inventory, c) = n;
    a.inventoryOrder.push_back(c);
  }
  return a;
}

inline Task twoAgentTask(std::vector<Block> goalA, std::initializer_list<std::pair<Colour, int>> invA,
                         std::vector<Block> goalB, std::initializer_list<std::pair<Colour, int>> invB,
                         int groundY = 0) {
  Task t;
  t.id = "test";
  t.groundY = groundY;
  t.bounds.yMax = groundY + 15;
  t.agents.push_back(agentSpec("Agent 1", std::move(goalA), invA));
  t.agents.push_back(agentSpec("Agent 2", std::move(goalB), invB));
  return t;
}

// Spec §2.8 T1 (goal-dependent + skill-dependent).
inline Task taskT1() {
  return twoAgentTask({blk(Colour::Red, 0, 0, 0), blk(Colour::Red, 1, 0, 0)}, {{Colour::Red, 3}},
                      {blk(Colour::Yellow, 0, 1, 0), blk(Colour::Red, 1, 1, 0)}, {{Colour::Yellow, 1}});
}

// Spec §2.8 T2 (independent).
inline Task taskT2() {
  return twoAgentTask({blk(Colour::Blue, 0, 0, 0), blk(Colour::Blue, 0, 1, 0)}, {{Colour::Blue, 2}},
                      {blk(Colour::Green, 3, 0, 0), blk(Colour::Green, 3, 1, 0)}, {{Colour::Green, 2}});
}

// A goal far away from every test placement, so tests never complete the task by accident.
inline std::vector<Block> farGoal(Colour c) { return {blk(c, 15 - static_cast<int>(c), 0, 15)}; }

}  // namespace craftmate::games::coblock::testing
