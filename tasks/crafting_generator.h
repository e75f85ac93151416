#pragma once
// MineCollab's multi-agent crafting (tech-tree) tasks (mindcraft.md §8.2 task-id conventions):
// a target item whose ingredients, from minecraft-data's recipes, are dealt among the agents, so
// they must pool them; "partial"/"no plan" variants block `!getCraftingPlan` for some agents.

#include <cstdint>
#include <random>
#include <string>
#include <vector>

#include "tasks/task.h"

namespace craftmate::world {
class Registry;
}

namespace craftmate::tasks {

enum class CraftingPlan { Full, Partial, None };  // who may ask for the crafting plan: all, agent 0, nobody

struct CraftingTaskSpec {
  std::string item;    // the target, e.g. "dark_prismarine"
  int agentCount = 2;
  int depth = 0;       // 0: the recipe's own ingredients; 1: craftable ingredients replaced by theirs
  CraftingPlan plan = CraftingPlan::Full;
};

// `multiagent_crafting_<item>[_requires_ctable]_<full_plan|partial_plan|no_plan>__depth_<d>_num_agents_<n>`,
// the first recipe minecraft-data lists for the item. Every unit of every ingredient goes to a random
// agent (seeded) and each agent gets at least one; agent 0 gets a crafting_table when a recipe on the
// way needs one. Throws std::invalid_argument for an unknown or uncraftable item.
Task craftingTask(const world::Registry& registry, const CraftingTaskSpec& spec, std::mt19937_64& rng);

// One task per item × plan, for `agentCount` agents; same seed, same tasks.
std::vector<Task> craftingSuite(const world::Registry& registry, const std::vector<std::string>& items, int agentCount,
                                int depth, std::uint64_t seed);

}  // namespace craftmate::tasks
