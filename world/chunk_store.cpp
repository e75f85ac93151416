#include "world/chunk_store.h"

#include <algorithm>
#include <cmath>

namespace craftmate::world {

ViewerId ChunkStore::newViewer() {
  std::lock_guard lock(mutex_);
  return nextViewer_++;
}

void ChunkStore::loadColumn(ViewerId viewer, int chunkX, int chunkZ, std::vector<uint8_t> chunkData) {
  std::lock_guard lock(mutex_);
  auto it = columns_.find(key(chunkX, chunkZ));
  const bool held = it != columns_.end();
  const bool seenBefore = held && std::find(it->second.viewers.begin(), it->second.viewers.end(), viewer) !=
                                      it->second.viewers.end();
  if (held && !seenBefore) {
    // Another bot of this process already holds this column: same world, so skip the bytes
    // without parsing them. This is what makes a team cost about as much as one bot.
    it->second.viewers.push_back(viewer);
    return;
  }
  auto column = std::make_unique<ChunkColumn>(chunkX, chunkZ, layout_, std::move(chunkData));
  column->sections();  // parse now: a malformed column is an error of this packet, reported here
  auto& entry = columns_[key(chunkX, chunkZ)];
  entry.column = std::move(column);
  if (!seenBefore) entry.viewers.push_back(viewer);
}

void ChunkStore::loadColumn(ViewerId viewer, std::unique_ptr<ChunkColumn> column) {
  std::lock_guard lock(mutex_);
  auto& entry = columns_[key(column->chunkX(), column->chunkZ())];
  const bool seenBefore = std::find(entry.viewers.begin(), entry.viewers.end(), viewer) != entry.viewers.end();
  if (!seenBefore) entry.viewers.push_back(viewer);
  // A re-send to a viewer that already had it means the server's view changed: take the new one.
  // A first send to a second viewer carries the same world; keep the kept one (and its updates).
  if (!entry.column || seenBefore || entry.viewers.size() == 1) entry.column = std::move(column);
}

void ChunkStore::unloadColumn(ViewerId viewer, int chunkX, int chunkZ) {
  std::lock_guard lock(mutex_);
  auto it = columns_.find(key(chunkX, chunkZ));
  if (it == columns_.end()) return;
  auto& viewers = it->second.viewers;
  viewers.erase(std::remove(viewers.begin(), viewers.end(), viewer), viewers.end());
  if (viewers.empty()) columns_.erase(it);
}

void ChunkStore::dropViewer(ViewerId viewer) {
  std::lock_guard lock(mutex_);
  for (auto it = columns_.begin(); it != columns_.end();) {
    auto& viewers = it->second.viewers;
    viewers.erase(std::remove(viewers.begin(), viewers.end(), viewer), viewers.end());
    it = viewers.empty() ? columns_.erase(it) : std::next(it);
  }
}

ChunkColumn* ChunkStore::find(int cx, int cz) const {
  auto it = columns_.find(key(cx, cz));
  return it == columns_.end() ? nullptr : it->second.column.get();
}

bool ChunkStore::isLoaded(int chunkX, int chunkZ) const {
  std::lock_guard lock(mutex_);
  return find(chunkX, chunkZ) != nullptr;
}

std::optional<int> ChunkStore::stateAt(const BlockPos& p) const {
  std::lock_guard lock(mutex_);
  ChunkColumn* c = find(p.x >> 4, p.z >> 4);
  if (!c) return std::nullopt;
  return c->stateAt(p.x, p.y, p.z);
}

std::optional<int> ChunkStore::setStateAt(const BlockPos& p, int stateId) {
  std::lock_guard lock(mutex_);
  ChunkColumn* c = find(p.x >> 4, p.z >> 4);
  if (!c) return std::nullopt;
  const int old = c->stateAt(p.x, p.y, p.z);
  c->setStateAt(p.x, p.y, p.z, stateId);
  return old;
}

std::optional<int> ChunkStore::biomeAt(const BlockPos& p) const {
  std::lock_guard lock(mutex_);
  ChunkColumn* c = find(p.x >> 4, p.z >> 4);
  if (!c) return std::nullopt;
  return c->biomeAt(p.x, p.y, p.z);
}

void ChunkStore::replaceBiomes(int chunkX, int chunkZ, std::span<const uint8_t> biomes) {
  std::lock_guard lock(mutex_);
  if (ChunkColumn* c = find(chunkX, chunkZ)) c->replaceBiomes(biomes);
}

std::vector<BlockPos> ChunkStore::findBlocks(const Vec3& point, double maxDistance, std::size_t count,
                                             const std::function<bool(int)>& match) const {
  std::lock_guard lock(mutex_);
  struct Candidate {
    double minDistance;
    int sx, sy, sz;
  };
  // Every section that overlaps the search sphere, ordered by its nearest possible block.
  std::vector<Candidate> candidates;
  const int r = static_cast<int>(std::ceil(maxDistance / 16.0)) + 1;
  const int csx = static_cast<int>(std::floor(point.x)) >> 4, csz = static_cast<int>(std::floor(point.z)) >> 4;
  const int minSy = layout_.minY >> 4, maxSy = minSy + layout_.sectionCount() - 1;
  const int csy = std::clamp(static_cast<int>(std::floor(point.y)) >> 4, minSy, maxSy);
  auto axisGap = [](double v, int lo) { return v < lo ? lo - v : (v > lo + 16 ? v - (lo + 16) : 0.0); };
  for (int sx = csx - r; sx <= csx + r; ++sx)
    for (int sz = csz - r; sz <= csz + r; ++sz) {
      if (!find(sx, sz)) continue;
      for (int sy = std::max(minSy, csy - r); sy <= std::min(maxSy, csy + r); ++sy) {
        const double gx = axisGap(point.x, sx * 16), gy = axisGap(point.y, sy * 16), gz = axisGap(point.z, sz * 16);
        const double d = std::sqrt(gx * gx + gy * gy + gz * gz);
        if (d <= maxDistance) candidates.push_back({d, sx, sy, sz});
      }
    }
  std::sort(candidates.begin(), candidates.end(),
            [](const Candidate& a, const Candidate& b) { return a.minDistance < b.minDistance; });

  std::unordered_map<uint32_t, bool> memo;  // state id -> match, so the predicate runs once per state
  auto matches = [&](uint32_t state) {
    auto [it, fresh] = memo.try_emplace(state, false);
    if (fresh) it->second = match(static_cast<int>(state));
    return it->second;
  };
  std::vector<std::pair<double, BlockPos>> found;
  for (const auto& c : candidates) {
    if (found.size() >= count) {
      std::nth_element(found.begin(), found.begin() + (count - 1), found.end(),
                       [](const auto& a, const auto& b) { return a.first < b.first; });
      if (found[count - 1].first < c.minDistance) break;  // nothing closer can follow
    }
    ChunkColumn* column = find(c.sx, c.sz);
    const auto& section = column->sections()[c.sy - minSy];
    if (!section.blocks.mayContain(matches)) continue;
    for (int i = 0; i < 4096; ++i) {
      if (!matches(section.blocks.get(i))) continue;
      BlockPos p{c.sx * 16 + (i & 15), c.sy * 16 + (i >> 8), c.sz * 16 + ((i >> 4) & 15)};
      const double d = p.center().distanceTo(point);
      if (d <= maxDistance) found.emplace_back(d, p);
    }
  }
  std::sort(found.begin(), found.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
  if (found.size() > count) found.resize(count);
  std::vector<BlockPos> out;
  for (const auto& f : found) out.push_back(f.second);
  return out;
}

std::size_t ChunkStore::columnCount() const {
  std::lock_guard lock(mutex_);
  return columns_.size();
}

std::size_t ChunkStore::viewerColumnCount(ViewerId viewer) const {
  std::lock_guard lock(mutex_);
  std::size_t n = 0;
  for (const auto& [k, e] : columns_) n += std::count(e.viewers.begin(), e.viewers.end(), viewer);
  return n;
}

std::size_t ChunkStore::memoryBytes() const {
  std::lock_guard lock(mutex_);
  std::size_t total = sizeof(*this);
  for (const auto& [k, e] : columns_) total += e.column->memoryBytes() + e.viewers.capacity() * sizeof(ViewerId) + 32;
  return total;
}

std::shared_ptr<ChunkStore> SharedChunkStores::forWorld(const std::string& serverKey, const std::string& dimension,
                                                        const ColumnLayout& layout) {
  static std::mutex mutex;
  static std::map<std::string, std::weak_ptr<ChunkStore>> stores;
  std::lock_guard lock(mutex);
  auto& slot = stores[serverKey + "|" + dimension];
  if (auto existing = slot.lock()) return existing;
  auto created = std::make_shared<ChunkStore>(layout);
  slot = created;
  return created;
}

}  // namespace craftmate::world
