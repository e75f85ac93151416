#include "pathfinding/astar.h"

#include <algorithm>

namespace craftmate::pathfinding {

namespace {
// Min-heap order for std::push_heap/pop_heap (which build max-heaps): "a comes after b".
bool after(const auto& a, const auto& b) { return a.f > b.f || (a.f == b.f && a.h > b.h); }
}  // namespace

AStar::AStar(Movements& movements, const Goal& goal, const BlockPos& start, int remainingBlocks, double searchRadius)
    : movements_(movements), goal_(goal) {
  Node n;
  n.move.position = start;
  n.move.remainingBlocks = remainingBlocks;
  n.h = goal.heuristic(start);
  if (searchRadius >= 0) maxF_ = n.h + searchRadius;
  nodes_.reserve(4096);
  index_.reserve(8192);
  nodes_.push_back(n);
  index_[key(start)] = 0;
  push(0);
}

void AStar::push(int node) {
  const Node& n = nodes_[static_cast<std::size_t>(node)];
  heap_.push_back({n.g + n.h, n.h, node});
  std::push_heap(heap_.begin(), heap_.end(), [](const HeapEntry& a, const HeapEntry& b) { return after(a, b); });
}

PathResult AStar::compute(std::chrono::milliseconds budget) {
  const auto deadline = Clock::now() + budget;
  return compute(deadline, deadline);
}

PathResult AStar::compute(Clock::time_point tickDeadline, Clock::time_point totalDeadline) {
  if (done_) return final_;
  const auto started = Clock::now();
  const auto finish = [&](PathStatus status, int node) {
    elapsedMs_ += std::chrono::duration<double, std::milli>(Clock::now() - started).count();
    PathResult r = result(status, node);
    if (status != PathStatus::Partial) {
      done_ = true;
      final_ = r;
    }
    return r;
  };
  int sinceClockCheck = 0;
  while (!heap_.empty()) {
    // Reading the clock costs about as much as expanding a node on a flat world: check every 16.
    if (++sinceClockCheck >= 16) {
      sinceClockCheck = 0;
      const auto now = Clock::now();
      if (now >= totalDeadline) return finish(PathStatus::Timeout, best_);
      if (now >= tickDeadline) return finish(PathStatus::Partial, best_);
    }
    std::pop_heap(heap_.begin(), heap_.end(), [](const HeapEntry& a, const HeapEntry& b) { return after(a, b); });
    const HeapEntry top = heap_.back();
    heap_.pop_back();
    Node& current = nodes_[static_cast<std::size_t>(top.node)];
    if (current.closed || top.f > current.g + current.h + 1e-9) continue;  // stale entry
    current.closed = true;
    ++visited_;
    const int currentIndex = top.node;
    if (goal_.isEnd(current.move.position)) return finish(PathStatus::Success, currentIndex);
    if (current.h < nodes_[static_cast<std::size_t>(best_)].h) best_ = currentIndex;

    scratch_.clear();
    movements_.neighbours(current.move, scratch_);
    const double g = current.g;  // `current` may move when nodes_ grows
    for (Move& m : scratch_) {
      const double ng = g + m.cost;
      const int64_t k = key(m.position);
      auto [it, inserted] = index_.try_emplace(k, static_cast<int>(nodes_.size()));
      if (inserted) {
        Node n;
        n.move = m;
        n.parent = currentIndex;
        n.g = ng;
        n.h = goal_.heuristic(m.position);
        if (maxF_ >= 0 && ng + n.h > maxF_) {
          index_.erase(it);
          continue;
        }
        nodes_.push_back(n);
        push(it->second);
        continue;
      }
      Node& known = nodes_[static_cast<std::size_t>(it->second)];
      if (known.closed || ng >= known.g) continue;
      known.move = m;
      known.parent = currentIndex;
      known.g = ng;
      push(it->second);
    }
  }
  return finish(PathStatus::NoPath, best_);
}

PathResult AStar::result(PathStatus status, int node) const {
  PathResult r;
  r.status = status;
  r.cost = nodes_[static_cast<std::size_t>(node)].g;
  r.visitedNodes = visited_;
  r.generatedNodes = static_cast<int>(nodes_.size());
  r.timeMs = elapsedMs_;
  for (int i = node; nodes_[static_cast<std::size_t>(i)].parent >= 0; i = nodes_[static_cast<std::size_t>(i)].parent) {
    r.path.push_back(nodes_[static_cast<std::size_t>(i)].move.toStep());
  }
  std::reverse(r.path.begin(), r.path.end());
  return r;
}

}  // namespace craftmate::pathfinding
