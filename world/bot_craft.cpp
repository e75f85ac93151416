// Crafting as mineflayer does it: put one item into each grid cell with window clicks, take the
// result with a shift-click, repeat; in the 2x2 player grid or an opened crafting table.

#include "protocol/connection.h"
#include "world/bot.h"
#include "world/registry.h"
#include "world/shift_click_route.h"

namespace craftmate::world {

namespace asio = boost::asio;
using namespace std::chrono_literals;

std::vector<const Recipe*> Bot::recipesFor(int itemType, int minResultCount, bool withTable) const {
  std::vector<const Recipe*> out;
  for (const Recipe& r : registry().recipesFor(itemType)) {
    if (r.requiresTable() && !withTable) continue;
    const int crafts = (minResultCount + r.resultCount - 1) / r.resultCount;
    bool enough = true;
    for (const auto& [id, n] : r.ingredientCounts()) enough = enough && inventory().count(id) >= n * std::max(1, crafts);
    if (enough) out.push_back(&r);
  }
  return out;
}

asio::awaitable<void> Bot::craft(const Recipe& recipe, int count, std::optional<BlockPos> table) {
  if (recipe.requiresTable() && !table) throw BotError("Recipe requires craftingTable, but one was not supplied");
  if (table) {
    co_await activateBlock(*table);
    if (!currentWindow() &&
        !co_await waitFor<Window>(events().windowOpen, [](const Window& w) { return w.typeName() == "crafting"; }, 20000ms)) {
      throw BotError("craft: the crafting table did not open (no window within 20 s)");
    }
  } else {
    closeWindow();
  }
  const int width = table ? 3 : 2;
  for (int n = 0; n < count; ++n) {
    Window* w = currentWindow();
    Window& window = w ? *w : world_->inventory();
    // Grid cells in row-major order; slot 0 is the result.
    std::vector<std::pair<int, int>> cells;  // grid slot, item id
    if (recipe.shaped()) {
      for (std::size_t row = 0; row < recipe.inShape.size(); ++row)
        for (std::size_t col = 0; col < recipe.inShape[row].size(); ++col)
          if (recipe.inShape[row][col] >= 0) cells.push_back({1 + int(row) * width + int(col), recipe.inShape[row][col]});
    } else {
      for (std::size_t i = 0; i < recipe.ingredients.size(); ++i) {
        const int row = int(i) / width, col = int(i) % width;
        cells.push_back({1 + row * width + col, recipe.ingredients[i]});
      }
    }
    for (const auto& [gridSlot, itemId] : cells) {
      std::optional<int> source;
      for (int s = window.inventoryStart(); s < window.inventoryEnd() && !source; ++s)
        if (window.slot(s) && window.slot(s)->type == itemId) source = s;
      if (!source) {
        const ItemType* t = registry().itemById(itemId);
        throw BotError("craft: missing ingredient " + (t ? t->name : std::to_string(itemId)));
      }
      co_await clickWindow(*source, 0, 0);   // pick the stack up
      co_await clickWindow(gridSlot, 1, 0);  // drop one into the cell
      if (world_->cursorItem()) co_await clickWindow(*source, 0, 0);  // put the rest back
    }
    const int windowId = window.id();
    auto resultThere = [&] { return window.slot(0).has_value() && window.slot(0)->type == recipe.resultId; };
    if (!resultThere()) {
      co_await waitFor<int, int>(
          events().updateSlot,
          [windowId, &resultThere](const int& id, const int& slot) { return id == windowId && slot == 0 && resultThere(); },
          5000ms);
    }
    if (!resultThere()) throw BotError("craft: the server did not offer the result (is crafting supported there?)");
    const int before = inventory().count(recipe.resultId);
    co_await clickWindow(0, 0, 1);  // shift-click the result into the inventory
    co_await waitFor<int, int>(
        events().updateSlot, [this, &recipe, before](const int&, const int&) {
          return inventory().count(recipe.resultId) > before;
        },
        3000ms);
  }
  if (table) closeWindow();
}

}  // namespace craftmate::world
