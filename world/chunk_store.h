#pragma once
// The loaded columns of one dimension of one server, shared by every bot of the process that is
// connected there (DESIGN.md §3). Each bot is a "viewer": a column stays while at least one viewer
// has it loaded, so a team of bots standing together holds one copy of the world.
//
// Bots may run on different threads of the io_context, so the store guards itself with a mutex;
// every call is short (no decoding of whole columns under the lock except the first access).
//
// Sharing has one visible effect: a block update reaches every bot, and the second bot to apply it
// sees old == new. World state handlers therefore report the change they were told about, not the
// difference they observed.

#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <span>
#include <string>
#include <unordered_map>
#include <vector>

#include "world/block_states.h"
#include "world/chunk_column.h"
#include "world/vec3.h"

namespace craftmate::world {

using ViewerId = uint32_t;

class ChunkStore : public BlockStates {
 public:
  explicit ChunkStore(ColumnLayout layout) : layout_(layout) {}

  const ColumnLayout& layout() const { return layout_; }
  ViewerId newViewer();

  // A viewer received a column. The first copy is parsed (throws protocol::DecodeError when it is bad);
  // copies other viewers receive later are dropped unparsed; a re-send to the same viewer replaces.
  void loadColumn(ViewerId viewer, int chunkX, int chunkZ, std::vector<uint8_t> chunkData);
  void loadColumn(ViewerId viewer, std::unique_ptr<ChunkColumn> column);
  void unloadColumn(ViewerId viewer, int chunkX, int chunkZ);
  void dropViewer(ViewerId viewer);  // a bot left or changed dimension

  bool isLoaded(int chunkX, int chunkZ) const;
  // nullopt when the column is not loaded (mineflayer's blockAt returns null then).
  std::optional<int> stateAt(const BlockPos& p) const override;
  // Returns the previous state, nullopt when the column is not loaded (update ignored).
  std::optional<int> setStateAt(const BlockPos& p, int stateId);
  // Biome id at a block (see ChunkColumn::biomeAt), nullopt when the column is not loaded.
  std::optional<int> biomeAt(const BlockPos& p) const;
  // A `chunk_biomes` entry for a loaded column (ignored otherwise). Throws protocol::DecodeError.
  void replaceBiomes(int chunkX, int chunkZ, std::span<const uint8_t> biomes);

  // Positions whose state satisfies `match`, nearest first (mineflayer findBlocks): sections are
  // visited by distance and skipped when no palette entry matches.
  std::vector<BlockPos> findBlocks(const Vec3& point, double maxDistance, std::size_t count,
                                   const std::function<bool(int)>& match) const;

  std::size_t columnCount() const;
  std::size_t viewerColumnCount(ViewerId viewer) const;
  std::size_t memoryBytes() const;

 private:
  struct Entry {
    std::unique_ptr<ChunkColumn> column;
    std::vector<ViewerId> viewers;
  };
  static int64_t key(int cx, int cz) { return (int64_t(cx) << 32) ^ uint32_t(cz); }
  ChunkColumn* find(int cx, int cz) const;

  ColumnLayout layout_;
  mutable std::mutex mutex_;
  std::unordered_map<int64_t, Entry> columns_;
  ViewerId nextViewer_ = 1;
};

// One ChunkStore per (server, dimension) in this process; the store lives while a bot uses it.
class SharedChunkStores {
 public:
  static std::shared_ptr<ChunkStore> forWorld(const std::string& serverKey, const std::string& dimension,
                                              const ColumnLayout& layout);
};

}  // namespace craftmate::world
