#pragma once
// Hex <-> bytes for the byte-vector tests.

#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace craftmate::protocol::test {

inline std::vector<std::uint8_t> hex_bytes(std::string_view hex) {
  std::vector<std::uint8_t> out;
  auto digit = [](char c) -> int {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    throw std::invalid_argument("bad hex digit");
  };
  std::string clean;
  for (char c : hex) {
    if (c != ' ') clean.push_back(c);
  }
  for (std::size_t i = 0; i + 1 < clean.size(); i += 2) {
    out.push_back(static_cast<std::uint8_t>(digit(clean[i]) << 4 | digit(clean[i + 1])));
  }
  return out;
}

inline std::string to_hex(const std::vector<std::uint8_t>& bytes) {
  static const char* d = "0123456789abcdef";
  std::string out;
  for (auto b : bytes) {
    out.push_back(d[b >> 4]);
    out.push_back(d[b & 15]);
  }
  return out;
}

}  // namespace craftmate::protocol::test
