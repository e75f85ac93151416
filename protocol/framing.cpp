#include "protocol/framing.h"

#include <string>

#include "protocol/errors.h"
#include "protocol/varint.h"

namespace craftmate::protocol {

void append_frame(std::vector<std::uint8_t>& out, std::span<const std::uint8_t> payload) {
  std::uint8_t prefix[kMaxVarIntBytes];
  int n = encode_varint(static_cast<std::int32_t>(payload.size()), prefix);
  out.insert(out.end(), prefix, prefix + n);
  out.insert(out.end(), payload.begin(), payload.end());
}

void FrameReader::feed(std::span<const std::uint8_t> bytes) {
  // Compact lazily: only when the consumed prefix is large, so small reads stay O(1).
  if (start_ > 0 && (start_ == buffer_.size() || start_ > 65536)) {
    buffer_.erase(buffer_.begin(), buffer_.begin() + static_cast<std::ptrdiff_t>(start_));
    start_ = 0;
    // An idle bot should not keep the capacity of the largest packet it ever received.
    if (buffer_.size() < 4096 && buffer_.capacity() > 256 * 1024) buffer_.shrink_to_fit();
  }
  buffer_.insert(buffer_.end(), bytes.begin(), bytes.end());
}

std::optional<std::span<const std::uint8_t>> FrameReader::next_frame() {
  std::span<const std::uint8_t> pending(buffer_.data() + start_, buffer_.size() - start_);
  std::optional<VarIntPrefix> prefix;
  try {
    prefix = try_decode_varint(pending.first(std::min<std::size_t>(pending.size(), kMaxVarIntBytes)));
  } catch (const DecodeError&) {
    throw DecodeError("frame length prefix is longer than 5 bytes: the stream is not Minecraft protocol");
  }
  if (!prefix) return std::nullopt;
  if (prefix->value <= 0) {
    throw DecodeError("frame length " + std::to_string(prefix->value) + " is not positive");
  }
  if (static_cast<std::size_t>(prefix->value) > max_) {
    throw DecodeError("frame of " + std::to_string(prefix->value) + " bytes exceeds the limit of " +
                      std::to_string(max_));
  }
  std::size_t total = static_cast<std::size_t>(prefix->length) + static_cast<std::size_t>(prefix->value);
  if (pending.size() < total) return std::nullopt;
  auto frame = pending.subspan(static_cast<std::size_t>(prefix->length), static_cast<std::size_t>(prefix->value));
  start_ += total;
  return frame;
}

}  // namespace craftmate::protocol
