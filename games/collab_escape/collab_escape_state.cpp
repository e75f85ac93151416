#include "games/collab_escape/collab_escape_state.h"

#include <algorithm>
#include <stdexcept>
#include <string>

namespace craftmate::games::collab_escape {

EscapeState::EscapeState(const EscapeMap& map, int aliceRoom, int bobRoom, int killerRoom, std::vector<int> fixCounts,
                         EscapeRules rules, KillerMemory memory)
    : map_(&map), rules_(rules), rooms_{aliceRoom, bobRoom}, killer_(killerRoom), memory_(memory), rngState_(rules.seed) {
  auto requireRoom = [&](int room, const char* who) {
    if (!map.isRoom(room)) {
      throw std::invalid_argument(std::string(who) + " must start in a room from 1 to " + std::to_string(map.roomCount) +
                                  " of map " + map.name + "; got " + std::to_string(room));
    }
  };
  requireRoom(aliceRoom, "Alice");
  requireRoom(bobRoom, "Bob");
  requireRoom(killerRoom, "the killer");
  if (rules_.fixesNeeded < 1) throw std::invalid_argument("fixes_needed must be at least 1");
  if (rules_.maxTurns < 1) throw std::invalid_argument("max_turns must be at least 1");
  if (fixCounts.empty()) fixCounts.assign(map.generatorRooms.size(), 0);
  if (map.generatorRooms.size() > kMaxGenerators) throw std::invalid_argument("map " + map.name + " has too many generators");
  if (fixCounts.size() != map.generatorRooms.size()) {
    throw std::invalid_argument("expected " + std::to_string(map.generatorRooms.size()) + " generator fix counts for map " +
                                map.name);
  }
  for (size_t g = 0; g < fixCounts.size(); ++g) fixCounts_[g] = std::clamp(fixCounts[g], 0, rules_.fixesNeeded);
  lost_ = killer_ == aliceRoom || killer_ == bobRoom;
  won_ = !lost_ && gateOpen() && (aliceRoom == map.exitRoom || bobRoom == map.exitRoom);
  if (!ended()) decideKillerPlan();
}

int EscapeState::fixesStillNeeded(int generator) const { return std::max(0, rules_.fixesNeeded - fixCount(generator)); }

bool EscapeState::gateOpen() const {
  for (size_t g = 0; g < map_->generatorRooms.size(); ++g) {
    if (!generatorFixed(static_cast<int>(g))) return false;
  }
  return true;
}

void EscapeState::decideKillerPlan() {
  std::uint64_t draw = 0;
  if (rules_.wander == KillerWander::Seeded) {
    // splitmix64 step
    std::uint64_t z = (rngState_ += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    draw = z ^ (z >> 31);
  }
  plan_ = decideKiller(*map_, killer_, rooms_, memory_, rules_.wander, draw);
}

EscapeMoveList EscapeState::LegalMoves(int agent) const {
  const int room = agentRoom(agent);
  EscapeMoveList moves;
  for (int next : map_->neighbours(room)) moves.push_back(EscapeAction::move(next));
  // The code offers the fix whenever the room has a generator, repaired or not.
  if (map_->generatorIndex(room) >= 0) moves.push_back(EscapeAction::fix(room));
  moves.push_back(EscapeAction::wait());
  return moves;
}

bool EscapeState::MoveIsLegal(int agent, const EscapeAction& action) const {
  const int room = agentRoom(agent);
  switch (action.kind) {
    case EscapeAction::Kind::Wait: return true;
    case EscapeAction::Kind::Fix: return action.room == room && map_->generatorIndex(room) >= 0;
    case EscapeAction::Kind::Move: return map_->adjacent(room, action.room);
  }
  return false;
}

void EscapeState::ApplyJointMove(const EscapeAction& alice, const EscapeAction& bob) {
  if (ended()) return;
  std::array<EscapeAction, 2> actions = {alice, bob};
  for (int agent : {kAlice, kBob}) {
    if (!MoveIsLegal(agent, actions[static_cast<size_t>(agent)])) actions[static_cast<size_t>(agent)] = EscapeAction::wait();
  }
  lastTurn_ = EscapeTurnEvents{};
  lastTurn_.from = rooms_;
  lastTurn_.actions = actions;
  const bool aliceFixes = actions[kAlice].kind == EscapeAction::Kind::Fix;
  const bool bobFixes = actions[kBob].kind == EscapeAction::Kind::Fix;
  lastTurn_.fixing = {aliceFixes, bobFixes && !(aliceFixes && actions[kAlice].room == actions[kBob].room)};
  lastTurn_.killerFrom = killer_;

  // Unfixed generators nobody works on this turn lose their progress.
  std::array<int, kMaxGenerators> fixers{};
  for (const auto& a : actions) {
    if (a.kind == EscapeAction::Kind::Fix) fixers[static_cast<size_t>(map_->generatorIndex(a.room))] += 1;
  }
  const size_t generators = map_->generatorRooms.size();
  for (size_t g = 0; g < generators; ++g) {
    if (!generatorFixed(static_cast<int>(g)) && fixers[g] == 0 && fixCounts_[g] > 0) {
      fixCounts_[g] = 0;
      lastTurn_.generatorsReset.push_back(map_->generatorRooms[g]);
    }
  }
  for (size_t g = 0; g < generators; ++g) {
    if (fixers[g] == 0 || generatorFixed(static_cast<int>(g))) continue;
    const int added = rules_.jointFixAddsTwo ? fixers[g] : 1;
    fixCounts_[g] = std::min(rules_.fixesNeeded, fixCounts_[g] + added);
  }
  for (int agent : {kAlice, kBob}) {
    const EscapeAction& a = actions[static_cast<size_t>(agent)];
    if (a.kind == EscapeAction::Kind::Move) rooms_[static_cast<size_t>(agent)] = a.room;
  }
  killer_ = plan_.destination;
  lastTurn_.to = rooms_;
  lastTurn_.killerTo = killer_;
  turns_ += 1;

  // Loss first (CE-10): a survivor sharing the killer's room loses the game even if the partner
  // stepped through the open gate this turn. Passing each other is not a capture (CE-11).
  lost_ = killer_ == rooms_[0] || killer_ == rooms_[1];
  won_ = !lost_ && gateOpen() && (rooms_[0] == map_->exitRoom || rooms_[1] == map_->exitRoom);
  if (!ended()) decideKillerPlan();
}

std::uint64_t EscapeState::key() const {
  std::uint64_t k = 0;
  auto push = [&](std::uint64_t value, std::uint64_t base) { k = k * base + value; };
  push(static_cast<std::uint64_t>(rooms_[0]), 16);
  push(static_cast<std::uint64_t>(rooms_[1]), 16);
  push(static_cast<std::uint64_t>(killer_), 16);
  for (size_t g = 0; g < map_->generatorRooms.size(); ++g) push(static_cast<std::uint64_t>(fixCounts_[g]), 16);
  push(memory_.seen[0] ? 1 : 0, 2);
  push(memory_.seen[1] ? 1 : 0, 2);
  push(static_cast<std::uint64_t>(plan_.target + 1), 4);
  push(static_cast<std::uint64_t>(plan_.destination), 16);
  return k;
}

}  // namespace craftmate::games::collab_escape
