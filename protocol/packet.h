#pragma once
// A decoded packet: the connection state it belongs to, its minecraft-data name and its fields.

#include <cstdint>
#include <string>
#include <string_view>

#include "protocol/packet_value.h"

namespace craftmate::protocol {

// The five connection states of the Java protocol, named as protocol.json's top-level keys.
enum class State { Handshaking, Status, Login, Configuration, Play };

// Which way a packet travels; protocol.json's "toClient" / "toServer".
enum class Direction { ToClient, ToServer };

std::string_view state_name(State state);  // "handshaking", "status", "login", "configuration", "play"
std::string_view direction_name(Direction direction);  // "toClient", "toServer"

struct Packet {
  State state = State::Play;
  std::string name;  // minecraft-data's name: "map_chunk", "block_change", "keep_alive", ...
  Value fields;      // an Object whose keys are protocol.json's field names
  int id = -1;       // the numeric id on the wire for this state/direction/version
};

}  // namespace craftmate::protocol
