#pragma once
// What the planner may do and how long it may think (mineflayer-pathfinder's Movements options and
// budgets, spec minecraft_client.md §4.2–4.3, with its defaults unless a comment says otherwise).

#include <chrono>
#include <functional>
#include <optional>
#include <string>
#include <vector>


namespace craftmate::world {
struct Block;
}

namespace craftmate::pathfinding {

// The default lists come from functions, not braced lists in the member initialisers: GCC 12 fails
// ("array used as initializer") on a braced std::initializer_list default when a PathOptions
// temporary lives in a coroutine frame, e.g. `co_await goTo(bot, goal)` with the default argument.
std::vector<std::string> defaultScaffoldingBlocks();  // dirt, cobblestone
std::vector<std::string> defaultBlocksCantBreak();    // chest
std::vector<std::string> defaultBlocksToAvoid();      // fire, cobweb, lava, berry bush, wither rose, magma, powder snow
std::vector<std::string> defaultPassableEntities();   // mineflayer-pathfinder's passableEntities.json
std::vector<std::string> defaultInteractableBlocks(); // mineflayer-pathfinder's interactable.json

// An exclusion area: the extra cost of stepping through, breaking or placing at a block (>= 100
// forbids it), e.g. `[](const world::Block& b) { return inBase(b.position) ? 100 : 0; }`.
using ExclusionArea = std::function<double(const world::Block&)>;

struct PathOptions {
  // Moves.
  bool canDig = true;
  bool allowParkour = true;
  bool allowSprinting = true;
  bool allow1by1towers = true;           // pillar up by jumping and placing below
  bool canPlaceBlocks = true;            // bridge and step with scaffolding blocks
  bool canOpenDoors = true;              // mineflayer: false ("causes issues"); we open wooden doors and gates
  bool dontCreateFlow = true;            // never break a block touching a liquid
  bool dontMineUnderFallingBlock = true; // never break a block under sand/gravel
  bool infiniteLiquidDropdownDistance = true;
  int maxDropDown = 4;
  std::vector<std::string> scaffoldingBlocks = defaultScaffoldingBlocks();
  std::vector<std::string> blocksCantBreak = defaultBlocksCantBreak();  // plus every block that cannot be dug
  std::vector<std::string> blocksToAvoid = defaultBlocksToAvoid();
  bool allowFreeMotion = false;  // follow an entity in a straight line when nothing is in the way

  // Block classes (mineflayer's settable sets). nullopt: computed from the registry (names and
  // collision shapes, block_classes.cpp). A list replaces the class: listed blocks are in it, others
  // are not (emptyBlocks: listed blocks are walked through; others keep their shapes).
  std::optional<std::vector<std::string>> liquids, climbables, replaceables, gravityBlocks, fences, carpets,
      openable, emptyBlocks;
  // Clicking one of these to place against it would use it: the executor sneaks while placing.
  std::vector<std::string> interactableBlocks = defaultInteractableBlocks();

  // Entities: each one whose box overlaps a cell adds entityCost to moves through it, 100 (forbidden)
  // when its name is in entitiesToAvoid; passableEntities (items, arrows ...) count nothing unless
  // avoided. Blocks are not placed into, nor dug from under, an entity.
  bool allowEntityDetection = true;
  double entityCost = 1;
  std::vector<std::string> entitiesToAvoid;
  std::vector<std::string> passableEntities = defaultPassableEntities();

  // Exclusion areas, summed per block: cells the body passes, blocks dug, blocks placed.
  std::vector<ExclusionArea> exclusionAreasStep, exclusionAreasBreak, exclusionAreasPlace;

  // Costs (added per block dug, placed, or per liquid cell entered).
  double digCost = 1;
  double placeCost = 1;
  double liquidCost = 1;

  // Budgets. The executor keeps walking a partial path while the search goes on, `tickTimeout` at a
  // time; after `thinkTimeout` in total it walks the best partial path it found and plans again
  // from there. `searchRadius` (< 0 = none) prunes nodes whose g + h exceeds h(start) + radius.
  std::chrono::milliseconds thinkTimeout{5000};
  std::chrono::milliseconds tickTimeout{40};
  double searchRadius = -1;
  // Without reaching the next node for this long the executor replans ("stuck").
  std::chrono::milliseconds stuckTimeout{3500};
  // goTo gives up after this many replans without getting closer to the goal.
  int maxReplansWithoutProgress = 6;

  // Called before the executor digs a block on the path; throw (e.g. world::BotError) to abort
  // goTo with that error. MINDcraft's "Cannot break <block> with current tools." check goes here.
  std::function<void(const world::Block&)> beforeDig;
};

}  // namespace craftmate::pathfinding
