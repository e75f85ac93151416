#include "protocol/login_crypto.h"

#include <openssl/evp.h>
#include <openssl/rand.h>
#include <openssl/rsa.h>
#include <openssl/x509.h>

#include <memory>
#include <stdexcept>

namespace craftmate::protocol {

std::vector<std::uint8_t> random_bytes(std::size_t count) {
  std::vector<std::uint8_t> out(count);
  if (RAND_bytes(out.data(), static_cast<int>(count)) != 1) {
    throw std::runtime_error("OpenSSL could not produce random bytes");
  }
  return out;
}

std::vector<std::uint8_t> rsa_encrypt_pkcs1(std::span<const std::uint8_t> der_public_key,
                                            std::span<const std::uint8_t> data) {
  const unsigned char* p = der_public_key.data();
  std::unique_ptr<EVP_PKEY, decltype(&EVP_PKEY_free)> key(
      d2i_PUBKEY(nullptr, &p, static_cast<long>(der_public_key.size())), &EVP_PKEY_free);
  if (!key) throw std::runtime_error("the server's public key is not a DER SubjectPublicKeyInfo");
  std::unique_ptr<EVP_PKEY_CTX, decltype(&EVP_PKEY_CTX_free)> ctx(EVP_PKEY_CTX_new(key.get(), nullptr),
                                                                  &EVP_PKEY_CTX_free);
  if (!ctx || EVP_PKEY_encrypt_init(ctx.get()) != 1 ||
      EVP_PKEY_CTX_set_rsa_padding(ctx.get(), RSA_PKCS1_PADDING) != 1) {
    throw std::runtime_error("the server's public key cannot encrypt with RSA PKCS#1");
  }
  std::size_t out_len = 0;
  if (EVP_PKEY_encrypt(ctx.get(), nullptr, &out_len, data.data(), data.size()) != 1) {
    throw std::runtime_error("RSA encryption failed");
  }
  std::vector<std::uint8_t> out(out_len);
  if (EVP_PKEY_encrypt(ctx.get(), out.data(), &out_len, data.data(), data.size()) != 1) {
    throw std::runtime_error("RSA encryption failed");
  }
  out.resize(out_len);
  return out;
}

std::string minecraft_server_hash(std::string_view server_id, std::span<const std::uint8_t> shared_secret,
                                  std::span<const std::uint8_t> public_key) {
  std::unique_ptr<EVP_MD_CTX, decltype(&EVP_MD_CTX_free)> md(EVP_MD_CTX_new(), &EVP_MD_CTX_free);
  unsigned char digest[EVP_MAX_MD_SIZE];
  unsigned int len = 0;
  if (!md || EVP_DigestInit_ex(md.get(), EVP_sha1(), nullptr) != 1 ||
      EVP_DigestUpdate(md.get(), server_id.data(), server_id.size()) != 1 ||
      EVP_DigestUpdate(md.get(), shared_secret.data(), shared_secret.size()) != 1 ||
      EVP_DigestUpdate(md.get(), public_key.data(), public_key.size()) != 1 ||
      EVP_DigestFinal_ex(md.get(), digest, &len) != 1 || len != 20) {
    throw std::runtime_error("SHA-1 is unavailable in this OpenSSL build");
  }
  bool negative = (digest[0] & 0x80) != 0;
  if (negative) {  // two's complement negate the 160-bit number
    bool carry = true;
    for (int i = 19; i >= 0; --i) {
      digest[i] = static_cast<unsigned char>(~digest[i]);
      if (carry) {
        carry = digest[i] == 0xFF;
        digest[i] = static_cast<unsigned char>(digest[i] + 1);
      }
    }
  }
  static const char* hex = "0123456789abcdef";
  std::string out;
  for (int i = 0; i < 20; ++i) {
    out.push_back(hex[digest[i] >> 4]);
    out.push_back(hex[digest[i] & 0xf]);
  }
  auto first = out.find_first_not_of('0');
  out = first == std::string::npos ? "0" : out.substr(first);
  return negative ? "-" + out : out;
}

}  // namespace craftmate::protocol
