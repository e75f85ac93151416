#pragma once
// protocol::Value — the dynamic value tree every decoded packet is made of.
//
// Packets are decoded at run time from minecraft-data's protocol.json (no hand-written packet
// structs), so their fields arrive as a tree whose object keys are exactly protocol.json's field
// names ("x", "chunkData", "records", ...). The same tree is what `Connection::send` encodes.
//
// Kinds and how protocol.json types map onto them:
//   Null    void, an absent `option`, a missing switch branch
//   Bool    bool; bitflags flags
//   Int     every integer type (varint, varlong, u8..u64, i8..i64) and unmapped mapper values.
//           u64 values keep their bit pattern in the int64.
//   Double  f32 and f64
//   String  pstring/string, UUID (canonical "xxxxxxxx-xxxx-..." text), mapped mapper values
//   Bytes   buffer, restBuffer, and arrays whose element type is u8 or i8 (light arrays would
//           otherwise cost one Value per byte)
//   Array   array, entityMetadataLoop, topBitSetTerminatedArray
//   Object  container, bitfield ({name: int}), bitflags ({flag: bool, ..., "_value": int}),
//           registryEntryHolder / registryEntryHolderSet (one key naming the branch taken)
//   Nbt     anonymousNbt / anonOptionalNbt (anonOptionalNbt absent -> Null)
//   Item    protocol.json's `Slot` type, lifted into an ItemStack (see item_stack.h)
//
// Nbt and Item payloads are immutable and shared, so copying a Value is cheap for them.

#include <cstdint>
#include <initializer_list>
#include <memory>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

namespace craftmate::protocol {

class Nbt;
struct ItemStack;
struct Field;
class Value;

using Bytes = std::vector<std::uint8_t>;
using Array = std::vector<Value>;
using Object = std::vector<Field>;  // ordered as on the wire

// Thrown by Value accessors when a packet does not have the shape the caller expected. The message
// names the expected and actual kind (and the key), so the caller can tell which packet field it was.
class ValueError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

class Value {
 public:
  enum class Kind { Null, Bool, Int, Double, String, Bytes, Array, Object, Nbt, Item };

  Value();
  Value(std::nullptr_t);
  Value(bool b);
  Value(int v);
  Value(long v);
  Value(long long v);
  Value(unsigned v);
  Value(unsigned long v);
  Value(unsigned long long v);
  Value(double d);
  Value(float f);
  Value(std::string s);
  Value(std::string_view s);
  Value(const char* s);
  Value(Bytes b);
  Value(Array a);
  Value(Object o);
  // Constructors and special members are defined after Field (below): an Object holds Fields, which
  // hold Values, so they need Field complete (clang checks this where g++ does not).
  ~Value();
  Value(const Value&);
  Value(Value&&) noexcept;
  Value& operator=(const Value&);
  Value& operator=(Value&&) noexcept;
  Value(std::shared_ptr<const Nbt> nbt);
  Value(Nbt nbt);
  Value(std::shared_ptr<const ItemStack> item);
  Value(ItemStack item);

  // Builds an Object: Value::object({{"x", 1.5}, {"onGround", true}}).
  static Value object(std::initializer_list<std::pair<std::string, Value>> fields);
  static Value array(std::initializer_list<Value> items);

  Kind kind() const { return static_cast<Kind>(data_.index()); }
  bool is_null() const { return kind() == Kind::Null; }
  bool is_int() const { return kind() == Kind::Int; }
  bool is_object() const { return kind() == Kind::Object; }

  // Typed access; throws ValueError on the wrong kind. as_double() also accepts Int, as_int()
  // also accepts Bool (protocol.json sometimes uses u8 for flags that a caller reads as a number).
  bool as_bool() const;
  std::int64_t as_int() const;
  double as_double() const;
  const std::string& as_string() const;
  const Bytes& as_bytes() const;
  const Array& as_array() const;
  Array& as_array();
  const Object& as_object() const;
  Object& as_object();
  const Nbt& as_nbt() const;
  const ItemStack& as_item() const;
  std::shared_ptr<const Nbt> nbt_ptr() const;       // null when not Nbt
  std::shared_ptr<const ItemStack> item_ptr() const;  // null when not Item

  // Object field access. operator[] throws ValueError naming the key when it is missing;
  // find() returns nullptr instead.
  const Value& operator[](std::string_view key) const;
  const Value* find(std::string_view key) const;
  bool contains(std::string_view key) const { return find(key) != nullptr; }
  // Sets (replacing) a field of an Object; a Null value becomes an empty Object first.
  Value& set(std::string key, Value value);

  // Array element access with a bounds check.
  const Value& at(std::size_t index) const;
  std::size_t size() const;  // Array/Object/Bytes/String length, 0 for other kinds

  // Compact JSON-like rendering for logs and test failure messages.
  std::string to_debug_string() const;

  friend bool operator==(const Value& a, const Value& b);

 private:
  std::variant<std::monostate, bool, std::int64_t, double, std::string, Bytes, Array, Object,
               std::shared_ptr<const Nbt>, std::shared_ptr<const ItemStack>>
      data_;
};

struct Field {
  std::string name;
  Value value;
  friend bool operator==(const Field&, const Field&) = default;
};

inline Value::Value() = default;
inline Value::Value(std::nullptr_t) {}
inline Value::Value(bool b) : data_(b) {}
inline Value::Value(int v) : data_(static_cast<std::int64_t>(v)) {}
inline Value::Value(long v) : data_(static_cast<std::int64_t>(v)) {}
inline Value::Value(long long v) : data_(static_cast<std::int64_t>(v)) {}
inline Value::Value(unsigned v) : data_(static_cast<std::int64_t>(v)) {}
inline Value::Value(unsigned long v) : data_(static_cast<std::int64_t>(v)) {}
inline Value::Value(unsigned long long v) : data_(static_cast<std::int64_t>(v)) {}
inline Value::Value(double d) : data_(d) {}
inline Value::Value(float f) : data_(static_cast<double>(f)) {}
inline Value::Value(std::string s) : data_(std::move(s)) {}
inline Value::Value(std::string_view s) : data_(std::string(s)) {}
inline Value::Value(const char* s) : data_(std::string(s)) {}
inline Value::Value(Bytes b) : data_(std::move(b)) {}
inline Value::Value(Array a) : data_(std::move(a)) {}
inline Value::Value(Object o) : data_(std::move(o)) {}
inline Value::~Value() = default;
inline Value::Value(const Value&) = default;
inline Value::Value(Value&&) noexcept = default;
inline Value& Value::operator=(const Value&) = default;
inline Value& Value::operator=(Value&&) noexcept = default;

const char* kind_name(Value::Kind kind);

}  // namespace craftmate::protocol
