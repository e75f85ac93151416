#include "games/coblock/coblock_grounding_check.h"

#include <algorithm>

#include "games/coblock/coblock_action_parser.h"
#include "games/coblock/coblock_state.h"

namespace craftmate::games::coblock {

GroundingResult checkBuildPlan(const std::vector<Block>& structure, std::string_view commandsText, int groundY,
                               MatchMode match) {
  GroundingResult r;
  const std::vector<Action> actions = parseActions(commandsText, 1 << 20);
  r.commands = static_cast<int>(actions.size());
  // One agent, every colour in plenty, a box around the structure with room to spare.
  Task task;
  task.id = "grounding";
  task.groundY = groundY;
  Bounds& b = task.bounds;
  b.xMin = b.zMin = 0;
  b.xMax = b.zMax = 15;
  b.yMax = groundY + 15;
  for (const Block& blk : structure) {
    b.xMin = std::min(b.xMin, blk.pos.x - 4);
    b.xMax = std::max(b.xMax, blk.pos.x + 4);
    b.zMin = std::min(b.zMin, blk.pos.z - 4);
    b.zMax = std::max(b.zMax, blk.pos.z + 4);
    b.yMax = std::max(b.yMax, blk.pos.y + 4);
  }
  AgentSpec agent;
  agent.name = "Agent 1";
  agent.goal = structure;
  for (Colour c : kAllColours) {
    countOf(agent.inventory, c) = 1 << 20;
    agent.inventoryOrder.push_back(c);
  }
  task.agents.push_back(agent);
  Rules rules;
  rules.match = match;
  rules.maxRounds = std::max<int>(1, static_cast<int>(actions.size()));
  State state(task, rules);
  std::size_t i = 0;
  for (; i < actions.size() && !state.done(); ++i) {
    const Outcome o = state.applyMove(0, actions[i]);
    if (o != Outcome::Ok && r.invalidCommand < 0) {
      r.invalidCommand = static_cast<int>(i);
      r.error = std::string(outcomeCode(o)) + ": " + canonicalText(actions[i]);
    }
  }
  // The episode stops when the structure is complete; a plan that goes on building after that
  // would not leave the structure as it is, so it fails.
  for (; i < actions.size() && r.invalidCommand < 0; ++i) {
    if (actions[i].type == ActionType::Place || actions[i].type == ActionType::Break ||
        actions[i].type == ActionType::ParseError) {
      r.invalidCommand = static_cast<int>(i);
      r.error = "after_completion: " + canonicalText(actions[i]);
    }
  }
  r.built = state.built();
  r.success = r.invalidCommand < 0 && state.complete();
  return r;
}

}  // namespace craftmate::games::coblock
