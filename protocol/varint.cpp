#include "protocol/varint.h"

#include <string>

#include "protocol/byte_reader.h"
#include "protocol/byte_writer.h"

namespace craftmate::protocol {

int varint_size(std::int32_t value) {
  std::uint32_t v = static_cast<std::uint32_t>(value);
  int n = 1;
  while (v >= 0x80) {
    v >>= 7;
    ++n;
  }
  return n;
}

int varlong_size(std::int64_t value) {
  std::uint64_t v = static_cast<std::uint64_t>(value);
  int n = 1;
  while (v >= 0x80) {
    v >>= 7;
    ++n;
  }
  return n;
}

int encode_varint(std::int32_t value, std::uint8_t* out) {
  std::uint32_t v = static_cast<std::uint32_t>(value);
  int n = 0;
  while (v >= 0x80) {
    out[n++] = static_cast<std::uint8_t>(v | 0x80);
    v >>= 7;
  }
  out[n++] = static_cast<std::uint8_t>(v);
  return n;
}

int encode_varlong(std::int64_t value, std::uint8_t* out) {
  std::uint64_t v = static_cast<std::uint64_t>(value);
  int n = 0;
  while (v >= 0x80) {
    out[n++] = static_cast<std::uint8_t>(v | 0x80);
    v >>= 7;
  }
  out[n++] = static_cast<std::uint8_t>(v);
  return n;
}

std::optional<VarIntPrefix> try_decode_varint(std::span<const std::uint8_t> data) {
  std::uint32_t result = 0;
  for (int i = 0; i < kMaxVarIntBytes; ++i) {
    if (static_cast<std::size_t>(i) >= data.size()) return std::nullopt;
    std::uint8_t b = data[i];
    result |= static_cast<std::uint32_t>(b & 0x7f) << (7 * i);
    if ((b & 0x80) == 0) return VarIntPrefix{static_cast<std::int32_t>(result), i + 1};
  }
  throw DecodeError("VarInt is longer than 5 bytes");
}

std::int32_t ByteReader::read_varint() {
  std::uint32_t result = 0;
  for (int i = 0; i < kMaxVarIntBytes; ++i) {
    std::uint8_t b = read_u8();
    result |= static_cast<std::uint32_t>(b & 0x7f) << (7 * i);
    if ((b & 0x80) == 0) return static_cast<std::int32_t>(result);
  }
  throw DecodeError("VarInt is longer than 5 bytes at offset " + std::to_string(pos_ - 5));
}

std::int64_t ByteReader::read_varlong() {
  std::uint64_t result = 0;
  for (int i = 0; i < kMaxVarLongBytes; ++i) {
    std::uint8_t b = read_u8();
    result |= static_cast<std::uint64_t>(b & 0x7f) << (7 * i);
    if ((b & 0x80) == 0) return static_cast<std::int64_t>(result);
  }
  throw DecodeError("VarLong is longer than 10 bytes at offset " + std::to_string(pos_ - 10));
}

std::string ByteReader::read_string(std::size_t max_bytes) {
  std::int32_t len = read_varint();
  if (len < 0) throw DecodeError("string length is negative (" + std::to_string(len) + ")");
  if (static_cast<std::size_t>(len) > max_bytes) {
    throw DecodeError("string of " + std::to_string(len) + " bytes exceeds the limit of " +
                      std::to_string(max_bytes));
  }
  auto bytes = read_bytes(static_cast<std::size_t>(len));
  return std::string(reinterpret_cast<const char*>(bytes.data()), bytes.size());
}

void ByteReader::fail_truncated(std::size_t n, const char* what) const {
  throw DecodeError(std::string("truncated data: needed ") + std::to_string(n) + " bytes for " +
                    what + " at offset " + std::to_string(pos_) + " but only " +
                    std::to_string(remaining()) + " remain");
}

void ByteWriter::write_varint(std::int32_t v) {
  std::uint8_t buf[kMaxVarIntBytes];
  int n = encode_varint(v, buf);
  bytes().insert(bytes().end(), buf, buf + n);
}

void ByteWriter::write_varlong(std::int64_t v) {
  std::uint8_t buf[kMaxVarLongBytes];
  int n = encode_varlong(v, buf);
  bytes().insert(bytes().end(), buf, buf + n);
}

void ByteWriter::write_string(std::string_view s) {
  write_varint(static_cast<std::int32_t>(s.size()));
  bytes().insert(bytes().end(), s.begin(), s.end());
}

}  // namespace craftmate::protocol
