#include "world/chat_session.h"

#include <openssl/evp.h>
#include <openssl/x509.h>

#include <stdexcept>

#include "protocol/byte_writer.h"
#include "protocol/connection.h"
#include "protocol/login_crypto.h"
#include "protocol/uuid.h"

namespace craftmate::world {

using protocol::Bytes;
using protocol::Value;

struct ChatSession::Key {
  EVP_PKEY* pkey = nullptr;
  ~Key() { EVP_PKEY_free(pkey); }
};

namespace {

protocol::Uuid uuidBytes(const std::string& text) {
  auto u = protocol::parse_uuid(text);
  if (!u) throw std::runtime_error("secure chat: '" + text + "' is not a uuid");
  return *u;
}

void writeUuid(protocol::ByteWriter& w, const std::string& text) {
  for (std::uint8_t b : uuidBytes(text)) w.write_u8(b);
}

}  // namespace

std::unique_ptr<ChatSession> ChatSession::forLogin(const Value& login, const protocol::OnlineLogin* online) {
  const Value* enforces = login.find("enforcesSecureChat");
  if (!enforces || !enforces->as_bool() || !online || !online->profileKeys) return nullptr;
  return std::make_unique<ChatSession>(online->uuid, online->profileKeys);
}

ChatSession::ChatSession(const std::string& playerUuid, std::shared_ptr<const protocol::ProfileKeys> keys)
    : playerUuid_(playerUuid), keys_(std::move(keys)), privateKey_(std::make_unique<Key>()) {
  uuidBytes(playerUuid_);
  protocol::Uuid session{};
  const Bytes random = protocol::random_bytes(16);
  std::copy(random.begin(), random.end(), session.begin());
  session[6] = static_cast<std::uint8_t>((session[6] & 0x0f) | 0x40);  // version 4 (random)
  session[8] = static_cast<std::uint8_t>((session[8] & 0x3f) | 0x80);  // IETF variant
  sessionUuid_ = protocol::uuid_to_string(session);
  const unsigned char* p = keys_->privateKeyDer.data();
  privateKey_->pkey = d2i_AutoPrivateKey(nullptr, &p, static_cast<long>(keys_->privateKeyDer.size()));
  if (!privateKey_->pkey) throw std::runtime_error("secure chat: the profile's private key does not parse");
}

ChatSession::~ChatSession() = default;

std::int64_t ChatSession::randomSalt() {
  std::int64_t salt = 0;
  for (std::uint8_t b : protocol::random_bytes(8)) salt = static_cast<std::int64_t>((static_cast<std::uint64_t>(salt) << 8) | b);
  return salt;
}

Value ChatSession::sessionUpdate() const {
  return Value::object({{"sessionUUID", sessionUuid_},
                        {"expireTime", static_cast<long long>(keys_->expiresAtMillis)},
                        {"publicKey", keys_->publicKeyDer},
                        {"signature", keys_->servicesSignature}});
}

Value ChatSession::signedMessage(const std::string& message, std::int64_t timestampMillis, std::int64_t salt) {
  // The last-seen update, as vanilla's LastSeenMessagesTracker.generateAndApplyUpdate.
  Bytes acknowledged(3, 0);
  std::vector<const Bytes*> seen;
  for (int i = 0; i < kLastSeenWindow; ++i) {
    auto& entry = tracked_[(tail_ + i) % kLastSeenWindow];
    if (!entry) continue;
    acknowledged[i / 8] |= static_cast<std::uint8_t>(1u << (i % 8));
    seen.push_back(&*entry);
  }
  const int offset = offset_;
  offset_ = 0;

  protocol::ByteWriter body;
  body.write_i32(1);
  writeUuid(body, playerUuid_);
  writeUuid(body, sessionUuid_);
  body.write_i32(index_++);
  body.write_i64(salt);
  body.write_i64(timestampMillis / 1000);
  body.write_i32(static_cast<std::int32_t>(message.size()));
  for (char c : message) body.write_u8(static_cast<std::uint8_t>(c));
  body.write_i32(static_cast<std::int32_t>(seen.size()));
  for (const Bytes* s : seen)
    for (std::uint8_t b : *s) body.write_u8(b);
  const Bytes signable = body.take();

  Bytes signature(static_cast<std::size_t>(EVP_PKEY_get_size(privateKey_->pkey)));
  std::size_t length = signature.size();
  std::unique_ptr<EVP_MD_CTX, decltype(&EVP_MD_CTX_free)> ctx(EVP_MD_CTX_new(), EVP_MD_CTX_free);
  if (!ctx || EVP_DigestSignInit(ctx.get(), nullptr, EVP_sha256(), nullptr, privateKey_->pkey) != 1 ||
      EVP_DigestSign(ctx.get(), signature.data(), &length, signable.data(), signable.size()) != 1) {
    throw std::runtime_error("secure chat: signing the message failed");
  }
  signature.resize(length);
  return Value::object({{"message", message},
                        {"timestamp", static_cast<long long>(timestampMillis)},
                        {"salt", static_cast<long long>(salt)},
                        {"signature", signature},
                        {"offset", offset},
                        {"acknowledged", acknowledged},
                        {"checksum", 0}});  // 1.21.5+: 0 = not checked; older layouts have none
}

std::optional<Value> ChatSession::onPlayerChat(const Value& playerChat) {
  const Value* signature = playerChat.find("signature");
  if (!signature || signature->is_null()) return std::nullopt;
  const Bytes& bytes = signature->as_bytes();
  if (bytes == lastTracked_) return std::nullopt;  // the same message again
  tracked_[tail_] = bytes;
  tail_ = (tail_ + 1) % kLastSeenWindow;
  lastTracked_ = bytes;
  if (++offset_ <= kAcknowledgeAfter) return std::nullopt;
  const int count = offset_;
  offset_ = 0;
  return Value::object({{"count", count}});
}

}  // namespace craftmate::world
