// The Connection against a scripted in-process server: the whole login with encryption and
// compression, the configuration answers, play keep-alives, and every way a connection can end
// (malformed packet, kick, silence, online-mode server, a throwing handler) as one event.
#include <gtest/gtest.h>

#include <boost/asio/co_spawn.hpp>
#include <boost/asio/io_context.hpp>
#include <openssl/evp.h>
#include <openssl/rsa.h>
#include <openssl/x509.h>

#include "protocol/byte_reader.h"
#include "protocol/connection.h"
#include "protocol/minecraft_data.h"
#include "protocol/nbt.h"
#include "scripted_server.h"

namespace craftmate::protocol {
namespace {

namespace asio = boost::asio;
using namespace std::chrono_literals;
using test::ScriptedServer;

const char* kUuid = "0554fb7f-71e7-3113-8dc0-1de5b9bb0b6b";

struct Harness {
  asio::io_context io;
  std::shared_ptr<const ProtocolSchema> schema = load_protocol();
  ScriptedServer server{io, schema};
  std::shared_ptr<Connection> connection;
  std::vector<Packet> packets;
  std::vector<ConnectionEvent> events;
  std::string script_error;
  bool script_done = false;

  explicit Harness(ConnectionOptions options = {}) {
    options.port = server.port();
    options.username = "craftmate";
    connection = Connection::create(io.get_executor(), schema, options);
    connection->set_packet_handler([this](const Packet& p) { packets.push_back(p); });
    connection->set_event_handler([this](const ConnectionEvent& e) { events.push_back(e); });
  }

  template <typename Script>
  void run(Script script) {
    asio::co_spawn(io, script(), [this](std::exception_ptr e) {
      if (e) {
        try {
          std::rethrow_exception(e);
        } catch (const std::exception& x) {
          script_error = x.what();
        }
      }
      script_done = true;
    });
    connection->start();
    io.run_for(20s);
  }

  const ConnectionEvent* last_disconnect() const {
    if (events.empty() || events.back().type != ConnectionEventType::Disconnected) return nullptr;
    return &events.back();
  }
  bool saw(std::string_view name) const {
    for (const auto& p : packets) {
      if (p.name == name) return true;
    }
    return false;
  }
};

// Login success and its acknowledgement; leaves the client in configuration.
// (GCC 12 miscompiles initializer lists inside coroutines, so every Value a script sends is built
// by an ordinary function or before the script starts.)
Value success_fields() {
  return Value::object({{"uuid", kUuid}, {"username", "craftmate"}, {"properties", Array{}},
                        {"strictErrorHandling", false}});
}

asio::awaitable<void> login_success(ScriptedServer& server) {
  Value success = success_fields();
  co_await server.send(State::Login, "success", success);
  co_await server.read_until(State::Login, "login_acknowledged");
}

// Handshake and login without encryption or compression.
asio::awaitable<void> plain_login(ScriptedServer& server) {
  co_await server.accept();
  Packet handshake = co_await server.read(State::Handshaking);
  if (handshake.fields["nextState"].as_int() != 2) throw std::runtime_error("handshake did not ask for login");
  co_await server.read(State::Login);
  co_await login_success(server);
}

asio::awaitable<void> finish_configuration(ScriptedServer& server) {
  Value empty = Value(Object{});
  co_await server.send(State::Configuration, "finish_configuration", empty);
  co_await server.read_until(State::Configuration, "finish_configuration");
}

std::vector<std::uint8_t> rsa_decrypt(EVP_PKEY* key, const Bytes& data) {
  EVP_PKEY_CTX* ctx = EVP_PKEY_CTX_new(key, nullptr);
  EVP_PKEY_decrypt_init(ctx);
  EVP_PKEY_CTX_set_rsa_padding(ctx, RSA_PKCS1_PADDING);
  std::vector<std::uint8_t> out(512);
  std::size_t len = out.size();
  int ok = EVP_PKEY_decrypt(ctx, out.data(), &len, data.data(), data.size());
  EVP_PKEY_CTX_free(ctx);
  if (ok != 1) throw std::runtime_error("server could not decrypt the client's RSA block");
  out.resize(len);
  return out;
}

void expect(bool condition, const std::string& what) {
  if (!condition) throw std::runtime_error(what);
}

TEST(Connection, LogsInThroughEncryptionCompressionAndConfigurationIntoPlay) {
  Harness h;
  EVP_PKEY* key = EVP_RSA_gen(1024);
  unsigned char* der = nullptr;
  int der_len = i2d_PUBKEY(key, &der);
  Bytes public_key(der, der + der_len);
  OPENSSL_free(der);

  const Bytes token{1, 2, 3, 4};
  const Value request = Value::object({{"serverId", ""}, {"publicKey", public_key}, {"verifyToken", token},
                                       {"shouldAuthenticate", false}});
  const Value compress = Value::object({{"threshold", 64}});
  const Value keep_alive = Value::object({{"keepAliveId", std::int64_t{42}}});
  const Value packs = Value::object(
      {{"packs", Value::array({Value::object({{"namespace", "minecraft"}, {"id", "core"}, {"version", "1.21.1"}})})}});
  const Nbt overworld = Nbt::compound({{"height", Nbt::int_(384)}, {"min_y", Nbt::int_(-64)}});
  const Value registry = Value::object(
      {{"id", "minecraft:dimension_type"},
       {"entries", Value::array({Value::object({{"key", "minecraft:overworld"}, {"value", Value(overworld)}})})}});
  const Bytes unknown_packet{0x7e, 1, 2, 3};
  const Value keep_alive_play = Value::object({{"keepAliveId", std::int64_t{-7}}});
  const Value ping = Value::object({{"id", 9}});
  const Value chat = Value::object({{"content", Value(Nbt::string(std::string(500, 'x')))}, {"isActionBar", false}});
  const Bytes truncated_block_change{0x09, 0x00, 0x01};

  h.run([&]() -> asio::awaitable<void> {
    auto& s = h.server;
    co_await s.accept();
    Packet handshake = co_await s.read(State::Handshaking);
    expect(handshake.fields["protocolVersion"].as_int() == 767, "wrong protocol version");
    Packet login_start = co_await s.read(State::Login);
    expect(login_start.fields["playerUUID"].as_string() == kUuid, "wrong offline uuid");

    // Encryption, then compression, as an online-capable server orders them.
    co_await s.send(State::Login, "encryption_begin", request);
    Packet answer = co_await s.read(State::Login);
    expect(answer.name == "encryption_begin", "expected encryption_begin, got " + answer.name);
    auto secret = rsa_decrypt(key, answer.fields["sharedSecret"].as_bytes());
    expect(rsa_decrypt(key, answer.fields["verifyToken"].as_bytes()) == token, "verify token mismatch");
    s.enable_encryption(secret);
    co_await s.send(State::Login, "compress", compress);
    s.set_compression(64);
    co_await login_success(s);

    // Configuration: the client speaks first (settings, brand), then answers us.
    Packet settings = co_await s.read(State::Configuration);
    expect(settings.name == "settings" && settings.fields["viewDistance"].as_int() == 10, "no settings first");
    Packet brand = co_await s.read(State::Configuration);
    expect(brand.name == "custom_payload" && brand.fields["channel"].as_string() == "minecraft:brand", "no brand");
    co_await s.send(State::Configuration, "keep_alive", keep_alive);
    Packet ka = co_await s.read(State::Configuration);
    expect(ka.name == "keep_alive" && ka.fields["keepAliveId"].as_int() == 42, "keep_alive not echoed");
    co_await s.send(State::Configuration, "select_known_packs", packs);
    Packet known = co_await s.read(State::Configuration);
    expect(known.name == "select_known_packs" && known.fields["packs"].size() == 0, "known packs not answered");
    co_await s.send(State::Configuration, "registry_data", registry);
    co_await s.send_payload(unknown_packet);  // an id 1.21.1 does not have: skipped by length
    co_await finish_configuration(s);

    // Play: settings again (flying-squid needs them there), keep-alive, ping, a compressed packet.
    Packet again = co_await s.read(State::Play);
    expect(again.name == "settings", "settings not re-sent in play");
    co_await s.send(State::Play, "keep_alive", keep_alive_play);
    Packet ka2 = co_await s.read(State::Play);
    expect(ka2.name == "keep_alive" && ka2.fields["keepAliveId"].as_int() == -7, "play keep_alive not echoed");
    co_await s.send(State::Play, "ping", ping);
    Packet pong = co_await s.read(State::Play);
    expect(pong.name == "pong" && pong.fields["id"].as_int() == 9, "ping not answered");
    co_await s.send(State::Play, "system_chat", chat);
    // A block_change cut short: the client must end this connection with a clear error.
    co_await s.send_payload(truncated_block_change);
    co_await s.client_closed();
  });
  EVP_PKEY_free(key);

  EXPECT_EQ(h.script_error, "");
  ASSERT_GE(h.events.size(), 3u);
  EXPECT_EQ(h.events[0].type, ConnectionEventType::LoginSuccess);
  EXPECT_EQ(h.events[1].type, ConnectionEventType::Play);
  ASSERT_NE(h.last_disconnect(), nullptr);
  EXPECT_EQ(h.last_disconnect()->cause, DisconnectCause::ProtocolError);
  EXPECT_NE(h.last_disconnect()->reason.find("block_change"), std::string::npos) << h.last_disconnect()->reason;
  EXPECT_EQ(h.connection->uuid(), kUuid);
  const auto& dims = h.connection->registries().at("minecraft:dimension_type");
  ASSERT_EQ(dims.size(), 1u);
  EXPECT_EQ(dims[0].key, "minecraft:overworld");
  std::int64_t height = 0;
  ASSERT_TRUE(dims[0].value && dims[0].value->find("height")->get_int(height));
  EXPECT_EQ(height, 384);
  bool got_chat = false;
  for (const auto& p : h.packets) {
    EXPECT_FALSE(p.name.empty()) << "an unknown packet reached the handler";
    if (p.name == "system_chat") got_chat = *p.fields["content"].as_nbt().get_string() == std::string(500, 'x');
  }
  EXPECT_TRUE(got_chat);
  EXPECT_TRUE(h.saw("registry_data"));
}

TEST(Connection, KickDuringConfigurationCarriesTheReason) {
  Harness h;
  const Value kick = Value::object({{"reason", Value(Nbt::compound({{"text", Nbt::string("Server closed")}}))}});
  h.run([&]() -> asio::awaitable<void> {
    co_await plain_login(h.server);
    co_await h.server.send(State::Configuration, "disconnect", kick);
    co_await h.server.client_closed();
  });
  EXPECT_EQ(h.script_error, "");
  ASSERT_NE(h.last_disconnect(), nullptr);
  EXPECT_EQ(h.last_disconnect()->cause, DisconnectCause::Kicked);
  EXPECT_EQ(h.last_disconnect()->reason, "Server closed");
}

TEST(Connection, LoginDisconnectJsonReason) {
  Harness h;
  const Value kick = Value::object({{"reason", R"({"text":"You are not white-listed"})"}});
  h.run([&]() -> asio::awaitable<void> {
    co_await h.server.accept();
    co_await h.server.read(State::Handshaking);
    co_await h.server.read(State::Login);
    co_await h.server.send(State::Login, "disconnect", kick);
    co_await h.server.client_closed();
  });
  ASSERT_NE(h.last_disconnect(), nullptr);
  EXPECT_EQ(h.last_disconnect()->cause, DisconnectCause::Kicked);
  EXPECT_EQ(h.last_disconnect()->reason, "You are not white-listed");
}

TEST(Connection, SilentServerTimesOut) {
  ConnectionOptions options;
  options.idle_timeout = 300ms;
  Harness h(options);
  h.run([&]() -> asio::awaitable<void> {
    co_await plain_login(h.server);
    co_await h.server.client_closed();
  });
  ASSERT_NE(h.last_disconnect(), nullptr);
  EXPECT_EQ(h.last_disconnect()->cause, DisconnectCause::Timeout);
}

TEST(Connection, OnlineModeServerIsRefusedWithAnExplanation) {
  Harness h;
  const Value request = Value::object({{"serverId", ""}, {"publicKey", Bytes{0x30, 0x00}}, {"verifyToken", Bytes{1}},
                                       {"shouldAuthenticate", true}});
  h.run([&]() -> asio::awaitable<void> {
    co_await h.server.accept();
    co_await h.server.read(State::Handshaking);
    co_await h.server.read(State::Login);
    co_await h.server.send(State::Login, "encryption_begin", request);
    co_await h.server.client_closed();
  });
  ASSERT_NE(h.last_disconnect(), nullptr);
  EXPECT_EQ(h.last_disconnect()->cause, DisconnectCause::ConnectFailed);
  EXPECT_NE(h.last_disconnect()->reason.find("online-mode=false"), std::string::npos);
}

TEST(Connection, ThrowingHandlerEndsOnlyThisConnection) {
  Harness h;
  h.connection->set_packet_handler([](const Packet& p) {
    if (p.name == "system_chat") throw std::runtime_error("cannot digest chat");
  });
  const Value chat = Value::object({{"content", Value(Nbt::string("hi"))}, {"isActionBar", false}});
  h.run([&]() -> asio::awaitable<void> {
    co_await plain_login(h.server);
    co_await finish_configuration(h.server);
    co_await h.server.send(State::Play, "system_chat", chat);
    co_await h.server.client_closed();
  });
  ASSERT_NE(h.last_disconnect(), nullptr);
  EXPECT_EQ(h.last_disconnect()->cause, DisconnectCause::ProtocolError);
  EXPECT_NE(h.last_disconnect()->reason.find("packet handler failed on 'system_chat' for Minecraft 1.21.1: cannot digest chat"),
            std::string::npos)
      << h.last_disconnect()->reason;
}

TEST(Connection, SendOfAnotherStatesPacketIsDroppedNotFatal) {
  Harness h;
  bool sent = false;
  h.connection->set_packet_handler([&](const Packet& p) {
    if (p.name == "registry_data" && !sent) {
      sent = true;
      h.connection->send("position", Value::object({{"x", 0.0}, {"y", 0.0}, {"z", 0.0}, {"onGround", true}}));
      h.connection->send("keep_alive", Value::object({{"keepAliveId", 5}}));
    }
  });
  const Value registry = Value::object({{"id", "minecraft:chat_type"}, {"entries", Array{}}});
  h.run([&]() -> asio::awaitable<void> {
    co_await plain_login(h.server);
    co_await h.server.send(State::Configuration, "registry_data", registry);
    Packet ka = co_await h.server.read_until(State::Configuration, "keep_alive");
    expect(ka.fields["keepAliveId"].as_int() == 5, "owner's keep_alive lost");
    h.connection->close("done");
    co_await h.server.client_closed();
  });
  EXPECT_EQ(h.script_error, "");
  EXPECT_EQ(h.connection->dropped_sends(), 1u);
  ASSERT_NE(h.last_disconnect(), nullptr);
  EXPECT_EQ(h.last_disconnect()->cause, DisconnectCause::Closed);
}

// Registries are identical for every bot of a team, so connections of one process share them.
std::shared_ptr<const Nbt> receive_biome(const Nbt& biome) {
  Harness h;
  const Value registry = Value::object(
      {{"id", "minecraft:worldgen/biome"},
       {"entries", Value::array({Value::object({{"key", "minecraft:plains"}, {"value", Value(biome)}})})}});
  h.run([&]() -> asio::awaitable<void> {
    co_await plain_login(h.server);
    co_await h.server.send(State::Configuration, "registry_data", registry);
    co_await finish_configuration(h.server);
    h.connection->close();
    co_await h.server.client_closed();
  });
  EXPECT_EQ(h.script_error, "");
  return h.connection->registries().at("minecraft:worldgen/biome").at(0).value;
}

TEST(Connection, EqualRegistryEntriesAreSharedBetweenConnections) {
  Nbt plains = Nbt::compound({{"temperature", Nbt::float_(0.8f)}, {"has_precipitation", Nbt::byte(1)}});
  auto first = receive_biome(plains);
  auto second = receive_biome(plains);
  ASSERT_TRUE(first && second);
  EXPECT_EQ(first.get(), second.get());
  Nbt warmer = Nbt::compound({{"temperature", Nbt::float_(2.0f)}, {"has_precipitation", Nbt::byte(0)}});
  auto third = receive_biome(warmer);
  EXPECT_NE(third.get(), first.get());
  std::int64_t rain = -1;
  ASSERT_TRUE(third->find("has_precipitation")->get_int(rain));
  EXPECT_EQ(rain, 0);  // a different value is kept as received, never replaced by the cached one
}

}  // namespace
}  // namespace craftmate::protocol
