#pragma once
// Where a shift-click (window_click mode 1) sends a stack, as vanilla's quickMoveStack of each menu
// does. The client predicts the click with it so that its copy of the window matches the server's
// at once: a result shift-clicked into the wrong predicted slot stayed there until the server's
// correction arrived, and a craft started before that picked its ingredient from an empty slot.

#include <vector>

#include "world/window.h"

namespace craftmate::world {

// Slots [start, end) tried in order (backwards when `reverse`); the move stops after the first
// range that took anything.
struct ShiftClickRange {
  int start;
  int end;
  bool reverse;
};

// Empty when the client cannot know where the stack goes (a furnace takes smeltables and fuels
// from the inventory by recipe): nothing is predicted and the server's set_slots tell.
std::vector<ShiftClickRange> shiftClickRoute(const Window& window, int slot);

}  // namespace craftmate::world
