#pragma once
// Containers the mineflayer way (openContainer / openChest / openFurnace and their deposit,
// withdraw, put and take helpers), built only on the Bot's public API: activate the block, wait
// for the server's window, move stacks with plain pick-up / place clicks.
//
// Why plain clicks and not shift-clicks: the server corrects a wrong client-side prediction, but a
// shift-click's destination differs per menu (vanilla fills a chest from the hotbar's end), so
// predictable pick-up/place clicks keep our copy of the window right without waiting for
// corrections.

#include <chrono>
#include <optional>
#include <vector>

#include <boost/asio/awaitable.hpp>

#include "world/item.h"
#include "world/vec3.h"

namespace craftmate::world {

class Bot;
class Window;

// Furnace, smoker and blast furnace slots (the same in every release craftmate speaks).
inline constexpr int kFurnaceInputSlot = 0, kFurnaceFuelSlot = 1, kFurnaceOutputSlot = 2;

// Uses the block at `p` and waits for the window it opens; throws BotError naming the block when
// no window opens within `timeout`. The returned window stays valid until it is closed.
boost::asio::awaitable<Window*> openContainer(Bot& bot, BlockPos p,
                                              std::chrono::milliseconds timeout = std::chrono::seconds(5));

// Moves up to `count` items of `itemType` out of the `from` slots into the `to` slots of the open
// window (the player inventory when none is open): first onto stacks of the same item with room,
// then into empty slots. Returns how many moved (fewer when the destination is full).
boost::asio::awaitable<int> moveItems(Bot& bot, int itemType, int count, const std::vector<int>& from,
                                      const std::vector<int>& to);

// The open container's own slots and the player's slots in it.
std::vector<int> containerSlots(const Window& w);
std::vector<int> playerSlots(const Window& w);

// mineflayer's container.deposit / withdraw: inventory -> container and back.
boost::asio::awaitable<int> deposit(Bot& bot, int itemType, int count);
boost::asio::awaitable<int> withdraw(Bot& bot, int itemType, int count);

// Takes the whole stack in container slot `slot` (furnace output, input or fuel) into the
// inventory; nullopt when the slot was empty. Returns what was taken.
boost::asio::awaitable<std::optional<Item>> takeSlot(Bot& bot, int slot);

}  // namespace craftmate::world
