#include "protocol/connection.h"

#include <boost/asio/as_tuple.hpp>
#include <boost/asio/co_spawn.hpp>
#include <boost/asio/connect.hpp>
#include <boost/asio/detached.hpp>
#include <boost/asio/dispatch.hpp>
#include <boost/asio/experimental/awaitable_operators.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/strand.hpp>
#include <boost/asio/use_awaitable.hpp>
#include <boost/asio/write.hpp>

#include <algorithm>
#include <deque>
#include <map>
#include <mutex>
#include <optional>

#include "protocol/byte_writer.h"
#include "protocol/chat_text.h"
#include "protocol/cipher.h"
#include "protocol/compression.h"
#include "protocol/errors.h"
#include "protocol/framing.h"
#include "protocol/login_crypto.h"
#include "protocol/nbt.h"
#include "protocol/protocol_schema.h"
#include "protocol/uuid.h"

namespace craftmate::protocol {

namespace asio = boost::asio;
using asio::ip::tcp;
using namespace std::chrono_literals;

std::string_view disconnect_cause_name(DisconnectCause cause) {
  switch (cause) {
    case DisconnectCause::None: return "none";
    case DisconnectCause::ConnectFailed: return "connect_failed";
    case DisconnectCause::Kicked: return "kicked";
    case DisconnectCause::ConnectionLost: return "connection_lost";
    case DisconnectCause::ProtocolError: return "protocol_error";
    case DisconnectCause::Timeout: return "timeout";
    case DisconnectCause::Closed: return "closed";
  }
  return "?";
}

namespace {

// Every bot of a team receives the same registries (biomes, damage types, chat types, ...); keep
// one copy per process. An entry is shared when a previous connection received an equal value
// under the same registry and key.
std::shared_ptr<const Nbt> shared_registry_value(const std::string& registry, const std::string& key,
                                                 std::shared_ptr<const Nbt> value) {
  static std::mutex mutex;
  static std::map<std::pair<std::string, std::string>, std::weak_ptr<const Nbt>> cache;
  std::lock_guard lock(mutex);
  auto& slot = cache[{registry, key}];
  if (auto existing = slot.lock(); existing && *existing == *value) return existing;
  slot = value;
  return value;
}

}  // namespace

struct Connection::Impl {
  Impl(asio::any_io_executor executor, std::shared_ptr<const ProtocolSchema> s, ConnectionOptions o)
      : strand(asio::make_strand(executor)), socket(strand), schema(std::move(s)), options(std::move(o)) {}

  asio::strand<asio::any_io_executor> strand;
  tcp::socket socket;
  std::shared_ptr<const ProtocolSchema> schema;
  ConnectionOptions options;
  PacketHandler on_packet;
  EventHandler on_event;

  State state = State::Handshaking;
  int compression_threshold = -1;
  std::optional<Cfb8Cipher> encryptor, decryptor;
  FrameReader frames;
  Registries registries;
  std::string uuid;

  std::deque<Bytes> outbox;
  bool writing = false;

  bool finished = false;  // fail() was called: the connection is over
  DisconnectCause cause = DisconnectCause::None;
  std::string reason;
  std::chrono::steady_clock::time_point last_packet = std::chrono::steady_clock::now();

  std::uint64_t packets_received = 0;
  std::uint64_t bytes_received = 0;
  std::uint64_t dropped_sends = 0;
  std::uint64_t trailing_packets = 0;
  std::string last_trailing;  // send() of a packet the current state does not have

  // Chunk-batch pacing as vanilla/mineflayer: a running average of milliseconds per chunk.
  std::chrono::steady_clock::time_point batch_started = std::chrono::steady_clock::now();
  double average_ms_per_chunk = 2.0;
  int batch_samples = 1;

  void emit(ConnectionEventType type) {
    if (on_event) on_event(ConnectionEvent{type, DisconnectCause::None, {}});
  }

  // Ends the connection (first reason wins) and closes the socket, which makes the read loop exit.
  void fail(DisconnectCause c, std::string why) {
    if (finished) return;
    finished = true;
    cause = c;
    reason = std::move(why);
    boost::system::error_code ignored;
    socket.shutdown(tcp::socket::shutdown_both, ignored);
    socket.close(ignored);
  }

  // ---- sending ----------------------------------------------------------------------------

  void enqueue_raw(Bytes payload) {
    if (finished) return;
    Bytes body = compression_threshold >= 0 ? compress_packet(payload, compression_threshold) : std::move(payload);
    Bytes frame;
    frame.reserve(body.size() + 5);
    append_frame(frame, body);
    if (encryptor) encryptor->apply(frame);
    outbox.push_back(std::move(frame));
  }

  void send_packet(std::string_view name, const Value& fields) {
    if (finished) return;
    Bytes payload;
    try {
      payload = schema->encode_packet(state, Direction::ToServer, name, fields);
    } catch (const EncodeError& e) {
      fail(DisconnectCause::ProtocolError, std::string("could not send: ") + e.what());
      return;
    }
    enqueue_raw(std::move(payload));
  }

  // ---- receiving --------------------------------------------------------------------------

  void handle_frame(std::span<const std::uint8_t> frame, Connection& self);
  void handle_login(const Packet& p);
  void handle_configuration(const Packet& p);
  void handle_play(const Packet& p);
  void enable_encryption(const Packet& p);
  struct EncryptionRequest {
    std::string server_id;
    Bytes public_key, verify_token;
  };
  std::optional<EncryptionRequest> pending_join;  // online mode: waiting for the session join
  void send_encryption_answer(const EncryptionRequest& request, const Bytes& secret);
  asio::awaitable<void> answer_encryption();
  void send_settings();
  void deliver(const Packet& p);
};

void Connection::Impl::send_settings() {
  send_packet("settings", Value::object({
                              {"locale", options.locale},
                              {"viewDistance", options.view_distance},
                              {"chatFlags", options.chat_flags},
                              {"chatColors", true},
                              {"skinParts", 127},
                              {"mainHand", options.main_hand},
                              {"enableTextFiltering", false},
                              {"enableServerListing", true},
                              {"particleStatus", "all"},  // 1.21.2+; older layouts have no such field
                          }));
}

void Connection::Impl::enable_encryption(const Packet& p) {
  EncryptionRequest request{p.fields["serverId"].as_string(), p.fields["publicKey"].as_bytes(),
                            p.fields["verifyToken"].as_bytes()};
  if (p.fields.find("shouldAuthenticate") && p.fields["shouldAuthenticate"].as_bool()) {
    if (!options.online) {
      fail(DisconnectCause::ConnectFailed,
           "the server is in online mode (it asks for a Minecraft account): set \"auth\" to \"microsoft\" "
           "(craftmate connect --auth microsoft) or online-mode=false in server.properties");
      return;
    }
    pending_join = std::move(request);  // answered by answer_encryption() after the session join
    return;
  }
  send_encryption_answer(request, random_bytes(16));
}

void Connection::Impl::send_encryption_answer(const EncryptionRequest& request, const Bytes& secret) {
  send_packet("encryption_begin",
              Value::object({{"sharedSecret", rsa_encrypt_pkcs1(request.public_key, secret)},
                             {"verifyToken", rsa_encrypt_pkcs1(request.public_key, request.verify_token)}}));
  // Everything after our answer is encrypted in both directions, with one continuous cipher state.
  encryptor.emplace(secret, Cfb8Cipher::Mode::Encrypt);
  decryptor.emplace(secret, Cfb8Cipher::Mode::Decrypt);
}

// Online mode: the session server learns (server hash, our profile) from the account's join; the
// server then asks the session server whether that profile joined with this hash.
asio::awaitable<void> Connection::Impl::answer_encryption() {
  EncryptionRequest request = std::move(*pending_join);
  pending_join.reset();
  Bytes secret = random_bytes(16);
  std::string hash = minecraft_server_hash(request.server_id, secret, request.public_key);
  std::string error;
  try {
    co_await options.online->join(std::move(hash));
  } catch (const std::exception& e) {
    error = e.what();
  }
  if (!error.empty()) {
    fail(DisconnectCause::ConnectFailed, "the session-server join failed: " + error);
    co_return;
  }
  if (!finished) send_encryption_answer(request, secret);
}

void Connection::Impl::handle_login(const Packet& p) {
  if (p.name == "compress") {
    compression_threshold = static_cast<int>(p.fields["threshold"].as_int());
  } else if (p.name == "encryption_begin") {
    enable_encryption(p);
  } else if (p.name == "success") {
    uuid = p.fields["uuid"].as_string();
    send_packet("login_acknowledged", Value::object({}));
    state = State::Configuration;
    emit(ConnectionEventType::LoginSuccess);
    send_settings();
    ByteWriter brand;
    brand.write_string(options.brand);
    send_packet("custom_payload", Value::object({{"channel", "minecraft:brand"}, {"data", brand.take()}}));
  } else if (p.name == "login_plugin_request") {
    // Absent data = "not understood", which every server accepts for channels we do not know.
    send_packet("login_plugin_response", Value::object({{"messageId", p.fields["messageId"]}, {"data", nullptr}}));
  } else if (p.name == "cookie_request") {
    send_packet("cookie_response", Value::object({{"key", p.fields["cookie"]}, {"value", nullptr}}));
  } else if (p.name == "disconnect") {
    fail(DisconnectCause::Kicked, chat_text_from_json(p.fields["reason"].as_string()));
  }
}

void Connection::Impl::handle_configuration(const Packet& p) {
  if (p.name == "keep_alive") {
    send_packet("keep_alive", Value::object({{"keepAliveId", p.fields["keepAliveId"]}}));
  } else if (p.name == "ping") {
    send_packet("pong", Value::object({{"id", p.fields["id"]}}));
  } else if (p.name == "select_known_packs") {
    // An empty list: we know no data packs, so the server sends every registry in full.
    send_packet("select_known_packs", Value::object({{"packs", Array{}}}));
  } else if (p.name == "registry_data") {
    const std::string& id = p.fields["id"].as_string();
    auto& entries = registries[id];
    entries.clear();
    for (const auto& e : p.fields["entries"].as_array()) {
      const Value& value = e["value"];
      const std::string& key = e["key"].as_string();
      entries.push_back(RegistryEntry{key, value.is_null() ? nullptr : shared_registry_value(id, key, value.nbt_ptr())});
    }
  } else if (p.name == "add_resource_pack") {
    // We never download packs; say "accepted" then "loaded" so forced packs do not get us kicked.
    send_packet("resource_pack_receive", Value::object({{"uuid", p.fields["uuid"]}, {"result", 3}}));
    send_packet("resource_pack_receive", Value::object({{"uuid", p.fields["uuid"]}, {"result", 0}}));
  } else if (p.name == "cookie_request") {
    send_packet("cookie_response", Value::object({{"key", p.fields["cookie"]}, {"value", nullptr}}));
  } else if (p.name == "disconnect") {
    fail(DisconnectCause::Kicked, chat_text(p.fields["reason"].as_nbt()));
  } else if (p.name == "finish_configuration") {
    send_packet("finish_configuration", Value::object({}));
    state = State::Play;
    emit(ConnectionEventType::Play);
    if (options.resend_settings_in_play) send_settings();
  }
}

void Connection::Impl::handle_play(const Packet& p) {
  if (p.name == "keep_alive") {
    send_packet("keep_alive", Value::object({{"keepAliveId", p.fields["keepAliveId"]}}));
  } else if (p.name == "ping") {
    send_packet("pong", Value::object({{"id", p.fields["id"]}}));
  } else if (p.name == "chunk_batch_start") {
    batch_started = std::chrono::steady_clock::now();
  } else if (p.name == "chunk_batch_finished") {
    auto batch = std::max<std::int64_t>(1, p.fields["batchSize"].as_int());
    double elapsed = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - batch_started).count();
    double per_chunk = std::clamp(elapsed / static_cast<double>(batch), average_ms_per_chunk / 3.0,
                                  average_ms_per_chunk * 3.0);
    batch_samples = std::min(batch_samples + 1, 49);
    average_ms_per_chunk += (per_chunk - average_ms_per_chunk) / batch_samples;
    send_packet("chunk_batch_received",
                Value::object({{"chunksPerTick", 7.0 / std::max(average_ms_per_chunk, 0.01)}}));
  } else if (p.name == "start_configuration") {
    send_packet("configuration_acknowledged", Value::object({}));
    state = State::Configuration;
  } else if (p.name == "kick_disconnect") {
    fail(DisconnectCause::Kicked, chat_text(p.fields["reason"].as_nbt()));
  }
}

void Connection::Impl::deliver(const Packet& p) {
  if (!on_packet || finished) return;
  try {
    on_packet(p);
  } catch (const std::exception& e) {
    // The owner could not digest a packet; its view of the world is now unreliable, so end this
    // connection (not the process) and say which packet it was.
    fail(DisconnectCause::ProtocolError, "the packet handler failed on '" + p.name + "' for Minecraft " +
                                             schema->minecraft_version() + ": " + e.what());
  }
}

void Connection::Impl::handle_frame(std::span<const std::uint8_t> frame, Connection&) {
  Bytes inflated;
  std::span<const std::uint8_t> payload = frame;
  if (compression_threshold >= 0) {
    inflated = decompress_packet(frame);
    payload = inflated;
  }
  State packet_state = state;
  std::size_t trailing = 0;
  Packet p = schema->decode_packet(packet_state, Direction::ToClient, payload, false, &trailing);
  ++packets_received;
  if (trailing > 0 && !p.name.empty()) {
    ++trailing_packets;
    last_trailing = p.name + " (" + std::to_string(trailing) + " bytes)";
  }
  last_packet = std::chrono::steady_clock::now();
  if (p.name.empty()) return;  // unknown to this protocol.json: skipped by its length
  try {
    switch (packet_state) {
      case State::Login: handle_login(p); break;
      case State::Configuration: handle_configuration(p); break;
      case State::Play: handle_play(p); break;
      default: break;
    }
  } catch (const ValueError& e) {
    throw DecodeError("packet '" + p.name + "' lacks what the protocol needs: " + e.what());
  }
  if (packet_state == State::Configuration || packet_state == State::Play) deliver(p);
}

// ---- Connection ---------------------------------------------------------------------------

namespace {

// Writes queued frames until the queue is empty; started whenever something is queued.
// `self` keeps the connection alive while the coroutine runs.
asio::awaitable<void> flush(std::shared_ptr<Connection> self, Connection::Impl& i) {
  (void)self;
  while (!i.outbox.empty() && !i.finished) {
    Bytes frame = std::move(i.outbox.front());
    i.outbox.pop_front();
    auto [ec, n] = co_await asio::async_write(i.socket, asio::buffer(frame), asio::as_tuple(asio::use_awaitable));
    if (ec) i.fail(DisconnectCause::ConnectionLost, "write failed: " + ec.message());
  }
  i.writing = false;
}

void kick_writer(const std::shared_ptr<Connection>& self, Connection::Impl& i) {
  if (i.writing || i.outbox.empty() || i.finished) return;
  i.writing = true;
  asio::co_spawn(i.strand, flush(self, i), asio::detached);
}

// Ends the connection when nothing arrives for idle_timeout (a dead server or a stuck stream).
asio::awaitable<void> watchdog(std::shared_ptr<Connection> self, Connection::Impl& i) {
  (void)self;
  asio::steady_timer timer(i.strand);
  while (!i.finished) {
    timer.expires_after(std::min<std::chrono::steady_clock::duration>(i.options.idle_timeout, 1s));
    co_await timer.async_wait(asio::as_tuple(asio::use_awaitable));
    if (i.finished) break;
    if (std::chrono::steady_clock::now() - i.last_packet > i.options.idle_timeout) {
      i.fail(DisconnectCause::Timeout,
             "no packet from the server for " + std::to_string(i.options.idle_timeout.count()) + " ms");
    }
  }
}

}  // namespace


Connection::Connection(std::unique_ptr<Impl> impl) : impl_(std::move(impl)) {}
Connection::~Connection() = default;

std::shared_ptr<Connection> Connection::create(asio::any_io_executor executor,
                                               std::shared_ptr<const ProtocolSchema> schema,
                                               ConnectionOptions options) {
  if (!schema) throw std::invalid_argument("Connection::create needs a protocol schema (load_protocol())");
  return std::shared_ptr<Connection>(
      new Connection(std::make_unique<Impl>(std::move(executor), std::move(schema), std::move(options))));
}

void Connection::set_packet_handler(PacketHandler handler) { impl_->on_packet = std::move(handler); }
void Connection::set_event_handler(EventHandler handler) { impl_->on_event = std::move(handler); }

void Connection::start() {
  asio::co_spawn(impl_->strand, [self = shared_from_this()]() { return self->run(); }, asio::detached);
}

void Connection::send(std::string name, Value fields) {
  asio::dispatch(impl_->strand, [self = shared_from_this(), name = std::move(name), fields = std::move(fields)]() {
    auto& impl = *self->impl_;
    if (impl.finished) return;
    if (!impl.schema->packet_id(impl.state, Direction::ToServer, name)) {
      // A packet of another state, e.g. a movement packet while the server has moved us back to
      // configuration: vanilla clients do not send it then either, so it is dropped, not fatal.
      ++impl.dropped_sends;
      return;
    }
    impl.send_packet(name, fields);
    kick_writer(self, impl);
  });
}

void Connection::close(std::string reason) {
  asio::dispatch(impl_->strand, [self = shared_from_this(), reason = std::move(reason)]() {
    self->impl_->fail(DisconnectCause::Closed, reason);
  });
}

asio::any_io_executor Connection::executor() const { return impl_->strand; }
State Connection::state() const { return impl_->state; }
const ConnectionOptions& Connection::options() const { return impl_->options; }
const ProtocolSchema& Connection::schema() const { return *impl_->schema; }
const Registries& Connection::registries() const { return impl_->registries; }
std::string Connection::uuid() const { return impl_->uuid; }
std::uint64_t Connection::packets_received() const { return impl_->packets_received; }
std::uint64_t Connection::bytes_received() const { return impl_->bytes_received; }
std::uint64_t Connection::dropped_sends() const { return impl_->dropped_sends; }
std::uint64_t Connection::packets_with_trailing_bytes() const { return impl_->trailing_packets; }
std::string Connection::last_trailing_packet() const { return impl_->last_trailing; }


asio::awaitable<void> Connection::run() {
  using namespace asio::experimental::awaitable_operators;
  auto self = shared_from_this();
  Impl& i = *impl_;
  const auto target = i.options.host + ":" + std::to_string(i.options.port);

  // Resolve and connect, bounded by connect_timeout.
  {
    tcp::resolver resolver(i.strand);
    asio::steady_timer timer(i.strand);
    timer.expires_after(i.options.connect_timeout);
    auto result = co_await (resolver.async_resolve(i.options.host, std::to_string(i.options.port),
                                                   asio::as_tuple(asio::use_awaitable)) ||
                            timer.async_wait(asio::as_tuple(asio::use_awaitable)));
    if (result.index() == 1) {
      i.fail(DisconnectCause::ConnectFailed, "resolving " + i.options.host + " timed out");
    } else if (auto [ec, endpoints] = std::get<0>(result); ec) {
      i.fail(DisconnectCause::ConnectFailed, "cannot resolve " + i.options.host + ": " + ec.message());
    } else {
      auto connected = co_await (asio::async_connect(i.socket, endpoints, asio::as_tuple(asio::use_awaitable)) ||
                                 timer.async_wait(asio::as_tuple(asio::use_awaitable)));
      if (connected.index() == 1) {
        i.fail(DisconnectCause::ConnectFailed, "connecting to " + target + " timed out");
      } else if (auto [cec, ep] = std::get<0>(connected); cec) {
        i.fail(DisconnectCause::ConnectFailed, "cannot connect to " + target + ": " + cec.message() +
                                                   " (is a Minecraft server running there?)");
      }
    }
  }

  if (!i.finished) {
    boost::system::error_code ignored;
    i.socket.set_option(tcp::no_delay(true), ignored);
    // Handshake and login start go out before anything is read.
    i.send_packet("set_protocol", Value::object({{"protocolVersion", i.schema->protocol_version()},
                                                 {"serverHost", i.options.host},
                                                 {"serverPort", i.options.port},
                                                 {"nextState", 2}}));
    i.state = State::Login;
    const std::string player_uuid =
        i.options.online ? i.options.online->uuid : uuid_to_string(offline_player_uuid(i.options.username));
    i.send_packet("login_start", Value::object({{"username", i.options.username}, {"playerUUID", player_uuid}}));
    kick_writer(self, i);
    i.last_packet = std::chrono::steady_clock::now();
    asio::co_spawn(i.strand, watchdog(self, i), asio::detached);
  }

  // 16 KiB per read keeps an idle bot small; bigger packets simply take several reads.
  std::vector<std::uint8_t> buffer(16 * 1024);
  while (!i.finished) {
    auto [ec, n] = co_await i.socket.async_read_some(asio::buffer(buffer), asio::as_tuple(asio::use_awaitable));
    if (ec) {
      if (ec == asio::error::eof) {
        i.fail(DisconnectCause::ConnectionLost, "the server closed the connection");
      } else {
        i.fail(DisconnectCause::ConnectionLost, "connection lost: " + ec.message());
      }
      break;
    }
    i.bytes_received += n;
    std::span<std::uint8_t> chunk(buffer.data(), n);
    try {
      if (i.decryptor) i.decryptor->apply(chunk);
      i.frames.feed(chunk);
      while (!i.finished) {
        auto frame = i.frames.next_frame();
        if (!frame) break;
        bool was_encrypted = i.decryptor.has_value();
        i.handle_frame(*frame, *this);
        if (i.pending_join) co_await i.answer_encryption();
        if (!was_encrypted && i.decryptor && i.frames.buffered() > 0) {
          // Bytes after the packet that turned encryption on were read before we knew; the server
          // only encrypts after our answer, so this cannot happen with a well-behaved server.
          i.fail(DisconnectCause::ProtocolError, "the server sent data before answering encryption");
        }
      }
    } catch (const DecodeError& e) {
      i.fail(DisconnectCause::ProtocolError, e.what());
    } catch (const std::exception& e) {
      i.fail(DisconnectCause::ProtocolError, std::string("unexpected error while reading: ") + e.what());
    }
    kick_writer(self, i);
  }

  if (i.on_event) i.on_event(ConnectionEvent{ConnectionEventType::Disconnected, i.cause, i.reason});
  co_return;
}

}  // namespace craftmate::protocol
