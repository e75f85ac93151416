#pragma once
// The procedural construction tasks of MineCollab (mindcraft.md §8.7): random houses of rooms built
// in a 3-D grid, turned into blueprints and into the `materials_<m>_rooms_<r>_window_<w>_carpet_<c>_
// variant_<v>` task suites. Randomness comes from the caller's seed: same seed, same tasks.

#include <array>
#include <cstdint>
#include <random>
#include <string>
#include <vector>

#include "tasks/blueprint.h"
#include "tasks/task.h"

namespace craftmate::tasks {

// proceduralGeneration's parameters with MINDcraft's names and defaults.
struct ProceduralHouseParams {
  int m = 20, n = 20, p = 20;  // grid size: m -> world Z (rows), n -> world X (columns), p -> levels
  int rooms = 8;
  int minRoomWidth = 5, minRoomLength = 5, minRoomDepth = 6;
  int roomVariance = 5;
  std::string wrapping = "air";
  int carpetStyle = 1;  // 0 none, 1: 30 % of floor cells, 2: 70 %
  int windowStyle = 1;  // 0 none, 1: square openings, 2: whole faces of glass
  int complexity = 4;   // number of room materials - 1 (at most 5 materials)
  std::array<int, 3> startCoord = {148, -60, -170};
};

// A blueprint of levels 0..p-1 (level i at startCoord + (0, i, 0)); `materials` is left empty, as
// MINDcraft's matrixToBlueprint leaves it.
Blueprint proceduralHouse(const ProceduralHouseParams& params, std::mt19937_64& rng);

// One task of the suite (generate_multiagent_construction_tasks.js) for `agentCount` agents.
// `materials` 0..4, `roomsIndex` 0..2 (4, 6 or 8 rooms), `windowStyle` and `carpetStyle` 0..2.
Task constructionTask(int materials, int roomsIndex, int windowStyle, int carpetStyle, int variant, int agentCount,
                      std::mt19937_64& rng);

// The whole suite for one team size: 5 × 3 × 3 × 3 × variants tasks (675 for 5 variants), in
// MINDcraft's order (materials, rooms, window, carpet, variant). Same seed -> same tasks.
std::vector<Task> constructionSuite(int agentCount, int variants, std::uint64_t seed);

// How a blueprint's blocks are dealt to the agents: every agent gets a diamond_pickaxe and 128 dirt;
// each block kind (doors and ladders without their states) is split evenly, the first agents taking
// the remainder.
std::map<int, ItemCounts> constructionInventories(const Blueprint& blueprint, int agentCount);

}  // namespace craftmate::tasks
