#pragma once
// A* over the block grid (spec minecraft_client.md §4.2) with a binary min-heap on f = g + h
// (ties: smaller h first) and lazy deletion: a cheaper way to a node pushes it again and the stale
// entry is skipped when popped, so the heap order is always exact (mineflayer's heap can break it).
//
// A search is resumable: compute() runs until the tick deadline (status Partial, the path to the
// best node so far), the total deadline (Timeout), an empty open set (NoPath) or the goal (Success).

#include <chrono>
#include <cstdint>
#include <unordered_map>
#include <vector>

#include "pathfinding/goals.h"
#include "pathfinding/movements.h"
#include "pathfinding/path.h"

namespace craftmate::pathfinding {

class AStar {
 public:
  using Clock = std::chrono::steady_clock;
  // `goal` and `movements` must outlive the search (the search keeps references: a temporary goal
  // does not compile).
  AStar(Movements& movements, const Goal& goal, const BlockPos& start, int remainingBlocks, double searchRadius = -1);
  AStar(Movements& movements, const Goal&& goal, const BlockPos& start, int remainingBlocks, double searchRadius = -1) = delete;

  PathResult compute(Clock::time_point tickDeadline, Clock::time_point totalDeadline);
  // Convenience: one call with a total budget.
  PathResult compute(std::chrono::milliseconds budget);
  bool done() const { return done_; }

 private:
  struct Node {
    Move move;
    int parent = -1;
    double g = 0, h = 0;
    bool closed = false;
  };
  struct HeapEntry {
    double f, h;
    int node;
  };
  static int64_t key(const BlockPos& p) {
    return (int64_t(p.x & 0x3FFFFF) << 42) | (int64_t(p.y & 0xFFFFF) << 22) | int64_t(p.z & 0x3FFFFF);
  }
  PathResult result(PathStatus status, int node) const;
  void push(int node);

  Movements& movements_;
  const Goal& goal_;
  double maxF_ = -1;  // searchRadius bound on f (-1: none)
  std::vector<Node> nodes_;
  std::unordered_map<int64_t, int> index_;
  std::vector<HeapEntry> heap_;
  std::vector<Move> scratch_;
  int best_ = 0;  // closed node with the smallest h
  int visited_ = 0;
  double elapsedMs_ = 0;
  bool done_ = false;
  PathResult final_;
};

}  // namespace craftmate::pathfinding
