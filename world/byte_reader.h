#pragma once
// A bounds-checked big-endian reader for the byte layouts world/ decodes itself (chunk sections).
// Every read past the end throws MalformedData with what was being read, so a bad packet ends
// one column's decoding with a clear error instead of reading out of bounds.

#include <cstdint>
#include <span>
#include <stdexcept>
#include <string>

namespace craftmate::world {

struct MalformedData : std::runtime_error {
  using std::runtime_error::runtime_error;
};

class ByteReader {
 public:
  explicit ByteReader(std::span<const uint8_t> bytes) : bytes_(bytes) {}

  std::size_t remaining() const { return bytes_.size() - pos_; }
  std::size_t position() const { return pos_; }

  uint8_t u8(const char* what) {
    need(1, what);
    return bytes_[pos_++];
  }
  int16_t i16(const char* what) {
    need(2, what);
    uint16_t v = uint16_t(bytes_[pos_] << 8 | bytes_[pos_ + 1]);
    pos_ += 2;
    return static_cast<int16_t>(v);
  }
  uint64_t u64(const char* what) {
    need(8, what);
    uint64_t v = 0;
    for (int i = 0; i < 8; ++i) v = v << 8 | bytes_[pos_ + i];
    pos_ += 8;
    return v;
  }
  int32_t varint(const char* what) {
    uint32_t value = 0;
    for (int shift = 0; shift < 35; shift += 7) {
      uint8_t b = u8(what);
      value |= uint32_t(b & 0x7f) << shift;
      if (!(b & 0x80)) return static_cast<int32_t>(value);
    }
    throw MalformedData(std::string("VarInt longer than 5 bytes while reading ") + what);
  }

 private:
  void need(std::size_t n, const char* what) const {
    if (remaining() < n) {
      throw MalformedData(std::string("data ends early while reading ") + what + " (at byte " + std::to_string(pos_) +
                          " of " + std::to_string(bytes_.size()) + ")");
    }
  }
  std::span<const uint8_t> bytes_;
  std::size_t pos_ = 0;
};

}  // namespace craftmate::world
