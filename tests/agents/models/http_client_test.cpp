// The HTTP client: URL parsing, backoff, Retry-After, retries on 429/5xx/timeouts, no retry on
// 4xx, TLS context set-up, and no secret in any error.

#include <openssl/ssl.h>

#include <gtest/gtest.h>

#include <boost/asio/io_context.hpp>

#include "agents/models/http_client.h"
#include "agents/models/tls_context.h"
#include "local_http_server.h"
#include "test_support.h"

namespace craftmate::agents {
namespace {

using namespace std::chrono_literals;
using testing::CannedReply;
using testing::LocalHttpServer;
using testing::RecordedRequest;

TEST(ParseUrl, SplitsSchemeHostPortAndTarget) {
  auto u = parseUrl("https://api.openai.com/v1");
  EXPECT_TRUE(u.tls);
  EXPECT_EQ(u.host, "api.openai.com");
  EXPECT_EQ(u.port, "443");
  EXPECT_EQ(u.target, "/v1");
  u = parseUrl("http://127.0.0.1:11434");
  EXPECT_FALSE(u.tls);
  EXPECT_EQ(u.port, "11434");
  EXPECT_EQ(u.target, "/");
  u = parseUrl("http://[::1]:8000/v1/chat");
  EXPECT_EQ(u.host, "::1");
  EXPECT_EQ(u.port, "8000");
  EXPECT_THROW(parseUrl("ftp://x"), std::invalid_argument);
  EXPECT_THROW(parseUrl("localhost:8000"), std::invalid_argument);
  EXPECT_THROW(parseUrl("http://host:abc/"), std::invalid_argument);
}

TEST(ScrubSecrets, ReplacesEveryOccurrence) {
  EXPECT_EQ(scrubSecrets("key sk-1 and sk-1 again", {"sk-1"}), "key *** and *** again");
  EXPECT_EQ(scrubSecrets("nothing", {""}), "nothing");
}

TEST(Backoff, DoublesWithJitterAndIsCapped) {
  RetryPolicy p;
  p.baseDelay = 100ms;
  p.maxDelay = 1000ms;
  EXPECT_EQ(backoffDelay(p, 1, 0.0), 100ms);
  EXPECT_EQ(backoffDelay(p, 2, 0.0), 200ms);
  EXPECT_EQ(backoffDelay(p, 3, 0.0), 400ms);
  EXPECT_EQ(backoffDelay(p, 2, 0.5), 300ms);  // jitter adds up to the same amount again
  EXPECT_EQ(backoffDelay(p, 6, 0.0), 1000ms);  // 3200 capped
}

TEST(RetryAfter, SecondsAndHttpDates) {
  EXPECT_EQ(parseRetryAfter("2"), 2000ms);
  EXPECT_EQ(parseRetryAfter(" 0.5 "), 500ms);
  EXPECT_EQ(parseRetryAfter(""), -1ms);
  EXPECT_EQ(parseRetryAfter("soon"), -1ms);
  const auto now = std::chrono::system_clock::from_time_t(1445412480);  // Wed, 21 Oct 2015 07:28:00 GMT
  EXPECT_EQ(parseRetryAfter("Wed, 21 Oct 2015 07:28:30 GMT", now), 30000ms);
  EXPECT_EQ(parseRetryAfter("Wed, 21 Oct 2015 07:27:00 GMT", now), 0ms);  // in the past: go now
}

TEST(TlsContext, VerifiesPeersWithTheSystemStoreAndModernTls) {
  auto ctx = makeVerifyingTlsContext();
  SSL_CTX* native = ctx.native_handle();
  EXPECT_EQ(SSL_CTX_get_verify_mode(native) & SSL_VERIFY_PEER, SSL_VERIFY_PEER);
  EXPECT_NE(SSL_CTX_get_options(native) & SSL_OP_NO_TLSv1, 0u);
  EXPECT_NE(SSL_CTX_get_options(native) & SSL_OP_NO_TLSv1_1, 0u);
  // The system store is loaded: OpenSSL knows where the default certificates are.
  X509_STORE* store = SSL_CTX_get_cert_store(native);
  ASSERT_NE(store, nullptr);
}

TEST(HttpClient, HttpsToAPlainServerFailsAsTlsWithoutRetriesOrSecrets) {
  LocalHttpServer server([](const RecordedRequest&, int) { return CannedReply{}; });
  boost::asio::io_context io;
  HttpClient client(io.get_executor(), testing::fastRetries());
  HttpRequest req;
  req.url = "https://127.0.0.1:" + std::to_string(server.port()) + "/v1/x";
  req.headers = {{"Authorization", "Bearer sk-never-shown"}};
  req.secrets = {"sk-never-shown"};
  try {
    testing::runToEnd(io, client.send(req));
    FAIL() << "TLS to a plain HTTP server must fail";
  } catch (const HttpError& e) {
    const std::string what = e.what();
    EXPECT_NE(what.find("TLS"), std::string::npos) << what;
    EXPECT_NE(what.find("1 attempt"), std::string::npos) << what;  // not transient: no retries
    EXPECT_EQ(what.find("sk-never-shown"), std::string::npos);
  }
}

TEST(HttpClient, ServerErrorThenSuccessIsRetriedForAGet) {
  LocalHttpServer server([](const RecordedRequest&, int i) {
    return i == 0 ? testing::jsonReply({{"error", "boom"}}, 500) : testing::jsonReply({{"ok", true}});
  });
  boost::asio::io_context io;
  HttpClient client(io.get_executor(), testing::fastRetries());
  HttpRequest req;
  req.method = "GET";
  req.url = server.baseUrl() + "/echo";
  const HttpResponse r = testing::runToEnd(io, client.send(req));
  EXPECT_EQ(r.status, 200);
  EXPECT_EQ(r.attempts, 2);
  EXPECT_EQ(server.requests().size(), 2u);
  EXPECT_EQ(server.requests()[1].target, "/echo");
}

TEST(HttpClient, TooManyRequestsWaitsForRetryAfter) {
  LocalHttpServer server([](const RecordedRequest&, int i) {
    CannedReply r = testing::jsonReply({{"error", {{"message", "slow down"}}}}, i == 0 ? 429 : 200);
    if (i == 0) r.headers.emplace_back("Retry-After", "1");
    return r;
  });
  boost::asio::io_context io;
  HttpClient client(io.get_executor(), testing::fastRetries());  // backoff alone would wait ~10-20 ms
  HttpRequest req;
  req.url = server.baseUrl() + "/x";
  const auto start = std::chrono::steady_clock::now();
  const HttpResponse r = testing::runToEnd(io, client.send(req));
  const auto waited = std::chrono::steady_clock::now() - start;
  EXPECT_EQ(r.status, 200);
  EXPECT_EQ(server.requests().size(), 2u);
  EXPECT_GE(waited, 950ms);
}

// Issue 20: a POST is a paid model call; one that timed out may have run, so it is not sent again.
TEST(HttpClient, PostIsNotRetriedAfterAReadTimeout) {
  LocalHttpServer server([](const RecordedRequest&, int i) {
    CannedReply r = testing::jsonReply({{"ok", i}});
    if (i == 0) r.delay = 2600ms;  // the client gives up after 2000 ms
    return r;
  });
  boost::asio::io_context io;
  HttpClient client(io.get_executor(), testing::fastRetries());
  HttpRequest req;
  req.url = server.baseUrl() + "/slow";
  req.body = "{}";
  try {
    testing::runToEnd(io, client.send(req));
    FAIL() << "a timed-out POST succeeded";
  } catch (const HttpError& e) {
    EXPECT_NE(std::string(e.what()).find("1 attempt"), std::string::npos) << e.what();
    EXPECT_NE(std::string(e.what()).find("not retried"), std::string::npos) << e.what();
  }
  EXPECT_EQ(server.requests().size(), 1u);
}

TEST(HttpClient, PostIsNotRetriedAfterAServerErrorThatMayHaveRun) {
  for (int status : {500, 502, 504}) {
    LocalHttpServer server([status](const RecordedRequest&, int) { return testing::jsonReply({{"error", "boom"}}, status); });
    boost::asio::io_context io;
    HttpClient client(io.get_executor(), testing::fastRetries());
    HttpRequest req;
    req.url = server.baseUrl() + "/x";
    req.body = "{}";
    const HttpResponse r = testing::runToEnd(io, client.send(req));
    EXPECT_EQ(r.status, status);
    EXPECT_EQ(r.attempts, 1);
    EXPECT_EQ(server.requests().size(), 1u);
  }
}

TEST(HttpClient, HugeRetryAfterIsClampedNotOverflowed) {
  EXPECT_EQ(parseRetryAfter("100000000000000000000"), std::chrono::milliseconds(kMaxRetryAfter));
  EXPECT_EQ(parseRetryAfter("9223372036854775807"), std::chrono::milliseconds(kMaxRetryAfter));
  const auto now = std::chrono::system_clock::from_time_t(1445412450);
  EXPECT_EQ(parseRetryAfter("Fri, 31 Dec 9999 23:59:59 GMT", now), std::chrono::milliseconds(kMaxRetryAfter));
  // And the client waits at most its maxDelay for it.
  LocalHttpServer server([](const RecordedRequest&, int i) {
    CannedReply r = testing::jsonReply({{"ok", i}}, i == 0 ? 429 : 200);
    if (i == 0) r.headers.emplace_back("Retry-After", "100000000000000000000");
    return r;
  });
  boost::asio::io_context io;
  RetryPolicy p = testing::fastRetries();
  p.maxDelay = 300ms;
  HttpClient client(io.get_executor(), p);
  HttpRequest req;
  req.url = server.baseUrl() + "/x";
  const auto start = std::chrono::steady_clock::now();
  EXPECT_EQ(testing::runToEnd(io, client.send(req)).status, 200);
  EXPECT_GE(std::chrono::steady_clock::now() - start, 250ms);
  EXPECT_EQ(server.requests().size(), 2u);
}

TEST(HttpClient, TimeoutIsRetriedThenSucceedsForAGet) {
  LocalHttpServer server([](const RecordedRequest&, int i) {
    CannedReply r = testing::jsonReply({{"ok", i}});
    if (i == 0) r.delay = 2600ms;  // the client gives up after 2000 ms
    return r;
  });
  boost::asio::io_context io;
  HttpClient client(io.get_executor(), testing::fastRetries());
  HttpRequest req;
  req.method = "GET";
  req.url = server.baseUrl() + "/slow";
  const HttpResponse r = testing::runToEnd(io, client.send(req));
  EXPECT_EQ(r.status, 200);
  EXPECT_EQ(r.attempts, 2);
  EXPECT_EQ(r.body, R"({"ok":1})");
}

TEST(HttpClient, EveryAttemptTimingOutIsAClearError) {
  LocalHttpServer server([](const RecordedRequest&, int) {
    CannedReply r;
    r.delay = 700ms;
    return r;
  });
  boost::asio::io_context io;
  RetryPolicy p = testing::fastRetries();
  p.maxAttempts = 2;
  p.timeout = 200ms;
  HttpClient client(io.get_executor(), p);
  HttpRequest req;
  req.method = "GET";
  req.url = server.baseUrl() + "/slow";
  try {
    testing::runToEnd(io, client.send(req));
    FAIL();
  } catch (const HttpError& e) {
    EXPECT_NE(std::string(e.what()).find("timed out after 200 ms"), std::string::npos) << e.what();
    EXPECT_NE(std::string(e.what()).find("2 attempt"), std::string::npos) << e.what();
  }
}

TEST(HttpClient, ClientErrorsAreNotRetried) {
  LocalHttpServer server([](const RecordedRequest&, int) { return testing::jsonReply({{"error", "nope"}}, 404); });
  boost::asio::io_context io;
  HttpClient client(io.get_executor(), testing::fastRetries());
  HttpRequest req;
  req.url = server.baseUrl() + "/missing";
  const HttpResponse r = testing::runToEnd(io, client.send(req));
  EXPECT_EQ(r.status, 404);
  EXPECT_EQ(server.requests().size(), 1u);
}

TEST(HttpClient, PersistentServerErrorReturnsTheLastResponseAfterAllAttempts) {
  LocalHttpServer server([](const RecordedRequest&, int) { return testing::jsonReply({{"error", "down"}}, 503); });
  boost::asio::io_context io;
  HttpClient client(io.get_executor(), testing::fastRetries());
  HttpRequest req;
  req.url = server.baseUrl() + "/";
  const HttpResponse r = testing::runToEnd(io, client.send(req));
  EXPECT_EQ(r.status, 503);
  EXPECT_EQ(r.attempts, 3);
  EXPECT_EQ(server.requests().size(), 3u);
}

TEST(HttpClient, RefusedConnectionErrorHasNoSecret) {
  unsigned short freePort = 0;
  {
    LocalHttpServer server([](const RecordedRequest&, int) { return CannedReply{}; });
    freePort = server.port();
  }  // closed: nothing listens there now
  boost::asio::io_context io;
  HttpClient client(io.get_executor(), testing::fastRetries());
  HttpRequest req;
  req.url = "http://127.0.0.1:" + std::to_string(freePort) + "/v1?key=sk-secret-in-url";
  req.secrets = {"sk-secret-in-url"};
  try {
    testing::runToEnd(io, client.send(req));
    FAIL();
  } catch (const HttpError& e) {
    EXPECT_EQ(std::string(e.what()).find("sk-secret-in-url"), std::string::npos) << e.what();
    EXPECT_NE(std::string(e.what()).find("3 attempt"), std::string::npos) << e.what();
  }
}

}  // namespace
}  // namespace craftmate::agents
