#pragma once
// The one Collab Capture map (spec llm_coordination.md §5.2): 9 rooms, two doors with buttons.
// Adjacency lists keep the authors' order because the thief and the greedy baseline break ties by
// it.

#include <vector>

namespace craftmate::games::collab_capture {

inline constexpr int kRoomCount = 9;  // rooms are numbered 1..9
inline constexpr int kDoorCount = 2;

struct Door {
  int lowRoom;     // the door joins lowRoom and lowRoom + 1
  int highRoom;
  int buttonRoom;  // where the button that toggles it is
};

bool isRoom(int room);
// Neighbours of `room` in the code's order (doors ignored).
const std::vector<int>& neighbours(int room);
const Door& door(int index);           // 0: Room 1-2 (button in 9), 1: Room 3-4 (button in 8)
int doorBetween(int roomA, int roomB);  // the door index, or -1 when no door is on that pathway
int doorControlledFrom(int room);       // the door whose button is in `room`, or -1

}  // namespace craftmate::games::collab_capture
