#include "tasks/cooking_generator.h"

#include <algorithm>
#include <random>
#include <stdexcept>

namespace craftmate::tasks {

namespace {

const std::vector<std::string>& recipeOf(const std::string& item, const Recipes& recipes) {
  auto it = recipes.find(item);
  if (it == recipes.end())
    throw std::invalid_argument("no recipe for '" + item + "'; give its steps in the recipes (item -> [\"Step 1: ...\"])");
  return it->second;
}

std::string joinLines(const std::vector<std::string>& lines) {
  std::string out;
  for (const auto& l : lines) out += (out.empty() ? "" : "\n") + l;
  return out;
}

std::string hellsKitchenGoal(const std::string& mine, const std::string& theirs, const Recipes& recipes) {
  return "You need to make " + mine + ", but you don't have the recipe for it, your partner has it!\n\nYour partner "
         "needs to make " + theirs + ". You have their recipe:\nRecipe for " + theirs + ":\n" +
         joinLines(recipeOf(theirs, recipes)) +
         "\n\nYou must communicate effectively to exchange recipe information and complete both dishes. Note: You can "
         "only guide your partner with recipe steps. You cannot help with ingredient collection or cooking.";
}

}  // namespace

DifficultyMetrics cookingDifficulty(const std::vector<std::string>& items, const Recipes& recipes) {
  DifficultyMetrics d;
  for (const auto& item : items) {
    const int steps = static_cast<int>(recipeOf(item, recipes).size());
    d.totalRecipeSteps += steps;
    d.maxStepsPerRecipe = std::max(d.maxStepsPerRecipe, steps);
  }
  d.uniqueTargetItems = static_cast<int>(items.size());
  const int bucket = d.totalRecipeSteps <= 4 ? 1 : d.totalRecipeSteps <= 8 ? 2 : 3;
  d.overallDifficultyScore = bucket + d.uniqueTargetItems + 1;
  d.category = d.overallDifficultyScore <= 3 ? "easy" : d.overallDifficultyScore <= 5 ? "medium" : "hard";
  return d;
}

Task hellsKitchenTask(const std::string& a, const std::string& b, const Recipes& recipes) {
  Task task;
  task.id = "multiagent_cooking_" + a + "_" + b + "_hells_kitchen";
  task.type = TaskType::Cooking;
  task.typeName = "cooking";
  task.agentCount = 2;
  task.agentCountGiven = true;
  task.conversation = "We need to make " + a + " and " + b + " together. You are supposed to make " + b +
                      " and I am supposed to make " + a +
                      ", but I only have YOUR recipe and you only have access to MY recipe! Let's exchange "
                      "information and get cooking!";
  task.goalPerAgent[0] = hellsKitchenGoal(a, b, recipes);
  task.goalPerAgent[1] = hellsKitchenGoal(b, a, recipes);
  task.target = Target{{a, b}, {{a, 1}, {b, 1}}};
  task.timeoutSeconds = 300;
  task.recipes = {{a, recipeOf(a, recipes)}, {b, recipeOf(b, recipes)}};
  task.difficultyMetrics = cookingDifficulty({a, b}, recipes);
  task.difficulty = task.difficultyMetrics->category;
  return task;
}

std::vector<Task> hellsKitchenSuite(const std::vector<std::string>& items, const Recipes& recipes,
                                    std::size_t maxTasks, std::uint64_t seed) {
  std::vector<std::pair<std::size_t, std::size_t>> pairs;
  for (std::size_t i = 0; i < items.size(); ++i)
    for (std::size_t j = i + 1; j < items.size(); ++j) pairs.emplace_back(i, j);
  if (maxTasks < pairs.size()) {
    std::mt19937_64 rng(seed);
    std::shuffle(pairs.begin(), pairs.end(), rng);
    pairs.resize(maxTasks);
    std::sort(pairs.begin(), pairs.end());
  }
  std::vector<Task> out;
  for (const auto& [i, j] : pairs) out.push_back(hellsKitchenTask(items[i], items[j], recipes));
  return out;
}

}  // namespace craftmate::tasks
