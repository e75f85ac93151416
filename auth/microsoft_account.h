#pragma once
// One Microsoft account, signed in the way prismarine-auth does it for mineflayer ("live" flow):
//
//   Microsoft OAuth device code (the user opens a page and types a code) -> poll for the token
//   -> Xbox Live user, device and title tokens -> XSTS token for rp://api.minecraftservices.com/
//   -> Minecraft services login_with_xbox -> the Minecraft profile (name, id)
//
// Tokens are cached per account (TokenCache, mode 0600) and reused until shortly before they expire:
// the Minecraft token is renewed `refreshMargin` ahead of its expiry, from a still valid Microsoft
// token or else from the refresh token; the device code is asked for only when there is no usable
// refresh token. Every token is registered as a process secret (agents::addProcessSecret), so no
// error, log or run store of the process can quote it; AuthError names the step that failed.

#include <chrono>
#include <filesystem>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include <boost/asio/awaitable.hpp>
#include <nlohmann/json.hpp>

#include "agents/models/http_client.h"
#include "auth/endpoints.h"
#include "auth/token_cache.h"
#include "protocol/profile_keys.h"

namespace craftmate::auth {

struct DeviceCode {
  std::string userCode;         // what the user types, e.g. "ABCD-EFGH"
  std::string verificationUri;  // where they type it
  std::chrono::seconds expiresIn{0};
};

struct AuthOptions {
  Endpoints endpoints = Endpoints::official();
  std::string caFile;  // PEM bundle trusted instead of the system store; empty: the system store
  std::filesystem::path cacheDir = defaultCacheDir();
  // Shows the device code to the user; default: one line on stderr.
  std::function<void(const std::string& account, const DeviceCode&)> onDeviceCode;
  std::function<std::chrono::system_clock::time_point()> now = [] { return std::chrono::system_clock::now(); };
  std::chrono::seconds refreshMargin{600};  // renew a Minecraft token this long before it expires
  agents::RetryPolicy retry{3, std::chrono::milliseconds(1000), std::chrono::milliseconds(10000),
                            std::chrono::milliseconds(30000)};

  // Defaults, then the environment: CRAFTMATE_AUTH_SERVICES (one base URL for every service),
  // CRAFTMATE_AUTH_CA_FILE, CRAFTMATE_AUTH_CACHE (the cache folder).
  static AuthOptions fromEnvironment();
};

struct MinecraftProfile {
  std::string name;
  std::string id;  // 32 hex digits, as the services write it
  std::string uuid() const;  // the dashed form the protocol uses
};

class MicrosoftAccount {
 public:
  // `account` names the cache file (the bot's name in craftmate); the Microsoft account behind it
  // is whichever the user signs in with. Requests run on the executor of the awaiting coroutine.
  MicrosoftAccount(std::string account, AuthOptions options);
  ~MicrosoftAccount();

  // A Minecraft token valid for at least refreshMargin, and the profile: from the cache, renewed,
  // or by a device-code sign-in. Throws AuthError.
  boost::asio::awaitable<MinecraftProfile> signIn();
  // The session-server join for `serverHash` (renews the token first when needed). Throws AuthError.
  boost::asio::awaitable<void> joinServer(std::string serverHash);
  // The profile key pair for secure chat (POST /player/certificates), cached with the tokens and
  // fetched again once the services' `refreshedAfter` has passed. Throws AuthError.
  boost::asio::awaitable<protocol::ProfileKeys> profileKeys();

  const std::string& account() const { return account_; }
  const TokenCache& cache() const { return cache_; }

 private:
  boost::asio::awaitable<std::string> microsoftToken();
  boost::asio::awaitable<nlohmann::json> deviceCodeSignIn();
  boost::asio::awaitable<nlohmann::json> refreshMicrosoftToken(std::string refreshToken);
  boost::asio::awaitable<std::pair<std::string, std::string>> xstsToken(std::string microsoftToken);
  boost::asio::awaitable<agents::HttpResponse> send(std::string step, agents::HttpRequest request);
  boost::asio::awaitable<nlohmann::json> call(std::string step, agents::HttpRequest request);
  agents::HttpRequest post(const std::string& url, const std::string& body, const std::string& contentType) const;
  void keepMicrosoftToken(const nlohmann::json& reply);
  void remember(const std::string& secret);  // a process secret from now on (scrubbed everywhere)
  void rememberPrivateKey(const nlohmann::json& certificates);
  long long nowSeconds() const;
  void loadCache();

  std::string account_;
  AuthOptions options_;
  TokenCache cache_;
  nlohmann::json state_;  // the cache file's content
  bool loaded_ = false;
};

}  // namespace craftmate::auth
