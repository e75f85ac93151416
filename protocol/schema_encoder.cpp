// Encoding half of the protocol.json interpreter: Value -> bytes.
#include <string>

#include "protocol/byte_writer.h"
#include "protocol/errors.h"
#include "protocol/item_stack.h"
#include "protocol/lp_vec3.h"
#include "protocol/nbt.h"
#include "protocol/schema_interpreter.h"
#include "protocol/uuid.h"

namespace craftmate::protocol {

namespace {

struct Scope {
  const Value* object;  // the container value being encoded
  const Scope* parent;
};

const Value* resolve_path(const FieldPath& path, const Scope* scope) {
  if (path.absolute) {
    while (scope && scope->parent) scope = scope->parent;
  }
  for (int i = 0; i < path.up && scope; ++i) scope = scope->parent;
  const Value* v = nullptr;
  for (const Scope* s = scope; s && !v; s = s->parent) v = s->object->find(path.names[0]);
  for (std::size_t i = 1; v && i < path.names.size(); ++i) v = v->find(path.names[i]);
  return v;
}

std::string switch_key(const Value* v) {
  if (!v) return "undefined";
  switch (v->kind()) {
    case Value::Kind::String: return v->as_string();
    case Value::Kind::Bool: return v->as_bool() ? "true" : "false";
    case Value::Kind::Int: return std::to_string(v->as_int());
    default: return "undefined";
  }
}

const Value& null_value() {
  static const Value null;
  return null;
}

class Encoder {
 public:
  Encoder(const TypeGraph& graph, ByteWriter& writer) : g_(graph), w_(writer) {}

  void encode(int idx, const Value& v, const Scope* scope) {
    if (++depth_ > kMaxTypeDepth) throw EncodeError("value nested too deeply to encode");
    try {
      encode_inner(idx, v, scope);
    } catch (const ValueError& e) {
      throw EncodeError(e.what());
    }
    --depth_;
  }

 private:
  void write_count(const TypeNode& n, std::size_t size, const Scope* scope, const char* what) {
    if (n.count_type >= 0) {
      encode(n.count_type, Value(static_cast<std::int64_t>(size)), scope);
    } else if (n.fixed_count >= 0) {
      if (size != static_cast<std::size_t>(n.fixed_count)) {
        throw EncodeError(std::string(what) + " must have exactly " + std::to_string(n.fixed_count) +
                          " elements, not " + std::to_string(size));
      }
    } else {
      // The length lives in an earlier field; it must agree, or the peer would misread.
      const Value* count = resolve_path(n.count_path, scope);
      if (!count || count->as_int() != static_cast<std::int64_t>(size)) {
        throw EncodeError(std::string(what) + " has " + std::to_string(size) +
                          " elements but its count field '" + n.count_path.text + "' says " +
                          (count ? count->to_debug_string() : std::string("nothing")));
      }
    }
  }

  void encode_container(const TypeNode& n, const Value& v, const Scope* parent) {
    if (!v.is_null() && !v.is_object()) {
      throw EncodeError("expected an object but found " + std::string(kind_name(v.kind())));
    }
    static const Value empty_object = Value(Object{});
    const Value& obj = v.is_null() ? empty_object : v;
    Scope scope{&obj, parent};
    for (const auto& field : n.fields) {
      if (field.anon) {
        encode_anon(field.type, obj, &scope, parent);
        continue;
      }
      const Value* fv = obj.find(field.name);
      try {
        encode(field.type, fv ? *fv : null_value(), &scope);
      } catch (const EncodeError& e) {
        throw EncodeError(field.name + ": " + e.what());
      }
    }
  }

  void encode_anon(int idx, const Value& obj, const Scope* scope, const Scope* parent) {
    const TypeNode& n = g_.nodes[idx];
    if (n.op == Op::Container) {
      encode_container(n, obj, parent);
    } else if (n.op == Op::Switch) {
      int chosen = choose_case(n, scope);
      if (chosen >= 0) encode_anon(chosen, obj, scope, parent);
    } else {
      encode(idx, obj, scope);
    }
  }

  int choose_case(const TypeNode& n, const Scope* scope) {
    std::string key = switch_key(resolve_path(n.compare, scope));
    auto it = n.cases.find(key);
    return it != n.cases.end() ? it->second : n.default_type;
  }

  void require_present(const Value& v, const TypeNode& n) {
    if (v.is_null()) {
      throw EncodeError("missing value" + (n.name.empty() ? std::string() : " of type " + n.name));
    }
  }

  void encode_inner(int idx, const Value& v, const Scope* scope) {
    const TypeNode& n = g_.nodes[idx];
    if (n.op != Op::Void && n.op != Op::Option && n.op != Op::Container && n.op != Op::Switch &&
        n.op != Op::AnonOptionalNbt && n.op != Op::AnonymousNbt) {
      require_present(v, n);
    }
    switch (n.op) {
      case Op::Void: return;
      case Op::Bool: w_.write_bool(v.as_bool()); return;
      case Op::U8: w_.write_u8(static_cast<std::uint8_t>(v.as_int())); return;
      case Op::I8: w_.write_i8(static_cast<std::int8_t>(v.as_int())); return;
      case Op::U16: w_.write_u16(static_cast<std::uint16_t>(v.as_int())); return;
      case Op::I16: w_.write_i16(static_cast<std::int16_t>(v.as_int())); return;
      case Op::U32: w_.write_u32(static_cast<std::uint32_t>(v.as_int())); return;
      case Op::I32: w_.write_i32(static_cast<std::int32_t>(v.as_int())); return;
      case Op::U64: w_.write_u64(static_cast<std::uint64_t>(v.as_int())); return;
      case Op::I64: w_.write_i64(v.as_int()); return;
      case Op::F32: w_.write_f32(static_cast<float>(v.as_double())); return;
      case Op::F64: w_.write_f64(v.as_double()); return;
      case Op::VarInt: w_.write_varint(static_cast<std::int32_t>(v.as_int())); return;
      case Op::VarLong: w_.write_varlong(v.as_int()); return;
      case Op::LpVec3:
        write_lp_vec3(w_, {v["x"].as_double(), v["y"].as_double(), v["z"].as_double()});
        return;
      case Op::Uuid: {
        if (v.kind() == Value::Kind::Bytes && v.as_bytes().size() == 16) {
          w_.write_bytes(v.as_bytes());
          return;
        }
        auto u = parse_uuid(v.as_string());
        if (!u) throw EncodeError("'" + v.as_string() + "' is not a UUID");
        w_.write_bytes(*u);
        return;
      }
      case Op::PString: {
        const std::string& s = v.as_string();
        write_count(n, s.size(), scope, "string");
        w_.write_bytes({reinterpret_cast<const std::uint8_t*>(s.data()), s.size()});
        return;
      }
      case Op::Buffer: {
        const Bytes& b = v.as_bytes();
        write_count(n, b.size(), scope, "buffer");
        w_.write_bytes(b);
        return;
      }
      case Op::RestBuffer: w_.write_bytes(v.as_bytes()); return;
      case Op::Option:
        if (v.is_null()) {
          w_.write_bool(false);
        } else {
          w_.write_bool(true);
          encode(n.inner, v, scope);
        }
        return;
      case Op::Container:
        if (n.is_slot && v.kind() == Value::Kind::Item) {
          Value lowered = lower_item_stack(v.as_item());
          encode_container(n, lowered, scope);
        } else {
          encode_container(n, v, scope);
        }
        return;
      case Op::Switch: {
        int chosen = choose_case(n, scope);
        if (chosen >= 0) encode(chosen, v, scope);
        return;
      }
      case Op::Array: {
        if (n.bytes_array && v.kind() == Value::Kind::Bytes) {
          write_count(n, v.as_bytes().size(), scope, "array");
          w_.write_bytes(v.as_bytes());
          return;
        }
        const Array& a = v.as_array();
        write_count(n, a.size(), scope, "array");
        for (std::size_t i = 0; i < a.size(); ++i) {
          try {
            encode(n.inner, a[i], scope);
          } catch (const EncodeError& e) {
            throw EncodeError("[" + std::to_string(i) + "]: " + e.what());
          }
        }
        return;
      }
      case Op::Mapper: {
        if (v.kind() == Value::Kind::String) {
          auto it = n.name_to_int.find(v.as_string());
          if (it == n.name_to_int.end()) {
            throw EncodeError("'" + v.as_string() + "' is not one of the names this field accepts");
          }
          encode(n.inner, Value(it->second), scope);
        } else {
          encode(n.inner, Value(v.as_int()), scope);
        }
        return;
      }
      case Op::Bitfield: {
        std::uint64_t raw = 0;
        for (const auto& part : n.bits) {
          const Value* pv = v.find(part.name);
          std::uint64_t mask = part.size == 64 ? ~0ULL : ((1ULL << part.size) - 1);
          std::uint64_t bits = pv ? static_cast<std::uint64_t>(pv->as_int()) & mask : 0;
          raw = part.size == 64 ? bits : ((raw << part.size) | bits);
        }
        for (int i = n.total_bits / 8 - 1; i >= 0; --i) w_.write_u8(static_cast<std::uint8_t>(raw >> (8 * i)));
        return;
      }
      case Op::Bitflags: {
        std::int64_t raw = 0;
        if (v.is_int()) {
          raw = v.as_int();
        } else {
          for (const auto& [name, bit] : n.flags) {
            const Value* f = v.find(name);
            if (f && f->as_bool()) raw |= std::int64_t{1} << bit;
          }
        }
        encode(n.inner, Value(raw), scope);
        return;
      }
      case Op::EntityMetadataLoop:
        for (const auto& e : v.as_array()) encode(n.inner, e, scope);
        w_.write_u8(static_cast<std::uint8_t>(n.end_value));
        return;
      case Op::TopBitSetTerminatedArray: {
        const Array& a = v.as_array();
        if (a.empty()) throw EncodeError("a top-bit-terminated array needs at least one element");
        for (std::size_t i = 0; i < a.size(); ++i) {
          std::size_t start = w_.size();
          encode(n.inner, a[i], scope);
          if (w_.size() == start) throw EncodeError("top-bit-terminated array element encoded to nothing");
          if (i + 1 < a.size()) w_.bytes()[start] |= 0x80;
        }
        return;
      }
      case Op::AnonymousNbt:
      case Op::AnonOptionalNbt:
        if (v.is_null()) {
          w_.write_u8(0);  // TAG_End: "no value"
        } else {
          write_network_nbt(w_, v.as_nbt());
        }
        return;
      case Op::RegistryEntryHolder: {
        if (const Value* id = v.find(n.base_name)) {
          w_.write_varint(static_cast<std::int32_t>(id->as_int() + 1));
        } else if (const Value* inline_value = v.find(n.otherwise_name)) {
          w_.write_varint(0);
          encode(n.inner, *inline_value, scope);
        } else {
          throw EncodeError("registry holder needs '" + n.base_name + "' or '" + n.otherwise_name + "'");
        }
        return;
      }
      case Op::RegistryEntryHolderSet: {
        if (const Value* tag = v.find(n.base_name)) {
          w_.write_varint(0);
          encode(n.base_type, *tag, scope);
        } else if (const Value* ids = v.find(n.otherwise_name)) {
          const Array& a = ids->as_array();
          w_.write_varint(static_cast<std::int32_t>(a.size() + 1));
          for (const auto& id : a) encode(n.inner, id, scope);
        } else {
          throw EncodeError("registry holder set needs '" + n.base_name + "' or '" + n.otherwise_name + "'");
        }
        return;
      }
    }
  }

  const TypeGraph& g_;
  ByteWriter& w_;
  int depth_ = 0;
};

}  // namespace

void encode_node(const TypeGraph& graph, int node, const Value& value, ByteWriter& writer) {
  Encoder encoder(graph, writer);
  encoder.encode(node, value, nullptr);
}

}  // namespace craftmate::protocol
