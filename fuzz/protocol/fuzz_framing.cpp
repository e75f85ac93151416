// Fuzzes FrameReader with the input cut into reads of varying sizes (the first byte seeds the cut
// lengths), then inflates every frame as a compressed packet. Any exception other than DecodeError,
// or a crash/sanitizer report, is a bug.
#include <cstdint>
#include <span>

#include "protocol/compression.h"
#include "protocol/errors.h"
#include "protocol/framing.h"

using namespace craftmate::protocol;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size == 0) return 0;
  std::size_t step = 1 + data[0] % 17;
  std::span<const std::uint8_t> input(data + 1, size - 1);
  FrameReader reader(1 << 16);
  try {
    for (std::size_t at = 0; at < input.size(); at += step) {
      reader.feed(input.subspan(at, std::min(step, input.size() - at)));
      while (auto frame = reader.next_frame()) {
        if (frame->empty()) __builtin_trap();  // zero-length frames must be rejected
        try {
          (void)decompress_packet(*frame);
        } catch (const DecodeError&) {
        }
      }
    }
  } catch (const DecodeError&) {
  }
  return 0;
}
