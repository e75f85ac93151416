#pragma once
// A list with a small fixed capacity, stored inline: the move and neighbour lists of the
// LLM-Coordination room worlds (at most a handful of items), so a game step never allocates.

#include <array>
#include <cstddef>
#include <stdexcept>

namespace craftmate::games::coordqa {

template <typename T, std::size_t Capacity>
class FixedList {
 public:
  void push_back(const T& value) {
    if (size_ == Capacity) throw std::length_error("FixedList capacity exceeded");
    items_[size_++] = value;
  }
  std::size_t size() const { return size_; }
  bool empty() const { return size_ == 0; }
  const T& operator[](std::size_t i) const { return items_[i]; }
  const T& front() const { return items_[0]; }
  const T* begin() const { return items_.data(); }
  const T* end() const { return items_.data() + size_; }
  T* begin() { return items_.data(); }
  T* end() { return items_.data() + size_; }

 private:
  std::array<T, Capacity> items_{};
  std::size_t size_ = 0;
};

}  // namespace craftmate::games::coordqa
