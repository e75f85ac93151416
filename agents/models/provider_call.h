#pragma once
// What every HTTP provider shares: a JSON POST through HttpClient that turns HTTP and body
// failures into a ProviderError with a clear, key-free message, the failure texts of §7.4, and a
// key-free failure log. Included only by agents/models/*.cpp and tests.

#include <memory>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include <boost/asio/any_io_executor.hpp>
#include <boost/asio/awaitable.hpp>
#include <nlohmann/json.hpp>

#include "agents/models/http_client.h"

namespace craftmate::agents {

inline constexpr const char* kBrainDisconnected = "My brain disconnected, try again.";
inline constexpr const char* kThoughtTooHard = "I thought too hard, sorry, try again.";

class ProviderError : public std::runtime_error {
 public:
  ProviderError(const std::string& message, int status, std::string code)
      : std::runtime_error(message), status_(status), code_(std::move(code)) {}
  int status() const { return status_; }       // 0 when no HTTP response arrived
  const std::string& code() const { return code_; }  // the provider's error code, e.g. context_length_exceeded
 private:
  int status_;
  std::string code_;
};

struct ProviderSetup {
  std::string api;
  std::string model;
  std::string baseUrl;  // without a trailing slash
  std::string key;      // may be empty
  std::string keyName;  // for hints in errors
  std::string keyNote;  // why a key the store has is not sent to this url (provider_factory.cpp)
  nlohmann::json params = nlohmann::json::object();
  RetryPolicy retry;
  std::vector<std::pair<std::string, std::string>> extraHeaders;  // e.g. OpenAI-Organization
};

class ProviderCall {
 public:
  ProviderCall(boost::asio::any_io_executor executor, const ProviderSetup& setup);

  // POSTs `body` to `url` and returns the parsed JSON reply. Throws ProviderError (key-free).
  boost::asio::awaitable<nlohmann::json> postJson(const std::string& url, const nlohmann::json& body,
                                                  std::vector<std::pair<std::string, std::string>> headers);

  // Logs a failure to stderr (key scrubbed) and keeps it for lastError().
  void reportFailure(const std::string& what);
  const std::string& lastError() const { return lastError_; }
  std::string scrub(const std::string& text) const;
  std::string describe() const { return api_ + "/" + model_; }

 private:
  HttpClient http_;
  std::string api_;
  std::string model_;
  std::string key_;
  std::string keyName_;
  std::string keyNote_;
  std::string lastError_;
};

// Removes <think>...</think> blocks (all, or only the first); an unterminated block is left alone.
std::string stripThinkBlocks(const std::string& text, bool firstOnly);
// True when a <think> opens and never closes (the model was cut off mid-thought).
bool hasUnterminatedThink(const std::string& text);

}  // namespace craftmate::agents
