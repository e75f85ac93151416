#pragma once
// A player's profile key pair for secure chat, as the Minecraft services issue it
// (POST /player/certificates): the player signs chat with the private key, and servers trust the
// public key because the services signed it (`servicesSignature`, "publicKeySignatureV2": SHA1 with
// RSA over the profile uuid, `expiresAtMillis` and the public key's DER). auth/ fetches it;
// world/chat_session uses it.

#include <cstdint>
#include <vector>

namespace craftmate::protocol {

struct ProfileKeys {
  std::vector<std::uint8_t> privateKeyDer;  // PKCS#8 (a secret, like a token)
  std::vector<std::uint8_t> publicKeyDer;   // X.509 SubjectPublicKeyInfo
  std::int64_t expiresAtMillis = 0;
  std::vector<std::uint8_t> servicesSignature;
};

}  // namespace craftmate::protocol
