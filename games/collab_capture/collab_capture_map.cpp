#include "games/collab_capture/collab_capture_map.h"

#include <array>
#include <stdexcept>
#include <string>

namespace craftmate::games::collab_capture {

namespace {

const std::array<std::vector<int>, kRoomCount + 1>& adjacency() {
  static const std::array<std::vector<int>, kRoomCount + 1> table = {{
      {},         // no room 0
      {2, 6},     // 1
      {1, 3},     // 2
      {2, 4},     // 3
      {3, 5},     // 4
      {4, 6, 7},  // 5
      {5, 9, 1},  // 6
      {5, 8},     // 7
      {7},        // 8
      {6},        // 9
  }};
  return table;
}

constexpr std::array<Door, kDoorCount> kDoors = {{{1, 2, 9}, {3, 4, 8}}};

}  // namespace

bool isRoom(int room) { return room >= 1 && room <= kRoomCount; }

const std::vector<int>& neighbours(int room) {
  if (!isRoom(room)) throw std::out_of_range("Collab Capture has rooms 1 to 9; got " + std::to_string(room));
  return adjacency()[static_cast<size_t>(room)];
}

const Door& door(int index) { return kDoors.at(static_cast<size_t>(index)); }

int doorBetween(int roomA, int roomB) {
  for (int i = 0; i < kDoorCount; ++i) {
    const Door& d = kDoors[static_cast<size_t>(i)];
    if ((roomA == d.lowRoom && roomB == d.highRoom) || (roomA == d.highRoom && roomB == d.lowRoom)) return i;
  }
  return -1;
}

int doorControlledFrom(int room) {
  for (int i = 0; i < kDoorCount; ++i) {
    if (kDoors[static_cast<size_t>(i)].buttonRoom == room) return i;
  }
  return -1;
}

}  // namespace craftmate::games::collab_capture
