#include "world/menu_types.h"

#include <array>

namespace craftmate::world {

namespace {

// Vanilla's menu registry (BuiltInRegistries.MENU) in registration order, which is the id order.
// crafter_3x3 arrived in 1.20.3 (protocol 765); no type was added or moved up to 1.21.11 (774).
// Source: the registry reports of those releases; prismarine-windows lists the same order, and
// its 2.10.0 (mineflayer's, with 26.1 support) adds nothing for 26.1 (775).
constexpr std::array<std::string_view, 25> kMenus1_20_3 = {
    "generic_9x1", "generic_9x2", "generic_9x3", "generic_9x4", "generic_9x5", "generic_9x6",
    "generic_3x3", "crafter_3x3", "anvil", "beacon", "blast_furnace", "brewing_stand", "crafting",
    "enchantment", "furnace", "grindstone", "hopper", "lectern", "loom", "merchant", "shulker_box",
    "smithing", "smoker", "cartography_table", "stonecutter"};

struct MenuTable {
  int firstProtocol, lastProtocol;
  const std::string_view* names;
  int count;
};
constexpr MenuTable kTables[] = {
    {765, 775, kMenus1_20_3.data(), static_cast<int>(kMenus1_20_3.size())},
};

}  // namespace

std::string_view menuTypeName(int protocolVersion, int id) {
  for (const MenuTable& t : kTables) {
    if (protocolVersion < t.firstProtocol || protocolVersion > t.lastProtocol) continue;
    return id >= 0 && id < t.count ? t.names[id] : std::string_view{};
  }
  return {};
}

}  // namespace craftmate::world
