#pragma once
// "Note: Any varient of wood can be used for this recipe." — MINDcraft's crafting plan and craft
// errors name one wood (the first recipe of minecraft-data: oak planks, cherry slabs), while the
// team may hold another (birch logs and slabs for a lectern). A player reading the note crafts with
// the wood it has; these helpers let the scripted maker do the same from item names alone.

#include <optional>
#include <string>

#include "agents/scripted_minecollab/command_outputs.h"

namespace craftmate::agents::minecollab {

// The wood an item is made of ("dark_oak" for "dark_oak_slab"), or nullopt for a non-wood item.
std::optional<std::string> woodOf(const std::string& item);

// `item` made of `wood` instead ("cherry_slab", "birch" -> "birch_slab"); the item itself when it
// is not a wood item.
std::string inWood(const std::string& item, const std::string& wood);

// The wood to use for a wood item the team lacks: the wood of a variant somebody already holds
// (holding birch_slab for cherry_slab), else the wood of any wooden item the team holds (birch_log
// for oak_planks). nullopt when `item` is not a wood item, when the team holds something of the
// item's own wood (oak logs make the oak planks asked for), or when it holds no other wood.
std::optional<std::string> woodToUseFor(const std::string& item, const ItemCounts& teamHolds);

}  // namespace craftmate::agents::minecollab
