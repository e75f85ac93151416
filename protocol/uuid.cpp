#include "protocol/uuid.h"

#include <openssl/evp.h>

#include <stdexcept>

namespace craftmate::protocol {

namespace {
int hex_value(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}
}  // namespace

std::string uuid_to_string(const Uuid& uuid) {
  static const char* digits = "0123456789abcdef";
  std::string out;
  out.reserve(36);
  for (int i = 0; i < 16; ++i) {
    if (i == 4 || i == 6 || i == 8 || i == 10) out.push_back('-');
    out.push_back(digits[uuid[i] >> 4]);
    out.push_back(digits[uuid[i] & 0xf]);
  }
  return out;
}

std::optional<Uuid> parse_uuid(std::string_view text) {
  std::string hex;
  if (text.size() == 36) {
    for (std::size_t i = 0; i < text.size(); ++i) {
      bool dash_place = (i == 8 || i == 13 || i == 18 || i == 23);
      if (dash_place != (text[i] == '-')) return std::nullopt;
      if (!dash_place) hex.push_back(text[i]);
    }
  } else if (text.size() == 32) {
    hex = std::string(text);
  } else {
    return std::nullopt;
  }
  Uuid out{};
  for (int i = 0; i < 16; ++i) {
    int hi = hex_value(hex[2 * i]), lo = hex_value(hex[2 * i + 1]);
    if (hi < 0 || lo < 0) return std::nullopt;
    out[i] = static_cast<std::uint8_t>(hi << 4 | lo);
  }
  return out;
}

Uuid offline_player_uuid(std::string_view username) {
  std::string input = "OfflinePlayer:" + std::string(username);
  unsigned char digest[EVP_MAX_MD_SIZE];
  unsigned int len = 0;
  if (EVP_Digest(input.data(), input.size(), digest, &len, EVP_md5(), nullptr) != 1 || len != 16) {
    throw std::runtime_error("MD5 is unavailable in this OpenSSL build");
  }
  Uuid out;
  for (int i = 0; i < 16; ++i) out[i] = digest[i];
  out[6] = static_cast<std::uint8_t>((out[6] & 0x0f) | 0x30);
  out[8] = static_cast<std::uint8_t>((out[8] & 0x3f) | 0x80);
  return out;
}

}  // namespace craftmate::protocol
