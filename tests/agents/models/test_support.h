#pragma once
// Running a provider coroutine to completion in a test, a fast retry policy, and a keys.json.

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <string>

#include <boost/asio/co_spawn.hpp>
#include <boost/asio/io_context.hpp>
#include <boost/asio/use_future.hpp>
#include <nlohmann/json.hpp>

#include "agents/models/http_client.h"

namespace craftmate::agents::testing {

template <class T>
T runToEnd(boost::asio::io_context& io, boost::asio::awaitable<T> work) {
  auto future = boost::asio::co_spawn(io, std::move(work), boost::asio::use_future);
  io.restart();
  io.run();
  return future.get();
}

inline RetryPolicy fastRetries() {
  RetryPolicy p;
  p.maxAttempts = 3;
  p.baseDelay = std::chrono::milliseconds(10);
  p.maxDelay = std::chrono::milliseconds(3000);
  p.timeout = std::chrono::milliseconds(2000);  // generous: the test machine may be busy
  return p;
}

// A keys.json in the temp folder holding `keys`; removed with the object.
class TempKeysFile {
 public:
  explicit TempKeysFile(const nlohmann::json& keys) {
    path_ = (std::filesystem::temp_directory_path() /
             ("craftmate_keys_" + std::to_string(::getpid()) + "_" + std::to_string(counter()++) + ".json"))
                .string();
    std::ofstream(path_) << keys.dump();
  }
  ~TempKeysFile() { std::remove(path_.c_str()); }
  const std::string& path() const { return path_; }

 private:
  static int& counter() {
    static int n = 0;
    return n;
  }
  std::string path_;
};

}  // namespace craftmate::agents::testing
