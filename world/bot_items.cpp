// The Bot's settings, books, signs and inventory helpers (mineflayer's settings.js, book.js,
// blocks.js updateSign/waitForChunksToLoad, inventory.js putAway/moveSlotItem/tossStack).

#include <cmath>
#include <map>

#include "world/bot.h"

namespace craftmate::world {

namespace asio = boost::asio;
using protocol::Value;
using namespace std::chrono_literals;

void Bot::setSettings(const BotSettings& s) {
  static const std::map<std::string, int> chatBits = {{"enabled", 0}, {"commandsOnly", 1}, {"disabled", 2}};
  static const std::map<std::string, int> handBits = {{"left", 0}, {"right", 1}};
  auto chat = chatBits.find(s.chat);
  if (chat == chatBits.end()) throw BotError("invalid chat setting: " + s.chat);
  if (s.viewDistance <= 0) throw BotError("invalid view distance setting: " + std::to_string(s.viewDistance));
  auto hand = handBits.find(s.mainHand);
  if (hand == handBits.end()) throw BotError("invalid main hand: " + s.mainHand);
  const auto& k = s.skinParts;
  const int skin = k.showCape << 0 | k.showJacket << 1 | k.showLeftSleeve << 2 | k.showRightSleeve << 3 |
                   k.showLeftPants << 4 | k.showRightPants << 5 | k.showHat << 6;
  send("settings", Value::object({{"locale", s.locale}, {"viewDistance", s.viewDistance}, {"chatFlags", chat->second},
                                  {"chatColors", s.colorsEnabled}, {"skinParts", skin}, {"mainHand", hand->second},
                                  {"enableTextFiltering", s.enableTextFiltering},
                                  {"enableServerListing", s.enableServerListing},
                                  {"particleStatus", "all"}}));  // 1.21.2+; older layouts have none
  settings_ = s;
}

asio::awaitable<void> Bot::writeBook(int slot, std::vector<std::string> pages) {
  co_await editBook(slot, std::move(pages), std::nullopt);
}

asio::awaitable<void> Bot::signBook(int slot, std::vector<std::string> pages, std::string, std::string title) {
  co_await editBook(slot, std::move(pages), std::move(title));
}

asio::awaitable<void> Bot::editBook(int slot, std::vector<std::string> pages, std::optional<std::string> title) {
  if (slot < 0 || slot > 44) throw BotError("slot out of inventory range");
  const auto& book = inventory().slot(slot);
  if (!book || book->name != "writable_book") throw BotError("no book found in slot " + std::to_string(slot));
  const int quickBar = quickBarSlot();
  const bool moveToQuickBar = slot < 36;
  if (moveToQuickBar) co_await moveSlotItem(slot, 36);
  const int hotbarSlot = moveToQuickBar ? 36 : slot;
  setQuickBarSlot(hotbarSlot - 36);
  protocol::Array text;
  for (auto& p : pages) text.push_back(Value(std::move(p)));
  const bool signing = title.has_value();
  send("edit_book", Value::object({{"hand", hotbarSlot - 36}, {"pages", Value(std::move(text))},
                                   {"title", signing ? Value(std::move(*title)) : Value(nullptr)}}));
  // Signed, the book is a written_book once the server's update arrived.
  const bool updated = co_await waitFor<int, int>(events().updateSlot, [&](const int& window, const int& s) {
    const auto& now = inventory().slot(hotbarSlot);
    return window == 0 && s == hotbarSlot && (!signing || (now && now->name == "written_book"));
  }, 5000ms);
  setQuickBarSlot(quickBar);
  if (moveToQuickBar) co_await moveSlotItem(36, slot);
  if (!updated) throw BotError(std::string(signing ? "signBook" : "writeBook") + ": the server did not update the book");
}

void Bot::updateSign(const Block& sign, const std::string& text, bool back) {
  std::vector<std::string> lines;
  for (std::size_t start = 0;;) {
    const std::size_t nl = text.find('\n', start);
    lines.push_back(text.substr(start, nl == std::string::npos ? std::string::npos : nl - start));
    if (nl == std::string::npos) break;
    start = nl + 1;
  }
  if (lines.size() > 4) throw BotError("too many lines for sign text");
  // Characters as JavaScript counts them (UTF-16 units), not UTF-8 bytes.
  const auto length = [](const std::string& l) {
    std::size_t n = 0;
    for (const unsigned char c : l) n += (c & 0xC0) != 0x80 ? (c >= 0xF0 ? 2 : 1) : 0;
    return n;
  };
  for (const auto& l : lines)
    if (length(l) > 45) throw BotError("Signs have a maximum of 45 characters per line");
  lines.resize(4);
  send("update_sign", Value::object({{"location", Value::object({{"x", sign.position.x}, {"y", sign.position.y},
                                                                 {"z", sign.position.z}})},
                                     {"isFrontText", !back}, {"text1", lines[0]}, {"text2", lines[1]},
                                     {"text3", lines[2]}, {"text4", lines[3]}}));
}

asio::awaitable<void> Bot::putSelectedItemRange(int start, int end) {
  Window* w = currentWindow();
  const Window& window = w ? *w : inventory();
  // Top up stacks of the same item first, then the first empty slot.
  for (int pass = 0; pass < 2 && world_->cursorItem(); ++pass) {
    for (int i = start; i < end && world_->cursorItem(); ++i) {
      const auto& here = window.slot(i);
      const auto& cursor = world_->cursorItem();
      const bool fits = pass == 0 ? here && here->type == cursor->type && here->count < here->stackSize : !here;
      if (fits) co_await clickWindow(i, 0, 0);
    }
  }
  if (world_->cursorItem())
    throw BotError("putSelectedItemRange: no room in slots " + std::to_string(start) + ".." + std::to_string(end - 1));
}

asio::awaitable<void> Bot::putAway(int slot) {
  Window* w = currentWindow();
  const int start = !w || w->isPlayerInventory() ? 9 : w->inventoryStart();
  co_await clickWindow(slot, 0, 0);
  co_await putSelectedItemRange(start, start + 36);
}

asio::awaitable<void> Bot::moveSlotItem(int sourceSlot, int destSlot) {
  co_await clickWindow(sourceSlot, 0, 0);
  co_await clickWindow(destSlot, 0, 0);
  if (world_->cursorItem()) co_await clickWindow(sourceSlot, 0, 0);  // swapped: put the other back
}

asio::awaitable<void> Bot::tossStack(const Item& item) {
  if (item.slot < 0) throw BotError("tossStack: the item has no slot");
  co_await clickWindow(item.slot, 0, 0);
  co_await clickWindow(-999, 0, 0);
  closeWindow();
}

int Bot::getEquipmentDestSlot(EquipDestination d) {
  switch (d) {
    case EquipDestination::Head: return Window::kArmorHead;
    case EquipDestination::Torso: return Window::kArmorChest;
    case EquipDestination::Legs: return Window::kArmorLegs;
    case EquipDestination::Feet: return Window::kArmorFeet;
    case EquipDestination::OffHand: return Window::kOffHand;
    case EquipDestination::Hand: break;
  }
  throw BotError("getEquipmentDestSlot: the hand is the quick bar slot, not a fixed slot");
}

asio::awaitable<void> Bot::waitForChunksToLoad() {
  constexpr int kDist = 2;
  const int cx = static_cast<int>(std::floor(self_.position.x)) >> 4, cz = static_cast<int>(std::floor(self_.position.z)) >> 4;
  auto missing = [this, cx, cz] {
    int n = 0;
    for (int x = -kDist; x <= kDist; ++x)
      for (int z = -kDist; z <= kDist; ++z)
        if (!world_->stateAt({(cx + x) * 16, game().minY, (cz + z) * 16})) ++n;
    return n;
  };
  if (missing() == 0) co_return;
  const bool loaded = co_await waitFor<int, int>(events().chunkColumnLoad, [&](const int&, const int&) { return missing() == 0; }, 10000ms);
  if (!loaded) throw BotError("Timeout waiting for " + std::to_string(missing()) + " chunks to load after 10000ms");
}

std::vector<const Recipe*> Bot::recipesAll(int itemType, bool withTable) const {
  std::vector<const Recipe*> out;
  for (const Recipe& r : registry().recipesFor(itemType))
    if (withTable || !r.requiresTable()) out.push_back(&r);
  return out;
}

}  // namespace craftmate::world
