// The shift-click routes the client predicts with must be vanilla's: a crafting result goes to the
// last free hotbar slot first, a chest's stack to the player's part from the end, and so on.

#include <gtest/gtest.h>

#include "world/menu_types.h"
#include "world/shift_click_route.h"

namespace craftmate::world {
namespace {

struct Expected {
  int start, end;
  bool reverse;
};

void expectRoute(const std::vector<ShiftClickRange>& got, const std::vector<Expected>& want) {
  ASSERT_EQ(got.size(), want.size());
  for (std::size_t i = 0; i < got.size(); ++i) {
    EXPECT_EQ(got[i].start, want[i].start) << "range " << i;
    EXPECT_EQ(got[i].end, want[i].end) << "range " << i;
    EXPECT_EQ(got[i].reverse, want[i].reverse) << "range " << i;
  }
}

Window container(int type, int containerSlots) {
  Window w(3, type, "c", std::string(menuTypeName(767, type)));  // ids as 1.21.1 numbers them
  w.resize(containerSlots + 36);
  return w;
}

TEST(ShiftClickRoute, PlayerInventoryFollowsInventoryMenu) {
  const Window inv = Window::playerInventory();
  expectRoute(shiftClickRoute(inv, 0), {{9, 45, true}});   // craft result: from the hotbar's end
  expectRoute(shiftClickRoute(inv, 2), {{9, 45, false}});  // grid cell
  expectRoute(shiftClickRoute(inv, 6), {{9, 45, false}});  // armour
  expectRoute(shiftClickRoute(inv, 45), {{9, 45, false}}); // off hand
  expectRoute(shiftClickRoute(inv, 20), {{36, 45, false}});
  expectRoute(shiftClickRoute(inv, 40), {{9, 36, false}});
}

TEST(ShiftClickRoute, CraftingTableSendsInventoryItemsToTheGridFirst) {
  const Window table = container(12, 10);
  expectRoute(shiftClickRoute(table, 0), {{10, 46, true}});
  expectRoute(shiftClickRoute(table, 5), {{10, 46, false}});
  expectRoute(shiftClickRoute(table, 12), {{1, 10, false}, {37, 46, false}});
  expectRoute(shiftClickRoute(table, 40), {{1, 10, false}, {10, 37, false}});
}

TEST(ShiftClickRoute, FurnaceOutputGoesBackwardsAndInventoryIsNotGuessed) {
  const Window furnace = container(14, 3);
  expectRoute(shiftClickRoute(furnace, 2), {{3, 39, true}});
  expectRoute(shiftClickRoute(furnace, 0), {{3, 39, false}});
  EXPECT_TRUE(shiftClickRoute(furnace, 10).empty());  // smeltable or fuel: the recipe decides
}

TEST(ShiftClickRoute, ChestMovesBetweenItsSlotsAndThePlayersPart) {
  const Window chest = container(2, 27);
  expectRoute(shiftClickRoute(chest, 4), {{27, 63, true}});
  expectRoute(shiftClickRoute(chest, 30), {{0, 27, false}});
}

}  // namespace
}  // namespace craftmate::world
