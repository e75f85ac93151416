#pragma once
// The cryptography of the login `encryption_begin` exchange: a random shared secret, RSA
// (PKCS#1 v1.5) with the server's DER public key, and the session-server hash for online mode.

#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace craftmate::protocol {

std::vector<std::uint8_t> random_bytes(std::size_t count);

// Encrypts `data` with an RSA public key given as DER SubjectPublicKeyInfo. Throws
// std::runtime_error when the key does not parse.
std::vector<std::uint8_t> rsa_encrypt_pkcs1(std::span<const std::uint8_t> der_public_key,
                                            std::span<const std::uint8_t> data);

// Minecraft's "server hash": SHA-1 of serverId + sharedSecret + publicKey, printed as a signed
// two's-complement big integer in lower-case hex without leading zeros ("-7c9d..." for negatives).
std::string minecraft_server_hash(std::string_view server_id, std::span<const std::uint8_t> shared_secret,
                                  std::span<const std::uint8_t> public_key);

}  // namespace craftmate::protocol
