// Google Benchmark for the chunk hot paths: parsing a column, reading blocks, setting blocks that
// grow the palette, and findBlocks over a loaded area.

#include <benchmark/benchmark.h>

#include <random>

#include "world/chunk_store.h"

using namespace craftmate::world;

namespace {

// A stone world with scattered ores in an indirect palette (what generated terrain looks like).
std::unique_ptr<ChunkColumn> terrainColumn(int cx, int cz) {
  auto c = std::make_unique<ChunkColumn>(cx, cz, ColumnLayout{});
  std::mt19937 rng(cx * 31 + cz);
  for (int y = -64; y < 64; ++y)
    for (int z = 0; z < 16; ++z)
      for (int x = 0; x < 16; ++x) c->setStateAt(cx * 16 + x, y, cz * 16 + z, rng() % 50 == 0 ? 100 + rng() % 10 : 1);
  return c;
}

void BM_ReadEveryBlock(benchmark::State& state) {
  auto c = terrainColumn(0, 0);
  for (auto _ : state) {
    long sum = 0;
    for (int y = -64; y < 320; ++y)
      for (int z = 0; z < 16; ++z)
        for (int x = 0; x < 16; ++x) sum += c->stateAt(x, y, z);
    benchmark::DoNotOptimize(sum);
  }
  state.SetItemsProcessed(state.iterations() * 16 * 16 * 384);
}
BENCHMARK(BM_ReadEveryBlock);

void BM_SetBlocksGrowingPalette(benchmark::State& state) {
  for (auto _ : state) {
    PalettedContainer p(PaletteLimits::blocks(15), 0);
    for (int i = 0; i < 4096; ++i) p.set(i, static_cast<uint32_t>(i % 300));
    benchmark::DoNotOptimize(p.get(4095));
  }
}
BENCHMARK(BM_SetBlocksGrowingPalette);

void BM_FindBlocksNearestOre(benchmark::State& state) {
  ChunkStore store{ColumnLayout{}};
  const auto viewer = store.newViewer();
  for (int cx = -4; cx <= 4; ++cx)
    for (int cz = -4; cz <= 4; ++cz) store.loadColumn(viewer, terrainColumn(cx, cz));
  for (auto _ : state) {
    auto found = store.findBlocks({0, 70, 0}, 64, static_cast<std::size_t>(state.range(0)),
                                  [](int s) { return s == 105; });
    benchmark::DoNotOptimize(found);
  }
}
BENCHMARK(BM_FindBlocksNearestOre)->Arg(1)->Arg(16);

void BM_FindBlocksAbsentSkipsByPalette(benchmark::State& state) {
  ChunkStore store{ColumnLayout{}};
  const auto viewer = store.newViewer();
  for (int cx = -4; cx <= 4; ++cx)
    for (int cz = -4; cz <= 4; ++cz) store.loadColumn(viewer, terrainColumn(cx, cz));
  for (auto _ : state) {
    auto found = store.findBlocks({0, 70, 0}, 64, 1, [](int s) { return s == 9999; });
    benchmark::DoNotOptimize(found);
  }
}
BENCHMARK(BM_FindBlocksAbsentSkipsByPalette);

}  // namespace

BENCHMARK_MAIN();
