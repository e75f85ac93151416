#include "scripted_server.h"

#include <boost/asio/as_tuple.hpp>
#include <boost/asio/use_awaitable.hpp>
#include <boost/asio/write.hpp>

#include <stdexcept>

#include "protocol/compression.h"

namespace craftmate::protocol::test {

namespace asio = boost::asio;
using asio::ip::tcp;

ScriptedServer::ScriptedServer(asio::io_context& io, std::shared_ptr<const ProtocolSchema> schema)
    : acceptor_(io, tcp::endpoint(asio::ip::make_address("127.0.0.1"), 0)), socket_(io), schema_(std::move(schema)) {
  port_ = acceptor_.local_endpoint().port();
}

asio::awaitable<void> ScriptedServer::accept() { socket_ = co_await acceptor_.async_accept(asio::use_awaitable); }

void ScriptedServer::enable_encryption(const std::vector<std::uint8_t>& secret) {
  encryptor_.emplace(secret, Cfb8Cipher::Mode::Encrypt);
  decryptor_.emplace(secret, Cfb8Cipher::Mode::Decrypt);
}

asio::awaitable<Packet> ScriptedServer::read(State state) {
  std::vector<std::uint8_t> buffer(4096);
  for (;;) {
    if (auto frame = frames_.next_frame()) {
      std::vector<std::uint8_t> payload(frame->begin(), frame->end());
      if (threshold_ >= 0) payload = decompress_packet(payload);
      co_return schema_->decode_packet(state, Direction::ToServer, payload, /*strict=*/true);
    }
    auto [ec, n] = co_await socket_.async_read_some(asio::buffer(buffer), asio::as_tuple(asio::use_awaitable));
    if (ec) throw std::runtime_error("scripted server: client closed: " + ec.message());
    std::span<std::uint8_t> chunk(buffer.data(), n);
    if (decryptor_) decryptor_->apply(chunk);
    frames_.feed(chunk);
  }
}

asio::awaitable<Packet> ScriptedServer::read_until(State state, std::string_view name) {
  for (;;) {
    Packet p = co_await read(state);
    if (p.name == name) co_return p;
  }
}

asio::awaitable<void> ScriptedServer::send_payload(const std::vector<std::uint8_t>& payload) {
  std::vector<std::uint8_t> body = threshold_ >= 0 ? compress_packet(payload, threshold_) : payload;
  std::vector<std::uint8_t> frame;
  append_frame(frame, body);
  if (encryptor_) encryptor_->apply(frame);
  co_await asio::async_write(socket_, asio::buffer(frame), asio::use_awaitable);
}

asio::awaitable<void> ScriptedServer::send_raw(const std::vector<std::uint8_t>& bytes) {
  co_await asio::async_write(socket_, asio::buffer(bytes), asio::use_awaitable);
}

asio::awaitable<void> ScriptedServer::send(State state, std::string_view name, const Value& fields) {
  auto payload = schema_->encode_packet(state, Direction::ToClient, name, fields);
  co_await send_payload(payload);
}

asio::awaitable<bool> ScriptedServer::client_closed() {
  std::vector<std::uint8_t> buffer(4096);
  for (;;) {
    auto [ec, n] = co_await socket_.async_read_some(asio::buffer(buffer), asio::as_tuple(asio::use_awaitable));
    if (ec) co_return true;
  }
}

}  // namespace craftmate::protocol::test
