// libFuzzer target: a server-chosen dimension and map_chunk "chunkData" bytes -> sections.
// Input: i16 height, i16 min_y (as a server's dimension_type could say them, bad ones included),
// then the chunk data. A dimension outside vanilla's bounds and malformed data must end in
// protocol::DecodeError, never in a crash, an out-of-bounds read or a huge allocation; a column that parses
// must answer every block and biome read at any y and accept writes that grow its palettes.

#include <cstddef>
#include <cstdint>
#include <limits>
#include <span>
#include <stdexcept>

#include "world/chunk_column.h"

using namespace craftmate::world;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size < 4) return 0;
  ColumnLayout layout;
  layout.height = static_cast<int16_t>(data[0] << 8 | data[1]);
  layout.minY = static_cast<int16_t>(data[2] << 8 | data[3]);
  std::vector<uint8_t> bytes(data + 4, data + size);
  try {
    ChunkColumn column(0, 0, layout, bytes);
    long sum = 0;
    const int top = layout.minY + layout.height;
    for (int y = layout.minY - 1; y <= top; y += 3)
      for (int i = 0; i < 16; ++i) sum += column.stateAt(i, y, 15 - i) + column.biomeAt(i, y, i);
    for (int y : {std::numeric_limits<int>::min(), std::numeric_limits<int>::max()})
      sum += column.stateAt(0, y, 0) + column.biomeAt(0, y, 0);
    for (int i = 0; i < 300; ++i) column.setStateAt(i & 15, layout.minY + (i * 7) % layout.height, (i >> 4) & 15, i * 3);
    for (int i = 0; i < 300; ++i) sum += column.stateAt(i & 15, layout.minY + (i * 7) % layout.height, (i >> 4) & 15);
    // The rest of the input, once more, as a chunk_biomes entry for this column.
    column.replaceBiomes(bytes);
    (void)sum;
  } catch (const craftmate::protocol::DecodeError&) {
  }
  return 0;
}
