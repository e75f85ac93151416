#pragma once
// ByteWriter — appends big-endian numbers, VarInts and strings to a growing byte vector.

#include <cstdint>
#include <cstring>
#include <span>
#include <string_view>
#include <vector>

namespace craftmate::protocol {

class ByteWriter {
 public:
  ByteWriter() = default;
  explicit ByteWriter(std::vector<std::uint8_t>& out) : external_(&out) {}

  std::vector<std::uint8_t>& bytes() { return external_ ? *external_ : own_; }
  std::vector<std::uint8_t> take() { return std::move(bytes()); }
  std::size_t size() { return bytes().size(); }

  void write_u8(std::uint8_t v) { bytes().push_back(v); }
  void write_i8(std::int8_t v) { write_u8(static_cast<std::uint8_t>(v)); }
  void write_bool(bool v) { write_u8(v ? 1 : 0); }
  template <int N>
  void write_be(std::uint64_t v) {
    auto& b = bytes();
    for (int i = N - 1; i >= 0; --i) b.push_back(static_cast<std::uint8_t>(v >> (8 * i)));
  }
  void write_u16(std::uint16_t v) { write_be<2>(v); }
  void write_i16(std::int16_t v) { write_be<2>(static_cast<std::uint16_t>(v)); }
  void write_u32(std::uint32_t v) { write_be<4>(v); }
  void write_i32(std::int32_t v) { write_be<4>(static_cast<std::uint32_t>(v)); }
  void write_u64(std::uint64_t v) { write_be<8>(v); }
  void write_i64(std::int64_t v) { write_be<8>(static_cast<std::uint64_t>(v)); }
  void write_f32(float f) {
    std::uint32_t bits;
    std::memcpy(&bits, &f, 4);
    write_u32(bits);
  }
  void write_f64(double d) {
    std::uint64_t bits;
    std::memcpy(&bits, &d, 8);
    write_u64(bits);
  }
  void write_varint(std::int32_t v);
  void write_varlong(std::int64_t v);
  void write_bytes(std::span<const std::uint8_t> data) {
    bytes().insert(bytes().end(), data.begin(), data.end());
  }
  void write_string(std::string_view s);  // VarInt byte length + UTF-8

 private:
  std::vector<std::uint8_t> own_;
  std::vector<std::uint8_t>* external_ = nullptr;
};

}  // namespace craftmate::protocol
