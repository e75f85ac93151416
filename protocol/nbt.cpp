#include "protocol/nbt.h"

#include <cmath>
#include <cstdio>
#include <limits>
#include <string>

#include "protocol/byte_reader.h"
#include "protocol/byte_writer.h"

namespace craftmate::protocol {

std::string_view nbt_type_name(NbtType type) {
  static constexpr std::string_view names[] = {"End",    "Byte",      "Short",    "Int",  "Long",
                                               "Float",  "Double",    "ByteArray", "String", "List",
                                               "Compound", "IntArray", "LongArray"};
  auto i = static_cast<std::size_t>(type);
  return i < std::size(names) ? names[i] : std::string_view("unknown");
}

// ---- modified UTF-8 -------------------------------------------------------------------------

namespace {

void append_utf8(std::string& out, std::uint32_t cp) {
  if (cp < 0x80) {
    out.push_back(static_cast<char>(cp));
  } else if (cp < 0x800) {
    out.push_back(static_cast<char>(0xC0 | (cp >> 6)));
    out.push_back(static_cast<char>(0x80 | (cp & 0x3F)));
  } else if (cp < 0x10000) {
    out.push_back(static_cast<char>(0xE0 | (cp >> 12)));
    out.push_back(static_cast<char>(0x80 | ((cp >> 6) & 0x3F)));
    out.push_back(static_cast<char>(0x80 | (cp & 0x3F)));
  } else {
    out.push_back(static_cast<char>(0xF0 | (cp >> 18)));
    out.push_back(static_cast<char>(0x80 | ((cp >> 12) & 0x3F)));
    out.push_back(static_cast<char>(0x80 | ((cp >> 6) & 0x3F)));
    out.push_back(static_cast<char>(0x80 | (cp & 0x3F)));
  }
}

// Decodes one 1-3 byte sequence (modified UTF-8 never has 4-byte forms); returns bytes consumed,
// with cp = U+FFFD for an invalid sequence.
std::size_t decode_java_unit(std::string_view in, std::size_t i, std::uint32_t& cp) {
  auto b0 = static_cast<std::uint8_t>(in[i]);
  auto cont = [&](std::size_t k) {
    return i + k < in.size() && (static_cast<std::uint8_t>(in[i + k]) & 0xC0) == 0x80;
  };
  if (b0 < 0x80) {
    cp = b0;
    return 1;
  }
  if ((b0 & 0xE0) == 0xC0 && cont(1)) {
    cp = ((b0 & 0x1F) << 6) | (static_cast<std::uint8_t>(in[i + 1]) & 0x3F);
    return 2;
  }
  if ((b0 & 0xF0) == 0xE0 && cont(1) && cont(2)) {
    cp = ((b0 & 0x0F) << 12) | ((static_cast<std::uint8_t>(in[i + 1]) & 0x3F) << 6) |
         (static_cast<std::uint8_t>(in[i + 2]) & 0x3F);
    return 3;
  }
  cp = 0xFFFD;
  return 1;
}

void append_java_unit(std::string& out, std::uint32_t unit) {
  if (unit != 0 && unit < 0x80) {
    out.push_back(static_cast<char>(unit));
  } else if (unit < 0x800) {  // includes NUL as C0 80
    out.push_back(static_cast<char>(0xC0 | (unit >> 6)));
    out.push_back(static_cast<char>(0x80 | (unit & 0x3F)));
  } else {
    out.push_back(static_cast<char>(0xE0 | (unit >> 12)));
    out.push_back(static_cast<char>(0x80 | ((unit >> 6) & 0x3F)));
    out.push_back(static_cast<char>(0x80 | (unit & 0x3F)));
  }
}

}  // namespace

std::string modified_utf8_to_utf8(std::string_view in) {
  std::string out;
  out.reserve(in.size());
  std::size_t i = 0;
  while (i < in.size()) {
    std::uint32_t cp;
    i += decode_java_unit(in, i, cp);
    if (cp >= 0xD800 && cp <= 0xDBFF && i < in.size()) {
      std::uint32_t low;
      std::size_t n = decode_java_unit(in, i, low);
      if (low >= 0xDC00 && low <= 0xDFFF) {
        cp = 0x10000 + ((cp - 0xD800) << 10) + (low - 0xDC00);
        i += n;
      } else {
        cp = 0xFFFD;
      }
    } else if (cp >= 0xD800 && cp <= 0xDFFF) {
      cp = 0xFFFD;
    }
    append_utf8(out, cp);
  }
  return out;
}

std::string utf8_to_modified_utf8(std::string_view in) {
  std::string out;
  out.reserve(in.size());
  std::size_t i = 0;
  while (i < in.size()) {
    auto b0 = static_cast<std::uint8_t>(in[i]);
    std::uint32_t cp = 0xFFFD;
    std::size_t n = 1;
    auto cont = [&](std::size_t k) {
      return i + k < in.size() && (static_cast<std::uint8_t>(in[i + k]) & 0xC0) == 0x80;
    };
    if (b0 < 0x80) {
      cp = b0;
    } else if ((b0 & 0xE0) == 0xC0 && cont(1)) {
      cp = ((b0 & 0x1F) << 6) | (in[i + 1] & 0x3F);
      n = 2;
    } else if ((b0 & 0xF0) == 0xE0 && cont(1) && cont(2)) {
      cp = ((b0 & 0x0F) << 12) | ((in[i + 1] & 0x3F) << 6) | (in[i + 2] & 0x3F);
      n = 3;
    } else if ((b0 & 0xF8) == 0xF0 && cont(1) && cont(2) && cont(3)) {
      cp = ((b0 & 0x07) << 18) | ((in[i + 1] & 0x3F) << 12) | ((in[i + 2] & 0x3F) << 6) |
           (in[i + 3] & 0x3F);
      n = 4;
    }
    i += n;
    if (cp >= 0x10000) {
      cp -= 0x10000;
      append_java_unit(out, 0xD800 + (cp >> 10));
      append_java_unit(out, 0xDC00 + (cp & 0x3FF));
    } else {
      append_java_unit(out, cp);
    }
  }
  return out;
}

// ---- reading ----------------------------------------------------------------------------------

namespace {

std::string read_nbt_string(ByteReader& r) {
  std::uint16_t len = r.read_u16();
  auto bytes = r.read_bytes(len);
  return modified_utf8_to_utf8(
      std::string_view(reinterpret_cast<const char*>(bytes.data()), bytes.size()));
}

std::size_t checked_count(ByteReader& r, std::int32_t count, std::size_t element_size,
                          const char* what) {
  if (count < 0) {
    throw DecodeError(std::string("NBT ") + what + " has a negative length (" +
                      std::to_string(count) + ")");
  }
  // Each element needs at least element_size bytes; refuse counts the data cannot hold, so a
  // forged length cannot make us allocate gigabytes.
  r.need(static_cast<std::size_t>(count) * element_size, what);
  return static_cast<std::size_t>(count);
}

// The tag's own budget and the packet's (optional), spent together.
struct Budgets {
  NbtBudget& tag;
  NbtBudget* packet;
  void spend(std::size_t bytes) {
    tag.spend(bytes);
    if (packet) packet->spend(bytes);
  }
};

Nbt read_payload(ByteReader& r, NbtType type, int depth, Budgets& budget);

template <typename T, typename ReadFn>
std::vector<T> read_array(ByteReader& r, std::size_t width, const char* what, Budgets& budget, ReadFn fn) {
  std::size_t n = checked_count(r, r.read_i32(), width, what);
  budget.spend(n * sizeof(T));
  std::vector<T> out;
  out.reserve(n);
  for (std::size_t i = 0; i < n; ++i) out.push_back(static_cast<T>(fn()));
  return out;
}

NbtType read_type_byte(ByteReader& r) {
  std::uint8_t t = r.read_u8();
  if (t > static_cast<std::uint8_t>(NbtType::LongArray)) {
    throw DecodeError("unknown NBT tag type " + std::to_string(t));
  }
  return static_cast<NbtType>(t);
}

Nbt read_payload(ByteReader& r, NbtType type, int depth, Budgets& budget) {
  if (depth > kMaxNbtDepth) {
    throw DecodeError("NBT nested deeper than " + std::to_string(kMaxNbtDepth) + " levels");
  }
  budget.spend(sizeof(Nbt));
  switch (type) {
    case NbtType::End: return Nbt();
    case NbtType::Byte: return Nbt::byte(r.read_i8());
    case NbtType::Short: return Nbt::short_(r.read_i16());
    case NbtType::Int: return Nbt::int_(r.read_i32());
    case NbtType::Long: return Nbt::long_(r.read_i64());
    case NbtType::Float: return Nbt::float_(r.read_f32());
    case NbtType::Double: return Nbt::double_(r.read_f64());
    case NbtType::ByteArray:
      return Nbt(Nbt::Payload(read_array<std::int8_t>(r, 1, "byte array", budget, [&] { return r.read_i8(); })));
    case NbtType::String: {
      std::string text = read_nbt_string(r);
      budget.spend(text.size());
      return Nbt::string(std::move(text));
    }
    case NbtType::List: {
      NbtList list;
      list.element_type = read_type_byte(r);
      std::int32_t count = r.read_i32();
      // An End-typed list must be empty; elements of other types take at least one byte except
      // End, so bound by the remaining bytes.
      if (list.element_type == NbtType::End && count > 0) {
        throw DecodeError("NBT list of End tags has " + std::to_string(count) + " elements");
      }
      std::size_t n = count <= 0 ? 0 : checked_count(r, count, 1, "list");
      budget.spend(n * sizeof(Nbt));  // before reserving room for them
      list.items.reserve(n);
      for (std::size_t i = 0; i < n; ++i) list.items.push_back(read_payload(r, list.element_type, depth + 1, budget));
      return Nbt::list(std::move(list));
    }
    case NbtType::Compound: {
      NbtCompound compound;
      for (;;) {
        NbtType child = read_type_byte(r);
        if (child == NbtType::End) break;
        std::string name = read_nbt_string(r);
        budget.spend(sizeof(NbtCompound::value_type) + name.size());
        compound.emplace_back(std::move(name), read_payload(r, child, depth + 1, budget));
      }
      return Nbt::compound(std::move(compound));
    }
    case NbtType::IntArray:
      return Nbt(Nbt::Payload(read_array<std::int32_t>(r, 4, "int array", budget, [&] { return r.read_i32(); })));
    case NbtType::LongArray:
      return Nbt(Nbt::Payload(read_array<std::int64_t>(r, 8, "long array", budget, [&] { return r.read_i64(); })));
  }
  throw DecodeError("unknown NBT tag type");
}

// ---- writing ----------------------------------------------------------------------------------

void write_nbt_string(ByteWriter& w, std::string_view s) {
  std::string encoded = utf8_to_modified_utf8(s);
  w.write_u16(static_cast<std::uint16_t>(encoded.size()));
  w.write_bytes({reinterpret_cast<const std::uint8_t*>(encoded.data()), encoded.size()});
}

void write_payload(ByteWriter& w, const Nbt& nbt) {
  std::visit(
      [&](const auto& v) {
        using T = std::decay_t<decltype(v)>;
        if constexpr (std::is_same_v<T, std::monostate>) {
        } else if constexpr (std::is_same_v<T, std::int8_t>) {
          w.write_i8(v);
        } else if constexpr (std::is_same_v<T, std::int16_t>) {
          w.write_i16(v);
        } else if constexpr (std::is_same_v<T, std::int32_t>) {
          w.write_i32(v);
        } else if constexpr (std::is_same_v<T, std::int64_t>) {
          w.write_i64(v);
        } else if constexpr (std::is_same_v<T, float>) {
          w.write_f32(v);
        } else if constexpr (std::is_same_v<T, double>) {
          w.write_f64(v);
        } else if constexpr (std::is_same_v<T, std::vector<std::int8_t>>) {
          w.write_i32(static_cast<std::int32_t>(v.size()));
          for (auto x : v) w.write_i8(x);
        } else if constexpr (std::is_same_v<T, std::string>) {
          write_nbt_string(w, v);
        } else if constexpr (std::is_same_v<T, NbtList>) {
          NbtType element = v.items.empty() ? v.element_type : v.items.front().type();
          w.write_u8(static_cast<std::uint8_t>(element));
          w.write_i32(static_cast<std::int32_t>(v.items.size()));
          for (const auto& item : v.items) write_payload(w, item);
        } else if constexpr (std::is_same_v<T, NbtCompound>) {
          for (const auto& [name, child] : v) {
            w.write_u8(static_cast<std::uint8_t>(child.type()));
            write_nbt_string(w, name);
            write_payload(w, child);
          }
          w.write_u8(0);
        } else if constexpr (std::is_same_v<T, std::vector<std::int32_t>>) {
          w.write_i32(static_cast<std::int32_t>(v.size()));
          for (auto x : v) w.write_i32(x);
        } else if constexpr (std::is_same_v<T, std::vector<std::int64_t>>) {
          w.write_i32(static_cast<std::int32_t>(v.size()));
          for (auto x : v) w.write_i64(x);
        }
      },
      nbt.payload());
}

}  // namespace

void NbtBudget::spend(std::size_t bytes) {
  if (bytes <= left_) {
    left_ -= bytes;
    return;
  }
  left_ = 0;
  throw DecodeError(std::string(scope_) + " needs more than " + std::to_string(limit_) +
                    " bytes of memory once decoded; refused (a few wire bytes per tag can be many objects)");
}

Nbt read_network_nbt(ByteReader& reader, NbtBudget* packet) {
  NbtType type = read_type_byte(reader);
  NbtBudget tag(kMaxNetworkNbtBytes, "an NBT value from the network");
  Budgets budget{tag, packet};
  return read_payload(reader, type, 0, budget);
}

void write_network_nbt(ByteWriter& writer, const Nbt& nbt) {
  writer.write_u8(static_cast<std::uint8_t>(nbt.type()));
  write_payload(writer, nbt);
}

Nbt read_named_nbt(ByteReader& reader, std::string* root_name) {
  NbtType type = read_type_byte(reader);
  if (type == NbtType::End) return Nbt();
  std::string name = read_nbt_string(reader);
  if (root_name) *root_name = std::move(name);
  NbtBudget unbounded(std::numeric_limits<std::size_t>::max(), "NBT");  // files the user chose
  Budgets budget{unbounded, nullptr};
  return read_payload(reader, type, 0, budget);
}

void write_named_nbt(ByteWriter& writer, const Nbt& nbt, std::string_view root_name) {
  writer.write_u8(static_cast<std::uint8_t>(nbt.type()));
  if (nbt.type() == NbtType::End) return;
  write_nbt_string(writer, root_name);
  write_payload(writer, nbt);
}

// ---- access and rendering ---------------------------------------------------------------------

const Nbt* Nbt::find(std::string_view key) const {
  const auto* compound = std::get_if<NbtCompound>(&payload_);
  if (!compound) return nullptr;
  for (const auto& [name, child] : *compound) {
    if (name == key) return &child;
  }
  return nullptr;
}

bool Nbt::get_int(std::int64_t& out) const {
  switch (type()) {
    case NbtType::Byte: out = std::get<std::int8_t>(payload_); return true;
    case NbtType::Short: out = std::get<std::int16_t>(payload_); return true;
    case NbtType::Int: out = std::get<std::int32_t>(payload_); return true;
    case NbtType::Long: out = std::get<std::int64_t>(payload_); return true;
    default: return false;
  }
}

bool Nbt::get_double(double& out) const {
  std::int64_t i;
  if (get_int(i)) {
    out = static_cast<double>(i);
    return true;
  }
  if (type() == NbtType::Float) {
    out = std::get<float>(payload_);
    return true;
  }
  if (type() == NbtType::Double) {
    out = std::get<double>(payload_);
    return true;
  }
  return false;
}

const std::string* Nbt::get_string() const { return std::get_if<std::string>(&payload_); }

namespace {

void append_json_string(std::string& out, std::string_view s) {
  out.push_back('"');
  for (char c : s) {
    switch (c) {
      case '"': out += "\\\""; break;
      case '\\': out += "\\\\"; break;
      case '\n': out += "\\n"; break;
      case '\r': out += "\\r"; break;
      case '\t': out += "\\t"; break;
      default:
        if (static_cast<unsigned char>(c) < 0x20) {
          char buf[8];
          std::snprintf(buf, sizeof buf, "\\u%04x", c);
          out += buf;
        } else {
          out.push_back(c);
        }
    }
  }
  out.push_back('"');
}

void append_json_number(std::string& out, double d) {
  if (!std::isfinite(d)) {
    out += "null";  // JSON has no NaN/inf
    return;
  }
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.17g", d);
  out += buf;
}

void append_json(std::string& out, const Nbt& nbt) {
  std::visit(
      [&](const auto& v) {
        using T = std::decay_t<decltype(v)>;
        if constexpr (std::is_same_v<T, std::monostate>) {
          out += "null";
        } else if constexpr (std::is_same_v<T, float> || std::is_same_v<T, double>) {
          append_json_number(out, v);
        } else if constexpr (std::is_integral_v<T>) {
          out += std::to_string(static_cast<std::int64_t>(v));
        } else if constexpr (std::is_same_v<T, std::string>) {
          append_json_string(out, v);
        } else if constexpr (std::is_same_v<T, NbtList>) {
          out.push_back('[');
          for (std::size_t i = 0; i < v.items.size(); ++i) {
            if (i) out.push_back(',');
            append_json(out, v.items[i]);
          }
          out.push_back(']');
        } else if constexpr (std::is_same_v<T, NbtCompound>) {
          out.push_back('{');
          for (std::size_t i = 0; i < v.size(); ++i) {
            if (i) out.push_back(',');
            append_json_string(out, v[i].first);
            out.push_back(':');
            append_json(out, v[i].second);
          }
          out.push_back('}');
        } else {  // numeric arrays
          out.push_back('[');
          for (std::size_t i = 0; i < v.size(); ++i) {
            if (i) out.push_back(',');
            out += std::to_string(static_cast<std::int64_t>(v[i]));
          }
          out.push_back(']');
        }
      },
      nbt.payload());
}

}  // namespace

std::string Nbt::to_json() const {
  std::string out;
  append_json(out, *this);
  return out;
}

}  // namespace craftmate::protocol
