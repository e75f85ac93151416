#pragma once
// The Minecraft services' answer to POST /player/certificates (the profile key pair for secure
// chat), read into protocol::ProfileKeys. The reply looks like
//   {"keyPair": {"privateKey": "-----BEGIN RSA PRIVATE KEY-----\n<PKCS#8, base64>\n-----END ...",
//                "publicKey": "-----BEGIN RSA PUBLIC KEY-----\n<X.509 SPKI, base64>\n-----END ..."},
//    "publicKeySignatureV2": "<base64>", "expiresAt": "2026-11-29T01:02:03.456789Z",
//    "refreshedAfter": "2026-11-28T17:02:03.456789Z"}
// (the PEM labels say "RSA" whatever the body's format; like vanilla, only the body is read).

#include <optional>
#include <string>

#include <nlohmann/json.hpp>

#include "protocol/profile_keys.h"

namespace craftmate::auth {

// Throws std::runtime_error naming the field that is missing or malformed.
protocol::ProfileKeys readPlayerCertificates(const nlohmann::json& reply);

// "2026-11-29T01:02:03.456789Z" (fraction optional) as milliseconds since the epoch; nullopt when
// the text is not such a UTC time.
std::optional<long long> isoTimeMillis(const std::string& text);

}  // namespace craftmate::auth
