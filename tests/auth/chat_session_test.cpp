// world::ChatSession: chat_session_update carries the services-signed public key; chat_message is
// signed over the body vanilla 1.19.3+ defines (checked here against the public key over bytes laid
// out by hand); received signatures fill vanilla's 20-message last-seen window, which each message
// acknowledges, and more than 64 unacknowledged ones send message_acknowledgement.

#include <gtest/gtest.h>

#include "protocol/connection.h"
#include "protocol/uuid.h"
#include "tests/auth/rsa_test_keys.h"
#include "world/chat_session.h"

namespace craftmate::auth::testing {
namespace {

using protocol::Value;
using world::ChatSession;

constexpr const char* kPlayer = "069a79f4-44e9-4726-a5be-fca90e38aaf5";

std::shared_ptr<const protocol::ProfileKeys> testKeys() {
  static const auto keys = [] {
    auto [priv, pub] = newRsaKeyPair();
    auto k = std::make_shared<protocol::ProfileKeys>();
    k->privateKeyDer = priv;
    k->publicKeyDer = pub;
    k->expiresAtMillis = 1'900'000'000'123;
    k->servicesSignature = Bytes(512, 7);
    return k;
  }();
  return keys;
}

void putI32(Bytes& b, std::int32_t v) {
  for (int i = 3; i >= 0; --i) b.push_back(static_cast<std::uint8_t>(static_cast<std::uint32_t>(v) >> (8 * i)));
}
void putI64(Bytes& b, std::int64_t v) {
  for (int i = 7; i >= 0; --i) b.push_back(static_cast<std::uint8_t>(static_cast<std::uint64_t>(v) >> (8 * i)));
}
void putUuid(Bytes& b, const std::string& text) {
  const protocol::Uuid uuid = *protocol::parse_uuid(text);  // not a loop over a temporary's inside
  b.insert(b.end(), uuid.begin(), uuid.end());
}

// The signed body, written from the layout in vanilla's PlayerChatMessage / SignedMessageLink /
// SignedMessageBody / LastSeenMessages.updateSignature.
Bytes body(const std::string& session, int index, std::int64_t salt, std::int64_t millis, const std::string& text,
           const std::vector<Bytes>& lastSeen) {
  Bytes b;
  putI32(b, 1);
  putUuid(b, kPlayer);
  putUuid(b, session);
  putI32(b, index);
  putI64(b, salt);
  putI64(b, millis / 1000);
  putI32(b, static_cast<std::int32_t>(text.size()));
  b.insert(b.end(), text.begin(), text.end());
  putI32(b, static_cast<std::int32_t>(lastSeen.size()));
  for (const Bytes& s : lastSeen) b.insert(b.end(), s.begin(), s.end());
  return b;
}

Value playerChat(std::uint8_t fill) {
  return Value::object({{"senderUuid", "11111111-2222-4333-8444-555555555555"}, {"signature", Bytes(256, fill)}});
}

bool verifiesAs(const Value& message, const Bytes& expectedBody) {
  Pkey pub = publicKeyFromDer(testKeys()->publicKeyDer);
  return verifies(pub.get(), EVP_sha256(), expectedBody, message["signature"].as_bytes());
}

TEST(ChatSession, StartsOnlyWhereTheServerEnforcesSecureChatAndKeysExist) {
  protocol::OnlineLogin online;
  online.uuid = kPlayer;
  online.profileKeys = testKeys();
  const Value enforcing = Value::object({{"enforcesSecureChat", true}});
  EXPECT_TRUE(ChatSession::forLogin(enforcing, &online));
  EXPECT_FALSE(ChatSession::forLogin(Value::object({{"enforcesSecureChat", false}}), &online));
  EXPECT_FALSE(ChatSession::forLogin(enforcing, nullptr));  // offline
  online.profileKeys = nullptr;
  EXPECT_FALSE(ChatSession::forLogin(enforcing, &online));
}

TEST(ChatSession, AnnouncesTheServicesSignedKeyUnderANewSessionId) {
  ChatSession a(kPlayer, testKeys()), b(kPlayer, testKeys());
  const Value update = a.sessionUpdate();
  EXPECT_EQ(update["sessionUUID"].as_string(), a.sessionUuid());
  EXPECT_NE(a.sessionUuid(), b.sessionUuid());
  EXPECT_EQ(a.sessionUuid()[14], '4');  // a random (version 4) uuid
  EXPECT_EQ(update["expireTime"].as_int(), 1'900'000'000'123);
  EXPECT_EQ(update["publicKey"].as_bytes(), testKeys()->publicKeyDer);
  EXPECT_EQ(update["signature"].as_bytes(), testKeys()->servicesSignature);
}

TEST(ChatSession, SignsTheVanillaBodyWithAnIndexPerMessage) {
  ChatSession s(kPlayer, testKeys());
  const std::int64_t t = 1'800'000'000'999;
  const Value first = s.signedMessage("hello, wörld", t, -42);
  EXPECT_EQ(first["message"].as_string(), "hello, wörld");
  EXPECT_EQ(first["timestamp"].as_int(), t);
  EXPECT_EQ(first["salt"].as_int(), -42);
  EXPECT_EQ(first["signature"].as_bytes().size(), 256u);
  EXPECT_EQ(first["offset"].as_int(), 0);
  EXPECT_EQ(first["acknowledged"].as_bytes(), Bytes(3, 0));
  EXPECT_TRUE(verifiesAs(first, body(s.sessionUuid(), 0, -42, t, "hello, wörld", {})));
  EXPECT_FALSE(verifiesAs(first, body(s.sessionUuid(), 1, -42, t, "hello, wörld", {})));
  EXPECT_FALSE(verifiesAs(first, body(s.sessionUuid(), 0, -42, t, "hello, world", {})));
  const Value second = s.signedMessage("again", t + 1000, 7);
  EXPECT_TRUE(verifiesAs(second, body(s.sessionUuid(), 1, 7, t + 1000, "again", {})));
}

TEST(ChatSession, AcknowledgesTheLastSeenSignaturesOldestFirst) {
  ChatSession s(kPlayer, testKeys());
  for (std::uint8_t fill : {1, 2, 3}) EXPECT_FALSE(s.onPlayerChat(playerChat(fill)));
  EXPECT_FALSE(s.onPlayerChat(playerChat(3)));  // the same message again is not tracked twice
  EXPECT_FALSE(s.onPlayerChat(Value::object({{"senderUuid", kPlayer}, {"signature", nullptr}})));  // unsigned
  EXPECT_EQ(s.unacknowledged(), 3);
  const Value m = s.signedMessage("seen", 1'800'000'000'000, 1);
  // Three new messages; they sit at the newest end of the 20-slot window: bits 17, 18, 19.
  EXPECT_EQ(m["offset"].as_int(), 3);
  EXPECT_EQ(m["acknowledged"].as_bytes(), (Bytes{0x00, 0x00, 0x0e}));
  EXPECT_TRUE(verifiesAs(m, body(s.sessionUuid(), 0, 1, 1'800'000'000'000, "seen",
                                 {Bytes(256, 1), Bytes(256, 2), Bytes(256, 3)})));
  EXPECT_EQ(s.unacknowledged(), 0);
  // They stay in the window; nothing new to count.
  const Value again = s.signedMessage("still", 1'800'000'001'000, 2);
  EXPECT_EQ(again["offset"].as_int(), 0);
  EXPECT_EQ(again["acknowledged"].as_bytes(), (Bytes{0x00, 0x00, 0x0e}));
}

TEST(ChatSession, TheWindowKeepsTheTwentyNewest) {
  ChatSession s(kPlayer, testKeys());
  for (int i = 1; i <= 25; ++i) s.onPlayerChat(playerChat(static_cast<std::uint8_t>(i)));
  const Value m = s.signedMessage("x", 1'800'000'000'000, 0);
  EXPECT_EQ(m["offset"].as_int(), 25);
  EXPECT_EQ(m["acknowledged"].as_bytes(), (Bytes{0xff, 0xff, 0x0f}));
  std::vector<Bytes> newest;
  for (int i = 6; i <= 25; ++i) newest.push_back(Bytes(256, static_cast<std::uint8_t>(i)));
  EXPECT_TRUE(verifiesAs(m, body(s.sessionUuid(), 0, 0, 1'800'000'000'000, "x", newest)));
}

TEST(ChatSession, SendsAnAcknowledgementOnceMoreThan64Wait) {
  ChatSession s(kPlayer, testKeys());
  for (int i = 1; i <= 64; ++i) EXPECT_FALSE(s.onPlayerChat(playerChat(static_cast<std::uint8_t>(i)))) << i;
  auto ack = s.onPlayerChat(playerChat(65));
  ASSERT_TRUE(ack);
  EXPECT_EQ((*ack)["count"].as_int(), 65);
  EXPECT_EQ(s.unacknowledged(), 0);
  EXPECT_EQ(s.signedMessage("after", 1'800'000'000'000, 0)["offset"].as_int(), 0);
}

// A command tree with tell <targets> <message> (root 0, tell 1, targets 2, message 3) and give.
Value tellTree() {
  auto node = [](int type, std::vector<int> children, const char* name, const char* parser) {
    protocol::Array kids;
    for (int c : children) kids.push_back(Value(c));
    Value n = Value::object({{"flags", Value::object({{"command_node_type", type}})}, {"children", Value(kids)}});
    if (type == 1) n.set("extraNodeData", Value::object({{"name", name}}));
    if (type == 2) n.set("extraNodeData", Value::object({{"name", name}, {"parser", parser}}));
    return n;
  };
  protocol::Array nodes{node(0, {1, 4}, "", ""), node(1, {2}, "tell", ""), node(2, {3}, "targets", "minecraft:entity"),
                        node(2, {}, "message", "minecraft:message"), node(1, {}, "give", "")};
  return Value::object({{"nodes", Value(nodes)}, {"rootIndex", 0}});
}

TEST(ChatSession, SignsACommandsMessageArgumentAsAMessageOfItsOwnIndex) {
  ChatSession s(kPlayer, testKeys());
  EXPECT_FALSE(s.signedCommand("tell bob hi", 1'800'000'000'000, 5)) << "no command tree yet: nothing to sign";
  s.setCommandTree(tellTree());
  s.onPlayerChat(playerChat(9));
  s.signedMessage("before", 1'800'000'000'000, 4);  // index 0
  s.onPlayerChat(playerChat(8));
  const auto c = s.signedCommand("tell bob meet at spawn", 1'800'000'002'000, 5);
  ASSERT_TRUE(c);
  EXPECT_EQ((*c)["command"].as_string(), "tell bob meet at spawn");
  EXPECT_EQ((*c)["salt"].as_int(), 5);
  EXPECT_EQ((*c)["messageCount"].as_int(), 1);
  EXPECT_EQ((*c)["acknowledged"].as_bytes(), (Bytes{0x00, 0x00, 0x0c}));  // the two, at slots 18 and 19
  const auto& signatures = (*c)["argumentSignatures"].as_array();
  ASSERT_EQ(signatures.size(), 1u);
  EXPECT_EQ(signatures[0]["argumentName"].as_string(), "message");
  // The argument's text, index 1 (after the chat message), the command's salt and time, the window.
  EXPECT_TRUE(verifiesAs(Value::object({{"signature", signatures[0]["signature"]}}),
                         body(s.sessionUuid(), 1, 5, 1'800'000'002'000, "meet at spawn", {Bytes(256, 9), Bytes(256, 8)})));
  EXPECT_FALSE(verifiesAs(Value::object({{"signature", signatures[0]["signature"]}}),
                          body(s.sessionUuid(), 1, 5, 1'800'000'002'000, "tell bob meet at spawn", {Bytes(256, 9), Bytes(256, 8)})));
  EXPECT_FALSE(s.signedCommand("give bob stone", 1'800'000'003'000, 6)) << "no signed argument: chat_command";
  EXPECT_TRUE(verifiesAs(s.signedMessage("after", 1'800'000'004'000, 7),
                         body(s.sessionUuid(), 2, 7, 1'800'000'004'000, "after", {Bytes(256, 9), Bytes(256, 8)})));
}

}  // namespace
}  // namespace craftmate::auth::testing
