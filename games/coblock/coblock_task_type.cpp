#include "games/coblock/coblock_task_type.h"

#include <map>

namespace craftmate::games::coblock {

bool buildableFromGround(const std::vector<Block>& blocks, int groundY) {
  std::map<Pos, int> index;  // position -> block number
  for (std::size_t i = 0; i < blocks.size(); ++i) index[blocks[i].pos] = static_cast<int>(i);
  std::vector<bool> reached(blocks.size(), false);
  std::vector<int> frontier;
  for (std::size_t i = 0; i < blocks.size(); ++i) {
    if (blocks[i].pos.y == groundY) {
      reached[i] = true;
      frontier.push_back(static_cast<int>(i));
    }
  }
  static constexpr int kDx[6] = {1, -1, 0, 0, 0, 0}, kDy[6] = {0, 0, 1, -1, 0, 0},
                       kDz[6] = {0, 0, 0, 0, 1, -1};
  while (!frontier.empty()) {
    const Pos p = blocks[frontier.back()].pos;
    frontier.pop_back();
    for (int d = 0; d < 6; ++d) {
      auto it = index.find({p.x + kDx[d], p.y + kDy[d], p.z + kDz[d]});
      if (it != index.end() && !reached[it->second]) {
        reached[it->second] = true;
        frontier.push_back(it->second);
      }
    }
  }
  for (bool r : reached) {
    if (!r) return false;
  }
  return true;
}

TaskAnalysis analyseTask(const Task& task) {
  TaskAnalysis a;
  const std::vector<Block> target = task.target();
  ColourCounts needed{}, held{};
  for (const Block& b : target) ++countOf(needed, b.colour);
  for (const AgentSpec& s : task.agents) {
    for (Colour c : kAllColours) countOf(held, c) += countOf(s.inventory, c);
  }
  for (Colour c : kAllColours) {
    if (countOf(held, c) < countOf(needed, c)) {
      a.unsolvableReasons.push_back("G needs " + std::to_string(countOf(needed, c)) + " " +
                                    std::string(colourName(c)) + " blocks but the agents hold only " +
                                    std::to_string(countOf(held, c)));
    }
  }
  if (!buildableFromGround(target, task.groundY)) {
    a.unsolvableReasons.push_back("part of G touches neither the ground nor a grounded block");
  }
  a.solvable = a.unsolvableReasons.empty();

  bool allColours = true, allAlone = true;
  for (const AgentSpec& s : task.agents) {
    ColourCounts need{};
    for (const Block& b : s.goal) ++countOf(need, b.colour);
    bool has = true;
    for (Colour c : kAllColours) has = has && countOf(s.inventory, c) >= countOf(need, c);
    const bool alone = buildableFromGround(s.goal, task.groundY);
    a.hasOwnColours.push_back(has);
    a.buildableAlone.push_back(alone);
    allColours = allColours && has;
    allAlone = allAlone && alone;
  }
  if (!allAlone) {
    a.type = "goal_dependent";
  } else if (!allColours) {
    a.type = "skill_dependent";
  } else {
    a.type = "independent";
  }
  return a;
}

}  // namespace craftmate::games::coblock
