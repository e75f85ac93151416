#pragma once
// Which item to hold: the best tool for a block (mineflayer-tool's equipForBlock, which MINDcraft
// calls before every dig) and the weapon for a fight (MINDcraft's equipHighestAttack).

#include <boost/asio/awaitable.hpp>

#include "world/bot.h"

namespace craftmate::skills {

// Holds the inventory item that digs `block` fastest among those that can harvest it (or the
// fastest overall when none can; an empty hand when nothing beats it).
boost::asio::awaitable<void> equipForBlock(world::Bot& bot, const world::Block& block);
// True when the held item (or the empty hand) can harvest the block (prismarine-block canHarvest).
bool canHarvestWithHeld(const world::Bot& bot, const world::Block& block);
// Holds a sword or axe (else a pickaxe or shovel), the first found as MINDcraft does (its sort by
// `attackDamage` compares undefined values and keeps the inventory order).
boost::asio::awaitable<void> equipHighestAttack(world::Bot& bot);

}  // namespace craftmate::skills
