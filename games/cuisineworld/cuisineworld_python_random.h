#pragma once
// A bit-exact copy of CPython's `random.Random(seed)` for the two calls CuisineWorld's reference
// engine makes: seeding and `choice(list)`. The order arrivals of the paper's runs (and of its
// Appendix H episode) come from this stream, so matching it makes our episodes replay theirs.

#include <array>
#include <cstdint>

namespace craftmate::games::cuisine {

class PythonRandom {
 public:
  explicit PythonRandom(std::uint64_t seed = 0) { seed_(seed); }

  // Python's `getrandbits(32)`: the next raw MT19937 output.
  std::uint32_t nextUint32();

  // Python's `_randbelow(n)` for 1 <= n < 2^32 (rejection sampling on bit_length(n) bits; even
  // n == 1 consumes at least one draw, as CPython does).
  std::uint32_t randBelow(std::uint32_t n);

  // Python's `choice(seq)` index for a sequence of length n.
  std::uint32_t choiceIndex(std::uint32_t n) { return randBelow(n); }

 private:
  void seed_(std::uint64_t seed);
  void initGenrand(std::uint32_t s);
  void twist();

  std::array<std::uint32_t, 624> mt_{};
  int index_ = 624;
};

}  // namespace craftmate::games::cuisine
