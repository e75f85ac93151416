#pragma once
// Connection — one client connection to a Minecraft Java server, as a Boost.Asio C++20 coroutine.
//
// It runs handshake -> login (offline, or online with a Microsoft account's session join; compression
// and encryption when the server asks) ->
// configuration (settings, brand, known packs, registry data, finish) -> play, and keeps itself
// alive: it answers keep_alive, ping, chunk_batch_finished, start_configuration and the login /
// configuration requests on its own. Everything else is the owner's business: every packet of the
// configuration and play states is delivered to the packet handler on the connection's strand, and
// the owner answers e.g. `position` with teleport_confirm (that is movement logic, see world/).
//
// Failures never throw out of the io_context: a refused connection, a kick, a closed socket, a
// malformed packet or a timeout all end this connection with one Disconnected event whose reason
// says what happened, and other connections of the process carry on.

#include <chrono>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include <boost/asio/any_io_executor.hpp>
#include <boost/asio/awaitable.hpp>

#include "protocol/packet.h"
#include "protocol/packet_value.h"
#include "protocol/profile_keys.h"

namespace craftmate::protocol {

class Nbt;
class ProtocolSchema;

// Online mode: what a Microsoft account adds to the login (auth/ makes it). `uuid` is the Minecraft
// profile's id sent in login_start; `join` is awaited with the server hash when the server asks for
// authentication, before the encryption answer, and must post the session-server join or throw
// (its message ends the connection; it never contains a token).
struct OnlineLogin {
  std::string uuid;
  std::function<boost::asio::awaitable<void>(std::string server_hash)> join;
  // The profile key pair for servers that enforce secure chat (world/chat_session); null: none.
  std::shared_ptr<const ProfileKeys> profileKeys;
};

struct ConnectionOptions {
  std::string host = "127.0.0.1";
  std::uint16_t port = 25565;
  std::string username = "craftmate";
  // ClientInformation (`settings`) values; minecraft-protocol's defaults.
  std::string locale = "en_us";
  int view_distance = 10;
  int chat_flags = 0;  // 0 enabled, 1 commands only, 2 hidden
  int main_hand = 1;   // 1 right
  std::string brand = "vanilla";
  // Send `settings` again as soon as play starts: flying-squid only streams the full view when the
  // settings reach it in play (it otherwise sends 36 columns). Harmless for vanilla servers.
  bool resend_settings_in_play = true;
  std::chrono::milliseconds connect_timeout{10'000};
  // No packet at all for this long ends the connection (servers send keep_alive every ~15 s).
  std::chrono::milliseconds idle_timeout{30'000};
  // Null: an offline login (an online-mode server is refused with a line saying what to set).
  std::shared_ptr<const OnlineLogin> online;
};

enum class ConnectionEventType {
  LoginSuccess,  // login `success` received; the server accepted the name
  Play,          // configuration finished, the play state begins
  Disconnected,  // the connection is over; `reason` says why
};

enum class DisconnectCause {
  None,
  ConnectFailed,  // resolve/connect failed or timed out
  Kicked,         // the server sent disconnect/kick_disconnect (reason = its text)
  ConnectionLost, // the socket closed or failed
  ProtocolError,  // a malformed or unexpected packet (reason names it)
  Timeout,        // idle_timeout without any packet
  Closed,         // the owner called close()
};
std::string_view disconnect_cause_name(DisconnectCause cause);

struct ConnectionEvent {
  ConnectionEventType type;
  DisconnectCause cause = DisconnectCause::None;
  std::string reason;
};

// Registries received in configuration (`registry_data`), in wire order: the index of an entry is
// its network id (dimension_type, chat_type, damage_type, worldgen/biome, ...).
struct RegistryEntry {
  std::string key;                  // "minecraft:overworld"
  std::shared_ptr<const Nbt> value;  // null when the server left it to a known pack
};
using Registries = std::map<std::string, std::vector<RegistryEntry>, std::less<>>;

class Connection : public std::enable_shared_from_this<Connection> {
 public:
  using PacketHandler = std::function<void(const Packet&)>;
  using EventHandler = std::function<void(const ConnectionEvent&)>;

  // `executor` is usually the process's io_context executor; the connection makes its own strand.
  static std::shared_ptr<Connection> create(boost::asio::any_io_executor executor,
                                            std::shared_ptr<const ProtocolSchema> schema,
                                            ConnectionOptions options);
  ~Connection();

  // Set before start(). Handlers run on the strand; they may call send() and close().
  void set_packet_handler(PacketHandler handler);
  void set_event_handler(EventHandler handler);

  // Spawns run() on the strand (detached); the Disconnected event reports the end.
  void start();
  // The whole life of the connection; completes after the Disconnected event. Must be awaited on
  // executor() (start() does that for you).
  boost::asio::awaitable<void> run();

  // Queues a packet of the current state (configuration or play) for sending. Callable from any
  // thread. A name the current state does not have is dropped (e.g. movement while the server has
  // moved us back to configuration; see dropped_sends()). A packet that cannot be encoded (missing
  // field, wrong kind) ends the connection as a ProtocolError naming the field: it is a bug.
  void send(std::string name, Value fields);
  // Closes the socket; the Disconnected event follows with cause Closed and this reason.
  void close(std::string reason = "closed by the client");

  // The connection's strand; read state (state(), registries()) from it.
  boost::asio::any_io_executor executor() const;
  State state() const;
  const ConnectionOptions& options() const;
  const ProtocolSchema& schema() const;
  const Registries& registries() const;
  std::string uuid() const;  // the uuid the server assigned at login success ("" before)
  // Counters for tests and benchmarks.
  std::uint64_t packets_received() const;
  std::uint64_t bytes_received() const;
  std::uint64_t dropped_sends() const;
  // Packets that decoded with bytes left over (tolerated, see README); 0 against a vanilla-exact
  // server. last_trailing_packet() names the latest one.
  std::uint64_t packets_with_trailing_bytes() const;
  std::string last_trailing_packet() const;

  struct Impl;

 private:
  explicit Connection(std::unique_ptr<Impl> impl);
  std::unique_ptr<Impl> impl_;
};

}  // namespace craftmate::protocol
