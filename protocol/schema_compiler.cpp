#include "protocol/schema_compiler.h"

#include <nlohmann/json.hpp>

#include <stdexcept>

namespace craftmate::protocol {

namespace {

using json = nlohmann::json;

const std::unordered_map<std::string_view, Op>& native_ops() {
  static const std::unordered_map<std::string_view, Op> ops = {
      {"void", Op::Void},       {"bool", Op::Bool},         {"u8", Op::U8},
      {"i8", Op::I8},           {"u16", Op::U16},           {"i16", Op::I16},
      {"u32", Op::U32},         {"i32", Op::I32},           {"u64", Op::U64},
      {"i64", Op::I64},         {"f32", Op::F32},           {"f64", Op::F64},
      {"varint", Op::VarInt},   {"varlong", Op::VarLong},   {"UUID", Op::Uuid},
      {"restBuffer", Op::RestBuffer}, {"anonymousNbt", Op::AnonymousNbt},
      {"anonOptionalNbt", Op::AnonOptionalNbt}, {"lpVec3", Op::LpVec3},
  };
  return ops;
}

FieldPath parse_path(const std::string& text) {
  if (!text.empty() && text[0] == '$') {
    throw std::runtime_error("parametrised type reference '" + text +
                             "' is not supported by the protocol interpreter");
  }
  FieldPath path;
  path.text = text;
  std::size_t start = 0;
  if (!text.empty() && text[0] == '/') {
    path.absolute = true;
    start = 1;
  }
  while (start <= text.size()) {
    std::size_t slash = text.find('/', start);
    std::string part = text.substr(start, slash == std::string::npos ? std::string::npos : slash - start);
    if (part == "..") {
      if (!path.names.empty()) throw std::runtime_error("'..' after a name in path '" + text + "'");
      ++path.up;
    } else if (!part.empty()) {
      path.names.push_back(part);
    }
    if (slash == std::string::npos) break;
    start = slash + 1;
  }
  if (path.names.empty()) throw std::runtime_error("empty field path '" + text + "'");
  return path;
}

std::int64_t parse_mapper_key(const std::string& key) {
  std::size_t used = 0;
  std::int64_t v = std::stoll(key, &used, 0);  // base 0: "0x1a" and "26" both work
  if (used != key.size()) throw std::runtime_error("mapper key '" + key + "' is not a number");
  return v;
}

class Compiler {
 public:
  Compiler(TypeGraph& graph, const json& protocol, std::string_view state, std::string_view direction)
      : graph_(graph), protocol_(protocol) {
    if (!state.empty()) {
      // Versions before 1.20.2 have no configuration state: that state's graph stays empty.
      auto s = protocol.find(std::string(state));
      if (s != protocol.end()) {
        auto d = s->find(std::string(direction));
        if (d != s->end()) {
          auto t = d->find("types");
          if (t != d->end()) local_ = &*t;
        }
      }
    }
    global_ = &protocol.at("types");
  }

  const json* local_types() const { return local_; }

  const json* find_definition(const std::string& name) const {
    if (local_) {
      if (auto it = local_->find(name); it != local_->end()) return &*it;
    }
    if (auto it = global_->find(name); it != global_->end()) return &*it;
    return nullptr;
  }

  // Replaces every "$param" string in a parametrised type's definition with the argument's value.
  static json substitute(const json& def, const json& args) {
    if (def.is_string()) {
      const auto& text = def.get_ref<const std::string&>();
      if (!text.empty() && text[0] == '$') {
        auto it = args.find(text.substr(1));
        if (it == args.end()) throw std::runtime_error("no argument for parameter '" + text + "'");
        return *it;
      }
      return def;
    }
    if (def.is_array()) {
      json out = json::array();
      for (const auto& e : def) out.push_back(substitute(e, args));
      return out;
    }
    if (def.is_object()) {
      json out = json::object();
      for (const auto& [k, v] : def.items()) out[k] = substitute(v, args);
      return out;
    }
    return def;
  }

  int named(const std::string& name) {
    if (auto it = graph_.named.find(name); it != graph_.named.end()) return it->second;
    const json* def = find_definition(name);
    if (!def) throw std::runtime_error("protocol.json refers to unknown type '" + name + "'");

    if (def->is_string() && def->get<std::string>() == "native") {
      auto op = native_ops().find(name);
      if (op == native_ops().end()) {
        throw std::runtime_error("native type '" + name + "' needs arguments or is not supported");
      }
      TypeNode node;
      node.op = op->second;
      node.name = name;
      int idx = add(std::move(node));
      graph_.named[name] = idx;
      return idx;
    }
    // Reserve the slot first so recursive references (Slot inside Slot) resolve to it.
    int idx = add(TypeNode{});
    graph_.named[name] = idx;
    int body;
    try {
      body = compile(*def, name);
    } catch (...) {
      graph_.named.erase(name);  // do not leave a placeholder behind for a type that failed
      throw;
    }
    TypeNode node = graph_.nodes[body];
    node.name = name;
    if (name == "Slot") node.is_slot = true;
    graph_.nodes[idx] = std::move(node);
    return idx;
  }

  int compile(const json& type, const std::string& where) {
    if (type.is_string()) return named(type.get<std::string>());
    if (!type.is_array() || type.size() != 2 || !type[0].is_string()) {
      throw std::runtime_error("malformed type in '" + where + "': " + type.dump().substr(0, 120));
    }
    const std::string kind = type[0].get<std::string>();
    const json& args = type[1];
    TypeNode node;
    if (kind == "container") {
      node.op = Op::Container;
      for (const auto& f : args) {
        ContainerField field;
        field.anon = f.value("anon", false);
        if (!field.anon) field.name = f.at("name").get<std::string>();
        field.type = compile(f.at("type"), where + "." + (field.anon ? "<anon>" : field.name));
        node.fields.push_back(std::move(field));
      }
    } else if (kind == "switch") {
      node.op = Op::Switch;
      node.compare = parse_path(args.at("compareTo").get<std::string>());
      for (const auto& [key, case_type] : args.at("fields").items()) {
        node.cases[key] = compile(case_type, where + "{" + key + "}");
      }
      if (args.contains("default")) node.default_type = compile(args["default"], where + "{default}");
    } else if (kind == "option") {
      node.op = Op::Option;
      node.inner = compile(args, where + "?");
    } else if (kind == "array") {
      node.op = Op::Array;
      node.inner = compile(args.at("type"), where + "[]");
      read_count(node, args, where);
      Op element = graph_.nodes[node.inner].op;
      node.bytes_array = element == Op::U8 || element == Op::I8;
    } else if (kind == "pstring" || kind == "buffer") {
      node.op = kind == "pstring" ? Op::PString : Op::Buffer;
      read_count(node, args, where);
      if (node.has_count_path) {
        throw std::runtime_error("'" + where + "': a " + kind + " with a field count is not supported");
      }
    } else if (kind == "mapper") {
      node.op = Op::Mapper;
      node.inner = compile(args.at("type"), where + ".mapper");
      for (const auto& [key, name] : args.at("mappings").items()) {
        std::int64_t v = parse_mapper_key(key);
        node.int_to_name[v] = name.get<std::string>();
        node.name_to_int[name.get<std::string>()] = v;
      }
    } else if (kind == "bitfield") {
      node.op = Op::Bitfield;
      for (const auto& part : args) {
        BitfieldPart p{part.at("name").get<std::string>(), part.at("size").get<int>(),
                       part.value("signed", false)};
        node.total_bits += p.size;
        node.bits.push_back(std::move(p));
      }
      if (node.total_bits % 8 != 0 || node.total_bits > 64 || node.total_bits == 0) {
        throw std::runtime_error("'" + where + "': bitfield of " + std::to_string(node.total_bits) +
                                 " bits is not a whole number of bytes up to 64");
      }
    } else if (kind == "bitflags") {
      node.op = Op::Bitflags;
      node.inner = compile(args.at("type"), where + ".bitflags");
      int shift = args.value("shift", 0);
      const json& flags = args.at("flags");
      if (flags.is_array()) {
        for (std::size_t i = 0; i < flags.size(); ++i) {
          node.flags.emplace_back(flags[i].get<std::string>(), static_cast<int>(i) + shift);
        }
      } else {
        for (const auto& [name, bit] : flags.items()) node.flags.emplace_back(name, bit.get<int>());
      }
    } else if (kind == "entityMetadataLoop") {
      node.op = Op::EntityMetadataLoop;
      node.end_value = args.at("endVal").get<int>();
      node.inner = compile(args.at("type"), where + ".loop");
    } else if (kind == "topBitSetTerminatedArray") {
      node.op = Op::TopBitSetTerminatedArray;
      node.inner = compile(args.at("type"), where + ".topbit");
    } else if (kind == "registryEntryHolder") {
      node.op = Op::RegistryEntryHolder;
      node.base_name = args.at("baseName").get<std::string>();
      node.otherwise_name = args.at("otherwise").at("name").get<std::string>();
      node.inner = compile(args.at("otherwise").at("type"), where + ".holder");
    } else if (kind == "registryEntryHolderSet") {
      node.op = Op::RegistryEntryHolderSet;
      node.base_name = args.at("base").at("name").get<std::string>();
      node.base_type = compile(args.at("base").at("type"), where + ".holderSet.base");
      node.otherwise_name = args.at("otherwise").at("name").get<std::string>();
      node.inner = compile(args.at("otherwise").at("type"), where + ".holderSet");
    } else if (const json* def = find_definition(kind); def && !(def->is_string() && *def == "native")) {
      // A parametrised type (older protocol.json files: ["entityMetadataItem", {"compareTo": "type"}]
      // with "$compareTo" inside its definition): substitute the arguments and compile the result.
      std::string key = kind + args.dump();
      if (auto it = graph_.named.find(key); it != graph_.named.end()) return it->second;
      int idx = compile(substitute(*def, args), where + "<" + kind + ">");
      graph_.named[key] = idx;
      return idx;
    } else {
      throw std::runtime_error("'" + where + "' uses type '" + kind +
                               "' which the protocol interpreter does not support");
    }
    return add(std::move(node));
  }

 private:
  void read_count(TypeNode& node, const json& args, const std::string& where) {
    if (args.contains("countType")) {
      node.count_type = compile(args["countType"], where + ".count");
    } else if (args.contains("count")) {
      const json& c = args["count"];
      if (c.is_number_integer()) {
        node.fixed_count = c.get<int>();
      } else {
        node.has_count_path = true;
        node.count_path = parse_path(c.get<std::string>());
      }
    } else {
      throw std::runtime_error("'" + where + "' has neither countType nor count");
    }
  }

  int add(TypeNode node) {
    graph_.nodes.push_back(std::move(node));
    return static_cast<int>(graph_.nodes.size()) - 1;
  }

  TypeGraph& graph_;
  const json& protocol_;
  const json* local_ = nullptr;
  const json* global_ = nullptr;
};

std::size_t min_size_of(TypeGraph& g, int idx, std::vector<int>& state);

std::size_t count_prefix_min(TypeGraph& g, const TypeNode& n, std::vector<int>& state) {
  return n.count_type >= 0 ? min_size_of(g, n.count_type, state) : 0;
}

// state: 0 = not computed, 1 = in progress (a recursive reference counts as 0 bytes, which keeps
// the result a valid lower bound), 2 = done.
std::size_t min_size_of(TypeGraph& g, int idx, std::vector<int>& state) {
  if (state[idx] == 2) return g.nodes[idx].min_size;
  if (state[idx] == 1) return 0;
  state[idx] = 1;
  const TypeNode& n = g.nodes[idx];
  std::size_t size = 0;
  switch (n.op) {
    case Op::Void: case Op::RestBuffer: size = 0; break;
    case Op::Bool: case Op::U8: case Op::I8: case Op::VarInt: case Op::VarLong: case Op::LpVec3: size = 1; break;
    case Op::U16: case Op::I16: size = 2; break;
    case Op::U32: case Op::I32: case Op::F32: size = 4; break;
    case Op::U64: case Op::I64: case Op::F64: size = 8; break;
    case Op::Uuid: size = 16; break;
    case Op::PString: case Op::Buffer:
      size = count_prefix_min(g, n, state) + (n.fixed_count > 0 ? static_cast<std::size_t>(n.fixed_count) : 0);
      break;
    case Op::Option: case Op::EntityMetadataLoop: case Op::AnonymousNbt: case Op::AnonOptionalNbt:
    case Op::RegistryEntryHolder: case Op::RegistryEntryHolderSet:
      size = 1;
      break;
    case Op::Container:
      for (const auto& f : n.fields) size += min_size_of(g, f.type, state);
      break;
    case Op::Switch: {
      bool first = true;
      for (const auto& [key, type] : n.cases) {
        std::size_t s = min_size_of(g, type, state);
        size = first ? s : std::min(size, s);
        first = false;
      }
      if (n.default_type < 0) {
        size = 0;
      } else {
        std::size_t s = min_size_of(g, n.default_type, state);
        size = first ? s : std::min(size, s);
      }
      break;
    }
    case Op::Array:
      size = count_prefix_min(g, n, state);
      if (n.fixed_count > 0) size += static_cast<std::size_t>(n.fixed_count) * min_size_of(g, n.inner, state);
      min_size_of(g, n.inner, state);  // the element's own bound is needed when decoding
      break;
    case Op::Mapper: case Op::Bitflags: size = min_size_of(g, n.inner, state); break;
    case Op::Bitfield: size = static_cast<std::size_t>(n.total_bits / 8); break;
    case Op::TopBitSetTerminatedArray: size = std::max<std::size_t>(1, min_size_of(g, n.inner, state)); break;
  }
  g.nodes[idx].min_size = size;
  state[idx] = 2;
  return size;
}

}  // namespace

void compute_min_sizes(TypeGraph& graph) {
  std::vector<int> state(graph.nodes.size(), 0);
  for (std::size_t i = 0; i < graph.nodes.size(); ++i) min_size_of(graph, static_cast<int>(i), state);
}

int compile_named_type(TypeGraph& graph, const nlohmann::json& protocol, std::string_view state,
                       std::string_view direction, const std::string& name) {
  Compiler compiler(graph, protocol, state, direction);
  return compiler.named(name);
}

std::unique_ptr<TypeGraph> compile_type_graph(const nlohmann::json& protocol, std::string_view state,
                                              std::string_view direction) {
  auto graph = std::make_unique<TypeGraph>();
  Compiler compiler(*graph, protocol, state, direction);
  const json* local = compiler.local_types();
  if (!local || !local->contains("packet")) return graph;  // e.g. handshaking toClient is empty

  // The `packet` type is container[{name: mapper(varint -> name)}, {params: switch(name -> type)}].
  // We read the id mapper and the switch from the JSON and decode params by name ourselves.
  const json& packet = (*local)["packet"];
  const json& fields = packet.at(1);
  const json* mapper = nullptr;
  const json* params = nullptr;
  for (const auto& f : fields) {
    if (f.value("name", "") == "name") mapper = &f.at("type");
    if (f.value("name", "") == "params") params = &f.at("type");
  }
  if (!mapper || !params || !mapper->is_array() || mapper->at(0) != "mapper" || !params->is_array() ||
      params->at(0) != "switch") {
    throw std::runtime_error("packet type of " + std::string(state) + "." + std::string(direction) +
                             " is not container[name mapper, params switch]");
  }
  graph->packet_id_type = compiler.compile(mapper->at(1).at("type"), "packet.id");
  for (const auto& [key, name] : mapper->at(1).at("mappings").items()) {
    int id = static_cast<int>(parse_mapper_key(key));
    graph->packet_names[id] = name.get<std::string>();
    graph->packet_ids[name.get<std::string>()] = id;
  }
  for (const auto& [name, type] : params->at(1).at("fields").items()) {
    graph->packet_types[name] = compiler.compile(type, "packet_" + name);
  }
  return graph;
}

}  // namespace craftmate::protocol
