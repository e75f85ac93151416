#pragma once
// Named Binary Tag values as the 1.20.2+ network sends them (anonymousNbt: a type byte and the
// payload, with no root name), plus the older named-root form that files on disk use.
//
// Strings are held as ordinary UTF-8; the Java "modified UTF-8" of the wire (NUL as C0 80,
// supplementary characters as surrogate pairs) is converted when reading and writing.

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

namespace craftmate::protocol {

class ByteReader;
class ByteWriter;

enum class NbtType : std::uint8_t {
  End = 0, Byte = 1, Short = 2, Int = 3, Long = 4, Float = 5, Double = 6, ByteArray = 7,
  String = 8, List = 9, Compound = 10, IntArray = 11, LongArray = 12,
};
std::string_view nbt_type_name(NbtType type);

class Nbt;
struct NbtList {
  NbtType element_type = NbtType::End;  // End for an empty list, as vanilla writes it
  std::vector<Nbt> items;
  friend bool operator==(const NbtList&, const NbtList&) = default;
};
using NbtCompound = std::vector<std::pair<std::string, Nbt>>;  // in wire order

class Nbt {
 public:
  using Payload = std::variant<std::monostate, std::int8_t, std::int16_t, std::int32_t, std::int64_t,
                               float, double, std::vector<std::int8_t>, std::string, NbtList,
                               NbtCompound, std::vector<std::int32_t>, std::vector<std::int64_t>>;

  Nbt() = default;  // TAG_End: "no value"
  explicit Nbt(Payload payload) : payload_(std::move(payload)) {}
  static Nbt byte(std::int8_t v) { return Nbt(Payload(v)); }
  static Nbt short_(std::int16_t v) { return Nbt(Payload(v)); }
  static Nbt int_(std::int32_t v) { return Nbt(Payload(v)); }
  static Nbt long_(std::int64_t v) { return Nbt(Payload(v)); }
  static Nbt float_(float v) { return Nbt(Payload(v)); }
  static Nbt double_(double v) { return Nbt(Payload(v)); }
  static Nbt string(std::string v) { return Nbt(Payload(std::move(v))); }
  static Nbt list(NbtList v) { return Nbt(Payload(std::move(v))); }
  static Nbt compound(NbtCompound v = {}) { return Nbt(Payload(std::move(v))); }

  NbtType type() const { return static_cast<NbtType>(payload_.index()); }
  const Payload& payload() const { return payload_; }
  Payload& payload() { return payload_; }

  // Compound lookup; nullptr when this is not a compound or the key is absent.
  const Nbt* find(std::string_view key) const;
  // Numeric tags of any width as int64/double; nullopt-like behaviour through the bool result.
  bool get_int(std::int64_t& out) const;
  bool get_double(double& out) const;
  const std::string* get_string() const;  // nullptr unless a String tag

  // JSON rendering (numbers as numbers, arrays as arrays, compounds as objects). Chat components
  // are NBT since 1.20.3; this turns them into the JSON text form other tools understand.
  std::string to_json() const;

  friend bool operator==(const Nbt&, const Nbt&) = default;

 private:
  Payload payload_;
};

// Maximum nesting of lists/compounds accepted from the network (vanilla uses 512).
inline constexpr int kMaxNbtDepth = 512;

// Memory a decoded NBT may take, so that a few bytes cannot become millions of objects (an empty
// compound is one byte on the wire and a tag in memory). Every tag costs sizeof(Nbt), strings and
// arrays their bytes too. Vanilla caps one tag from the network at 2 MiB the same way
// (NbtAccounter); a packet's tags together get kMaxPacketNbtBytes.
inline constexpr std::size_t kMaxNetworkNbtBytes = 2 * 1024 * 1024;
inline constexpr std::size_t kMaxPacketNbtBytes = 8 * 1024 * 1024;
class NbtBudget {
 public:
  NbtBudget(std::size_t bytes, const char* scope) : left_(bytes), limit_(bytes), scope_(scope) {}
  // Throws DecodeError once more than the limit has been spent.
  void spend(std::size_t bytes);

 private:
  std::size_t left_, limit_;
  const char* scope_;
};

// anonymousNbt: type byte + payload. A TAG_End type byte yields an End (empty) Nbt.
// Throws DecodeError on truncated or malformed input or when the value needs more memory than
// kMaxNetworkNbtBytes (or what is left of `packet`, the packet's shared budget).
Nbt read_network_nbt(ByteReader& reader, NbtBudget* packet = nullptr);
void write_network_nbt(ByteWriter& writer, const Nbt& nbt);
// Disk form: type byte, u16-length root name, payload.
Nbt read_named_nbt(ByteReader& reader, std::string* root_name = nullptr);
void write_named_nbt(ByteWriter& writer, const Nbt& nbt, std::string_view root_name = "");

// Java modified UTF-8 <-> UTF-8. Invalid sequences decode as U+FFFD rather than failing, because a
// bad sign text must not end a connection.
std::string modified_utf8_to_utf8(std::string_view in);
std::string utf8_to_modified_utf8(std::string_view in);

}  // namespace craftmate::protocol
