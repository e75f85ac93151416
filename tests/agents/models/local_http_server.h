#pragma once
// A plain-HTTP server on 127.0.0.1 (random port) inside the test process, standing in for a model
// provider: it records every request and answers with whatever the test's handler returns.

#include <atomic>
#include <chrono>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <thread>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

namespace craftmate::agents::testing {

struct RecordedRequest {
  std::string method;
  std::string target;
  std::map<std::string, std::string> headers;  // names lower-cased
  std::string body;
  nlohmann::json json() const { return nlohmann::json::parse(body); }
  std::string header(const std::string& lowerName) const {
    auto it = headers.find(lowerName);
    return it == headers.end() ? "" : it->second;
  }
};

struct CannedReply {
  int status = 200;
  std::string body;
  std::vector<std::pair<std::string, std::string>> headers;
  std::chrono::milliseconds delay{0};  // wait before answering (to trip client timeouts)
};

CannedReply jsonReply(const nlohmann::json& body, int status = 200);

class LocalHttpServer {
 public:
  using Handler = std::function<CannedReply(const RecordedRequest&, int index)>;
  explicit LocalHttpServer(Handler handler);
  ~LocalHttpServer();
  std::string baseUrl() const { return "http://127.0.0.1:" + std::to_string(port_); }
  unsigned short port() const { return port_; }
  std::vector<RecordedRequest> requests() const;

 private:
  void acceptLoop();
  void serve(int fd);

  Handler handler_;
  int listenFd_ = -1;
  unsigned short port_ = 0;
  std::atomic<bool> stopping_{false};
  mutable std::mutex mutex_;
  std::vector<RecordedRequest> requests_;
  std::vector<std::thread> connections_;
  std::thread acceptor_;
};

}  // namespace craftmate::agents::testing
