#pragma once
// UUIDs: 16 raw bytes on the wire, "xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx" in Values and in text.

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace craftmate::protocol {

using Uuid = std::array<std::uint8_t, 16>;

std::string uuid_to_string(const Uuid& uuid);
// Accepts the dashed form and the 32-hex-digit form; nullopt otherwise.
std::optional<Uuid> parse_uuid(std::string_view text);

// The UUID an offline-mode server gives a player: MD5("OfflinePlayer:" + name) with the version
// nibble set to 3 and the IETF variant bits (as Java's UUID.nameUUIDFromBytes).
Uuid offline_player_uuid(std::string_view username);

}  // namespace craftmate::protocol
