#include "protocol/compression.h"

#include <zlib.h>

#include <string>

#include "protocol/byte_reader.h"
#include "protocol/byte_writer.h"
#include "protocol/errors.h"

namespace craftmate::protocol {

std::vector<std::uint8_t> zlib_deflate(std::span<const std::uint8_t> data, int level) {
  uLongf bound = compressBound(static_cast<uLong>(data.size()));
  std::vector<std::uint8_t> out(bound);
  if (compress2(out.data(), &bound, data.data(), static_cast<uLong>(data.size()), level) != Z_OK) {
    throw EncodeError("zlib compression failed");
  }
  out.resize(bound);
  return out;
}

std::vector<std::uint8_t> zlib_inflate(std::span<const std::uint8_t> data, std::size_t expected_size) {
  // Grow the output as the stream produces it instead of trusting the announced size up front: a
  // forged dataLength of 8 MiB on a 10-byte packet must not cost an 8 MiB allocation.
  std::vector<std::uint8_t> out(std::min<std::size_t>(expected_size, 64 + data.size() * 4));
  z_stream zs{};
  if (inflateInit(&zs) != Z_OK) throw DecodeError("zlib could not start inflating");
  zs.next_in = const_cast<Bytef*>(data.data());
  zs.avail_in = static_cast<uInt>(data.size());
  std::size_t produced = 0;
  int rc = Z_OK;
  for (;;) {
    if (produced == out.size()) {
      if (out.size() >= expected_size) {
        // Full: the stream must end here; one more byte of output means it is longer than announced.
        std::uint8_t probe;
        zs.next_out = &probe;
        zs.avail_out = 1;
        rc = inflate(&zs, Z_NO_FLUSH);
        if (rc == Z_STREAM_END && zs.avail_out == 1) break;
        inflateEnd(&zs);
        if (zs.avail_out == 0) {
          throw DecodeError("compressed packet inflates to more than its announced " +
                            std::to_string(expected_size) + " bytes");
        }
        throw DecodeError("compressed packet does not inflate to its announced " +
                          std::to_string(expected_size) + " bytes");
      }
      out.resize(std::min(expected_size, out.size() * 2));
    }
    zs.next_out = out.data() + produced;
    zs.avail_out = static_cast<uInt>(out.size() - produced);
    rc = inflate(&zs, Z_NO_FLUSH);
    produced = out.size() - zs.avail_out;
    if (rc == Z_STREAM_END) break;
    if (rc == Z_BUF_ERROR && zs.avail_in == 0) break;  // input ended before the stream did
    if (rc != Z_OK && rc != Z_BUF_ERROR) break;
  }
  std::string message = zs.msg ? zs.msg : "";
  inflateEnd(&zs);
  if (rc == Z_STREAM_END && produced == expected_size) return out;
  if (rc == Z_STREAM_END || (rc == Z_BUF_ERROR && zs.avail_in == 0)) {
    throw DecodeError("compressed packet does not inflate to its announced " + std::to_string(expected_size) +
                      " bytes (got " + std::to_string(produced) + (rc == Z_STREAM_END ? ")" : ", stream cut short)"));
  }
  throw DecodeError("corrupt zlib data in compressed packet" + (message.empty() ? std::string() : ": " + message));
}

std::vector<std::uint8_t> compress_packet(std::span<const std::uint8_t> payload, int threshold) {
  ByteWriter w;
  if (threshold >= 0 && payload.size() >= static_cast<std::size_t>(threshold)) {
    w.write_varint(static_cast<std::int32_t>(payload.size()));
    w.write_bytes(zlib_deflate(payload));
  } else {
    w.write_varint(0);
    w.write_bytes(payload);
  }
  return w.take();
}

std::vector<std::uint8_t> decompress_packet(std::span<const std::uint8_t> body) {
  ByteReader r(body);
  std::int32_t data_length = r.read_varint();
  if (data_length == 0) {
    auto rest = r.rest();
    return std::vector<std::uint8_t>(rest.begin(), rest.end());
  }
  if (data_length < 0 || static_cast<std::size_t>(data_length) > kMaxUncompressedLength) {
    throw DecodeError("compressed packet announces " + std::to_string(data_length) +
                      " bytes, outside 1.." + std::to_string(kMaxUncompressedLength));
  }
  return zlib_inflate(r.rest(), static_cast<std::size_t>(data_length));
}

}  // namespace craftmate::protocol
