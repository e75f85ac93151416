#include "auth/xbox_request_signer.h"

#include <openssl/bn.h>
#include <openssl/core_names.h>
#include <openssl/ec.h>
#include <openssl/evp.h>

#include <stdexcept>

#include "agents/models/http_client.h"

namespace craftmate::auth {

std::string base64(const std::string& bytes) {
  std::string out(4 * ((bytes.size() + 2) / 3), '\0');
  int n = EVP_EncodeBlock(reinterpret_cast<unsigned char*>(out.data()),
                          reinterpret_cast<const unsigned char*>(bytes.data()), static_cast<int>(bytes.size()));
  out.resize(static_cast<size_t>(n));
  return out;
}

std::string base64url(const std::string& bytes) {
  std::string out = base64(bytes);
  while (!out.empty() && out.back() == '=') out.pop_back();
  for (char& c : out) c = c == '+' ? '-' : c == '/' ? '_' : c;
  return out;
}

struct XboxRequestSigner::Key {
  EVP_PKEY* pkey = nullptr;
  ~Key() { EVP_PKEY_free(pkey); }
};

XboxRequestSigner::XboxRequestSigner() : key_(std::make_unique<Key>()) {
  key_->pkey = EVP_EC_gen("P-256");
  if (!key_->pkey) throw std::runtime_error("OpenSSL could not make a P-256 key");
}

XboxRequestSigner::~XboxRequestSigner() = default;

namespace {

std::string coordinate(EVP_PKEY* pkey, const char* name) {
  BIGNUM* bn = nullptr;
  if (EVP_PKEY_get_bn_param(pkey, name, &bn) != 1) throw std::runtime_error("cannot read the P-256 public key");
  std::string out(32, '\0');
  BN_bn2binpad(bn, reinterpret_cast<unsigned char*>(out.data()), 32);
  BN_free(bn);
  return out;
}

void appendBigEndian(std::string& out, std::uint64_t value, int bytes) {
  for (int i = bytes - 1; i >= 0; --i) out.push_back(static_cast<char>((value >> (8 * i)) & 0xff));
}

}  // namespace

nlohmann::json XboxRequestSigner::proofKey() const {
  return {{"kty", "EC"},
          {"x", base64url(coordinate(key_->pkey, OSSL_PKEY_PARAM_EC_PUB_X))},
          {"y", base64url(coordinate(key_->pkey, OSSL_PKEY_PARAM_EC_PUB_Y))},
          {"crv", "P-256"},
          {"alg", "ES256"},
          {"use", "sig"}};
}

std::string XboxRequestSigner::signature(const std::string& url, const std::string& body,
                                         std::chrono::system_clock::time_point now) const {
  // Windows file time: 100 ns ticks since 1601-01-01, at whole seconds as the services expect.
  const auto seconds = std::chrono::duration_cast<std::chrono::seconds>(now.time_since_epoch()).count();
  const std::uint64_t windowsTime = (static_cast<std::uint64_t>(seconds) + 11644473600ull) * 10000000ull;
  const std::string path = agents::parseUrl(url).target.substr(0, agents::parseUrl(url).target.find('?'));

  std::string signed_;
  appendBigEndian(signed_, 1, 4);  // policy version
  signed_.push_back('\0');
  appendBigEndian(signed_, windowsTime, 8);
  signed_.push_back('\0');
  for (const std::string& part : {std::string("POST"), path, std::string(), body}) {
    signed_ += part;
    signed_.push_back('\0');
  }

  std::unique_ptr<EVP_MD_CTX, decltype(&EVP_MD_CTX_free)> md(EVP_MD_CTX_new(), &EVP_MD_CTX_free);
  size_t derLen = 0;
  if (!md || EVP_DigestSignInit(md.get(), nullptr, EVP_sha256(), nullptr, key_->pkey) != 1 ||
      EVP_DigestSign(md.get(), nullptr, &derLen, reinterpret_cast<const unsigned char*>(signed_.data()), signed_.size()) != 1) {
    throw std::runtime_error("ECDSA signing is unavailable in this OpenSSL build");
  }
  std::string der(derLen, '\0');
  if (EVP_DigestSign(md.get(), reinterpret_cast<unsigned char*>(der.data()), &derLen,
                     reinterpret_cast<const unsigned char*>(signed_.data()), signed_.size()) != 1) {
    throw std::runtime_error("ECDSA signing failed");
  }
  // DER (r, s) -> IEEE P1363: r and s as 32 big-endian bytes each.
  const unsigned char* p = reinterpret_cast<const unsigned char*>(der.data());
  ECDSA_SIG* sig = d2i_ECDSA_SIG(nullptr, &p, static_cast<long>(derLen));
  if (!sig) throw std::runtime_error("ECDSA signing produced no signature");
  std::string raw(64, '\0');
  BN_bn2binpad(ECDSA_SIG_get0_r(sig), reinterpret_cast<unsigned char*>(raw.data()), 32);
  BN_bn2binpad(ECDSA_SIG_get0_s(sig), reinterpret_cast<unsigned char*>(raw.data()) + 32, 32);
  ECDSA_SIG_free(sig);

  std::string header;
  appendBigEndian(header, 1, 4);
  appendBigEndian(header, windowsTime, 8);
  header += raw;
  return base64(header);
}

}  // namespace craftmate::auth
