#pragma once
// Internal: the compiled form of one state/direction of protocol.json. Each ProtoDef type becomes a
// TypeNode in a flat vector; children are referred to by index, so recursive types (a Slot whose
// `container` component holds Slots) need no special handling.

#include <cstdint>
#include <string>
#include <unordered_map>
#include <vector>

namespace craftmate::protocol {

enum class Op : std::uint8_t {
  Void, Bool, U8, I8, U16, I16, U32, I32, U64, I64, F32, F64, VarInt, VarLong, Uuid,
  PString, Buffer, RestBuffer, Option, Container, Switch, Array, Mapper, Bitfield, Bitflags,
  EntityMetadataLoop, TopBitSetTerminatedArray, AnonymousNbt, AnonOptionalNbt,
  RegistryEntryHolder, RegistryEntryHolderSet, LpVec3,
};

// A path of a switch `compareTo` or an array `count`, e.g. "../action/add_player":
// `absolute` for a leading "/", `up` for the number of "..", then names into nested objects.
struct FieldPath {
  bool absolute = false;
  int up = 0;
  std::vector<std::string> names;
  std::string text;  // as written, for error messages
};

struct ContainerField {
  std::string name;  // empty when anon
  bool anon = false;
  int type = -1;
};

struct BitfieldPart {
  std::string name;
  int size = 0;
  bool is_signed = false;
};

struct TypeNode {
  Op op = Op::Void;
  std::string name;     // the named type this node was compiled from ("" if inline)
  int inner = -1;       // Option/Array/Loop element, Mapper/Bitflags integer, holder inline type
  int count_type = -1;  // Array/Buffer/PString: the length prefix's node
  int fixed_count = -1; // Array/Buffer/PString: a constant length
  bool has_count_path = false;
  FieldPath count_path;                       // Array: the field holding the length
  std::vector<ContainerField> fields;         // Container
  FieldPath compare;                          // Switch
  std::unordered_map<std::string, int> cases; // Switch: key -> type
  int default_type = -1;                      // Switch: -1 = void
  std::unordered_map<std::int64_t, std::string> int_to_name;  // Mapper
  std::unordered_map<std::string, std::int64_t> name_to_int;  // Mapper
  std::vector<BitfieldPart> bits;             // Bitfield, MSB first
  int total_bits = 0;
  std::vector<std::pair<std::string, int>> flags;  // Bitflags: name -> bit index
  int end_value = 0;                          // EntityMetadataLoop
  std::string base_name, otherwise_name;      // registryEntryHolder(Set)
  int base_type = -1;                         // registryEntryHolderSet: the tag-name type
  bool is_slot = false;    // protocol.json's `Slot`: lifted into an ItemStack after decoding
  bool bytes_array = false;  // Array of u8/i8: decoded as Bytes
  // The fewest bytes a value of this type can take (a lower bound). Array counts are checked
  // against it, so a forged count cannot make the decoder allocate more than the data can hold.
  std::size_t min_size = 0;
};

struct TypeGraph {
  std::vector<TypeNode> nodes;
  std::unordered_map<std::string, int> named;
  std::unordered_map<int, std::string> packet_names;  // id -> name
  std::unordered_map<std::string, int> packet_ids;    // name -> id
  std::unordered_map<std::string, int> packet_types;  // name -> node
  int packet_id_type = -1;  // the integer type of the id mapper (varint)
};

}  // namespace craftmate::protocol
