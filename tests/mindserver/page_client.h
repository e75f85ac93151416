#pragma once
// What a browser does to a MindServer, in the test process: plain HTTP requests and one WebSocket
// page connection, each on its own io_context with deadlines (a timeout fails the test).

#include <chrono>
#include <functional>
#include <map>
#include <optional>
#include <string>

#include <boost/asio/connect.hpp>
#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <boost/beast/websocket.hpp>
#include <nlohmann/json.hpp>

namespace craftmate::mindserver::testing {

namespace net = boost::asio;
namespace beast = boost::beast;
namespace http = beast::http;
namespace websocket = beast::websocket;
using tcp = net::ip::tcp;

struct HttpReply {
  int status = 0;
  std::string body;
  std::map<std::string, std::string> headers;  // names lower-cased
};

inline HttpReply httpGet(std::uint16_t port, const std::string& target,
                         const std::map<std::string, std::string>& headers = {}) {
  net::io_context io;
  beast::tcp_stream stream(io);
  stream.expires_after(std::chrono::seconds(20));
  stream.connect(tcp::endpoint(net::ip::make_address("127.0.0.1"), port));
  http::request<http::empty_body> request{http::verb::get, target, 11};
  request.set(http::field::host, "127.0.0.1:" + std::to_string(port));
  for (const auto& [k, v] : headers) request.set(k, v);
  http::write(stream, request);
  beast::flat_buffer buffer;
  http::response<http::string_body> response;
  http::read(stream, buffer, response);
  HttpReply out{static_cast<int>(response.result_int()), response.body(), {}};
  for (const auto& f : response) {
    std::string name(f.name_string());
    for (auto& c : name) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    out.headers[name] = std::string(f.value());
  }
  return out;
}

class PageClient {
 public:
  // Opens the page's WebSocket; throws beast::system_error when the server refuses it.
  explicit PageClient(std::uint16_t port, const std::map<std::string, std::string>& headers = {}) : ws_(io_) {
    beast::get_lowest_layer(ws_).expires_after(std::chrono::seconds(20));
    beast::get_lowest_layer(ws_).connect(tcp::endpoint(net::ip::make_address("127.0.0.1"), port));
    ws_.set_option(websocket::stream_base::decorator([headers](websocket::request_type& r) {
      for (const auto& [k, v] : headers) r.set(k, v);
    }));
    ws_.handshake("127.0.0.1:" + std::to_string(port), "/ws");
    beast::get_lowest_layer(ws_).expires_never();
  }

  void send(const std::string& text) { ws_.write(net::buffer(text)); }
  void send(const nlohmann::json& message) { send(message.dump()); }

  // Reads messages until one satisfies `wanted` (returned); nullopt when `timeout` passes first or
  // the connection ends. Every message read is kept in seen().
  std::optional<nlohmann::json> readUntil(const std::function<bool(const nlohmann::json&)>& wanted,
                                          std::chrono::milliseconds timeout = std::chrono::seconds(20)) {
    const auto deadline = std::chrono::steady_clock::now() + timeout;
    while (std::chrono::steady_clock::now() < deadline) {
      beast::flat_buffer buffer;
      bool done = false;
      beast::error_code error;
      ws_.async_read(buffer, [&](beast::error_code ec, std::size_t) {
        done = true;
        error = ec;
      });
      io_.restart();
      io_.run_until(deadline);
      if (!done || error) return std::nullopt;  // a timed-out read leaves the page unusable: fail
      nlohmann::json message = nlohmann::json::parse(beast::buffers_to_string(buffer.data()));
      seen_.push_back(message);
      if (wanted(message)) return message;
    }
    return std::nullopt;
  }
  std::optional<nlohmann::json> readType(const std::string& type,
                                         std::chrono::milliseconds timeout = std::chrono::seconds(20)) {
    return readUntil([&](const nlohmann::json& m) { return m.value("type", "") == type; }, timeout);
  }
  const std::vector<nlohmann::json>& seen() const { return seen_; }

 private:
  net::io_context io_;
  websocket::stream<beast::tcp_stream> ws_;
  std::vector<nlohmann::json> seen_;
};

}  // namespace craftmate::mindserver::testing
