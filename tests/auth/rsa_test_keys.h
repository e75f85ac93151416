#pragma once
// OpenSSL helpers the secure-chat tests share: verifying a signature with a DER or PEM public key,
// and making a key pair.

#include <openssl/evp.h>
#include <openssl/pem.h>
#include <openssl/x509.h>

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace craftmate::auth::testing {

using Bytes = std::vector<std::uint8_t>;
using Pkey = std::unique_ptr<EVP_PKEY, decltype(&EVP_PKEY_free)>;

inline Pkey publicKeyFromDer(const Bytes& der) {
  const unsigned char* p = der.data();
  return Pkey(d2i_PUBKEY(nullptr, &p, static_cast<long>(der.size())), EVP_PKEY_free);
}

inline Pkey publicKeyFromPem(const std::string& pem) {
  std::unique_ptr<BIO, decltype(&BIO_free)> bio(BIO_new_mem_buf(pem.data(), static_cast<int>(pem.size())), BIO_free);
  return Pkey(PEM_read_bio_PUBKEY(bio.get(), nullptr, nullptr, nullptr), EVP_PKEY_free);
}

// RSA PKCS#1 v1.5 verification with `digest` (EVP_sha1(), EVP_sha256()).
inline bool verifies(EVP_PKEY* key, const EVP_MD* digest, const Bytes& data, const Bytes& signature) {
  if (!key) return false;
  std::unique_ptr<EVP_MD_CTX, decltype(&EVP_MD_CTX_free)> ctx(EVP_MD_CTX_new(), EVP_MD_CTX_free);
  return EVP_DigestVerifyInit(ctx.get(), nullptr, digest, nullptr, key) == 1 &&
         EVP_DigestVerify(ctx.get(), signature.data(), signature.size(), data.data(), data.size()) == 1;
}

// A new RSA key pair as (PKCS#8 private DER, X.509 public DER).
inline std::pair<Bytes, Bytes> newRsaKeyPair() {
  Pkey key(EVP_RSA_gen(2048), EVP_PKEY_free);
  unsigned char* der = nullptr;
  int n = i2d_PUBKEY(key.get(), &der);
  Bytes pub(der, der + n);
  OPENSSL_free(der);
  der = nullptr;
  std::unique_ptr<PKCS8_PRIV_KEY_INFO, decltype(&PKCS8_PRIV_KEY_INFO_free)> info(EVP_PKEY2PKCS8(key.get()),
                                                                                 PKCS8_PRIV_KEY_INFO_free);
  n = i2d_PKCS8_PRIV_KEY_INFO(info.get(), &der);
  Bytes priv(der, der + n);
  OPENSSL_free(der);
  return {priv, pub};
}

}  // namespace craftmate::auth::testing
