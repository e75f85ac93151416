#include "auth/player_certificates.h"

#include <openssl/evp.h>
#include <openssl/x509.h>

#include <cctype>
#include <cstdio>
#include <ctime>
#include <memory>
#include <stdexcept>

namespace craftmate::auth {

namespace {

using Bytes = std::vector<std::uint8_t>;

Bytes base64Decode(const std::string& text, const char* what) {
  std::string clean;
  for (char c : text)
    if (c != '\n' && c != '\r' && c != ' ') clean += c;
  if (clean.empty() || clean.size() % 4 != 0) throw std::runtime_error(std::string(what) + " is not base64");
  Bytes out(clean.size() / 4 * 3);
  const int n = EVP_DecodeBlock(out.data(), reinterpret_cast<const unsigned char*>(clean.data()), static_cast<int>(clean.size()));
  if (n < 0) throw std::runtime_error(std::string(what) + " is not base64");
  std::size_t padding = 0;
  while (padding < 2 && clean[clean.size() - 1 - padding] == '=') ++padding;
  out.resize(static_cast<std::size_t>(n) - padding);
  return out;
}

// The base64 between a PEM's BEGIN and END lines.
Bytes pemBody(const std::string& pem, const char* what) {
  const std::size_t begin = pem.find("-----BEGIN ");
  const std::size_t bodyStart = begin == std::string::npos ? std::string::npos : pem.find("-----", begin + 11);
  const std::size_t end = pem.find("-----END ");
  if (bodyStart == std::string::npos || end == std::string::npos || end < bodyStart + 5)
    throw std::runtime_error(std::string(what) + " is not a PEM block");
  return base64Decode(pem.substr(bodyStart + 5, end - bodyStart - 5), what);
}

std::string field(const nlohmann::json& j, const char* key) {
  if (!j.is_object() || !j.contains(key) || !j[key].is_string() || j[key].get<std::string>().empty())
    throw std::runtime_error(std::string("the reply has no ") + key);
  return j[key].get<std::string>();
}

}  // namespace

std::optional<long long> isoTimeMillis(const std::string& text) {
  int y, mo, d, h, mi, s, used = 0;
  if (std::sscanf(text.c_str(), "%4d-%2d-%2dT%2d:%2d:%2d%n", &y, &mo, &d, &h, &mi, &s, &used) != 6) return std::nullopt;
  std::size_t at = static_cast<std::size_t>(used);
  long long millis = 0;
  if (at < text.size() && text[at] == '.') {
    int digits = 0;
    for (++at; at < text.size() && std::isdigit(static_cast<unsigned char>(text[at])); ++at, ++digits)
      if (digits < 3) millis = millis * 10 + (text[at] - '0');
    for (; digits < 3; ++digits) millis *= 10;
  }
  if (at + 1 != text.size() || text[at] != 'Z') return std::nullopt;
  std::tm tm{};
  tm.tm_year = y - 1900;
  tm.tm_mon = mo - 1;
  tm.tm_mday = d;
  tm.tm_hour = h;
  tm.tm_min = mi;
  tm.tm_sec = s;
  return static_cast<long long>(::timegm(&tm)) * 1000 + millis;
}

protocol::ProfileKeys readPlayerCertificates(const nlohmann::json& reply) {
  if (!reply.is_object() || !reply.contains("keyPair")) throw std::runtime_error("the reply has no keyPair");
  protocol::ProfileKeys keys;
  keys.privateKeyDer = pemBody(field(reply["keyPair"], "privateKey"), "keyPair.privateKey");
  keys.publicKeyDer = pemBody(field(reply["keyPair"], "publicKey"), "keyPair.publicKey");
  keys.servicesSignature = base64Decode(field(reply, "publicKeySignatureV2"), "publicKeySignatureV2");
  const auto expires = isoTimeMillis(field(reply, "expiresAt"));
  if (!expires) throw std::runtime_error("expiresAt is not a UTC time (" + field(reply, "expiresAt") + ")");
  keys.expiresAtMillis = *expires;
  // The keys must be what they claim: an RSA private key and a public key that parse.
  const unsigned char* p = keys.privateKeyDer.data();
  std::unique_ptr<EVP_PKEY, decltype(&EVP_PKEY_free)> priv(
      d2i_AutoPrivateKey(nullptr, &p, static_cast<long>(keys.privateKeyDer.size())), EVP_PKEY_free);
  if (!priv || EVP_PKEY_base_id(priv.get()) != EVP_PKEY_RSA) throw std::runtime_error("keyPair.privateKey is not an RSA private key");
  p = keys.publicKeyDer.data();
  std::unique_ptr<EVP_PKEY, decltype(&EVP_PKEY_free)> pub(d2i_PUBKEY(nullptr, &p, static_cast<long>(keys.publicKeyDer.size())),
                                                          EVP_PKEY_free);
  if (!pub) throw std::runtime_error("keyPair.publicKey is not an X.509 public key");
  return keys;
}

}  // namespace craftmate::auth
