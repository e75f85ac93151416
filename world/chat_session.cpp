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

// The last-seen update, as vanilla's LastSeenMessagesTracker.generateAndApplyUpdate: every tracked
// signature is acknowledged, oldest first, and the count since the last update is taken.
ChatSession::LastSeen ChatSession::takeLastSeen() {
  LastSeen update;
  update.acknowledged = Bytes(3, 0);
  for (int i = 0; i < kLastSeenWindow; ++i) {
    auto& entry = tracked_[(tail_ + i) % kLastSeenWindow];
    if (!entry) continue;
    update.acknowledged[i / 8] |= static_cast<std::uint8_t>(1u << (i % 8));
    update.signatures.push_back(*entry);
  }
  update.offset = offset_;
  offset_ = 0;
  return update;
}

// The signature of one message body; each takes the session's next index (SignedMessageLink).
Bytes ChatSession::sign(const std::string& text, std::int64_t timestampMillis, std::int64_t salt, const LastSeen& seen) {
  protocol::ByteWriter body;
  body.write_i32(1);
  writeUuid(body, playerUuid_);
  writeUuid(body, sessionUuid_);
  body.write_i32(index_++);
  body.write_i64(salt);
  body.write_i64(timestampMillis / 1000);
  body.write_i32(static_cast<std::int32_t>(text.size()));
  for (char c : text) body.write_u8(static_cast<std::uint8_t>(c));
  body.write_i32(static_cast<std::int32_t>(seen.signatures.size()));
  for (const Bytes& s : seen.signatures)
    for (std::uint8_t b : s) body.write_u8(b);
  const Bytes signable = body.take();

  Bytes signature(static_cast<std::size_t>(EVP_PKEY_get_size(privateKey_->pkey)));
  std::size_t length = signature.size();
  std::unique_ptr<EVP_MD_CTX, decltype(&EVP_MD_CTX_free)> ctx(EVP_MD_CTX_new(), EVP_MD_CTX_free);
  if (!ctx || EVP_DigestSignInit(ctx.get(), nullptr, EVP_sha256(), nullptr, privateKey_->pkey) != 1 ||
      EVP_DigestSign(ctx.get(), signature.data(), &length, signable.data(), signable.size()) != 1) {
    throw std::runtime_error("secure chat: signing the message failed");
  }
  signature.resize(length);
  return signature;
}

Value ChatSession::signedMessage(const std::string& message, std::int64_t timestampMillis, std::int64_t salt) {
  const LastSeen seen = takeLastSeen();
  return Value::object({{"message", message},
                        {"timestamp", static_cast<long long>(timestampMillis)},
                        {"salt", static_cast<long long>(salt)},
                        {"signature", sign(message, timestampMillis, salt, seen)},
                        {"offset", seen.offset},
                        {"acknowledged", seen.acknowledged},
                        {"checksum", 0}});  // 1.21.5+: 0 = not checked; older layouts have none
}

void ChatSession::setCommandTree(const Value& declareCommands) { signedArguments_ = SignedArguments(declareCommands); }

std::optional<Value> ChatSession::signedCommand(const std::string& command, std::int64_t timestampMillis, std::int64_t salt) {
  const auto arguments = signedArguments_.of(command);
  if (arguments.empty()) return std::nullopt;
  // As vanilla's ClientPacketListener.sendCommand: one last-seen update, one body per argument.
  const LastSeen seen = takeLastSeen();
  protocol::Array signatures;
  for (const auto& a : arguments)
    signatures.push_back(Value::object({{"argumentName", a.name}, {"signature", sign(a.text, timestampMillis, salt, seen)}}));
  return Value::object({{"command", command},
                        {"timestamp", static_cast<long long>(timestampMillis)},
                        {"salt", static_cast<long long>(salt)},
                        {"argumentSignatures", Value(std::move(signatures))},
                        {"messageCount", seen.offset},
                        {"acknowledged", seen.acknowledged},
                        {"checksum", 0}});
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
