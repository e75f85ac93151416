// Planning side by side with mineflayer-pathfinder 2.4.5 (issue 8 item 4): the same worlds (made
// by mineflayer_paths.js with prismarine-chunk and loaded here from the same column bytes), the same
// start/goal pairs, each planner with its default moves. Prints, per terrain: planning time (CPU),
// expanded nodes and path cost of both, their ratios, and the same for ten bots planning at once.
// No thresholds: this reports, it does not judge.
//
// Path costs: mineflayer charges 1 for any parkour jump and measures heights in its heuristic, so
// its own cost can be lower than what its path costs under craftmate's (admissible) rules. Both are
// printed; "theirs re-costed" prices mineflayer's path with our move costs, step by step.

#include <time.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <iterator>
#include <nlohmann/json.hpp>

#include "pathfinding/astar.h"
#include "pathfinding/movements.h"
#include "world/chunk_store.h"
#include "world/registry.h"

using namespace craftmate;
using namespace craftmate::pathfinding;

namespace {

double cpuMs() {
  timespec t{};
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
  return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

void loadColumns(const std::filesystem::path& file, world::ChunkStore& store, world::ViewerId viewer) {
  std::ifstream in(file, std::ios::binary);
  std::vector<uint8_t> all((std::istreambuf_iterator<char>(in)), {});
  std::size_t at = 0;
  auto i32 = [&](std::size_t o) {
    int32_t v;
    std::memcpy(&v, all.data() + o, 4);
    return v;
  };
  while (at + 12 <= all.size()) {
    const int cx = i32(at), cz = i32(at + 4);
    const auto len = static_cast<std::size_t>(static_cast<uint32_t>(i32(at + 8)));
    store.loadColumn(viewer, cx, cz, std::vector<uint8_t>(all.begin() + at + 12, all.begin() + at + 12 + len));
    at += 12 + len;
  }
}

BlockPos pos(const nlohmann::json& a) { return {a[0].get<int>(), a[1].get<int>(), a[2].get<int>()}; }

// mineflayer's path priced with our moves: the cheapest of our moves from each node to the next.
// Steps we do not generate at all are counted apart and priced with mineflayer's own cost share.
double recost(const world::ChunkStore& store, const BlockPos& start, const nlohmann::json& path, int& foreignSteps) {
  PathOptions options;
  Movements movements(store, *world::Registry::shared("1.21.1"), options, {});
  Move at;
  at.position = start;
  double total = 0;
  std::vector<Move> next;
  for (const auto& p : path) {
    const BlockPos to = pos(p);
    next.clear();
    movements.neighbours(at, next);
    double best = -1;
    for (const Move& m : next)
      if (m.position == to && (best < 0 || m.cost < best)) best = m.cost;
    if (best < 0) {
      ++foreignSteps;
      best = 1;  // mineflayer's parkour price
    }
    total += best;
    at.position = to;
  }
  return total;
}

// Blocks travelled (straight segments between nodes): a measure neither planner's cost rules bias.
double length(const BlockPos& start, const std::vector<BlockPos>& path) {
  double total = 0;
  BlockPos at = start;
  for (const BlockPos& p : path) {
    total += std::hypot(p.x - at.x, p.y - at.y, p.z - at.z);
    at = p;
  }
  return total;
}

struct Totals {
  double oursLength = 0, theirsLength = 0;
  double oursMs = 0, theirsMs = 0, oursNodes = 0, theirsNodes = 0, oursCost = 0, theirsCost = 0, theirsRecost = 0;
  int compared = 0, foreignSteps = 0, oursCheaper = 0, oursCostlier = 0;
};

int runTerrain(const std::string& terrain, int reps, int pairCount) {
  const auto dir = std::filesystem::temp_directory_path();
  const auto columns = dir / ("craftmate_bench_paths_" + terrain + ".bin");
  const auto out = dir / ("craftmate_bench_paths_" + terrain + ".json");
  const std::string cmd = std::string("NODE_PATH='") + CRAFTMATE_SERVER_DIR + "/node_modules' node '" + CRAFTMATE_SOURCE_DIR +
                          "/bench/pathfinding/mineflayer_paths.js' " + terrain + " '" + columns.string() + "' " +
                          std::to_string(std::max(1, reps / 4)) + " " + std::to_string(pairCount) + " > '" + out.string() + "'";
  if (std::system(cmd.c_str()) != 0) {
    std::cerr << "node mineflayer_paths.js failed (is node installed and server/node_modules present, with "
                 "mineflayer-pathfinder? run ./setup)\n";
    return 1;
  }
  const auto theirs = nlohmann::json::parse(std::ifstream(out));
  world::ChunkStore store{world::ColumnLayout{}};
  const auto viewer = store.newViewer();
  loadColumns(columns, store, viewer);
  const auto& registry = *world::Registry::shared("1.21.1");
  PathOptions options;

  Totals t;
  std::printf("\n== %s terrain: %zu start/goal pairs 10..60 blocks apart ==\n", terrain.c_str(), theirs["pairs"].size());
  std::printf("%-26s %9s %9s %7s %7s %9s %9s %9s\n", "pair", "ours ms", "theirs ms", "ours n", "theirs n", "ours cost",
              "their cost", "re-costed");
  for (const auto& pair : theirs["pairs"]) {
    const BlockPos start = pos(pair["start"]), goalAt = pos(pair["goal"]);
    const GoalBlock goal(goalAt);
    PathResult r;
    auto planOnce = [&] {
      Movements movements(store, registry, options, {});
      AStar search(movements, goal, start, 0, options.searchRadius);
      return search.compute(std::chrono::seconds(10));
    };
    planOnce();  // warm the process-wide block table
    const double c0 = cpuMs();
    for (int i = 0; i < reps; ++i) r = planOnce();
    const double ms = (cpuMs() - c0) / reps;
    const bool bothFound = r.status == PathStatus::Success && pair["status"] == "success";
    int foreign = 0;
    const double recosted = recost(store, start, pair["path"], foreign);
    char label[64];
    std::snprintf(label, sizeof label, "(%d,%d,%d)->(%d,%d,%d)", start.x, start.y, start.z, goalAt.x, goalAt.y, goalAt.z);
    std::printf("%-26s %9.3f %9.3f %7d %7d %9.2f %9.2f %9.2f%s\n", label, ms, pair["ms"].get<double>(), r.visitedNodes,
                pair["visitedNodes"].get<int>(), r.cost, pair["cost"].get<double>(), recosted,
                bothFound ? "" : (std::string("  [") + toString(r.status) + " / " + pair["status"].get<std::string>() + "]").c_str());
    if (!bothFound) continue;
    ++t.compared;
    t.oursMs += ms;
    t.theirsMs += pair["ms"].get<double>();
    t.oursNodes += r.visitedNodes;
    t.theirsNodes += pair["visitedNodes"].get<int>();
    t.oursCost += r.cost;
    t.theirsCost += pair["cost"].get<double>();
    t.theirsRecost += recosted;
    std::vector<BlockPos> ourNodes, theirNodes;
    for (const auto& step : r.path) ourNodes.push_back(step.position);
    for (const auto& p : pair["path"]) theirNodes.push_back(pos(p));
    t.oursLength += length(start, ourNodes);
    t.theirsLength += length(start, theirNodes);
    t.foreignSteps += foreign;
    if (r.cost < recosted - 1e-9) ++t.oursCheaper;
    if (r.cost > recosted + 1e-9) ++t.oursCostlier;
  }
  if (t.compared == 0) {
    std::printf("no pair solved by both\n");
    return 1;
  }
  std::printf("-- %s: %d pairs solved by both --\n", terrain.c_str(), t.compared);
  std::printf("planning time (CPU) per plan   craftmate %8.3f ms   mineflayer-pathfinder %8.3f ms   ratio %.1fx faster\n",
              t.oursMs / t.compared, t.theirsMs / t.compared, t.theirsMs / t.oursMs);
  std::printf("expanded nodes per plan        craftmate %8.1f      mineflayer-pathfinder %8.1f      ratio %.2f\n",
              t.oursNodes / t.compared, t.theirsNodes / t.compared, t.oursNodes / t.theirsNodes);
  std::printf("time per expanded node         craftmate %8.2f us   mineflayer-pathfinder %8.2f us   ratio %.1fx\n",
              1000 * t.oursMs / t.oursNodes, 1000 * t.theirsMs / t.theirsNodes,
              (t.theirsMs / t.theirsNodes) / (t.oursMs / t.oursNodes));
  std::printf("path cost (sum)                craftmate %8.2f      mineflayer-pathfinder %8.2f (own rules), %.2f (our rules)"
              "   ratio ours/theirs-re-costed %.3f\n",
              t.oursCost, t.theirsCost, t.theirsRecost, t.oursCost / t.theirsRecost);
  std::printf("path length (blocks, sum)       craftmate %8.2f      mineflayer-pathfinder %8.2f      ratio %.3f\n",
              t.oursLength, t.theirsLength, t.oursLength / t.theirsLength);
  std::printf("paths: ours cheaper on %d, costlier on %d (under our rules); mineflayer steps we never make: %d\n",
              t.oursCheaper, t.oursCostlier, t.foreignSteps);

  // Ten bots planning at once, one thread, round robin with mineflayer's 40 ms per-tick slices.
  const auto& pairs = theirs["pairs"];
  const std::size_t bots = std::min<std::size_t>(10, pairs.size());
  const double w0 = cpuMs();
  const auto wallStart = std::chrono::steady_clock::now();
  std::vector<std::unique_ptr<Movements>> movements;
  std::vector<std::unique_ptr<GoalBlock>> goals;
  std::vector<std::unique_ptr<AStar>> searches;
  for (std::size_t i = 0; i < bots; ++i) {
    movements.push_back(std::make_unique<Movements>(store, registry, options, PlannerInventory{}));
    goals.push_back(std::make_unique<GoalBlock>(pos(pairs[i]["goal"])));
    searches.push_back(std::make_unique<AStar>(*movements.back(), *goals.back(), pos(pairs[i]["start"]), 0));
  }
  for (bool pending = true; pending;) {
    pending = false;
    for (auto& s : searches) {
      if (s->done()) continue;
      const auto now = AStar::Clock::now();
      if (s->compute(now + std::chrono::milliseconds(40), now + std::chrono::seconds(10)).status == PathStatus::Partial) pending = true;
    }
  }
  const double teamCpu = cpuMs() - w0;
  const double teamWall = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - wallStart).count();
  const auto& team = theirs["team"];
  std::printf("10 bots planning at once (CPU) craftmate %8.3f ms   mineflayer-pathfinder %8.3f ms   ratio %.1fx faster"
              "   (wall %.3f ms vs %.3f ms)\n",
              teamCpu, team["cpuMs"].get<double>(), team["cpuMs"].get<double>() / teamCpu, teamWall, team["wallMs"].get<double>());
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  const int reps = argc > 1 ? std::atoi(argv[1]) : 20;
  const int pairs = argc > 2 ? std::atoi(argv[2]) : 30;
  std::printf("craftmate pathfinding vs mineflayer-pathfinder 2.4.5 (node %s), %d repetitions per plan for us, %d for them\n",
              "from PATH", reps, std::max(1, reps / 4));
  int status = 0;
  for (const char* terrain : {"flat", "rough"}) status |= runTerrain(terrain, reps, pairs);
  return status;
}
