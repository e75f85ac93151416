// WorldState, blocks concern (mineflayer's blocks.js): the dimension's shared chunk store, columns
// loaded and unloaded, block and biome changes, and the server's acknowledgement of digging.

#include "world/packet_fields.h"
#include "world/registry.h"
#include "world/world_state.h"

namespace craftmate::world {

using protocol::Value;

void WorldState::registerBlockHandlers() {
  packets_.on("map_chunk", [this](const Value& f) {
    if (!store_) return;
    const int x = fields::integer32(f, "x"), z = fields::integer32(f, "z");
    store_->loadColumn(viewer_, x, z, f["chunkData"].as_bytes());
    events_.chunkColumnLoad.emit(x, z);
  });
  packets_.on("chunk_biomes", [this](const Value& f) {  // the server changed biomes (/fillbiome)
    if (!store_) return;
    for (const Value& column : f["biomes"].as_array()) {
      const Value& at = column["position"];
      store_->replaceBiomes(fields::integer32(at, "x"), fields::integer32(at, "z"), column["data"].as_bytes());
    }
  });
  packets_.on("unload_chunk", [this](const Value& f) {
    if (!store_) return;
    const int x = fields::integer32(f, "chunkX"), z = fields::integer32(f, "chunkZ");
    store_->unloadColumn(viewer_, x, z);
    events_.chunkColumnUnload.emit(x, z);
  });
  packets_.on("block_change", [this](const Value& f) { setBlock(fields::position(f["location"]), fields::integer32(f, "type")); });
  packets_.on("multi_block_change", [this](const Value& f) { onMultiBlockChange(f); });
  packets_.on("acknowledge_player_digging",
              [this](const Value& f) { events_.digAcknowledged.emit(fields::integer32(f, "sequenceId")); });
}

void WorldState::enterDimension(const Value& spawnInfo) {
  game_.dimension = spawnInfo["name"].as_string();
  game_.dimensionIndex = fields::integer32(spawnInfo, "dimension");
  const DimensionType* type = serverRegistries_.dimensionByIndex(game_.dimensionIndex);
  if (!type) type = serverRegistries_.dimensionByName(game_.dimension);
  ColumnLayout layout;
  if (type) {
    layout.minY = type->minY;
    layout.height = type->height;
  }
  layout.globalBlockBits = registry_->globalBlockBits();
  layout.arrayLengths = adapters_->chunkArraysPrefixed();
  layout.fluidCounts = adapters_->sectionFluidCount();
  int biomeBits = 0;
  while ((1 << biomeBits) < serverRegistries_.biomeCount()) ++biomeBits;
  layout.globalBiomeBits = biomeBits;
  game_.minY = layout.minY;
  game_.height = layout.height;
  if (const Value* mode = spawnInfo.find("gamemode"); mode && mode->kind() == Value::Kind::String) {
    game_.gameMode = mode->as_string();
  }
  auto next = SharedChunkStores::forWorld(serverKey_, game_.dimension, layout);
  if (store_) store_->dropViewer(viewer_);  // a respawn re-sends the columns, even in one dimension
  store_ = std::move(next);
  viewer_ = store_->newViewer();
}

void WorldState::onMultiBlockChange(const Value& f) {
  const Value& c = f["chunkCoordinates"];
  const int sx = fields::integer32(c, "x"), sy = fields::integer32(c, "y"), sz = fields::integer32(c, "z");
  for (const Value& r : f["records"].as_array()) {
    const int64_t record = r.as_int();
    setBlock({sx * 16 + int((record >> 8) & 15), sy * 16 + int(record & 15), sz * 16 + int((record >> 4) & 15)},
             static_cast<int>(record >> 12));
  }
}

void WorldState::setBlock(const BlockPos& p, int state) {
  if (!store_) return;
  auto old = store_->setStateAt(p, state);
  if (old) events_.blockUpdate.emit(BlockUpdate{p, *old, state});
}

}  // namespace craftmate::world
