#pragma once
// ChatSession — secure chat (vanilla 1.19.3+ "chat sessions") for a bot signed in with a Microsoft
// account on a server that enforces it (`enforcesSecureChat` in `login`): the bot announces its
// profile public key with `chat_session_update`, signs every `chat_message` with the private key,
// and keeps vanilla's last-seen window of the signed player_chat messages it received, which each
// signed message acknowledges and `message_acknowledgement` reports when more than 64 pile up.
//
// What a chat_message's signature covers (SHA256 with RSA, PKCS#1 v1.5), big-endian:
//   i32 1 (signature version), sender uuid, session uuid, i32 index (0, 1, ... per session),
//   i64 salt, i64 timestamp in seconds, i32 UTF-8 length, the UTF-8 text,
//   i32 number of last-seen signatures, each of them (256 bytes), oldest first.
// Commands with signed arguments (/tell's message) go as chat_command_signed, each argument signed
// as such a body (signed_arguments.h finds them in the server's command tree).
// Offline bots and servers that do not enforce secure chat get unsigned chat (no session).

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "protocol/packet_value.h"
#include "protocol/profile_keys.h"
#include "world/signed_arguments.h"

namespace craftmate::protocol {
struct OnlineLogin;
}

namespace craftmate::world {

class ChatSession {
 public:
  // The session for a `login` packet's fields: null unless the server enforces secure chat and the
  // login carries profile keys. Throws std::runtime_error when the private key does not parse.
  static std::unique_ptr<ChatSession> forLogin(const protocol::Value& login, const protocol::OnlineLogin* online);
  // `playerUuid`: the profile's uuid (dashed). The session uuid is new and random, as vanilla's.
  ChatSession(const std::string& playerUuid, std::shared_ptr<const protocol::ProfileKeys> keys);
  ~ChatSession();
  ChatSession(const ChatSession&) = delete;
  ChatSession& operator=(const ChatSession&) = delete;

  // The fields of chat_session_update.
  protocol::Value sessionUpdate() const;
  // The fields of a signed chat_message; acknowledges every message in the last-seen window.
  protocol::Value signedMessage(const std::string& message, std::int64_t timestampMillis, std::int64_t salt);
  // The server's command tree (declare_commands): which command arguments are signed.
  void setCommandTree(const protocol::Value& declareCommands);
  // The fields of chat_command_signed for `command` (without '/') when the command tree gives it
  // signed arguments (minecraft:message, e.g. /tell's message): each argument's text is signed as a
  // message body of its own index, all with this timestamp, salt and one last-seen update, as
  // vanilla's ClientPacketListener.sendCommand. Nothing when it has none (send chat_command).
  std::optional<protocol::Value> signedCommand(const std::string& command, std::int64_t timestampMillis, std::int64_t salt);
  // A received player_chat: its signature (if any) joins the last-seen window. Returns the fields
  // of message_acknowledgement when it is due (more than 64 unacknowledged), else nothing.
  std::optional<protocol::Value> onPlayerChat(const protocol::Value& playerChat);

  static std::int64_t randomSalt();  // a chat_message's salt (vanilla: a secure random long)

  const std::string& sessionUuid() const { return sessionUuid_; }
  int unacknowledged() const { return offset_; }

  static constexpr int kLastSeenWindow = 20;      // vanilla's LastSeenMessages.LAST_SEEN_MESSAGES_MAX_LENGTH
  static constexpr int kAcknowledgeAfter = 64;    // vanilla acknowledges once more than this wait

 private:
  struct Key;
  struct LastSeen {
    protocol::Bytes acknowledged;  // 3 bytes: bit i = window slot i from the oldest
    std::vector<protocol::Bytes> signatures;  // acknowledged signatures, oldest first
    int offset = 0;  // messages received since the last update
  };
  LastSeen takeLastSeen();
  protocol::Bytes sign(const std::string& text, std::int64_t timestampMillis, std::int64_t salt, const LastSeen& seen);

  std::string playerUuid_, sessionUuid_;
  std::shared_ptr<const protocol::ProfileKeys> keys_;
  std::unique_ptr<Key> privateKey_;
  int index_ = 0;
  std::array<std::optional<protocol::Bytes>, kLastSeenWindow> tracked_;  // signatures
  int tail_ = 0;     // the oldest slot, next to be overwritten
  int offset_ = 0;   // messages received since the last acknowledgement
  protocol::Bytes lastTracked_;
  SignedArguments signedArguments_;
};

}  // namespace craftmate::world
