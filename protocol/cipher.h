#pragma once
// AES-128-CFB8, the stream cipher of an encrypted connection: key = IV = the 16-byte shared secret,
// one continuous cipher state per direction for the whole connection. Used in place on buffers.

#include <cstdint>
#include <memory>
#include <span>

struct evp_cipher_ctx_st;

namespace craftmate::protocol {

class Cfb8Cipher {
 public:
  enum class Mode { Encrypt, Decrypt };
  // Throws std::invalid_argument unless the key is 16 bytes.
  Cfb8Cipher(std::span<const std::uint8_t> key, Mode mode);
  ~Cfb8Cipher();
  Cfb8Cipher(Cfb8Cipher&&) noexcept;
  Cfb8Cipher& operator=(Cfb8Cipher&&) noexcept;

  void apply(std::span<std::uint8_t> data);  // in place; CFB8 keeps the length

 private:
  struct Free {
    void operator()(evp_cipher_ctx_st* ctx) const;
  };
  std::unique_ptr<evp_cipher_ctx_st, Free> ctx_;
};

}  // namespace craftmate::protocol
