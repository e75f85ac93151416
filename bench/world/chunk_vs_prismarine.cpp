// Chunk decoding, side by side with prismarine-chunk (issue 6 item 9): the same terrain-like
// column bytes (made by bench/world/make_column.js) parsed by each, plus reading every block
// back. Prints both timings and the ratios; no thresholds.

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <iterator>
#include <nlohmann/json.hpp>

#include "world/chunk_column.h"

using namespace craftmate::world;

int main(int argc, char** argv) {
  const int reps = argc > 1 ? std::atoi(argv[1]) : 2000;
  const auto dir = std::filesystem::temp_directory_path();
  const auto bytesFile = dir / "craftmate_bench_column.bin", out = dir / "craftmate_bench_column.json";
  const std::string cmd = std::string("NODE_PATH='") + CRAFTMATE_SERVER_DIR + "/node_modules' node '" +
                          CRAFTMATE_SOURCE_DIR + "/bench/world/make_column.js' '" + bytesFile.string() + "' " +
                          std::to_string(reps) + " > '" + out.string() + "'";
  if (std::system(cmd.c_str()) != 0) {
    std::cerr << "node make_column.js failed (is node installed and server/node_modules present?)\n";
    return 1;
  }
  nlohmann::json theirs = nlohmann::json::parse(std::ifstream(out));
  std::ifstream in(bytesFile, std::ios::binary);
  std::vector<uint8_t> bytes((std::istreambuf_iterator<char>(in)), {});

  ColumnLayout layout;  // overworld, 15-bit global palette
  using Clock = std::chrono::steady_clock;
  for (int i = 0; i < 200; ++i) ChunkColumn::parseSections(bytes, layout);
  const auto t0 = Clock::now();
  std::size_t sink = 0;
  for (int i = 0; i < reps; ++i) sink += ChunkColumn::parseSections(bytes, layout).size();
  const double ours = std::chrono::duration<double, std::nano>(Clock::now() - t0).count() / reps;

  ChunkColumn column(0, 0, layout, bytes);
  long long checksum = 0;
  const auto r0 = Clock::now();
  for (int y = -64; y < 320; ++y)
    for (int z = 0; z < 16; ++z)
      for (int x = 0; x < 16; ++x) checksum += column.stateAt(x, y, z);
  const double readOurs = std::chrono::duration<double, std::nano>(Clock::now() - r0).count();

  if (checksum != theirs["checksum"].get<long long>()) {
    std::cerr << "the two decoders disagree: checksum " << checksum << " vs " << theirs["checksum"] << "\n";
    return 1;
  }
  const double parseTheirs = theirs["nsPerColumn"].get<double>(), readTheirs = theirs["readAllNs"].get<double>();
  std::printf("column: %zu bytes, 24 sections (%zu parsed per run)\n", bytes.size(), sink / reps);
  std::printf("parse column       craftmate %10.0f ns   prismarine-chunk %10.0f ns   ratio %.1fx\n", ours, parseTheirs,
              parseTheirs / ours);
  std::printf("read all 98304     craftmate %10.0f ns   prismarine-chunk %10.0f ns   ratio %.1fx\n", readOurs,
              readTheirs, readTheirs / readOurs);
  return 0;
}
