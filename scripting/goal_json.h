#pragma once
// mineflayer-pathfinder's goals as the prelude's `goals.*` constructors describe them in JSON
// ({"type": "GoalNear", "x": .., "y": .., "z": .., "range": ..}) turned into pathfinding::Goal.

#include <memory>

#include <nlohmann/json.hpp>

#include "pathfinding/goals.h"

namespace craftmate::world {
class Bot;
}

namespace craftmate::scripting {

// Throws std::invalid_argument naming the goal type for an unknown or malformed goal.
std::unique_ptr<pathfinding::Goal> goalFromJson(world::Bot& bot, const nlohmann::json& goal);

}  // namespace craftmate::scripting
