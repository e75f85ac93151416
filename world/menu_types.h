#pragma once
// Menu (window) types by the id open_window carries, for the versions craftmate speaks.
// minecraft-data has no menu registry for them (windows.json stops at 1.16.1), so this is the one
// per-version table of that fact; see menu_types.cpp for its source.

#include <string>
#include <string_view>

namespace craftmate::world {

// The menu type's registry name without "minecraft:" ("crafting", "furnace"); empty when the id
// or the protocol version is outside the table.
std::string_view menuTypeName(int protocolVersion, int id);

}  // namespace craftmate::world
