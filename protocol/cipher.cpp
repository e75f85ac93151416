#include "protocol/cipher.h"

#include <openssl/evp.h>

#include <climits>
#include <stdexcept>

namespace craftmate::protocol {

void Cfb8Cipher::Free::operator()(evp_cipher_ctx_st* ctx) const { EVP_CIPHER_CTX_free(ctx); }

Cfb8Cipher::Cfb8Cipher(std::span<const std::uint8_t> key, Mode mode) : ctx_(EVP_CIPHER_CTX_new()) {
  if (key.size() != 16) throw std::invalid_argument("AES-128-CFB8 needs a 16-byte key");
  if (!ctx_ || EVP_CipherInit_ex(ctx_.get(), EVP_aes_128_cfb8(), nullptr, key.data(), key.data(),
                                 mode == Mode::Encrypt ? 1 : 0) != 1) {
    throw std::runtime_error("OpenSSL could not set up AES-128-CFB8");
  }
}

Cfb8Cipher::~Cfb8Cipher() = default;
Cfb8Cipher::Cfb8Cipher(Cfb8Cipher&&) noexcept = default;
Cfb8Cipher& Cfb8Cipher::operator=(Cfb8Cipher&&) noexcept = default;

void Cfb8Cipher::apply(std::span<std::uint8_t> data) {
  std::size_t done = 0;
  while (done < data.size()) {
    int chunk = static_cast<int>(std::min<std::size_t>(data.size() - done, INT_MAX / 2));
    int out_len = 0;
    if (EVP_CipherUpdate(ctx_.get(), data.data() + done, &out_len, data.data() + done, chunk) != 1 ||
        out_len != chunk) {
      throw std::runtime_error("AES-128-CFB8 update failed");
    }
    done += static_cast<std::size_t>(chunk);
  }
}

}  // namespace craftmate::protocol
