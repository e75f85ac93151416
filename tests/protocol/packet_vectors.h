#pragma once
// Byte vectors produced by minecraft-protocol 1.68 (the JS implementation mineflayer uses) for
// Minecraft 1.21.1 (and two other versions, prefixed v1204_/v1214_), by
// tests/protocol/generate_vectors.js. Regenerate with:
//   NODE_PATH=server/node_modules node tests/protocol/generate_vectors.js

#include <string_view>

namespace craftmate::protocol::vectors {

inline constexpr std::string_view uuid_Notch = "b50ad385-829d-3141-a216-7e7d7539ba7f";
inline constexpr std::string_view uuid_craftmate = "0554fb7f-71e7-3113-8dc0-1de5b9bb0b6b";
inline constexpr std::string_view block_change = "094607632c15b4833f09";
inline constexpr std::string_view window_items = "130005030001ac06020103070508000ac3896469746820e29883144001000000";
inline constexpr std::string_view entity_metadata = "582a000002061501080701ac06020103070508000ac3896469746820e29883140206000308010b0b01fffffec00000c046090341a000000c02c0c407ff";
inline constexpr std::string_view entity_equipment = "5b078001ac06020103070508000ac3896469746820e29883140500";
inline constexpr std::string_view player_info = "3e1901069a79f444e94726a5befca90e38aaf5054e6f746368010874657874757265730361626300010c";
inline constexpr std::string_view position = "403fe0000000000000c04e0000000000003ff800000000000042b40000c12000000a03";
inline constexpr std::string_view system_chat = "6c0a0800047465787400026869010004626f6c640109000565787472610a0000000108000474657874000121000200016efffe03000169000111700400016c0000000100000002050001663f00000006000164bff400000000000007000262610000000201ff0b000269610000000200000003fffffffc0c00026c610000000100000000000000050000";
inline constexpr std::string_view declare_recipes = "77010f6d696e6563726166743a737469636b0006737469636b73000102010124000000048407000001";
inline constexpr std::string_view window_click = "0e0009002400000100240003240000";
inline constexpr std::string_view login_start = "000963726166746d6174650554fb7f71e731138dc01de5b9bb0b6b";
inline constexpr std::string_view v1204_entity_metadata = "562a000002080701ac060100090341a00000ff";
inline constexpr std::string_view v1214_keep_alive = "270000000000000005";

}  // namespace craftmate::protocol::vectors
