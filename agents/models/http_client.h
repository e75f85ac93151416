#pragma once
// Asynchronous HTTP(S) for the model providers: one request at a time per call, a fresh connection
// per attempt (providers are slow; connection reuse would buy little and complicate retries),
// certificate verification against the system store, SNI, a per-attempt timeout, and retries with
// exponential backoff and jitter, honouring `Retry-After`. A POST (a paid model call) is retried
// only when the server certainly did not act on it: connection failures before it was sent, 429,
// 503 and 408; never after a read timeout or another 5xx. GET/HEAD also on any 5xx and timeouts.
// Boost.Beast and OpenSSL stay in http_client.cpp (pimpl) so that headers included across agents/
// stay light.

#include <chrono>
#include <functional>
#include <map>
#include <memory>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include <boost/asio/any_io_executor.hpp>
#include <boost/asio/awaitable.hpp>

namespace craftmate::agents {

struct RetryPolicy {
  int maxAttempts = 5;                                  // first try included
  std::chrono::milliseconds baseDelay{1000};            // wait before the 2nd try; doubles each time
  std::chrono::milliseconds maxDelay{30000};            // cap for backoff and for Retry-After
  std::chrono::milliseconds timeout{120000};            // whole attempt: connect, TLS, write, read
};

struct HttpRequest {
  std::string method = "POST";
  std::string url;                                      // http://host[:port]/path or https://...
  std::vector<std::pair<std::string, std::string>> headers;
  std::string body;
  // Strings that must never appear in an error or log (API keys); replaced by "***".
  std::vector<std::string> secrets;
};

struct HttpResponse {
  int status = 0;
  std::string reason;
  std::map<std::string, std::string> headers;           // names lower-cased
  std::string body;
  int attempts = 0;                                     // how many tries it took
};

// Transport failure after every retry (DNS, connect, TLS, timeout). The message has no secrets.
class HttpError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// Parsed pieces of a URL; throws std::invalid_argument for anything but http/https URLs.
struct UrlParts {
  bool tls = false;
  std::string host;
  std::string port;
  std::string target;                                   // path and query, at least "/"
};
UrlParts parseUrl(const std::string& url);

// Replaces every occurrence of each non-empty secret in `text`, and of every process secret, by "***".
std::string scrubSecrets(std::string text, const std::vector<std::string>& secrets = {});
// A secret every scrubSecrets call of this process removes from then on (account tokens, keys that
// many places may quote: logs, errors, run stores). Thread-safe.
void addProcessSecret(const std::string& secret);

// The delay before retry number `retry` (1 = the first retry): baseDelay * 2^(retry-1) plus a
// random jitter of up to the same amount again, capped at maxDelay. `random01` in [0,1).
std::chrono::milliseconds backoffDelay(const RetryPolicy& policy, int retry, double random01);

// Retry-After as seconds ("120") or an HTTP date; nullopt-like -1 ms when absent or unreadable;
// at most kMaxRetryAfter (a day), so that no value overflows.
inline constexpr std::chrono::seconds kMaxRetryAfter{24 * 3600};
std::chrono::milliseconds parseRetryAfter(const std::string& value,
                                          std::chrono::system_clock::time_point now = std::chrono::system_clock::now());

class HttpClient {
 public:
  // `caFile`: a PEM bundle to trust instead of the system store (tests with their own CA; servers
  // behind a private CA). Verification stays on either way.
  HttpClient(boost::asio::any_io_executor executor, RetryPolicy policy = {}, const std::string& caFile = {});
  ~HttpClient();
  HttpClient(const HttpClient&) = delete;
  HttpClient& operator=(const HttpClient&) = delete;

  // Sends with retries. Returns the last response for any HTTP status (4xx are not retried; 429 and
  // 5xx are, and the final one is returned); throws HttpError when no response came at all.
  boost::asio::awaitable<HttpResponse> send(HttpRequest request);

  const RetryPolicy& policy() const;

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace craftmate::agents
