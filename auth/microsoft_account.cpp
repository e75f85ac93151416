#include "auth/microsoft_account.h"

#include <boost/asio/steady_timer.hpp>
#include <boost/asio/this_coro.hpp>
#include <boost/asio/use_awaitable.hpp>

#include <cstdlib>
#include <iostream>
#include <map>

#include "auth/auth_error.h"
#include "auth/player_certificates.h"
#include "auth/xbox_request_signer.h"
#include "protocol/login_crypto.h"
#include "protocol/uuid.h"

namespace craftmate::auth {

namespace asio = boost::asio;
using nlohmann::json;

// The steps, by the names errors use.
namespace step {
constexpr const char* kDeviceCode = "Microsoft device code";
constexpr const char* kSignIn = "Microsoft sign-in";
constexpr const char* kRefresh = "Microsoft token refresh";
constexpr const char* kXboxUser = "Xbox Live user token";
constexpr const char* kXboxDevice = "Xbox Live device token";
constexpr const char* kXboxTitle = "Xbox Live title token";
constexpr const char* kXsts = "XSTS token";
constexpr const char* kMinecraftLogin = "Minecraft services login";
constexpr const char* kProfile = "Minecraft profile";
constexpr const char* kJoin = "session join";
constexpr const char* kCertificates = "player certificates";
}  // namespace step

namespace {

constexpr const char* kForm = "application/x-www-form-urlencoded";
constexpr const char* kDeviceCodeGrant = "urn:ietf:params:oauth:grant-type:device_code";

// Xbox Live's XErr codes that mean "this account cannot play online" (prismarine-auth's list).
const std::map<long long, const char*>& xboxErrors() {
  static const std::map<long long, const char*> table = {
      {2148916227, "the account is banned by Xbox"},
      {2148916229, "the account is restricted: a guardian must allow online play at https://account.microsoft.com/family/"},
      {2148916233, "the account has no Xbox profile: create one at https://signup.live.com/signup"},
      {2148916234, "the account has not accepted Xbox's terms of service: sign in at https://www.xbox.com once"},
      {2148916235, "Xbox Live is not available in the account's region"},
      {2148916236, "the account needs proof of age: sign in at https://login.live.com/login.srf"},
      {2148916237, "the account has reached its playtime limit"},
      {2148916238, "the account belongs to someone under 18 and must be added to a family by an adult"},
  };
  return table;
}

std::string formEncode(const std::vector<std::pair<std::string, std::string>>& fields) {
  static const char* hex = "0123456789ABCDEF";
  std::string out;
  for (const auto& [key, value] : fields) {
    if (!out.empty()) out += '&';
    for (const std::string* part : {&key, &value}) {
      for (unsigned char c : *part) {
        if (std::isalnum(c) || c == '-' || c == '_' || c == '.' || c == '~') out += static_cast<char>(c);
        else (out += '%') += std::string{hex[c >> 4], hex[c & 15]};
      }
      if (part == &key) out += '=';
    }
  }
  return out;
}

std::string randomUuidText() {
  auto b = protocol::random_bytes(16);
  b[6] = static_cast<std::uint8_t>((b[6] & 0x0f) | 0x40);
  b[8] = static_cast<std::uint8_t>((b[8] & 0x3f) | 0x80);
  protocol::Uuid u;
  std::copy(b.begin(), b.end(), u.begin());
  return protocol::uuid_to_string(u);
}

std::string text(const json& j, const char* key) {
  auto it = j.find(key);
  return it != j.end() && it->is_string() ? it->get<std::string>() : std::string();
}

// What a refused step answered, short: status and the start of the body.
std::string refusal(const agents::HttpResponse& r) {
  std::string body = r.body.substr(0, 200);
  for (char& c : body) c = c == '\n' || c == '\r' ? ' ' : c;
  return "refused with HTTP " + std::to_string(r.status) + (r.reason.empty() ? "" : " " + r.reason) +
         (body.empty() ? "" : ": " + body);
}

void printDeviceCode(const std::string& account, const DeviceCode& code) {
  std::cerr << "[" << account << "] To sign in with Microsoft, open " << code.verificationUri
            << " and enter the code " << code.userCode << " (valid for " << code.expiresIn.count() / 60
            << " minutes).\n";
}

}  // namespace

std::string MinecraftProfile::uuid() const {
  auto parsed = protocol::parse_uuid(id);
  return parsed ? protocol::uuid_to_string(*parsed) : id;
}

AuthOptions AuthOptions::fromEnvironment() {
  AuthOptions o;
  if (const char* base = std::getenv("CRAFTMATE_AUTH_SERVICES"); base && *base) o.endpoints = Endpoints::at(base);
  if (const char* ca = std::getenv("CRAFTMATE_AUTH_CA_FILE"); ca && *ca) o.caFile = ca;
  return o;
}

MicrosoftAccount::MicrosoftAccount(std::string account, AuthOptions options)
    : account_(std::move(account)), options_(std::move(options)), cache_(options_.cacheDir, account_) {
  if (!options_.onDeviceCode) options_.onDeviceCode = printDeviceCode;
}

MicrosoftAccount::~MicrosoftAccount() = default;

long long MicrosoftAccount::nowSeconds() const {
  return std::chrono::duration_cast<std::chrono::seconds>(options_.now().time_since_epoch()).count();
}

void MicrosoftAccount::remember(const std::string& secret) { agents::addProcessSecret(secret); }

void MicrosoftAccount::loadCache() {
  if (loaded_) return;
  state_ = cache_.load().value_or(json::object());
  if (!state_.is_object()) state_ = json::object();
  for (const char* part : {"microsoft", "minecraft"}) {
    if (state_.contains(part)) {
      remember(text(state_[part], "access_token"));
      remember(text(state_[part], "refresh_token"));
    }
  }
  if (state_.contains("certificates")) rememberPrivateKey(state_["certificates"]);
  loaded_ = true;
}

agents::HttpRequest MicrosoftAccount::post(const std::string& url, const std::string& body,
                                           const std::string& contentType) const {
  agents::HttpRequest r;
  r.method = "POST";
  r.url = url;
  r.body = body;
  r.headers = {{"Content-Type", contentType}};
  return r;
}

asio::awaitable<agents::HttpResponse> MicrosoftAccount::send(std::string stepName, agents::HttpRequest request) {
  std::string failure;
  try {
    agents::HttpClient http(co_await asio::this_coro::executor, options_.retry, options_.caFile);
    co_return co_await http.send(std::move(request));
  } catch (const std::exception& e) {
    failure = e.what();
  }
  throw AuthError(stepName, failure);
}

asio::awaitable<json> MicrosoftAccount::call(std::string stepName, agents::HttpRequest request) {
  agents::HttpResponse r = co_await send(stepName, std::move(request));
  if (r.status < 200 || r.status >= 300) throw AuthError(stepName, refusal(r));
  if (r.body.empty()) co_return json::object();
  json reply = json::parse(r.body, nullptr, false);
  if (reply.is_discarded()) throw AuthError(stepName, "the reply is not JSON (starts: " + r.body.substr(0, 80) + ")");
  co_return reply;
}

void MicrosoftAccount::keepMicrosoftToken(const json& reply) {
  const std::string access = text(reply, "access_token");
  remember(access);
  remember(text(reply, "refresh_token"));
  json& m = state_["microsoft"];
  m["access_token"] = access;
  if (reply.contains("refresh_token")) m["refresh_token"] = reply["refresh_token"];
  m["expires_at"] = nowSeconds() + reply.value("expires_in", 3600LL);
}

asio::awaitable<json> MicrosoftAccount::deviceCodeSignIn() {
  const auto& e = options_.endpoints;
  agents::HttpRequest ask = post(e.deviceCode,
                                 formEncode({{"scope", kLiveScope}, {"client_id", kClientId}, {"response_type", "device_code"}}),
                                 kForm);
  json code = co_await call(step::kDeviceCode, std::move(ask));
  const std::string deviceCode = text(code, "device_code");
  if (deviceCode.empty() || text(code, "user_code").empty()) {
    throw AuthError(step::kDeviceCode, "the reply has no device_code or user_code");
  }
  remember(deviceCode);
  const auto expiresIn = std::chrono::seconds(code.value("expires_in", 900LL));
  options_.onDeviceCode(account_, DeviceCode{text(code, "user_code"), text(code, "verification_uri"), expiresIn});

  auto interval = std::chrono::seconds(code.value("interval", 5LL));
  const auto deadline = std::chrono::steady_clock::now() + expiresIn;
  const agents::HttpRequest poll =
      post(e.token + "?client_id=" + kClientId,
           formEncode({{"client_id", kClientId}, {"device_code", deviceCode}, {"grant_type", kDeviceCodeGrant}}), kForm);
  asio::steady_timer timer(co_await asio::this_coro::executor);
  while (std::chrono::steady_clock::now() < deadline) {
    timer.expires_after(interval);
    co_await timer.async_wait(asio::use_awaitable);
    agents::HttpResponse r = co_await send(step::kSignIn, poll);
    json reply = json::parse(r.body, nullptr, false);
    if (reply.is_discarded()) throw AuthError(step::kSignIn, refusal(r));
    const std::string error = text(reply, "error");
    if (r.status == 200 && error.empty() && !text(reply, "access_token").empty()) co_return reply;
    if (error == "authorization_pending") continue;
    if (error == "slow_down") {
      interval += std::chrono::seconds(5);
      continue;
    }
    throw AuthError(step::kSignIn, (error.empty() ? refusal(r) : error + ": " + text(reply, "error_description")) +
                                       "; run again to get a new code");
  }
  throw AuthError(step::kSignIn, "the code was not entered within " + std::to_string(expiresIn.count() / 60) +
                                     " minutes; run again to get a new code");
}

asio::awaitable<json> MicrosoftAccount::refreshMicrosoftToken(std::string refreshToken) {
  agents::HttpRequest refresh = post(options_.endpoints.token,
                                     formEncode({{"scope", kLiveScope},
                                                 {"client_id", kClientId},
                                                 {"grant_type", "refresh_token"},
                                                 {"refresh_token", refreshToken}}),
                                     kForm);
  co_return co_await call(step::kRefresh, std::move(refresh));
}

// A Microsoft access token: the cached one while valid, else refreshed, else a new sign-in.
asio::awaitable<std::string> MicrosoftAccount::microsoftToken() {
  const json m = state_.value("microsoft", json::object());
  if (!text(m, "access_token").empty() && m.value("expires_at", 0LL) - nowSeconds() > 60) {
    co_return text(m, "access_token");
  }
  json reply;
  if (const std::string refresh = text(m, "refresh_token"); !refresh.empty()) {
    try {
      reply = co_await refreshMicrosoftToken(refresh);
    } catch (const AuthError& e) {
      // A refused refresh (revoked, expired after 90 days unused) means signing in again.
      std::cerr << "[" << account_ << "] " << e.what() << "; signing in again\n";
    }
  }
  if (reply.is_null()) reply = co_await deviceCodeSignIn();
  keepMicrosoftToken(reply);
  cache_.save(state_);
  co_return text(reply, "access_token");
}

// XSTS for Minecraft: (user hash, token), from fresh user, device and title tokens bound to a new
// proof key (nothing of this is cached: it is needed once per Minecraft token, about once a day).
asio::awaitable<std::pair<std::string, std::string>> MicrosoftAccount::xstsToken(std::string msToken) {
  const auto& e = options_.endpoints;
  XboxRequestSigner signer;
  auto signedPost = [&](const std::string& url, const json& body, const char* contract) {
    const std::string text = body.dump();
    agents::HttpRequest r = post(url, text, "application/json");
    r.headers.push_back({"Signature", signer.signature(url, text, options_.now())});
    r.headers.push_back({"x-xbl-contract-version", contract});
    r.headers.push_back({"Cache-Control", "no-store, must-revalidate, no-cache"});
    return r;
  };
  auto token = [this](const json& reply, const char* stepName) {
    std::string t = text(reply, "Token");
    if (t.empty()) throw AuthError(stepName, "the reply has no Token");
    remember(t);
    return t;
  };

  // The bodies are made before any co_await (GCC 12 cannot keep braced string temporaries alive
  // across a suspension point).
  const json userBody = {{"RelyingParty", kXboxAuthRelyingParty},
                         {"TokenType", "JWT"},
                         {"Properties", {{"AuthMethod", "RPS"}, {"SiteName", "user.auth.xboxlive.com"}, {"RpsTicket", "t=" + msToken}}}};
  const json deviceBody = {{"Properties",
                            {{"AuthMethod", "ProofOfPossession"},
                             {"Id", "{" + randomUuidText() + "}"},
                             {"DeviceType", "Nintendo"},
                             {"SerialNumber", "{" + randomUuidText() + "}"},
                             {"Version", "0.0.0"},
                             {"ProofKey", signer.proofKey()}}},
                           {"RelyingParty", kXboxAuthRelyingParty},
                           {"TokenType", "JWT"}};
  agents::HttpRequest userRequest = signedPost(e.xboxUser, userBody, "2");
  agents::HttpRequest deviceRequest = signedPost(e.xboxDevice, deviceBody, "1");

  const std::string userToken = token(co_await call(step::kXboxUser, std::move(userRequest)), step::kXboxUser);
  const std::string deviceToken = token(co_await call(step::kXboxDevice, std::move(deviceRequest)), step::kXboxDevice);

  const json titleBody = {{"Properties",
                           {{"AuthMethod", "RPS"},
                            {"DeviceToken", deviceToken},
                            {"RpsTicket", "t=" + msToken},
                            {"SiteName", "user.auth.xboxlive.com"},
                            {"ProofKey", signer.proofKey()}}},
                          {"RelyingParty", kXboxAuthRelyingParty},
                          {"TokenType", "JWT"}};
  agents::HttpRequest titleRequest = signedPost(e.xboxTitle, titleBody, "1");
  const std::string titleToken = token(co_await call(step::kXboxTitle, std::move(titleRequest)), step::kXboxTitle);

  const json xstsBody = {{"RelyingParty", kMinecraftRelyingParty},
                         {"TokenType", "JWT"},
                         {"Properties",
                          {{"UserTokens", json::array({userToken})},
                           {"DeviceToken", deviceToken},
                           {"TitleToken", titleToken},
                           {"ProofKey", signer.proofKey()},
                           {"SandboxId", "RETAIL"}}}};
  agents::HttpRequest xstsRequest = signedPost(e.xsts, xstsBody, "1");
  agents::HttpResponse r = co_await send(step::kXsts, std::move(xstsRequest));
  json xsts = json::parse(r.body, nullptr, false);
  if (r.status < 200 || r.status >= 300) {
    long long xerr = 0;
    if (!xsts.is_discarded() && xsts.contains("XErr") && xsts["XErr"].is_number()) xerr = xsts["XErr"].get<long long>();
    if (auto it = xboxErrors().find(xerr); it != xboxErrors().end()) throw AuthError(step::kXsts, it->second);
    throw AuthError(step::kXsts, refusal(r));
  }
  if (xsts.is_discarded()) throw AuthError(step::kXsts, "the reply is not JSON");
  std::string userHash;
  try {
    userHash = xsts.at("DisplayClaims").at("xui").at(0).at("uhs").get<std::string>();
  } catch (const std::exception&) {
    throw AuthError(step::kXsts, "the reply has no DisplayClaims.xui[0].uhs");
  }
  co_return std::pair{userHash, token(xsts, step::kXsts)};
}

asio::awaitable<MinecraftProfile> MicrosoftAccount::signIn() {
  loadCache();
  const json mc = state_.value("minecraft", json::object());
  const json profile = state_.value("profile", json::object());
  if (!text(mc, "access_token").empty() && !text(profile, "id").empty() &&
      mc.value("expires_at", 0LL) - nowSeconds() > options_.refreshMargin.count()) {
    co_return MinecraftProfile{text(profile, "name"), text(profile, "id")};
  }

  const std::string msToken = co_await microsoftToken();
  auto [userHash, xsts] = co_await xstsToken(msToken);
  const json loginBody = {{"identityToken", "XBL3.0 x=" + userHash + ";" + xsts}};
  agents::HttpRequest loginRequest = post(options_.endpoints.minecraftLogin, loginBody.dump(), "application/json");
  json login = co_await call(step::kMinecraftLogin, std::move(loginRequest));
  const std::string access = text(login, "access_token");
  if (access.empty()) throw AuthError(step::kMinecraftLogin, "the reply has no access_token");
  remember(access);

  agents::HttpRequest get;
  get.method = "GET";
  get.url = options_.endpoints.profile;
  get.headers = {{"Authorization", "Bearer " + access}};
  agents::HttpResponse r = co_await send(step::kProfile, get);
  if (r.status == 404) {
    throw AuthError(step::kProfile, "this Microsoft account does not own Minecraft Java Edition (no profile)");
  }
  if (r.status != 200) throw AuthError(step::kProfile, refusal(r));
  json p = json::parse(r.body, nullptr, false);
  if (p.is_discarded() || text(p, "id").empty() || text(p, "name").empty()) {
    throw AuthError(step::kProfile, "the reply has no id or name");
  }

  state_["minecraft"] = json::object();
  state_["minecraft"]["access_token"] = access;
  state_["minecraft"]["expires_at"] = nowSeconds() + login.value("expires_in", 86400LL);
  state_["profile"] = json::object();
  state_["profile"]["id"] = text(p, "id");
  state_["profile"]["name"] = text(p, "name");
  cache_.save(state_);
  co_return MinecraftProfile{text(p, "name"), text(p, "id")};
}

asio::awaitable<void> MicrosoftAccount::joinServer(std::string serverHash) {
  for (int attempt = 0;; ++attempt) {
    const MinecraftProfile profile = co_await signIn();
    const json body = {{"accessToken", text(state_["minecraft"], "access_token")},
                       {"selectedProfile", profile.id},
                       {"serverId", serverHash}};
    agents::HttpRequest request = post(options_.endpoints.sessionJoin, body.dump(), "application/json");
    agents::HttpResponse r = co_await send(step::kJoin, std::move(request));
    if (r.status >= 200 && r.status < 300) co_return;
    if (r.status == 401 && attempt == 0) {
      // The services no longer accept the cached token (revoked early): get a new one, once.
      state_.erase("minecraft");
      continue;
    }
    throw AuthError(step::kJoin, refusal(r));
  }
}

void MicrosoftAccount::rememberPrivateKey(const json& certificates) {
  const std::string pem = certificates.is_object() ? text(certificates.value("keyPair", json::object()), "privateKey") : "";
  remember(pem);
  // Each base64 line alone too, in case some text quotes part of it without the PEM lines.
  for (std::size_t at = 0; at < pem.size();) {
    const std::size_t end = std::min(pem.find('\n', at), pem.size());
    if (end - at >= 32 && pem.compare(at, 5, "-----") != 0) remember(pem.substr(at, end - at));  // not a stub line
    at = end + 1;
  }
}

asio::awaitable<protocol::ProfileKeys> MicrosoftAccount::profileKeys() {
  co_await signIn();
  const long long nowMillis = nowSeconds() * 1000;
  const json cached = state_.value("certificates", json::object());
  const auto refreshAfter = isoTimeMillis(text(cached, "refreshedAfter"));
  if (refreshAfter && nowMillis < *refreshAfter) {
    try {
      protocol::ProfileKeys keys = readPlayerCertificates(cached);
      if (keys.expiresAtMillis > nowMillis) co_return keys;
    } catch (const std::exception&) {
      // A damaged cache entry: fetch new keys.
    }
  }
  agents::HttpRequest request = post(options_.endpoints.certificates, "", "application/json");
  request.headers.push_back({"Authorization", "Bearer " + text(state_["minecraft"], "access_token")});
  json reply = co_await call(step::kCertificates, std::move(request));
  rememberPrivateKey(reply);
  protocol::ProfileKeys keys;
  try {
    keys = readPlayerCertificates(reply);
  } catch (const std::exception& e) {
    throw AuthError(step::kCertificates, e.what());
  }
  state_["certificates"] = reply;
  cache_.save(state_);
  co_return keys;
}

}  // namespace craftmate::auth
