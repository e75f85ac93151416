#pragma once
// Collab Capture rules (spec llm_coordination.md §5.4, the authors' code): two pursuers choose from
// the same pre-turn state, the thief plans its escape from their planned rooms, then everything
// executes in a fixed order and capture is checked.

#include <array>
#include <cstdint>
#include <vector>

#include "games/collab_capture/collab_capture_action.h"
#include "games/collab_capture/collab_capture_map.h"
#include "games/coordqa/coordqa_fixed_list.h"

namespace craftmate::games::collab_capture {

enum class ThiefDistance {
  RoomNumber,  // the code's heuristic: |room - room|
  Graph,       // shortest path over open doors (an option; the paper only says "greedy")
};

struct CaptureRules {
  bool swapCapture = true;  // "move towards each other" captures from turn 2 on (the LLM game
                            // loop); the greedy baseline script checks the same room only
  ThiefDistance thiefDistance = ThiefDistance::RoomNumber;
  int maxTurns = 30;
};

// At most 3 neighbours, plus stay and press.
using RoomList = coordqa::FixedList<int, 3>;
using CaptureMoveList = coordqa::FixedList<CaptureAction, 5>;

inline constexpr int kAlice = 0;
inline constexpr int kBob = 1;

// What happened in the last resolved turn, for feedback text.
struct CaptureTurnEvents {
  std::array<int, 2> from{};
  std::array<int, 2> to{};
  std::array<int, 2> pressedDoor{-1, -1};  // door index toggled by each agent, or -1
  int thiefFrom = 0;
  int thiefTo = 0;
};

class CaptureState {
 public:
  // `turnsPlayed` > 0 describes a position reached during an episode (a swap then captures).
  CaptureState(int aliceRoom, int bobRoom, int thiefRoom, bool door12Open, bool door34Open, CaptureRules rules = {},
               int turnsPlayed = 0);

  int agentRoom(int agent) const { return rooms_[static_cast<size_t>(agent)]; }
  int thiefRoom() const { return thief_; }
  bool doorOpen(int doorIndex) const { return doorsOpen_[static_cast<size_t>(doorIndex)]; }
  const CaptureRules& rules() const { return rules_; }
  int turns() const { return turns_; }
  bool captured() const { return captured_; }
  bool ended() const { return captured_ || turns_ >= rules_.maxTurns; }
  const CaptureTurnEvents& lastTurn() const { return lastTurn_; }

  // Neighbours of `room` whose pathway is open, in adjacency order.
  RoomList accessibleRooms(int room) const;
  // In display order: moves (ascending room), stay, press (only in rooms 8 and 9).
  CaptureMoveList LegalMoves(int agent) const;
  bool MoveIsLegal(int agent, const CaptureAction& action) const;

  // The room the thief will move to when the pursuers are about to be in these rooms.
  int planThiefMove(int alicePlannedRoom, int bobPlannedRoom) const;

  // Resolves one turn. An illegal action counts as staying (the code's rule); worlds that verify
  // actions reject them before they get here.
  void ApplyJointMove(const CaptureAction& alice, const CaptureAction& bob);

  // Packs the positions and doors into one number (for planners' visited sets).
  std::uint32_t key() const;

 private:
  int plannedRoom(int agent, const CaptureAction& action) const;
  int distance(int from, int to) const;

  std::array<int, 2> rooms_;
  int thief_;
  std::array<bool, kDoorCount> doorsOpen_;
  CaptureRules rules_;
  int turns_ = 0;
  bool captured_ = false;
  CaptureTurnEvents lastTurn_;
};

}  // namespace craftmate::games::collab_capture
