#pragma once
// ByteReader — a bounds-checked cursor over received bytes. Every read checks the remaining length
// and throws DecodeError instead of reading past the end, which is what keeps malformed packets
// from crashing the process. Multi-byte numbers are big-endian, as on the wire.

#include <cstdint>
#include <cstring>
#include <span>
#include <string>
#include <string_view>

#include "protocol/errors.h"

namespace craftmate::protocol {

class ByteReader {
 public:
  explicit ByteReader(std::span<const std::uint8_t> data) : data_(data) {}
  ByteReader(const std::uint8_t* data, std::size_t size) : data_(data, size) {}

  std::size_t position() const { return pos_; }
  std::size_t remaining() const { return data_.size() - pos_; }
  bool at_end() const { return pos_ >= data_.size(); }
  std::span<const std::uint8_t> rest() const { return data_.subspan(pos_); }

  void need(std::size_t n, const char* what) const {
    if (n > remaining()) fail_truncated(n, what);
  }

  std::uint8_t peek_u8() const {
    need(1, "byte");
    return mask_next_ ? (data_[pos_] & 0x7f) : data_[pos_];
  }
  std::uint8_t read_u8() {
    need(1, "byte");
    std::uint8_t b = data_[pos_++];
    if (mask_next_) {
      b &= 0x7f;
      mask_next_ = false;
    }
    return b;
  }
  std::int8_t read_i8() { return static_cast<std::int8_t>(read_u8()); }
  bool read_bool() { return read_u8() != 0; }

  // Big-endian unsigned integer of N bytes.
  template <int N>
  std::uint64_t read_be() {
    need(N, "integer");
    std::uint64_t v = 0;
    for (int i = 0; i < N; ++i) {
      std::uint8_t b = data_[pos_++];
      if (i == 0 && mask_next_) {
        b &= 0x7f;
        mask_next_ = false;
      }
      v = (v << 8) | b;
    }
    return v;
  }
  std::uint16_t read_u16() { return static_cast<std::uint16_t>(read_be<2>()); }
  std::int16_t read_i16() { return static_cast<std::int16_t>(read_be<2>()); }
  std::uint32_t read_u32() { return static_cast<std::uint32_t>(read_be<4>()); }
  std::int32_t read_i32() { return static_cast<std::int32_t>(read_be<4>()); }
  std::uint64_t read_u64() { return read_be<8>(); }
  std::int64_t read_i64() { return static_cast<std::int64_t>(read_be<8>()); }
  float read_f32() {
    std::uint32_t bits = read_u32();
    float f;
    std::memcpy(&f, &bits, 4);
    return f;
  }
  double read_f64() {
    std::uint64_t bits = read_u64();
    double d;
    std::memcpy(&d, &bits, 8);
    return d;
  }

  // VarInt (max 5 bytes) and VarLong (max 10 bytes); too long an encoding is a DecodeError.
  std::int32_t read_varint();
  std::int64_t read_varlong();

  std::span<const std::uint8_t> read_bytes(std::size_t n) {
    need(n, "byte string");
    auto out = data_.subspan(pos_, n);
    if (mask_next_ && n > 0) {
      // Only topBitSetTerminatedArray sets the mask, and its elements start with a number; a raw
      // byte string there would be a schema we do not understand.
      throw DecodeError("a masked first byte cannot start a byte string");
    }
    pos_ += n;
    return out;
  }
  // VarInt-length-prefixed UTF-8 string (protocol `string`), at most max_bytes bytes.
  std::string read_string(std::size_t max_bytes = 32767 * 3);
  void skip(std::size_t n) {
    need(n, "skipped bytes");
    pos_ += n;
  }

  // topBitSetTerminatedArray: the next byte read has its top bit cleared (the bit is the
  // "more elements follow" flag, not part of the element).
  void mask_top_bit_of_next_byte() { mask_next_ = true; }

 private:
  [[noreturn]] void fail_truncated(std::size_t n, const char* what) const;

  std::span<const std::uint8_t> data_;
  std::size_t pos_ = 0;
  bool mask_next_ = false;
};

}  // namespace craftmate::protocol
