#pragma once
// The cooking world agent 0 builds around itself (mindcraft.md §8.4): a cleared 101×101 grass area,
// crop plots (wheat, beetroots, mushrooms, potatoes, carrots, two sugar-cane patches, pumpkins) and a
// stone-brick house with a crafting table, a fuelled furnace and smoker and a bed, placed at random
// non-overlapping spots within 25 blocks; then the animals are replaced by 8 of each kind.

#include <random>
#include <string>
#include <vector>

#include "tasks/setup_command.h"

namespace craftmate::tasks {

struct CookingLayout {
  struct Plot {
    std::string kind;  // wheat, beetroots, mushrooms, potatoes, carrots, sugar_cane, pumpkins, house
    int x = 0, z = 0;  // north-west corner
  };
  std::vector<Plot> plots;  // in placement order (two sugar_cane plots)
  const Plot& find(const std::string& kind) const;
};

// Picks the plots' positions around (x, z): each footprint (padded by 4) inside the 50×50 square
// centred on the agent, not overlapping the agent's 3×3 or an earlier plot. Throws SetupError after
// 10000 failed tries for one plot.
CookingLayout cookingLayout(int x, int z, std::mt19937_64& rng);

// Every command of §8.4 for an agent standing at (x, y, z), with MINDcraft's 300 ms pauses.
std::vector<SetupCommand> cookingWorldCommands(int x, int y, int z, std::mt19937_64& rng);

// The animals the cooking world summons, 8 of each.
const std::vector<std::string>& cookingAnimals();

}  // namespace craftmate::tasks
