#pragma once
// Play packets shaped as protocol.json 1.21.1 decodes them, for feeding WorldState in tests.

#include <memory>
#include <string>

#include "protocol/nbt.h"
#include "protocol/packet.h"
#include "world/registry.h"

namespace craftmate::world::play_packets {

using protocol::Nbt;
using protocol::Packet;
using protocol::Value;

inline std::shared_ptr<const Registry> reg() { return Registry::shared("1.21.1"); }

inline Packet packet(std::string name, Value fields) {
  Packet p;
  p.name = std::move(name);
  p.fields = std::move(fields);
  return p;
}

// A flat world's spawn info (login and respawn carry it).
inline Value spawnInfo(std::string dimension = "minecraft:overworld", int index = 0) {
  return Value::object({{"dimension", index}, {"name", dimension}, {"hashedSeed", 0}, {"gamemode", "survival"},
                        {"previousGamemode", 255}, {"isDebug", false}, {"isFlat", true}, {"death", nullptr},
                        {"portalCooldown", 0}});
}

// The login of the player whose entity is `entityId`, into the overworld.
inline Packet login(int entityId) {
  return packet("login", Value::object({{"entityId", entityId}, {"isHardcore", false},
                                        {"worldNames", Value::array({"minecraft:overworld"})}, {"maxPlayers", 20},
                                        {"viewDistance", 10}, {"simulationDistance", 10}, {"reducedDebugInfo", false},
                                        {"enableRespawnScreen", true}, {"doLimitedCrafting", false},
                                        {"worldState", spawnInfo()}, {"enforcesSecureChat", false}}));
}

}  // namespace craftmate::world::play_packets
