#include "world/paletted_container.h"

#include <algorithm>
#include <string>

namespace craftmate::world {

PalettedContainer PalettedContainer::read(protocol::ByteReader& in, PaletteLimits limits, bool lengthPrefixed) {
  PalettedContainer c;
  c.limits_ = limits;
  c.bits_ = in.read_u8();
  c.palette_.clear();
  if (c.bits_ == 0) {
    c.palette_.push_back(static_cast<uint32_t>(in.read_varint()));
  } else if (c.bits_ <= limits.maxIndirectBits) {
    const int length = in.read_varint();
    if (length <= 0 || length > limits.entries) {
      throw protocol::DecodeError("palette length " + std::to_string(length) + " is outside 1.." +
                                   std::to_string(limits.entries));
    }
    c.palette_.reserve(length);
    for (int i = 0; i < length; ++i) c.palette_.push_back(static_cast<uint32_t>(in.read_varint()));
  } else if (c.bits_ > 32) {
    throw protocol::DecodeError("bits per entry " + std::to_string(c.bits_) + " is larger than 32");
  }
  const int expected = c.bits_ == 0 ? 0 : (limits.entries + 64 / c.bits_ - 1) / (64 / c.bits_);
  const int longs = lengthPrefixed ? in.read_varint() : expected;
  if (longs < 0 || (c.bits_ != 0 && longs != expected) || static_cast<std::size_t>(longs) * 8 > in.remaining()) {
    throw protocol::DecodeError("data array of " + std::to_string(longs) + " longs does not fit " +
                                 std::to_string(int(c.bits_)) + " bits per entry (expected " + std::to_string(expected) + ")");
  }
  if (c.bits_ == 0) {
    for (int i = 0; i < longs; ++i) in.read_u64();  // servers may send filler
  } else {
    c.data_.resize(longs);
    for (auto& word : c.data_) word = in.read_u64();
  }
  return c;
}

void PalettedContainer::set(int index, uint32_t value) {
  if (bits_ == 0) {
    if (palette_[0] == value) return;
    // Grow from single value into an indirect palette whose index 0 is the old value.
    bits_ = limits_.minIndirectBits;
    data_.assign((limits_.entries + 64 / bits_ - 1) / (64 / bits_), 0);
  }
  if (isDirect()) {
    writeRaw(index, value);
    return;
  }
  auto it = std::find(palette_.begin(), palette_.end(), value);
  std::size_t slot = it - palette_.begin();
  if (it == palette_.end()) {
    palette_.push_back(value);
    if (palette_.size() > (std::size_t(1) << bits_)) {
      const int grown = bits_ + 1;
      repack(grown > limits_.maxIndirectBits ? limits_.globalBits : grown);
      if (isDirect()) {
        writeRaw(index, value);
        return;
      }
    }
  }
  writeRaw(index, slot);
}

void PalettedContainer::repack(int newBits) {
  std::vector<uint32_t> values(limits_.entries);
  for (int i = 0; i < limits_.entries; ++i) values[i] = get(i);
  const bool toDirect = newBits > limits_.maxIndirectBits;
  bits_ = static_cast<uint8_t>(newBits);
  data_.assign((limits_.entries + 64 / bits_ - 1) / (64 / bits_), 0);
  if (toDirect) {
    palette_.clear();
    for (int i = 0; i < limits_.entries; ++i) writeRaw(i, values[i]);
  } else {
    for (int i = 0; i < limits_.entries; ++i) {
      writeRaw(i, std::find(palette_.begin(), palette_.end(), values[i]) - palette_.begin());
    }
  }
}

bool PalettedContainer::mayContain(const std::function<bool(uint32_t)>& match) const {
  if (!isDirect()) return std::any_of(palette_.begin(), palette_.end(), match);
  for (int i = 0; i < limits_.entries; ++i)
    if (match(get(i))) return true;
  return false;
}

}  // namespace craftmate::world
