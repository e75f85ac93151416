#pragma once
// A scripted Minecraft server for Connection tests: accepts one client on a loopback port and lets
// a test coroutine read and write packets in any state, turn on compression and encryption, or
// write raw (malformed) frames. Built from the protocol library's own framing/compression/cipher
// pieces, using the server direction of the schema.

#include <boost/asio/awaitable.hpp>
#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>

#include <optional>

#include "protocol/cipher.h"
#include "protocol/framing.h"
#include "protocol/packet.h"
#include "protocol/protocol_schema.h"

namespace craftmate::protocol::test {

class ScriptedServer {
 public:
  explicit ScriptedServer(boost::asio::io_context& io, std::shared_ptr<const ProtocolSchema> schema);
  std::uint16_t port() const { return port_; }
  const ProtocolSchema& schema() const { return *schema_; }

  boost::asio::awaitable<void> accept();
  // Reads the next client packet in `state`; throws if the client closed the connection.
  boost::asio::awaitable<Packet> read(State state);
  // Reads packets until one named `name` arrives (others are returned via `skipped`).
  boost::asio::awaitable<Packet> read_until(State state, std::string_view name);
  boost::asio::awaitable<void> send(State state, std::string_view name, const Value& fields);
  // Sends an already-encoded payload (id + fields), framed, compressed and encrypted as usual.
  boost::asio::awaitable<void> send_payload(const std::vector<std::uint8_t>& payload);
  // Writes bytes as they are: a hostile frame (bad length, bogus compression header), unencrypted.
  boost::asio::awaitable<void> send_raw(const std::vector<std::uint8_t>& bytes);
  // True once the client has closed its side (read returns eof).
  boost::asio::awaitable<bool> client_closed();

  void set_compression(int threshold) { threshold_ = threshold; }
  void enable_encryption(const std::vector<std::uint8_t>& secret);

 private:
  boost::asio::ip::tcp::acceptor acceptor_;
  boost::asio::ip::tcp::socket socket_;
  std::shared_ptr<const ProtocolSchema> schema_;
  std::uint16_t port_ = 0;
  FrameReader frames_;
  int threshold_ = -1;
  std::optional<Cfb8Cipher> encryptor_, decryptor_;
};

}  // namespace craftmate::protocol::test
