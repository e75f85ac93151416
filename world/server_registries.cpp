#include "world/server_registries.h"

#include <nlohmann/json.hpp>
#include <string_view>

#include "protocol/minecraft_data.h"

namespace craftmate::world {

ServerRegistries ServerRegistries::vanillaDefaults(const std::string& version) {
  ServerRegistries r;
  const auto biomes = nlohmann::json::parse(protocol::read_text_file(protocol::minecraft_data_file(version, "biomes")));
  for (const auto& b : biomes) {
    const auto id = b.at("id").get<std::size_t>();
    if (id >= r.biomeNames.size()) r.biomeNames.resize(id + 1);
    r.biomeNames[id] = "minecraft:" + b.at("name").get<std::string>();
  }
  r.dimensionTypes = {{"minecraft:overworld", -64, 384, "minecraft:overworld"},
                      {"minecraft:overworld_caves", -64, 384, "minecraft:overworld"},
                      {"minecraft:the_end", 0, 256, "minecraft:the_end"},
                      {"minecraft:the_nether", 0, 256, ""}};
  r.worldClocks = {"minecraft:overworld", "minecraft:the_end"};
  r.chatTypes = {{"minecraft:chat", "chat.type.text", {"sender", "content"}},
                 {"minecraft:emote_command", "chat.type.emote", {"sender", "content"}},
                 {"minecraft:msg_command_incoming", "commands.message.display.incoming", {"sender", "content"}},
                 {"minecraft:msg_command_outgoing", "commands.message.display.outgoing", {"target", "content"}},
                 {"minecraft:say_command", "chat.type.announcement", {"sender", "content"}},
                 {"minecraft:team_msg_command_incoming", "chat.type.team.text", {"target", "sender", "content"}},
                 {"minecraft:team_msg_command_outgoing", "chat.type.team.sent", {"target", "sender", "content"}}};
  return r;
}

int ServerRegistries::clockIndex(const std::string& name) const {
  for (std::size_t i = 0; i < worldClocks.size(); ++i)
    if (worldClocks[i] == name) return static_cast<int>(i);
  return -1;
}

const DimensionType* ServerRegistries::dimensionByIndex(int index) const {
  if (index < 0 || index >= static_cast<int>(dimensionTypes.size())) return nullptr;
  return &dimensionTypes[index];
}

const DimensionType* ServerRegistries::dimensionByName(const std::string& name) const {
  for (const auto& d : dimensionTypes)
    if (d.name == name) return &d;
  return nullptr;
}

int ServerRegistries::biomeCount() const {
  return static_cast<int>(biomeNames.size());
}

std::optional<std::string> ServerRegistries::biomeName(int id) const {
  if (id < 0 || id >= static_cast<int>(biomeNames.size())) return std::nullopt;
  constexpr std::string_view kVanilla = "minecraft:";
  const std::string& key = biomeNames[id];
  if (key.starts_with(kVanilla)) return key.substr(kVanilla.size());
  return key;
}

}  // namespace craftmate::world
