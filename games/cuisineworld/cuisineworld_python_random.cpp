#include "games/cuisineworld/cuisineworld_python_random.h"

#include <bit>

namespace craftmate::games::cuisine {

namespace {
constexpr int kN = 624;
constexpr int kM = 397;
constexpr std::uint32_t kMatrixA = 0x9908b0dfU;
constexpr std::uint32_t kUpperMask = 0x80000000U;
constexpr std::uint32_t kLowerMask = 0x7fffffffU;
}  // namespace

void PythonRandom::initGenrand(std::uint32_t s) {
  mt_[0] = s;
  for (int i = 1; i < kN; ++i) {
    mt_[i] = 1812433253U * (mt_[i - 1] ^ (mt_[i - 1] >> 30)) + static_cast<std::uint32_t>(i);
  }
  index_ = kN;
}

// CPython seeds with init_by_array over the 32-bit little-endian chunks of |seed| ([0] for 0).
void PythonRandom::seed_(std::uint64_t seed) {
  std::uint32_t key[2] = {static_cast<std::uint32_t>(seed), static_cast<std::uint32_t>(seed >> 32)};
  const int keyLength = key[1] != 0 ? 2 : 1;
  initGenrand(19650218U);
  int i = 1;
  int j = 0;
  for (int k = (kN > keyLength ? kN : keyLength); k > 0; --k) {
    mt_[i] = (mt_[i] ^ ((mt_[i - 1] ^ (mt_[i - 1] >> 30)) * 1664525U)) + key[j] + static_cast<std::uint32_t>(j);
    ++i;
    ++j;
    if (i >= kN) {
      mt_[0] = mt_[kN - 1];
      i = 1;
    }
    if (j >= keyLength) j = 0;
  }
  for (int k = kN - 1; k > 0; --k) {
    mt_[i] = (mt_[i] ^ ((mt_[i - 1] ^ (mt_[i - 1] >> 30)) * 1566083941U)) - static_cast<std::uint32_t>(i);
    ++i;
    if (i >= kN) {
      mt_[0] = mt_[kN - 1];
      i = 1;
    }
  }
  mt_[0] = 0x80000000U;
  index_ = kN;
}

void PythonRandom::twist() {
  for (int kk = 0; kk < kN; ++kk) {
    const std::uint32_t y = (mt_[kk] & kUpperMask) | (mt_[(kk + 1) % kN] & kLowerMask);
    mt_[kk] = mt_[(kk + kM) % kN] ^ (y >> 1) ^ ((y & 1U) ? kMatrixA : 0U);
  }
  index_ = 0;
}

std::uint32_t PythonRandom::nextUint32() {
  if (index_ >= kN) twist();
  std::uint32_t y = mt_[index_++];
  y ^= (y >> 11);
  y ^= (y << 7) & 0x9d2c5680U;
  y ^= (y << 15) & 0xefc60000U;
  y ^= (y >> 18);
  return y;
}

std::uint32_t PythonRandom::randBelow(std::uint32_t n) {
  const int k = std::bit_width(n);  // Python's n.bit_length()
  std::uint32_t r = nextUint32() >> (32 - k);
  while (r >= n) r = nextUint32() >> (32 - k);
  return r;
}

}  // namespace craftmate::games::cuisine
