// libFuzzer target: map_chunk "chunkData" bytes -> sections (overworld layout, 15-bit global
// palette). Malformed input must end in MalformedData, never in a crash or an out-of-bounds read;
// a column that parses must answer every block read and accept writes that grow its palettes.

#include <cstddef>
#include <cstdint>
#include <span>

#include "world/chunk_column.h"

using namespace craftmate::world;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  ColumnLayout layout;
  layout.height = 64;  // 4 sections keep inputs small enough for the fuzzer to complete columns
  layout.minY = 0;
  std::vector<uint8_t> bytes(data, data + size);
  try {
    ChunkColumn column(0, 0, layout, bytes);
    long sum = 0;
    for (int y = 0; y < 64; ++y)
      for (int z = 0; z < 16; ++z)
        for (int x = 0; x < 16; ++x) sum += column.stateAt(x, y, z);
    for (int i = 0; i < 300; ++i) column.setStateAt(i & 15, (i * 7) & 63, (i >> 4) & 15, i * 3);
    for (int i = 0; i < 300; ++i) sum += column.stateAt(i & 15, (i * 7) & 63, (i >> 4) & 15);
    (void)sum;
  } catch (const MalformedData&) {
  }
  return 0;
}
