#pragma once
// ProtocolSchema — one version's protocol.json compiled into a type graph and interpreted at run
// time. Another Minecraft version is another protocol.json, not new code.
//
// Thread-safety: immutable after construction; share one instance between all connections.

#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "protocol/packet.h"
#include "protocol/packet_value.h"

namespace craftmate::protocol {

class ByteReader;
class ByteWriter;
struct TypeGraph;  // defined in schema_types.h (internal)

class ProtocolSchema {
 public:
  // Compiles protocol.json text. Throws std::runtime_error (naming the type) when the schema uses a
  // construct the interpreter does not know.
  ProtocolSchema(std::string_view protocol_json, int protocol_version, std::string minecraft_version);
  ~ProtocolSchema();
  ProtocolSchema(const ProtocolSchema&) = delete;
  ProtocolSchema& operator=(const ProtocolSchema&) = delete;

  int protocol_version() const { return protocol_version_; }
  const std::string& minecraft_version() const { return minecraft_version_; }

  std::optional<int> packet_id(State state, Direction direction, std::string_view name) const;
  // nullptr when the id is not in this state's table.
  const std::string* packet_name(State state, Direction direction, int id) const;

  // Decodes one uncompressed packet payload (VarInt id + fields). An id that protocol.json does not
  // list yields a Packet with an empty name (the caller skips it: frames carry their length, so an
  // unknown packet never desynchronises the stream). Malformed fields throw DecodeError saying which
  // packet and field. Bytes left after the last field are tolerated unless `strict`; their count
  // goes to *trailing when given.
  Packet decode_packet(State state, Direction direction, std::span<const std::uint8_t> payload,
                       bool strict = false, std::size_t* trailing = nullptr) const;

  // Encodes VarInt id + fields. Throws EncodeError naming the packet and field when `fields` lacks
  // a field or has the wrong kind; unknown packet names throw EncodeError too.
  Bytes encode_packet(State state, Direction direction, std::string_view name,
                      const Value& fields) const;

  // Any named type of the schema (e.g. "Slot", "entityMetadata", "position"), resolved as a packet
  // of that state/direction would resolve it. In the play state every type is available; in other
  // states only the types their packets use. For tests, fuzzers and callers with embedded data.
  // Throws std::invalid_argument for a name that is not there.
  Value decode_type(State state, Direction direction, std::string_view type_name,
                    ByteReader& reader) const;
  void encode_type(State state, Direction direction, std::string_view type_name, const Value& value,
                   ByteWriter& writer) const;

 private:
  const TypeGraph& graph(State state, Direction direction) const;

  int protocol_version_;
  std::string minecraft_version_;
  std::unique_ptr<TypeGraph> graphs_[5][2];
};

}  // namespace craftmate::protocol
