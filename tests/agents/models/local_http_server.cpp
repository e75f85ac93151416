#include "local_http_server.h"

#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

#include <algorithm>
#include <stdexcept>

#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/write.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>

namespace craftmate::agents::testing {

namespace beast = boost::beast;
namespace http = beast::http;
using tcp = boost::asio::ip::tcp;

CannedReply jsonReply(const nlohmann::json& body, int status) {
  CannedReply r;
  r.status = status;
  r.body = body.dump();
  r.headers.emplace_back("Content-Type", "application/json");
  return r;
}

LocalHttpServer::LocalHttpServer(Handler handler) : handler_(std::move(handler)) {
  listenFd_ = ::socket(AF_INET, SOCK_STREAM, 0);
  if (listenFd_ < 0) throw std::runtime_error("test server: socket() failed");
  int one = 1;
  ::setsockopt(listenFd_, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one);
  sockaddr_in addr{};
  addr.sin_family = AF_INET;
  addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  addr.sin_port = 0;
  if (::bind(listenFd_, reinterpret_cast<sockaddr*>(&addr), sizeof addr) != 0 || ::listen(listenFd_, 16) != 0) {
    throw std::runtime_error("test server: bind/listen on 127.0.0.1 failed");
  }
  socklen_t len = sizeof addr;
  ::getsockname(listenFd_, reinterpret_cast<sockaddr*>(&addr), &len);
  port_ = ntohs(addr.sin_port);
  acceptor_ = std::thread([this] { acceptLoop(); });
}

LocalHttpServer::~LocalHttpServer() {
  stopping_ = true;
  ::shutdown(listenFd_, SHUT_RDWR);  // wakes the blocking accept()
  ::close(listenFd_);
  acceptor_.join();
  std::vector<std::thread> connections;
  {
    std::lock_guard lock(mutex_);
    connections.swap(connections_);
  }
  for (auto& t : connections) t.join();
}

std::vector<RecordedRequest> LocalHttpServer::requests() const {
  std::lock_guard lock(mutex_);
  return requests_;
}

void LocalHttpServer::acceptLoop() {
  while (!stopping_) {
    const int fd = ::accept(listenFd_, nullptr, nullptr);
    if (fd < 0) {
      if (stopping_) return;
      continue;
    }
    std::lock_guard lock(mutex_);
    connections_.emplace_back([this, fd] { serve(fd); });
  }
}

void LocalHttpServer::serve(int fd) {
  boost::asio::io_context io;
  tcp::socket socket(io);
  boost::system::error_code ec;
  socket.assign(tcp::v4(), fd, ec);
  if (ec) {
    ::close(fd);
    return;
  }
  beast::flat_buffer buffer;
  http::request<http::string_body> req;
  http::read(socket, buffer, req, ec);
  if (ec) {
    // Like a real server, answer unreadable bytes (e.g. a TLS ClientHello) with a plain 400.
    if (ec != http::error::end_of_stream) {
      static const std::string bad = "HTTP/1.1 400 Bad Request\r\nContent-Length: 0\r\nConnection: close\r\n\r\n";
      boost::asio::write(socket, boost::asio::buffer(bad), ec);
    }
    return;
  }
  RecordedRequest recorded;
  recorded.method = std::string(req.method_string());
  recorded.target = std::string(req.target());
  for (const auto& field : req) {
    std::string name(field.name_string());
    std::transform(name.begin(), name.end(), name.begin(), [](unsigned char c) { return std::tolower(c); });
    recorded.headers[name] = std::string(field.value());
  }
  recorded.body = req.body();
  int index = 0;
  {
    std::lock_guard lock(mutex_);
    index = static_cast<int>(requests_.size());
    requests_.push_back(recorded);
  }
  const CannedReply reply = handler_(recorded, index);
  if (reply.delay.count() > 0) std::this_thread::sleep_for(reply.delay);
  http::response<http::string_body> res{static_cast<http::status>(reply.status), 11};
  for (const auto& [name, value] : reply.headers) res.set(name, value);
  res.set(http::field::connection, "close");
  res.body() = reply.body;
  res.prepare_payload();
  http::write(socket, res, ec);
  socket.shutdown(tcp::socket::shutdown_both, ec);
}

}  // namespace craftmate::agents::testing
