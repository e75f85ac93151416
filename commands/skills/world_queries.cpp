#include "commands/skills/world_queries.h"

#include <algorithm>
#include <set>

namespace craftmate::skills {

using world::Block;
using world::BlockPos;
using world::Bot;
using world::Entity;

std::vector<Block> nearestBlocks(Bot& bot, const std::vector<std::string>& names, double distance,
                                 std::size_t count) {
  const std::set<std::string> wanted(names.begin(), names.end());
  world::FindBlocksOptions o;
  o.matching = [&](const Block& b) { return wanted.count(b.name()) > 0; };
  o.maxDistance = distance;
  o.count = count;
  std::vector<Block> out;
  for (const BlockPos& p : bot.findBlocks(o))
    if (auto b = bot.blockAt(p)) out.push_back(*b);
  const world::Vec3 me = bot.entity().position;
  std::stable_sort(out.begin(), out.end(), [&](const Block& a, const Block& b) {
    return a.position.center().distanceTo(me) < b.position.center().distanceTo(me);
  });
  return out;
}

std::optional<Block> nearestBlock(Bot& bot, const std::string& name, double distance) {
  auto found = nearestBlocks(bot, {name}, distance, 10000);
  if (found.empty()) return std::nullopt;
  return found.front();
}

std::optional<BlockPos> nearestFreeSpace(Bot& bot, double distance) {
  world::FindBlocksOptions o;
  o.matching = [](const Block& b) { return b.name() == "air"; };
  o.maxDistance = distance;
  o.count = 1000;
  const BlockPos feet = BlockPos::containing(bot.entity().position);
  std::vector<BlockPos> cells = bot.findBlocks(o);
  const world::Vec3 me = bot.entity().position;
  std::stable_sort(cells.begin(), cells.end(), [&](const BlockPos& a, const BlockPos& b) {
    return a.center().distanceTo(me) < b.center().distanceTo(me);
  });
  for (const BlockPos& p : cells) {
    if (p == feet || p == feet.offset(0, 1, 0)) continue;
    auto below = bot.blockAt(p.offset(0, -1, 0));
    if (below && !below->type->drops.empty() && below->type->diggable && below->type->solidBoundingBox) return p;
  }
  return std::nullopt;
}

std::vector<const Entity*> nearbyEntities(Bot& bot, double distance) {
  std::vector<const Entity*> out;
  const world::Vec3 me = bot.entity().position;
  const int self = bot.entity().id;
  for (const auto& [id, e] : bot.world().entities())
    if (id != self && e.position.distanceTo(me) <= distance) out.push_back(&e);
  std::stable_sort(out.begin(), out.end(), [&](const Entity* a, const Entity* b) {
    return a->position.distanceTo(me) < b->position.distanceTo(me);
  });
  return out;
}

const Entity* nearestEntityWhere(Bot& bot, const std::function<bool(const Entity&)>& pred, double distance) {
  for (const Entity* e : nearbyEntities(bot, distance))
    if (pred(*e)) return e;
  return nullptr;
}

const Entity* playerEntity(Bot& bot, const std::string& username) {
  auto it = bot.players().find(username);
  if (it == bot.players().end() || !it->second.entityId) return nullptr;
  return bot.world().entity(*it->second.entityId);
}

std::map<std::string, int> inventoryCounts(Bot& bot) {
  std::map<std::string, int> counts;
  for (const auto& item : bot.inventory().items()) counts[item.name] += item.count;
  return counts;
}

int inventoryCount(Bot& bot, const std::string& itemName) {
  int n = 0;
  for (const auto& item : bot.inventory().items())
    if (item.name == itemName) n += item.count;
  return n;
}

std::optional<world::Item> inventoryItem(Bot& bot, const std::string& itemName) {
  for (const auto& item : bot.inventory().items())
    if (item.name == itemName) return item;
  return std::nullopt;
}

bool isHostile(const Entity& e) {
  return (e.kind == "mob" || e.kind == "hostile") && e.name != "iron_golem" && e.name != "snow_golem";
}

}  // namespace craftmate::skills
