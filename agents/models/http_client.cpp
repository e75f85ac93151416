#include "agents/models/http_client.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdio>
#include <ctime>
#include <mutex>
#include <random>

#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/ssl.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/this_coro.hpp>
#include <boost/asio/use_awaitable.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <boost/beast/ssl.hpp>

#include "agents/models/tls_context.h"

namespace craftmate::agents {

namespace net = boost::asio;
namespace beast = boost::beast;
namespace http = beast::http;
using net::use_awaitable;
using tcp = net::ip::tcp;
using Clock = std::chrono::steady_clock;

boost::asio::ssl::context makeVerifyingTlsContext(const std::string& caFile) {
  net::ssl::context ctx(net::ssl::context::tls_client);
  ctx.set_options(net::ssl::context::default_workarounds | net::ssl::context::no_sslv2 |
                  net::ssl::context::no_sslv3 | net::ssl::context::no_tlsv1 | net::ssl::context::no_tlsv1_1);
  if (caFile.empty()) {
    ctx.set_default_verify_paths();  // the system store (/etc/ssl/certs via OpenSSL's defaults)
  } else {
    boost::system::error_code ec;
    ctx.load_verify_file(caFile, ec);
    if (ec) throw std::invalid_argument("cannot read the CA file '" + caFile + "': " + ec.message());
  }
  ctx.set_verify_mode(net::ssl::verify_peer);
  return ctx;
}

UrlParts parseUrl(const std::string& url) {
  UrlParts parts;
  std::string rest;
  if (url.rfind("https://", 0) == 0) {
    parts.tls = true;
    rest = url.substr(8);
  } else if (url.rfind("http://", 0) == 0) {
    rest = url.substr(7);
  } else {
    throw std::invalid_argument("URL '" + url + "' must start with http:// or https://");
  }
  const size_t slash = rest.find('/');
  std::string authority = rest.substr(0, slash);
  parts.target = slash == std::string::npos ? "/" : rest.substr(slash);
  if (authority.empty()) throw std::invalid_argument("URL '" + url + "' has no host");
  const size_t colon = authority.rfind(':');
  if (colon != std::string::npos && authority.find(']', colon) == std::string::npos) {
    parts.host = authority.substr(0, colon);
    parts.port = authority.substr(colon + 1);
    if (parts.port.empty() || !std::all_of(parts.port.begin(), parts.port.end(), ::isdigit)) {
      throw std::invalid_argument("URL '" + url + "' has a bad port '" + parts.port + "'");
    }
  } else {
    parts.host = authority;
    parts.port = parts.tls ? "443" : "80";
  }
  if (parts.host.size() > 2 && parts.host.front() == '[' && parts.host.back() == ']') {
    parts.host = parts.host.substr(1, parts.host.size() - 2);
  }
  return parts;
}

namespace {
std::mutex processSecretsMutex;
std::vector<std::string> processSecrets;

void scrubEach(std::string& text, const std::vector<std::string>& secrets) {
  for (const std::string& secret : secrets) {
    if (secret.empty()) continue;
    for (size_t at; (at = text.find(secret)) != std::string::npos;) text.replace(at, secret.size(), "***");
  }
}
}  // namespace

void addProcessSecret(const std::string& secret) {
  if (secret.empty()) return;
  std::lock_guard lock(processSecretsMutex);
  if (std::find(processSecrets.begin(), processSecrets.end(), secret) == processSecrets.end()) {
    processSecrets.push_back(secret);
  }
}

std::string scrubSecrets(std::string text, const std::vector<std::string>& secrets) {
  scrubEach(text, secrets);
  std::lock_guard lock(processSecretsMutex);
  scrubEach(text, processSecrets);
  return text;
}

std::chrono::milliseconds backoffDelay(const RetryPolicy& policy, int retry, double random01) {
  const double base = static_cast<double>(policy.baseDelay.count()) * std::pow(2.0, std::max(0, retry - 1));
  const double withJitter = base + base * std::clamp(random01, 0.0, 1.0);
  return std::chrono::milliseconds(static_cast<long long>(std::min(withJitter, static_cast<double>(policy.maxDelay.count()))));
}

std::chrono::milliseconds parseRetryAfter(const std::string& value, std::chrono::system_clock::time_point now) {
  std::string v = value;
  while (!v.empty() && std::isspace(static_cast<unsigned char>(v.back()))) v.pop_back();
  while (!v.empty() && std::isspace(static_cast<unsigned char>(v.front()))) v.erase(v.begin());
  if (v.empty()) return std::chrono::milliseconds(-1);
  if (std::all_of(v.begin(), v.end(), [](char c) { return std::isdigit(static_cast<unsigned char>(c)) || c == '.'; })) {
    try {
      // Clamped before converting: a server's "Retry-After: 99999999999999999999" must not overflow.
      const double seconds = std::min(std::stod(v), static_cast<double>(kMaxRetryAfter.count()));
      return std::chrono::milliseconds(static_cast<long long>(seconds * 1000.0));
    } catch (const std::exception&) {
      return std::chrono::milliseconds(-1);
    }
  }
  // HTTP date, e.g. "Wed, 21 Oct 2015 07:28:00 GMT".
  std::tm tm{};
  char month[4] = {0};
  char weekday[4] = {0};
  if (std::sscanf(v.c_str(), "%3s, %d %3s %d %d:%d:%d", weekday, &tm.tm_mday, month, &tm.tm_year, &tm.tm_hour,
                  &tm.tm_min, &tm.tm_sec) != 7) {
    return std::chrono::milliseconds(-1);
  }
  static const std::string months = "JanFebMarAprMayJunJulAugSepOctNovDec";
  const size_t m = months.find(month);
  if (m == std::string::npos || m % 3 != 0) return std::chrono::milliseconds(-1);
  tm.tm_mon = static_cast<int>(m / 3);
  tm.tm_year -= 1900;
  // In seconds of time_t: a far date as a system_clock time point (nanoseconds) would overflow.
  const double seconds = std::difftime(timegm(&tm), std::chrono::system_clock::to_time_t(now));
  const double clamped = std::clamp(seconds, 0.0, static_cast<double>(kMaxRetryAfter.count()));
  return std::chrono::milliseconds(static_cast<long long>(clamped * 1000.0));
}

namespace {

// A request that changes something (POST: a paid model call) is retried only when the server
// certainly did not act on it: 429 (rate limited), 503 (unavailable) and 408 (it never read the
// request). Other 5xx may come after the work was done. GET and HEAD are retried on any 5xx too.
bool retryableStatus(int status, bool idempotent) {
  return status == 429 || status == 408 || status == 503 || (idempotent && status >= 500);
}

http::request<http::string_body> buildRequest(const UrlParts& url, const HttpRequest& r) {
  http::request<http::string_body> req;
  req.method(http::string_to_verb(r.method));
  if (req.method() == http::verb::unknown) throw std::invalid_argument("unknown HTTP method '" + r.method + "'");
  req.target(url.target);
  req.version(11);
  const bool defaultPort = url.port == (url.tls ? "443" : "80");
  req.set(http::field::host, defaultPort ? url.host : url.host + ":" + url.port);
  req.set(http::field::user_agent, "craftmate");
  req.set(http::field::accept, "application/json");
  req.set(http::field::connection, "close");
  if (!r.body.empty()) req.set(http::field::content_type, "application/json");
  for (const auto& [name, value] : r.headers) req.set(name, value);
  req.body() = r.body;
  req.prepare_payload();
  return req;
}

constexpr const char* kWaitingPhase = "waiting for the answer";

template <class Stream>
net::awaitable<HttpResponse> exchange(Stream& stream, http::request<http::string_body>& req, std::string& phase) {
  phase = "sending the request";
  co_await http::async_write(stream, req, use_awaitable);
  phase = kWaitingPhase;  // from here on the server may have acted on the request
  beast::flat_buffer buffer;
  http::response_parser<http::string_body> parser;
  parser.body_limit(64u * 1024u * 1024u);
  co_await http::async_read(stream, buffer, parser, use_awaitable);
  auto& res = parser.get();
  HttpResponse out;
  out.status = static_cast<int>(res.result_int());
  out.reason = std::string(res.reason());
  for (const auto& field : res) {
    std::string name(field.name_string());
    std::transform(name.begin(), name.end(), name.begin(), [](unsigned char c) { return std::tolower(c); });
    out.headers[name] = std::string(field.value());
  }
  out.body = std::move(res.body());
  co_return out;
}

}  // namespace

struct HttpClient::Impl {
  net::any_io_executor executor;
  RetryPolicy policy;
  net::ssl::context tls;
  std::mt19937 rng{std::random_device{}()};

  // `phase` names the step in progress, so an error can say where it failed.
  net::awaitable<HttpResponse> attemptOnce(const UrlParts& url, const HttpRequest& r, std::string& phase) {
    // Shared with the deadline timer's handler, which may run after this frame is gone.
    auto resolver = std::make_shared<tcp::resolver>(executor);
    auto req = buildRequest(url, r);
    const auto deadline = Clock::now() + policy.timeout;
    // The resolver has no deadline of its own; a timer cancels it.
    net::steady_timer resolveTimer(executor);
    resolveTimer.expires_at(deadline);
    resolveTimer.async_wait([resolver](const boost::system::error_code& ec) {
      if (!ec) resolver->cancel();
    });
    phase = "resolving " + url.host;
    auto endpoints = co_await resolver->async_resolve(url.host, url.port, use_awaitable);
    resolveTimer.cancel();
    if (!url.tls) {
      beast::tcp_stream plain(executor);
      plain.expires_at(deadline);
      phase = "connecting";
      co_await plain.async_connect(endpoints, use_awaitable);
      co_return co_await exchange(plain, req, phase);
    }
    beast::ssl_stream<beast::tcp_stream> secure(executor, tls);
    // SNI, so servers behind shared front ends pick the right certificate.
    if (!SSL_set_tlsext_host_name(secure.native_handle(), url.host.c_str())) {
      throw HttpError("could not set the TLS server name for " + url.host);
    }
    secure.set_verify_callback(net::ssl::host_name_verification(url.host));
    beast::get_lowest_layer(secure).expires_at(deadline);
    phase = "connecting";
    co_await beast::get_lowest_layer(secure).async_connect(endpoints, use_awaitable);
    phase = "TLS handshake";
    co_await secure.async_handshake(net::ssl::stream_base::client, use_awaitable);
    co_return co_await exchange(secure, req, phase);
  }
};

HttpClient::HttpClient(boost::asio::any_io_executor executor, RetryPolicy policy, const std::string& caFile)
    : impl_(std::make_unique<Impl>(Impl{std::move(executor), policy, makeVerifyingTlsContext(caFile)})) {}
HttpClient::~HttpClient() = default;
const RetryPolicy& HttpClient::policy() const { return impl_->policy; }

net::awaitable<HttpResponse> HttpClient::send(HttpRequest request) {
  const UrlParts url = parseUrl(request.url);
  const std::string where = request.method + " " + (url.tls ? "https://" : "http://") + url.host + ":" + url.port +
                            url.target.substr(0, url.target.find('?'));
  const int attempts = std::max(1, impl_->policy.maxAttempts);
  const bool idempotent = request.method == "GET" || request.method == "HEAD";
  std::string lastError;
  int tried = 0;
  for (int attempt = 1; attempt <= attempts; ++attempt) {
    std::chrono::milliseconds wait{0};
    bool transient = true;
    tried = attempt;
    std::string phase;
    try {
      HttpResponse response = co_await impl_->attemptOnce(url, request, phase);
      response.attempts = attempt;
      if (!retryableStatus(response.status, idempotent) || attempt == attempts) co_return response;
      const auto retryAfter = response.headers.count("retry-after") ? parseRetryAfter(response.headers["retry-after"])
                                                                    : std::chrono::milliseconds(-1);
      wait = retryAfter.count() >= 0 ? std::min(retryAfter, impl_->policy.maxDelay)
                                     : backoffDelay(impl_->policy, attempt, std::uniform_real_distribution<>(0, 1)(impl_->rng));
    } catch (const boost::system::system_error& e) {
      const auto& code = e.code();
      if (code == beast::error::timeout || code == net::error::operation_aborted) {
        lastError = "timed out after " + std::to_string(impl_->policy.timeout.count()) + " ms";
      } else {
        lastError = code.message();
      }
      // A certificate or protocol failure will not heal by retrying.
      transient = code.category() != net::error::get_ssl_category() && code != net::ssl::error::stream_truncated;
      if (code.category() == net::error::get_ssl_category()) lastError = "TLS failure: " + lastError;
      if (!phase.empty()) lastError = phase + ": " + lastError;
      if (!idempotent && phase == kWaitingPhase) {  // it may have run: running it again could pay twice
        transient = false;
        lastError += " (not retried: the server may have processed the " + request.method + ")";
      }
      wait = backoffDelay(impl_->policy, attempt, std::uniform_real_distribution<>(0, 1)(impl_->rng));
    }
    if (!transient || attempt == attempts) break;
    net::steady_timer timer(impl_->executor);
    timer.expires_after(wait);
    co_await timer.async_wait(use_awaitable);
  }
  throw HttpError(scrubSecrets(where + " failed after " + std::to_string(tried) + " attempt(s): " + lastError,
                               request.secrets));
}

}  // namespace craftmate::agents
