#pragma once
// Xbox Live's proof of possession: an ECDSA P-256 key made for the sign-in, its public half as a
// JWK (`ProofKey` in request bodies), and the `Signature` header of each request: version 1, a
// Windows-epoch timestamp and an ES256 signature over (version, timestamp, "POST", the URL's path,
// the authorization token, the body), as prismarine-auth signs device, title and XSTS requests.

#include <chrono>
#include <memory>
#include <string>

#include <nlohmann/json.hpp>

namespace craftmate::auth {

class XboxRequestSigner {
 public:
  XboxRequestSigner();  // a fresh P-256 key
  ~XboxRequestSigner();
  XboxRequestSigner(const XboxRequestSigner&) = delete;
  XboxRequestSigner& operator=(const XboxRequestSigner&) = delete;

  nlohmann::json proofKey() const;  // {"kty":"EC","crv":"P-256","x":..,"y":..,"alg":"ES256","use":"sig"}
  // The base64 `Signature` header for a POST of `body` to `url`.
  std::string signature(const std::string& url, const std::string& body,
                        std::chrono::system_clock::time_point now = std::chrono::system_clock::now()) const;

 private:
  struct Key;
  std::unique_ptr<Key> key_;
};

std::string base64(const std::string& bytes);
std::string base64url(const std::string& bytes);  // no padding

}  // namespace craftmate::auth
