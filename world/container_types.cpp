// Furnace progress, the enchanting table and villager trades (mineflayer's furnace.js,
// enchantment_table.js, villager.js).

#include "world/container_types.h"

#include <algorithm>
#include <cmath>

#include "world/bot.h"
#include "world/container_actions.h"

namespace craftmate::world {

namespace asio = boost::asio;
using protocol::Value;
using namespace std::chrono_literals;

namespace {

int property(const Window& w, int key, int fallback) {
  auto it = w.properties.find(key);
  return it == w.properties.end() ? fallback : it->second;
}

// trade_list's inputs are {itemId, itemCount, components}, not a Slot.
std::optional<Item> tradeInput(const Value& v, const Registry& registry) {
  if (v.is_null() || !v.contains("itemId")) return std::nullopt;
  Item item;
  item.type = static_cast<int>(v["itemId"].as_int());
  item.count = static_cast<int>(v["itemCount"].as_int());
  if (const ItemType* t = registry.itemById(item.type)) {
    item.name = t->name;
    item.stackSize = t->stackSize;
  }
  return item;
}

}  // namespace

// Properties 0 fuel left, 1 fuel's total burn time, 2 cooking progress, 3 total cooking time.
FurnaceProgress furnaceProgress(const Window& w) {
  auto ratio = [&](int now, int total) {
    const int t = property(w, total, 0);
    return t > 0 ? std::clamp(property(w, now, 0) / double(t), 0.0, 1.0) : 0.0;
  };
  return {ratio(0, 1), ratio(2, 3)};
}

std::array<EnchantmentOption, 3> enchantmentOptions(const Window& w) {
  std::array<EnchantmentOption, 3> out;
  for (int i = 0; i < 3; ++i) out[i] = {property(w, i, -1), property(w, 4 + i, -1), property(w, 7 + i, -1)};
  return out;
}

asio::awaitable<Window*> openEnchantmentTable(Bot& bot, const Block& table) {
  if (!table.type || table.name() != "enchanting_table")
    throw BotError("openEnchantmentTable: the block is " + (table.type ? table.name() : std::string("unknown")) +
                   ", not an enchanting_table");
  Window* w = co_await openContainer(bot, table.position);
  if (w->inventoryStart() != 2)  // the enchantment menu: the item and the lapis
    throw BotError("Expected minecraft:enchant when opening table but got a window of " +
                   std::to_string(w->inventoryStart()) + " slots");
  co_return w;
}

asio::awaitable<std::optional<Item>> enchant(Bot& bot, int choice) {
  Window* w = bot.currentWindow();
  if (!w) throw BotError("enchant: no enchanting table is open");
  if (choice < 0 || choice > 2) throw BotError("enchant: the choice is 0, 1 or 2, got " + std::to_string(choice));
  const int id = w->id();
  auto offered = [&] {
    Window* now = bot.currentWindow();
    return now && now->id() == id && enchantmentOptions(*now)[choice].level >= 0;
  };
  if (!offered() && !co_await bot.waitFor<int, int>(bot.events().updateSlot, [&](const int&, const int&) { return offered(); }, 5000ms) &&
      !offered())
    throw BotError("enchant: the table offers nothing for choice " + std::to_string(choice) +
                   " (is there an item and lapis in it?)");
  bot.send("enchant_item", Value::object({{"windowId", id}, {"enchantment", choice}}));
  if (!co_await bot.waitFor<int, int>(bot.events().updateSlot, [id](const int& window, const int& slot) {
        return window == id && slot == 0;
      }, 5000ms))
    throw BotError("enchant: the server did not enchant the item");
  Window* now = bot.currentWindow();
  co_return now ? now->slot(0) : std::nullopt;
}

asio::awaitable<Window*> openEntity(Bot& bot, const Entity& entity, std::chrono::milliseconds timeout) {
  bot.closeWindow();
  co_await bot.activateEntity(entity);
  if (!bot.currentWindow() && !co_await bot.waitFor<Window>(bot.events().windowOpen, nullptr, timeout))
    throw BotError("openEntity: the " + entity.name + " opened no window within " + std::to_string(timeout.count()) + " ms");
  co_return bot.currentWindow();
}

asio::awaitable<Window*> openAnvil(Bot& bot, const Block& anvil) {
  if (!anvil.type || !anvil.name().ends_with("anvil"))
    throw BotError("openAnvil: the block is " + (anvil.type ? anvil.name() : std::string("unknown")) + ", not an anvil");
  Window* w = co_await openContainer(bot, anvil.position);
  if (w->inventoryStart() != 3)  // the anvil menu: two inputs and the result
    throw BotError("Not a anvil-like window: " + std::to_string(w->inventoryStart()) + " container slots");
  co_return w;
}

namespace {

// Puts `item`'s stack (found by type in the player part) into anvil slot `slot`.
asio::awaitable<void> putInAnvil(Bot& bot, Window& w, const Item& item, int slot) {
  std::vector<int> from;
  for (int s = w.inventoryStart(); s < w.inventoryEnd(); ++s) from.push_back(s);
  const std::vector<int> to{slot};
  if (co_await moveItems(bot, item.type, item.count, from, to) == 0)
    throw BotError("anvil: no " + item.name + " in the inventory");
}

// Types the name a letter at a time as the vanilla client does, waits for the result in slot 2
// and takes it when the player has the levels it costs (window property 0).
asio::awaitable<void> finishAnvil(Bot& bot, Window& w, const std::string& name, const char* nothing) {
  for (std::size_t i = 1; i <= name.size(); ++i) {
    bot.send("name_item", protocol::Value::object({{"name", name.substr(0, i)}}));
    co_await bot.waitForTicks(1);
  }
  if (!w.slot(2))
    co_await bot.waitFor<int, int>(bot.events().updateSlot, [&w](const int& window, const int& slot) {
      return window == w.id() && slot == 2;
    }, std::chrono::milliseconds(2000));
  if (!w.slot(2)) {
    bot.closeWindow();
    throw BotError(nothing);
  }
  if (bot.game().gameMode != "creative" && bot.experience().level < property(w, 0, 0)) {
    bot.closeWindow();
    throw BotError("Player does not have enough xp to do action, cancelling.");
  }
  co_await bot.putAway(2);
}

}  // namespace

asio::awaitable<void> anvilRename(Bot& bot, const Item& item, const std::string& name) {
  if (name.size() > 35) throw BotError("Name is too long.");
  Window* w = bot.currentWindow();
  if (!w) throw BotError("anvil: no anvil is open");
  co_await putInAnvil(bot, *w, item, 0);
  co_await finishAnvil(bot, *w, name, "Not valid rename, cancelling.");
}

asio::awaitable<void> anvilCombine(Bot& bot, const Item& itemOne, const Item& itemTwo, const std::string& name) {
  if (name.size() > 35) throw BotError("Name is too long.");
  Window* w = bot.currentWindow();
  if (!w) throw BotError("anvil: no anvil is open");
  co_await putInAnvil(bot, *w, itemOne, 0);
  co_await putInAnvil(bot, *w, itemTwo, 1);
  co_await finishAnvil(bot, *w, name, "Not anvil-able (in either direction), cancelling.");
}

std::vector<Trade> tradesFromPacket(const Value& f, const Registry& registry) {
  std::vector<Trade> out;
  for (const Value& t : f["trades"].as_array()) {
    Trade trade;
    trade.inputItem1 = tradeInput(t["inputItem1"], registry);
    trade.inputItem2 = tradeInput(t["inputItem2"], registry);
    trade.outputItem = itemFromSlot(t["outputItem"], registry, 2);
    trade.tradeDisabled = t["tradeDisabled"].as_bool();
    trade.nbTradeUses = static_cast<int>(t["nbTradeUses"].as_int());
    trade.maximumNbTradeUses = static_cast<int>(t["maximumNbTradeUses"].as_int());
    trade.xp = static_cast<int>(t["xp"].as_int());
    trade.specialPrice = static_cast<int>(t["specialPrice"].as_int());
    trade.priceMultiplier = static_cast<float>(t["priceMultiplier"].as_double());
    trade.demand = static_cast<int>(t["demand"].as_int());
    // The price after demand and reputation, as mineflayer (and the vanilla client) shows it.
    const int base = trade.inputItem1 ? trade.inputItem1->count : 0;
    const int demandDiff = std::max(0, static_cast<int>(std::floor(base * trade.demand * trade.priceMultiplier)));
    const int stack = trade.inputItem1 ? trade.inputItem1->stackSize : 64;
    trade.realPrice = std::min(std::max(base + trade.specialPrice + demandDiff, 1), stack);
    out.push_back(std::move(trade));
  }
  return out;
}

asio::awaitable<Villager> openVillager(Bot& bot, const Entity& villager, std::chrono::milliseconds timeout) {
  if (villager.name != "villager" && villager.name != "wandering_trader")
    throw BotError("openVillager: entity " + std::to_string(villager.id) + " is a " + villager.name + ", not a villager");
  auto result = std::make_shared<Villager>();
  auto arrived = std::make_shared<Signal<>>();
  const auto id = bot.world().packets().on("trade_list", [&bot, result, arrived](const Value& f) {
    result->trades = tradesFromPacket(f, bot.registry());
    arrived->emit();
  });
  bot.closeWindow();
  std::exception_ptr failure;
  try {
    co_await bot.activateEntity(villager);
    if (result->trades.empty() && !co_await bot.waitFor<>(*arrived, nullptr, timeout))
      throw BotError("openVillager: the villager offered no trades within " + std::to_string(timeout.count()) + " ms");
  } catch (...) {
    failure = std::current_exception();
  }
  bot.world().packets().off(id);
  if (failure) std::rethrow_exception(failure);
  result->window = bot.currentWindow();
  if (!result->window) throw BotError("openVillager: no merchant window opened");
  co_return *result;
}

asio::awaitable<void> trade(Bot& bot, Villager& villager, int index, int count) {
  if (index < 0 || index >= static_cast<int>(villager.trades.size()))
    throw BotError("trade: no trade " + std::to_string(index) + " (the villager has " +
                   std::to_string(villager.trades.size()) + ")");
  Trade& t = villager.trades[index];
  const int left = t.maximumNbTradeUses - t.nbTradeUses;
  if (count <= 0) count = left;
  if (left <= 0) throw BotError("trade blocked");
  if (left < count) throw BotError("trade: only " + std::to_string(left) + " uses left");
  Window* w = bot.currentWindow();
  if (!w) throw BotError("trade: the villager's window is not open");
  if (w->count(t.inputItem1->type) < t.realPrice * count) throw BotError("Not enough item 1 to trade");
  if (t.hasItem2() && w->count(t.inputItem2->type) < t.inputItem2->count * count)
    throw BotError("Not enough item 2 to trade");
  bot.send("select_trade", Value::object({{"slot", index}}));
  // Since 1.14 the server moves the inputs into slots 0 and 1 itself.
  co_await bot.waitFor<int, int>(bot.events().updateSlot, [](const int&, const int& slot) { return slot == 0; }, 2000ms);
  std::vector<int> from;
  for (int s = w->inventoryStart(); s < w->inventoryEnd(); ++s) from.push_back(s);
  for (int i = 0; i < count; ++i) {
    for (int slot : {0, 1}) {  // top up the inputs the server did not move in
      if (slot == 1 && !t.hasItem2()) break;
      const std::optional<Item>& input = slot == 0 ? t.inputItem1 : t.inputItem2;
      const int need = slot == 0 ? t.realPrice : t.inputItem2->count;
      const auto& here = w->slot(slot);
      const int missing = std::max(0, need - (here ? here->count : 0));
      const std::vector<int> to{slot};
      if (missing > 0) co_await moveItems(bot, input->type, missing, from, to);
    }
    if (!w->slot(2))
      co_await bot.waitFor<int, int>(bot.events().updateSlot, [](const int&, const int& slot) { return slot == 2; }, 2000ms);
    co_await bot.putAway(2);
    ++t.nbTradeUses;
    if (t.nbTradeUses >= t.maximumNbTradeUses) t.tradeDisabled = true;
  }
  for (int slot : {0, 1})
    if (w->slot(slot)) co_await bot.putAway(slot);
}

}  // namespace craftmate::world
