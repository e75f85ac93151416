#pragma once
// Framing: every packet on the wire is `VarInt length` + that many bytes. FrameReader cuts a byte
// stream (already decrypted) into frames; it copes with frames split across reads and several
// frames in one read.

#include <cstdint>
#include <optional>
#include <span>
#include <vector>

namespace craftmate::protocol {

// Vanilla limits a frame to what a 3-byte VarInt can express.
inline constexpr std::size_t kMaxFrameLength = (1u << 21) - 1;

void append_frame(std::vector<std::uint8_t>& out, std::span<const std::uint8_t> payload);

class FrameReader {
 public:
  explicit FrameReader(std::size_t max_frame_length = kMaxFrameLength) : max_(max_frame_length) {}

  void feed(std::span<const std::uint8_t> bytes);
  // The next complete frame's payload (valid until the next feed()/next_frame()), or nullopt when
  // more bytes are needed. Throws DecodeError for a bad length prefix (too long, zero, > limit).
  std::optional<std::span<const std::uint8_t>> next_frame();
  std::size_t buffered() const { return buffer_.size() - start_; }

 private:
  std::vector<std::uint8_t> buffer_;
  std::size_t start_ = 0;
  std::size_t max_;
};

}  // namespace craftmate::protocol
