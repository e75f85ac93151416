#include "games/collab_capture/collab_capture_state.h"

#include <algorithm>
#include <stdexcept>
#include <string>

namespace craftmate::games::collab_capture {

namespace {

void requireRoom(int room, const char* who) {
  if (!isRoom(room)) {
    throw std::invalid_argument(std::string(who) + " must start in a room from 1 to 9; got " + std::to_string(room));
  }
}

}  // namespace

CaptureState::CaptureState(int aliceRoom, int bobRoom, int thiefRoom, bool door12Open, bool door34Open, CaptureRules rules,
                           int turnsPlayed)
    : rooms_{aliceRoom, bobRoom}, thief_(thiefRoom), doorsOpen_{door12Open, door34Open}, rules_(rules), turns_(turnsPlayed) {
  requireRoom(aliceRoom, "Alice");
  requireRoom(bobRoom, "Bob");
  requireRoom(thiefRoom, "the thief");
  if (rules_.maxTurns < 1) throw std::invalid_argument("max_turns must be at least 1; got " + std::to_string(rules_.maxTurns));
  captured_ = thief_ == aliceRoom || thief_ == bobRoom;
}

RoomList CaptureState::accessibleRooms(int room) const {
  RoomList out;
  for (int next : neighbours(room)) {
    int d = doorBetween(room, next);
    if (d < 0 || doorsOpen_[static_cast<size_t>(d)]) out.push_back(next);
  }
  return out;
}

CaptureMoveList CaptureState::LegalMoves(int agent) const {
  const int room = agentRoom(agent);
  RoomList reachable = accessibleRooms(room);
  // Ascending, as the paper lists them (three items at most: a hand-written insertion sort).
  for (int* i = reachable.begin(); i != reachable.end(); ++i) {
    for (int* j = i; j != reachable.begin() && *(j - 1) > *j; --j) std::swap(*(j - 1), *j);
  }
  CaptureMoveList moves;
  for (int r : reachable) moves.push_back(CaptureAction::move(r));
  moves.push_back(CaptureAction::stay());
  if (doorControlledFrom(room) >= 0) moves.push_back(CaptureAction::press(room));
  return moves;
}

bool CaptureState::MoveIsLegal(int agent, const CaptureAction& action) const {
  const int room = agentRoom(agent);
  switch (action.kind) {
    case CaptureAction::Kind::Stay: return true;
    case CaptureAction::Kind::Press: return action.room == room && doorControlledFrom(room) >= 0;
    case CaptureAction::Kind::Move: {
      const auto open = accessibleRooms(room);
      return std::find(open.begin(), open.end(), action.room) != open.end();
    }
  }
  return false;
}

int CaptureState::plannedRoom(int agent, const CaptureAction& action) const {
  if (action.kind == CaptureAction::Kind::Move && MoveIsLegal(agent, action)) return action.room;
  return agentRoom(agent);
}

int CaptureState::distance(int from, int to) const {
  if (rules_.thiefDistance == ThiefDistance::RoomNumber) return from > to ? from - to : to - from;
  // Breadth-first search over open pathways; unreachable counts as far away.
  if (from == to) return 0;
  std::array<int, kRoomCount + 1> dist;
  dist.fill(-1);
  std::array<int, kRoomCount> queue{};
  int head = 0, tail = 0;
  queue[static_cast<size_t>(tail++)] = from;
  dist[static_cast<size_t>(from)] = 0;
  while (head < tail) {
    int r = queue[static_cast<size_t>(head++)];
    for (int next : accessibleRooms(r)) {
      if (dist[static_cast<size_t>(next)] >= 0) continue;
      dist[static_cast<size_t>(next)] = dist[static_cast<size_t>(r)] + 1;
      if (next == to) return dist[static_cast<size_t>(next)];
      queue[static_cast<size_t>(tail++)] = next;
    }
  }
  return kRoomCount + 1;
}

int CaptureState::planThiefMove(int alicePlannedRoom, int bobPlannedRoom) const {
  // argmax over accessible neighbours of the distance to the nearer pursuer; the first neighbour
  // in adjacency order wins ties; the thief stays only when it has nowhere to go.
  int best = thief_;
  int bestScore = -1;
  for (int r : accessibleRooms(thief_)) {
    int score = std::min(distance(r, alicePlannedRoom), distance(r, bobPlannedRoom));
    if (score > bestScore) {
      bestScore = score;
      best = r;
    }
  }
  return best;
}

void CaptureState::ApplyJointMove(const CaptureAction& alice, const CaptureAction& bob) {
  if (ended()) return;
  const std::array<CaptureAction, 2> actions = {alice, bob};
  const std::array<int, 2> planned = {plannedRoom(kAlice, alice), plannedRoom(kBob, bob)};
  const int thiefPlanned = planThiefMove(planned[0], planned[1]);

  lastTurn_ = CaptureTurnEvents{};
  lastTurn_.from = rooms_;
  lastTurn_.thiefFrom = thief_;
  // Moves were checked against the pre-turn doors; a door toggled this turn affects the next one.
  for (int agent : {kAlice, kBob}) {
    const CaptureAction& action = actions[static_cast<size_t>(agent)];
    if (action.kind == CaptureAction::Kind::Press && MoveIsLegal(agent, action)) {
      int d = doorControlledFrom(action.room);
      doorsOpen_[static_cast<size_t>(d)] = !doorsOpen_[static_cast<size_t>(d)];
      lastTurn_.pressedDoor[static_cast<size_t>(agent)] = d;
    }
    rooms_[static_cast<size_t>(agent)] = planned[static_cast<size_t>(agent)];
  }
  thief_ = thiefPlanned;
  lastTurn_.to = rooms_;
  lastTurn_.thiefTo = thief_;
  turns_ += 1;

  // The authors' swap test compares with `previous_room`, which is None until the end of turn 1:
  // passing each other on the first turn is no capture.
  const bool hasPreviousRooms = turns_ > 1;  // turns_ already counts this turn
  for (int agent : {kAlice, kBob}) {
    const size_t a = static_cast<size_t>(agent);
    const bool sameRoom = rooms_[a] == thief_;
    const bool swapped = hasPreviousRooms && lastTurn_.from[a] == thief_ && lastTurn_.thiefFrom == rooms_[a] &&
                         lastTurn_.from[a] != rooms_[a];
    if (sameRoom || (rules_.swapCapture && swapped)) captured_ = true;
  }
}

std::uint32_t CaptureState::key() const {
  return static_cast<std::uint32_t>(rooms_[0] + 10 * rooms_[1] + 100 * thief_ + 1000 * (doorsOpen_[0] ? 1 : 0) +
                                    2000 * (doorsOpen_[1] ? 1 : 0));
}

}  // namespace craftmate::games::collab_capture
