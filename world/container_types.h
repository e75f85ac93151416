#pragma once
// Typed container helpers (mineflayer's furnace.js, enchantment_table.js, villager.js) on top of
// openContainer and the window's craft_progress_bar properties.

#include <array>
#include <chrono>
#include <optional>
#include <vector>

#include <boost/asio/awaitable.hpp>

#include "protocol/packet_value.h"
#include "world/entity.h"
#include "world/item.h"

namespace craftmate::world {

class Bot;
class Registry;
class Window;
struct Block;

// Furnace, smoker, blast furnace: how much of the fuel's burn time is left and how far the
// current item is cooked, each 0..1 (mineflayer's furnace.fuel and furnace.progress).
struct FurnaceProgress {
  double fuel = 0;
  double progress = 0;
};
FurnaceProgress furnaceProgress(const Window& furnace);

// The three offers of an enchanting table (properties 0..9): the level cost and the hinted
// enchantment id and level; -1 while unknown (mineflayer's enchantmentTable.enchantments).
struct EnchantmentOption {
  int level = -1;
  int expectedEnchant = -1;
  int expectedLevel = -1;
};
std::array<EnchantmentOption, 3> enchantmentOptions(const Window& table);
// Opens the enchanting table; throws BotError when the block is not one or no enchantment window opens.
boost::asio::awaitable<Window*> openEnchantmentTable(Bot& bot, const Block& table);
// Picks offer `choice` (0..2) once the table offers it and returns the enchanted item in slot 0.
boost::asio::awaitable<std::optional<Item>> enchant(Bot& bot, int choice);

// Interacts with the entity (a horse, a minecart with a chest, ...) and waits for the window it
// opens (mineflayer's openEntity); throws BotError when none opens within `timeout`.
boost::asio::awaitable<Window*> openEntity(Bot& bot, const Entity& entity,
                                           std::chrono::milliseconds timeout = std::chrono::seconds(5));

// Anvils (mineflayer's anvil.js): open one, then rename an item or combine two. The server computes
// the result and its cost (mineflayer predicts it with prismarine-item); texts as mineflayer's:
// "Name is too long.", "Not valid rename, cancelling.", "Not anvil-able (in either direction),
// cancelling.", "Player does not have enough xp to do action, cancelling.".
boost::asio::awaitable<Window*> openAnvil(Bot& bot, const Block& anvil);
boost::asio::awaitable<void> anvilRename(Bot& bot, const Item& item, const std::string& name);
boost::asio::awaitable<void> anvilCombine(Bot& bot, const Item& itemOne, const Item& itemTwo, const std::string& name = "");

// A villager's offer (trade_list), with mineflayer's realPrice of the first input.
struct Trade {
  std::optional<Item> inputItem1, inputItem2, outputItem;
  bool tradeDisabled = false;
  int nbTradeUses = 0, maximumNbTradeUses = 0, xp = 0, specialPrice = 0, demand = 0;
  float priceMultiplier = 0;
  int realPrice = 0;
  bool hasItem2() const { return inputItem2 && inputItem2->count > 0; }
};
// The trades of a trade_list packet as protocol.json decodes it.
std::vector<Trade> tradesFromPacket(const protocol::Value& fields, const Registry& registry);

struct Villager {
  Window* window = nullptr;
  std::vector<Trade> trades;
};
// Interacts with the villager (or wandering trader) and waits for its window and trade list.
boost::asio::awaitable<Villager> openVillager(Bot& bot, const Entity& villager,
                                              std::chrono::milliseconds timeout = std::chrono::seconds(5));
// Trades offer `index` `count` times (0: as many as it has uses left) with mineflayer's checks:
// "trade blocked", "Not enough item 1 to trade", "Not enough item 2 to trade".
boost::asio::awaitable<void> trade(Bot& bot, Villager& villager, int index, int count = 0);

}  // namespace craftmate::world
