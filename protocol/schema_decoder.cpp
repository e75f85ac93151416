// Decoding half of the protocol.json interpreter: bytes -> Value.
#include <string>

#include "protocol/byte_reader.h"
#include "protocol/item_stack.h"
#include "protocol/lp_vec3.h"
#include "protocol/nbt.h"
#include "protocol/schema_interpreter.h"
#include "protocol/uuid.h"

namespace craftmate::protocol {

namespace {

// The containers being decoded, innermost first: how switch `compareTo` and array `count` paths
// find the fields they name ("../action/add_player" = one container up, field action, key add_player).
struct Scope {
  const Object* fields;
  const Scope* parent;
};

// Arrays of elements that may take no bytes cannot be bounded by the data left; vanilla never
// sends more than a few thousand of anything, so this is generous.
constexpr std::uint64_t kMaxEmptyElements = 1 << 16;

// Values one packet may decode into: an 8 MiB packet of one-byte VarInts would otherwise become
// 8 million Values. Vanilla's biggest (update_tags, declare_commands) make tens of thousands.
constexpr std::uint64_t kMaxValuesPerPacket = 1 << 20;

const Value* find_field(const Object& fields, const std::string& name) {
  for (const auto& f : fields) {
    if (f.name == name) return &f.value;
  }
  return nullptr;
}

const Value* resolve_path(const FieldPath& path, const Scope* scope) {
  if (path.absolute) {
    while (scope && scope->parent) scope = scope->parent;
  }
  for (int i = 0; i < path.up && scope; ++i) scope = scope->parent;
  if (!scope) return nullptr;
  const Value* v = nullptr;
  // Names are looked up in the current container first, then outwards, as protodef's compiled
  // code sees outer fields through its lexical scopes.
  for (const Scope* s = scope; s && !v; s = s->parent) v = find_field(*s->fields, path.names[0]);
  for (std::size_t i = 1; v && i < path.names.size(); ++i) v = v->find(path.names[i]);
  return v;
}

std::string switch_key(const Value* v) {
  if (!v) return "undefined";
  switch (v->kind()) {
    case Value::Kind::String: return v->as_string();
    case Value::Kind::Bool: return v->as_bool() ? "true" : "false";
    case Value::Kind::Int: return std::to_string(v->as_int());
    case Value::Kind::Null: return "undefined";
    default: return "?";
  }
}

class Decoder {
 public:
  Decoder(const TypeGraph& graph, ByteReader& reader) : g_(graph), r_(reader) {}

  Value decode(int idx, const Scope* scope) {
    if (++depth_ > kMaxTypeDepth) {
      throw DecodeError("types nested deeper than " + std::to_string(kMaxTypeDepth) + " levels");
    }
    if (++values_ > kMaxValuesPerPacket) {
      throw DecodeError("more than " + std::to_string(kMaxValuesPerPacket) + " values in one packet; refused");
    }
    Value v = decode_inner(idx, scope);
    --depth_;
    return v;
  }

 private:
  std::int64_t decode_int(int idx, const Scope* scope) {
    Value v = decode(idx, scope);
    return v.as_int();
  }

  std::size_t read_count(const TypeNode& n, const Scope* scope, const char* what) {
    std::int64_t count;
    if (n.count_type >= 0) {
      count = decode_int(n.count_type, scope);
    } else if (n.fixed_count >= 0) {
      count = n.fixed_count;
    } else {
      const Value* v = resolve_path(n.count_path, scope);
      if (!v || !(v->kind() == Value::Kind::Int)) {
        throw DecodeError(std::string(what) + " count field '" + n.count_path.text + "' is missing");
      }
      count = v->as_int();
    }
    if (count < 0) throw DecodeError(std::string(what) + " has a negative length " + std::to_string(count));
    // A count the remaining bytes cannot hold is malformed and must not drive a huge allocation:
    // strings/buffers count bytes; arrays need count x (smallest element) bytes. Elements that can
    // be empty (e.g. arrays of zero-length arrays) are capped instead.
    std::size_t unit = n.op == Op::Array ? g_.nodes[n.inner].min_size : 1;
    auto ucount = static_cast<std::uint64_t>(count);
    if (unit > 0 ? ucount * unit > r_.remaining() : ucount > kMaxEmptyElements) {
      throw DecodeError(std::string(what) + " length " + std::to_string(count) + " exceeds the " +
                        std::to_string(r_.remaining()) + " bytes left");
    }
    return static_cast<std::size_t>(count);
  }

  void decode_container_into(const TypeNode& n, Object& out, const Scope* parent) {
    Scope scope{&out, parent};
    for (const auto& field : n.fields) {
      if (field.anon) {
        decode_anon_into(field.type, out, &scope, parent);
        continue;
      }
      try {
        Value v = decode(field.type, &scope);
        out.push_back(Field{field.name, std::move(v)});
      } catch (const DecodeError& e) {
        throw DecodeError(field.name + ": " + e.what());
      }
    }
  }

  // An anonymous field merges its fields into the enclosing object (protodef `anon: true`).
  void decode_anon_into(int idx, Object& out, const Scope* scope, const Scope* parent) {
    const TypeNode& n = g_.nodes[idx];
    if (n.op == Op::Container) {
      decode_container_into(n, out, parent);
      return;
    }
    if (n.op == Op::Switch) {
      int chosen = choose_case(n, scope);
      if (chosen >= 0) decode_anon_into(chosen, out, scope, parent);
      return;
    }
    Value v = decode(idx, scope);
    if (v.is_object()) {
      for (auto& f : v.as_object()) out.push_back(std::move(f));
    } else if (!v.is_null()) {
      throw DecodeError("anonymous field of type " + n.name + " did not decode to an object");
    }
  }

  int choose_case(const TypeNode& n, const Scope* scope) {
    std::string key = switch_key(resolve_path(n.compare, scope));
    auto it = n.cases.find(key);
    return it != n.cases.end() ? it->second : n.default_type;
  }

  Value decode_inner(int idx, const Scope* scope) {
    const TypeNode& n = g_.nodes[idx];
    switch (n.op) {
      case Op::Void: return Value();
      case Op::Bool: return Value(r_.read_bool());
      case Op::U8: return Value(static_cast<std::int64_t>(r_.read_u8()));
      case Op::I8: return Value(static_cast<std::int64_t>(r_.read_i8()));
      case Op::U16: return Value(static_cast<std::int64_t>(r_.read_u16()));
      case Op::I16: return Value(static_cast<std::int64_t>(r_.read_i16()));
      case Op::U32: return Value(static_cast<std::int64_t>(r_.read_u32()));
      case Op::I32: return Value(static_cast<std::int64_t>(r_.read_i32()));
      case Op::U64: return Value(static_cast<std::int64_t>(r_.read_u64()));
      case Op::I64: return Value(r_.read_i64());
      case Op::F32: return Value(static_cast<double>(r_.read_f32()));
      case Op::F64: return Value(r_.read_f64());
      case Op::VarInt: return Value(static_cast<std::int64_t>(r_.read_varint()));
      case Op::VarLong: return Value(r_.read_varlong());
      case Op::LpVec3: {
        const LpVec3 v = read_lp_vec3(r_);
        return Value::object({{"x", Value(v.x)}, {"y", Value(v.y)}, {"z", Value(v.z)}});
      }
      case Op::Uuid: {
        auto b = r_.read_bytes(16);
        Uuid u;
        std::copy(b.begin(), b.end(), u.begin());
        return Value(uuid_to_string(u));
      }
      case Op::PString: {
        std::size_t len = read_count(n, scope, "string");
        auto b = r_.read_bytes(len);
        return Value(std::string(reinterpret_cast<const char*>(b.data()), b.size()));
      }
      case Op::Buffer: {
        std::size_t len = read_count(n, scope, "buffer");
        auto b = r_.read_bytes(len);
        return Value(Bytes(b.begin(), b.end()));
      }
      case Op::RestBuffer: {
        auto b = r_.read_bytes(r_.remaining());
        return Value(Bytes(b.begin(), b.end()));
      }
      case Op::Option:
        if (!r_.read_bool()) return Value();
        return decode(n.inner, scope);
      case Op::Container: {
        Object out;
        out.reserve(n.fields.size());
        decode_container_into(n, out, scope);
        Value v(std::move(out));
        if (n.is_slot) {
          if (auto stack = lift_item_stack(v)) return Value(std::move(*stack));
        }
        return v;
      }
      case Op::Switch: {
        int chosen = choose_case(n, scope);
        return chosen >= 0 ? decode(chosen, scope) : Value();
      }
      case Op::Array: {
        std::size_t count = read_count(n, scope, "array");
        if (n.bytes_array) {
          auto b = r_.read_bytes(count);
          return Value(Bytes(b.begin(), b.end()));
        }
        Array out;
        out.reserve(count);
        for (std::size_t i = 0; i < count; ++i) {
          try {
            out.push_back(decode(n.inner, scope));
          } catch (const DecodeError& e) {
            throw DecodeError("[" + std::to_string(i) + "]: " + e.what());
          }
        }
        return Value(std::move(out));
      }
      case Op::Mapper: {
        std::int64_t raw = decode_int(n.inner, scope);
        auto it = n.int_to_name.find(raw);
        if (it != n.int_to_name.end()) return Value(it->second);
        return Value(raw);
      }
      case Op::Bitfield: {
        int bytes = n.total_bits / 8;
        std::uint64_t raw = 0;
        for (int i = 0; i < bytes; ++i) raw = (raw << 8) | r_.read_u8();
        Object out;
        int shift = n.total_bits;
        for (const auto& part : n.bits) {
          shift -= part.size;
          std::uint64_t mask = part.size == 64 ? ~0ULL : ((1ULL << part.size) - 1);
          std::uint64_t v = (raw >> shift) & mask;
          std::int64_t value = static_cast<std::int64_t>(v);
          if (part.is_signed && part.size < 64 && (v >> (part.size - 1)) & 1) {
            value = static_cast<std::int64_t>(v | ~mask);
          }
          out.push_back(Field{part.name, Value(value)});
        }
        return Value(std::move(out));
      }
      case Op::Bitflags: {
        std::int64_t raw = decode_int(n.inner, scope);
        Object out;
        for (const auto& [name, bit] : n.flags) {
          out.push_back(Field{name, Value(((static_cast<std::uint64_t>(raw) >> bit) & 1) != 0)});
        }
        out.push_back(Field{"_value", Value(raw)});
        return Value(std::move(out));
      }
      case Op::EntityMetadataLoop: {
        Array out;
        while (r_.peek_u8() != n.end_value) out.push_back(decode(n.inner, scope));
        r_.read_u8();
        return Value(std::move(out));
      }
      case Op::TopBitSetTerminatedArray: {
        Array out;
        for (;;) {
          bool more = (r_.peek_u8() & 0x80) != 0;
          r_.mask_top_bit_of_next_byte();
          out.push_back(decode(n.inner, scope));
          if (!more) break;
        }
        return Value(std::move(out));
      }
      case Op::AnonymousNbt: return Value(read_network_nbt(r_, &nbt_budget_));
      case Op::AnonOptionalNbt: {
        if (r_.peek_u8() == 0) {
          r_.read_u8();
          return Value();
        }
        return Value(read_network_nbt(r_, &nbt_budget_));
      }
      case Op::RegistryEntryHolder: {
        std::int32_t id = r_.read_varint();
        Object out;
        if (id == 0) {
          out.push_back(Field{n.otherwise_name, decode(n.inner, scope)});
        } else {
          out.push_back(Field{n.base_name, Value(static_cast<std::int64_t>(id) - 1)});
        }
        return Value(std::move(out));
      }
      case Op::RegistryEntryHolderSet: {
        std::int32_t count = r_.read_varint();
        Object out;
        if (count == 0) {
          out.push_back(Field{n.base_name, decode(n.base_type, scope)});
        } else {
          if (count < 0 || static_cast<std::uint64_t>(count - 1) > r_.remaining()) {
            throw DecodeError("registry holder set of " + std::to_string(count - 1) +
                              " entries exceeds the bytes left");
          }
          Array ids;
          ids.reserve(static_cast<std::size_t>(count - 1));
          for (int i = 0; i < count - 1; ++i) ids.push_back(decode(n.inner, scope));
          out.push_back(Field{n.otherwise_name, Value(std::move(ids))});
        }
        return Value(std::move(out));
      }
    }
    throw DecodeError("unknown type operation");
  }

  const TypeGraph& g_;
  ByteReader& r_;
  int depth_ = 0;
  std::uint64_t values_ = 0;
  NbtBudget nbt_budget_{kMaxPacketNbtBytes, "the NBT values of one packet"};
};

}  // namespace

Value decode_node(const TypeGraph& graph, int node, ByteReader& reader) {
  Decoder decoder(graph, reader);
  return decoder.decode(node, nullptr);
}

}  // namespace craftmate::protocol
