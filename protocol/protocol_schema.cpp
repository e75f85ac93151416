#include "protocol/protocol_schema.h"

#include <nlohmann/json.hpp>

#include <stdexcept>

#include "protocol/byte_reader.h"
#include "protocol/byte_writer.h"
#include "protocol/errors.h"
#include "protocol/schema_compiler.h"
#include "protocol/schema_interpreter.h"

namespace craftmate::protocol {

std::string_view state_name(State state) {
  switch (state) {
    case State::Handshaking: return "handshaking";
    case State::Status: return "status";
    case State::Login: return "login";
    case State::Configuration: return "configuration";
    case State::Play: return "play";
  }
  return "?";
}

std::string_view direction_name(Direction direction) {
  return direction == Direction::ToClient ? "toClient" : "toServer";
}

ProtocolSchema::ProtocolSchema(std::string_view protocol_json, int protocol_version,
                               std::string minecraft_version)
    : protocol_version_(protocol_version), minecraft_version_(std::move(minecraft_version)) {
  nlohmann::json root;
  try {
    root = nlohmann::json::parse(protocol_json);
  } catch (const nlohmann::json::exception& e) {
    throw std::runtime_error("protocol.json of " + minecraft_version_ + " is not valid JSON: " + e.what());
  }
  for (int s = 0; s < 5; ++s) {
    for (int d = 0; d < 2; ++d) {
      auto state = state_name(static_cast<State>(s));
      auto direction = direction_name(static_cast<Direction>(d));
      try {
        graphs_[s][d] = compile_type_graph(root, state, direction);
      } catch (const std::exception& e) {
        throw std::runtime_error("protocol.json of " + minecraft_version_ + ", " + std::string(state) +
                                 "." + std::string(direction) + ": " + e.what());
      }
      // In play, also compile every other named type, so decode_type() can reach types no packet
      // uses directly (Slot, entityMetadata, ...). Other states keep only what their packets need:
      // the schema is shared by all bots, but there is no reason to hold ten copies of everything.
      // A type the interpreter cannot handle is left out rather than failing the load.
      if (static_cast<State>(s) == State::Play) {
        for (const auto& [name, def] : root.at("types").items()) {
          try {
            compile_named_type(*graphs_[s][d], root, state, direction, name);
          } catch (const std::exception&) {
          }
        }
      }
      compute_min_sizes(*graphs_[s][d]);
    }
  }
}

ProtocolSchema::~ProtocolSchema() = default;

const TypeGraph& ProtocolSchema::graph(State state, Direction direction) const {
  return *graphs_[static_cast<int>(state)][static_cast<int>(direction)];
}

std::optional<int> ProtocolSchema::packet_id(State state, Direction direction, std::string_view name) const {
  const auto& g = graph(state, direction);
  auto it = g.packet_ids.find(std::string(name));
  if (it == g.packet_ids.end()) return std::nullopt;
  return it->second;
}

const std::string* ProtocolSchema::packet_name(State state, Direction direction, int id) const {
  const auto& g = graph(state, direction);
  auto it = g.packet_names.find(id);
  return it == g.packet_names.end() ? nullptr : &it->second;
}

Packet ProtocolSchema::decode_packet(State state, Direction direction,
                                     std::span<const std::uint8_t> payload, bool strict,
                                     std::size_t* trailing) const {
  const auto& g = graph(state, direction);
  ByteReader reader(payload);
  Packet packet;
  packet.state = state;
  packet.id = reader.read_varint();
  auto name = g.packet_names.find(packet.id);
  if (name == g.packet_names.end()) return packet;  // unknown: the caller skips it
  packet.name = name->second;
  auto type = g.packet_types.find(packet.name);
  if (type == g.packet_types.end()) return packet;
  try {
    packet.fields = decode_node(g, type->second, reader);
  } catch (const DecodeError& e) {
    throw DecodeError("malformed " + std::string(state_name(state)) + " packet '" + packet.name + "' for Minecraft " +
                      minecraft_version_ + ": " + e.what());
  }
  if (trailing) *trailing = reader.remaining();
  if (strict && !reader.at_end()) {
    throw DecodeError("packet '" + packet.name + "' has " + std::to_string(reader.remaining()) +
                      " bytes after its last field");
  }
  return packet;
}

Bytes ProtocolSchema::encode_packet(State state, Direction direction, std::string_view name,
                                    const Value& fields) const {
  const auto& g = graph(state, direction);
  auto id = g.packet_ids.find(std::string(name));
  auto type = g.packet_types.find(std::string(name));
  if (id == g.packet_ids.end() || type == g.packet_types.end()) {
    throw EncodeError("there is no " + std::string(direction_name(direction)) + " packet named '" +
                      std::string(name) + "' in the " + std::string(state_name(state)) + " state of " +
                      minecraft_version_);
  }
  ByteWriter writer;
  writer.write_varint(id->second);
  try {
    encode_node(g, type->second, fields, writer);
  } catch (const EncodeError& e) {
    throw EncodeError("cannot encode packet '" + std::string(name) + "': " + e.what());
  }
  return writer.take();
}

Value ProtocolSchema::decode_type(State state, Direction direction, std::string_view type_name,
                                  ByteReader& reader) const {
  const auto& g = graph(state, direction);
  auto it = g.named.find(std::string(type_name));
  if (it == g.named.end()) throw std::invalid_argument("no type named '" + std::string(type_name) + "'");
  return decode_node(g, it->second, reader);
}

void ProtocolSchema::encode_type(State state, Direction direction, std::string_view type_name,
                                 const Value& value, ByteWriter& writer) const {
  const auto& g = graph(state, direction);
  auto it = g.named.find(std::string(type_name));
  if (it == g.named.end()) throw std::invalid_argument("no type named '" + std::string(type_name) + "'");
  encode_node(g, it->second, value, writer);
}

}  // namespace craftmate::protocol
