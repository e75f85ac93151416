#pragma once
// MineCollab's cooking task generators (mindcraft.md §8.7): Hell's Kitchen pairs, where each of two
// agents must cook a dish whose recipe only the other one holds. Recipes are data: the caller gives
// them (e.g. read from a released task file's `recipes`), nothing here hard-codes game content.

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "tasks/task.h"

namespace craftmate::tasks {

using Recipes = std::map<std::string, std::vector<std::string>>;  // item -> "Step 1: ..." lines

// The difficulty of a set of dishes: total steps bucketed (<= 4: 1, <= 8: 2, else 3) + number of
// dishes + 1; <= 3 easy, <= 5 medium, else hard.
DifficultyMetrics cookingDifficulty(const std::vector<std::string>& items, const Recipes& recipes);

// `multiagent_cooking_<a>_<b>_hells_kitchen`: agent 0 makes `a`, agent 1 makes `b`, each holding the
// other's recipe. Throws std::invalid_argument when a recipe is missing.
Task hellsKitchenTask(const std::string& a, const std::string& b, const Recipes& recipes);

// Every pair of `items` (in list order: (0,1), (0,2), ... (1,2), ...); when `maxTasks` is smaller,
// a sample of that many pairs drawn with `seed` (same seed, same sample), kept in list order.
std::vector<Task> hellsKitchenSuite(const std::vector<std::string>& items, const Recipes& recipes,
                                    std::size_t maxTasks, std::uint64_t seed);

}  // namespace craftmate::tasks
