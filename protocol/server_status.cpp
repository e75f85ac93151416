#include "protocol/server_status.h"

#include <boost/asio/as_tuple.hpp>
#include <boost/asio/connect.hpp>
#include <boost/asio/experimental/awaitable_operators.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/use_awaitable.hpp>
#include <boost/asio/write.hpp>
#include <nlohmann/json.hpp>

#include <stdexcept>

#include "protocol/chat_text.h"
#include "protocol/errors.h"
#include "protocol/framing.h"
#include "protocol/protocol_schema.h"

namespace craftmate::protocol {

namespace asio = boost::asio;
using asio::ip::tcp;

ServerStatus parse_server_status(const std::string& json) {
  auto j = nlohmann::json::parse(json, nullptr, false);
  if (j.is_discarded() || !j.is_object()) throw std::runtime_error("server status is not a JSON object: " + json.substr(0, 200));
  ServerStatus s;
  s.json = json;
  if (auto v = j.find("version"); v != j.end() && v->is_object()) {
    s.version_name = v->value("name", "");
    s.protocol = v->value("protocol", -1);
  }
  if (auto p = j.find("players"); p != j.end() && p->is_object()) {
    s.players_online = p->value("online", 0);
    s.players_max = p->value("max", 0);
  }
  if (auto d = j.find("description"); d != j.end()) s.description = chat_text_from_json(d->dump());
  return s;
}

namespace {

// Reads frames until one complete packet is available; decodes it in the status state.
asio::awaitable<Packet> read_packet(tcp::socket& socket, FrameReader& frames, const ProtocolSchema& schema) {
  std::vector<std::uint8_t> buffer(4096);
  for (;;) {
    if (auto frame = frames.next_frame()) {
      co_return schema.decode_packet(State::Status, Direction::ToClient, *frame);
    }
    auto [ec, n] = co_await socket.async_read_some(asio::buffer(buffer), asio::as_tuple(asio::use_awaitable));
    if (ec) throw std::runtime_error("status: connection closed by the server: " + ec.message());
    frames.feed({buffer.data(), n});
  }
}

asio::awaitable<ServerStatus> exchange(tcp::socket& socket, const ProtocolSchema& schema, const std::string& host,
                                       std::uint16_t port) {
  auto send = [&](State state, std::string_view name, const Value& fields) -> asio::awaitable<void> {
    Bytes frame;
    append_frame(frame, schema.encode_packet(state, Direction::ToServer, name, fields));
    co_await asio::async_write(socket, asio::buffer(frame), asio::use_awaitable);
  };
  // (Values are built before each co_await: GCC 12 cannot keep an initializer_list alive across one.)
  Value handshake = Value::object({{"protocolVersion", schema.protocol_version()}, {"serverHost", host},
                                   {"serverPort", port}, {"nextState", 1}});
  co_await send(State::Handshaking, "set_protocol", handshake);
  Value empty = Value(Object{});
  co_await send(State::Status, "ping_start", empty);
  FrameReader frames;
  Packet info = co_await read_packet(socket, frames, schema);
  if (info.name != "server_info") throw std::runtime_error("status: expected server_info, got '" + info.name + "'");
  ServerStatus status = parse_server_status(info.fields["response"].as_string());
  auto sent = std::chrono::steady_clock::now();
  std::int64_t token = std::chrono::duration_cast<std::chrono::milliseconds>(sent.time_since_epoch()).count();
  Value ping = Value::object({{"time", token}});
  co_await send(State::Status, "ping", ping);
  Packet pong = co_await read_packet(socket, frames, schema);
  if (pong.name != "ping" || pong.fields["time"].as_int() != token) {
    throw std::runtime_error("status: the server did not echo the ping");
  }
  status.latency = std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - sent);
  co_return status;
}

}  // namespace

asio::awaitable<ServerStatus> query_server_status(asio::any_io_executor executor, const ProtocolSchema& schema,
                                                  std::string host, std::uint16_t port,
                                                  std::chrono::milliseconds timeout) {
  using namespace asio::experimental::awaitable_operators;
  tcp::socket socket(executor);
  tcp::resolver resolver(executor);
  asio::steady_timer timer(executor);
  timer.expires_after(timeout);
  const std::string target = host + ":" + std::to_string(port);

  auto work = [&]() -> asio::awaitable<ServerStatus> {
    auto endpoints = co_await resolver.async_resolve(host, std::to_string(port), asio::use_awaitable);
    co_await asio::async_connect(socket, endpoints, asio::use_awaitable);
    co_return co_await exchange(socket, schema, host, port);
  };
  std::variant<ServerStatus, std::monostate> result;
  try {
    result = co_await (work() || timer.async_wait(asio::use_awaitable));
  } catch (const DecodeError& e) {
    throw std::runtime_error("status of " + target + ": malformed reply: " + e.what());
  } catch (const boost::system::system_error& e) {
    throw std::runtime_error("status of " + target + ": " + e.code().message());
  }
  if (result.index() == 1) throw std::runtime_error("status of " + target + " timed out");
  co_return std::get<0>(std::move(result));
}

}  // namespace craftmate::protocol
