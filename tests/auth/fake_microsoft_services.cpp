#include "tests/auth/fake_microsoft_services.h"

#include <boost/asio/co_spawn.hpp>
#include <boost/asio/detached.hpp>
#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/ssl.hpp>
#include <boost/asio/use_awaitable.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <boost/beast/ssl.hpp>

#include <openssl/evp.h>
#include <openssl/pem.h>
#include <openssl/x509.h>

#include <algorithm>
#include <ctime>
#include <stdexcept>

namespace craftmate::auth::testing {

namespace asio = boost::asio;
namespace beast = boost::beast;
namespace http = beast::http;
using nlohmann::json;
using tcp = asio::ip::tcp;

struct FakeMicrosoftServices::Server {
  asio::io_context io;
  asio::ssl::context tls{asio::ssl::context::tls_server};
  tcp::acceptor acceptor{io, tcp::endpoint(asio::ip::make_address("127.0.0.1"), 0)};
};

namespace {

using Pkey = std::unique_ptr<EVP_PKEY, decltype(&EVP_PKEY_free)>;

Pkey newRsaKey() {
  Pkey key(EVP_RSA_gen(2048), EVP_PKEY_free);
  if (!key) throw std::runtime_error("fake services: RSA key generation failed");
  return key;
}

template <class Write>
std::string toPem(Write write) {
  std::unique_ptr<BIO, decltype(&BIO_free)> bio(BIO_new(BIO_s_mem()), BIO_free);
  write(bio.get());
  char* data = nullptr;
  const long n = BIO_get_mem_data(bio.get(), &data);
  return std::string(data, static_cast<std::size_t>(n));
}

std::vector<std::uint8_t> publicDer(EVP_PKEY* key) {
  unsigned char* der = nullptr;
  const int n = i2d_PUBKEY(key, &der);
  std::vector<std::uint8_t> out(der, der + n);
  OPENSSL_free(der);
  return out;
}

std::string base64(const std::vector<std::uint8_t>& bytes) {
  std::string out(4 * ((bytes.size() + 2) / 3) + 1, '\0');
  const int n = EVP_EncodeBlock(reinterpret_cast<unsigned char*>(out.data()), bytes.data(), static_cast<int>(bytes.size()));
  out.resize(static_cast<std::size_t>(n));
  return out;
}

// The services' PEM style: base64 of the DER under a label that says "RSA" whatever the format.
std::string servicesPem(const std::string& label, const std::vector<std::uint8_t>& der) {
  return "-----BEGIN " + label + "-----\n" + base64(der) + "\n-----END " + label + "-----\n";
}

std::string isoTime(long long millis) {
  const std::time_t seconds = static_cast<std::time_t>(millis / 1000);
  std::tm tm{};
  ::gmtime_r(&seconds, &tm);
  char text[40];
  std::snprintf(text, sizeof text, "%04d-%02d-%02dT%02d:%02d:%02d.%03lld000Z", tm.tm_year + 1900, tm.tm_mon + 1,
                tm.tm_mday, tm.tm_hour, tm.tm_min, tm.tm_sec, millis % 1000);
  return text;
}

std::map<std::string, std::string> parseForm(const std::string& text) {
  std::map<std::string, std::string> out;
  size_t at = 0;
  while (at <= text.size()) {
    size_t end = text.find('&', at);
    if (end == std::string::npos) end = text.size();
    const std::string pair = text.substr(at, end - at);
    const size_t eq = pair.find('=');
    auto decode = [](const std::string& s) {
      std::string o;
      for (size_t i = 0; i < s.size(); ++i) {
        if (s[i] == '%' && i + 2 < s.size()) {
          o += static_cast<char>(std::stoi(s.substr(i + 1, 2), nullptr, 16));
          i += 2;
        } else {
          o += s[i] == '+' ? ' ' : s[i];
        }
      }
      return o;
    };
    if (eq != std::string::npos) out[decode(pair.substr(0, eq))] = decode(pair.substr(eq + 1));
    at = end + 1;
  }
  return out;
}

std::string oauthError(const std::string& error) {
  return json{{"error", error}, {"error_description", "fake: " + error}}.dump();
}

}  // namespace

struct FakeMicrosoftServices::Keys {
  Pkey signing = newRsaKey();  // stands for Mojang's profile-key signing key
  std::vector<std::vector<std::uint8_t>> issued;
};

FakeMicrosoftServices::FakeMicrosoftServices(const TestCa& ca)
    : server_(std::make_unique<Server>()), keys_(std::make_unique<Keys>()) {
  server_->tls.use_certificate_chain_file(ca.serverCertificate());
  server_->tls.use_private_key_file(ca.serverKey(), asio::ssl::context::pem);
  serve();
  thread_ = std::thread([this] { server_->io.run(); });
}

FakeMicrosoftServices::~FakeMicrosoftServices() {
  server_->io.stop();
  thread_.join();
}

std::string FakeMicrosoftServices::baseUrl() const {
  return "https://127.0.0.1:" + std::to_string(server_->acceptor.local_endpoint().port());
}

void FakeMicrosoftServices::serve() {
  asio::co_spawn(
      server_->io,
      [this]() -> asio::awaitable<void> {
        for (;;) {
          tcp::socket socket = co_await server_->acceptor.async_accept(asio::use_awaitable);
          asio::co_spawn(
              server_->io,
              [this, socket = std::move(socket)]() mutable -> asio::awaitable<void> {
                try {
                  beast::ssl_stream<beast::tcp_stream> stream(std::move(socket), server_->tls);
                  co_await stream.async_handshake(asio::ssl::stream_base::server, asio::use_awaitable);
                  beast::flat_buffer buffer;
                  http::request<http::string_body> req;
                  co_await http::async_read(stream, buffer, req, asio::use_awaitable);
                  RecordedRequest r;
                  r.method = std::string(req.method_string());
                  const std::string target(req.target());
                  r.path = target.substr(0, target.find('?'));
                  r.query = target.find('?') == std::string::npos ? "" : target.substr(target.find('?') + 1);
                  r.body = req.body();
                  for (const auto& f : req) {
                    std::string name(f.name_string());
                    std::transform(name.begin(), name.end(), name.begin(), ::tolower);
                    r.headers[name] = std::string(f.value());
                  }
                  Reply reply = handle(r);
                  http::response<http::string_body> res{static_cast<http::status>(reply.status), 11};
                  res.set(http::field::content_type, "application/json");
                  res.set(http::field::connection, "close");
                  res.body() = reply.body;
                  res.prepare_payload();
                  co_await http::async_write(stream, res, asio::use_awaitable);
                  beast::error_code ignored;
                  stream.shutdown(ignored);
                } catch (const std::exception&) {
                  // A client that gave up (e.g. refused our certificate): nothing to answer.
                }
              },
              asio::detached);
        }
      },
      asio::detached);
}

std::string FakeMicrosoftServices::issue(const std::string& kind) {
  std::string token = kind + "-" + std::to_string(++counter_) + "-secret";
  issued_.push_back(token);
  valid_.insert(token);
  return token;
}

FakeMicrosoftServices::Reply FakeMicrosoftServices::handle(const RecordedRequest& r) {
  std::lock_guard lock(mutex_);
  requests_.push_back(r);
  if (auto it = refusals_.find(r.path); it != refusals_.end()) {
    std::string body = it->second.second;
    if (auto at = body.find("{request}"); at != std::string::npos) body.replace(at, 9, r.body);
    return {it->second.first, body};
  }
  const json body = json::parse(r.body, nullptr, false);
  auto accepted = [&](const std::string& token) { return valid_.count(token) > 0; };
  auto xboxToken = [&](const std::string& kind) {
    return json{{"Token", issue(kind)}, {"NotAfter", "2099-01-01T00:00:00.0000000Z"},
                {"DisplayClaims", {{"xui", json::array({{{"uhs", "fakeuserhash"}}})}}}}
        .dump();
  };
  auto field = [&](std::initializer_list<const char*> path) -> std::string {
    const json* j = &body;
    for (const char* key : path) {
      if (!j->is_object() || !j->contains(key)) return "";
      j = &(*j)[key];
    }
    return j->is_string() ? j->get<std::string>() : "";
  };
  auto microsoftTokens = [&]() {
    const std::string refresh = issue("ms-refresh");
    refreshTokens_.insert(refresh);
    return json{{"token_type", "bearer"}, {"expires_in", 3600}, {"scope", "service::user.auth.xboxlive.com::MBI_SSL"},
                {"access_token", issue("ms-access")}, {"refresh_token", refresh}}
        .dump();
  };

  if (r.path == "/oauth20_connect.srf") {
    const auto form = parseForm(r.body);
    if (form.count("client_id") == 0 || form.at("client_id").empty() || form.count("response_type") == 0) {
      return {400, oauthError("invalid_request")};
    }
    deviceCode_ = issue("device-code");
    userCode_ = "FAKE-" + std::to_string(counter_);
    return {200, json{{"device_code", deviceCode_}, {"user_code", userCode_},
                      {"verification_uri", "https://www.microsoft.com/link"}, {"expires_in", 900}, {"interval", 0}}
                     .dump()};
  }
  if (r.path == "/oauth20_token.srf") {
    const auto form = parseForm(r.body);
    const std::string grant = form.count("grant_type") ? form.at("grant_type") : "";
    if (grant == "urn:ietf:params:oauth:grant-type:device_code") {
      if (form.count("device_code") == 0 || form.at("device_code") != deviceCode_) return {400, oauthError("bad_verification_code")};
      if (!pollError_.empty()) return {400, oauthError(pollError_)};
      if (pendingPolls_ > 0) {
        --pendingPolls_;
        return {400, oauthError("authorization_pending")};
      }
      valid_.erase(deviceCode_);
      return {200, microsoftTokens()};
    }
    if (grant == "refresh_token") {
      const std::string refresh = form.count("refresh_token") ? form.at("refresh_token") : "";
      if (refreshTokens_.count(refresh) == 0) return {400, oauthError("invalid_grant")};
      refreshTokens_.erase(refresh);  // refresh tokens are single use, as Microsoft rotates them
      return {200, microsoftTokens()};
    }
    return {400, oauthError("unsupported_grant_type")};
  }
  const bool signedRequest = r.headers.count("signature") && !r.headers.at("signature").empty();
  if (r.path == "/user/authenticate") {
    const std::string ticket = field({"Properties", "RpsTicket"});
    if (!signedRequest || ticket.rfind("t=", 0) != 0 || !accepted(ticket.substr(2))) return {401, ""};
    return {200, xboxToken("xbl-user")};
  }
  if (r.path == "/device/authenticate") {
    if (!signedRequest || field({"Properties", "ProofKey", "kty"}) != "EC") return {400, ""};
    return {200, xboxToken("xbl-device")};
  }
  if (r.path == "/title/authenticate") {
    const std::string ticket = field({"Properties", "RpsTicket"});
    if (!signedRequest || !accepted(field({"Properties", "DeviceToken"})) || ticket.size() < 2 || !accepted(ticket.substr(2))) {
      return {401, ""};
    }
    return {200, xboxToken("xbl-title")};
  }
  if (r.path == "/xsts/authorize") {
    const json users = body.is_object() ? body["Properties"].value("UserTokens", json::array()) : json::array();
    if (!signedRequest || field({"RelyingParty"}) != "rp://api.minecraftservices.com/" || users.size() != 1 ||
        !accepted(users[0].get<std::string>()) || !accepted(field({"Properties", "DeviceToken"})) ||
        !accepted(field({"Properties", "TitleToken"}))) {
      return {401, json{{"XErr", 0}}.dump()};
    }
    return {200, xboxToken("xsts")};
  }
  if (r.path == "/authentication/login_with_xbox") {
    const std::string identity = field({"identityToken"});
    const std::string prefix = "XBL3.0 x=fakeuserhash;";
    if (identity.rfind(prefix, 0) != 0 || !accepted(identity.substr(prefix.size()))) return {401, ""};
    return {200, json{{"username", profileId_}, {"access_token", issue("mc-access")}, {"token_type", "Bearer"},
                      {"expires_in", 86400}}
                     .dump()};
  }
  if (r.path == "/minecraft/profile") {
    const std::string auth = r.headers.count("authorization") ? r.headers.at("authorization") : "";
    if (auth.rfind("Bearer ", 0) != 0 || !accepted(auth.substr(7))) return {401, ""};
    return {200, json{{"id", profileId_}, {"name", profileName_}, {"skins", json::array()}}.dump()};
  }
  if (r.path == "/player/certificates") {
    const std::string auth = r.headers.count("authorization") ? r.headers.at("authorization") : "";
    if (r.method != "POST" || auth.rfind("Bearer ", 0) != 0 || !accepted(auth.substr(7))) return {401, ""};
    // A new key pair valid 48 hours, its public half signed as the services sign it (V2: SHA1 with
    // RSA over the profile uuid, the expiry in milliseconds and the public key's DER).
    Pkey player = newRsaKey();
    const std::vector<std::uint8_t> spki = publicDer(player.get());
    unsigned char* pkcs8 = nullptr;
    std::unique_ptr<PKCS8_PRIV_KEY_INFO, decltype(&PKCS8_PRIV_KEY_INFO_free)> info(EVP_PKEY2PKCS8(player.get()),
                                                                                   PKCS8_PRIV_KEY_INFO_free);
    const int pkcs8Size = i2d_PKCS8_PRIV_KEY_INFO(info.get(), &pkcs8);
    const std::vector<std::uint8_t> privateDer(pkcs8, pkcs8 + pkcs8Size);
    OPENSSL_free(pkcs8);
    const long long now = std::chrono::duration_cast<std::chrono::milliseconds>(
                              std::chrono::system_clock::now().time_since_epoch()).count();
    const long long expiresAt = now + 48LL * 3600 * 1000;
    std::vector<std::uint8_t> signable;
    for (std::size_t i = 0; i + 1 < profileId_.size() && signable.size() < 16; i += 2) {
      signable.push_back(static_cast<std::uint8_t>(std::stoi(profileId_.substr(i, 2), nullptr, 16)));
    }
    for (int i = 7; i >= 0; --i) signable.push_back(static_cast<std::uint8_t>(expiresAt >> (8 * i)));
    signable.insert(signable.end(), spki.begin(), spki.end());
    std::vector<std::uint8_t> signature(static_cast<std::size_t>(EVP_PKEY_get_size(keys_->signing.get())));
    std::size_t length = signature.size();
    std::unique_ptr<EVP_MD_CTX, decltype(&EVP_MD_CTX_free)> ctx(EVP_MD_CTX_new(), EVP_MD_CTX_free);
    EVP_DigestSignInit(ctx.get(), nullptr, EVP_sha1(), nullptr, keys_->signing.get());
    EVP_DigestSign(ctx.get(), signature.data(), &length, signable.data(), signable.size());
    signature.resize(length);
    keys_->issued.push_back(spki);
    const std::string privatePem = servicesPem("RSA PRIVATE KEY", privateDer);
    issued_.push_back(privatePem);
    return {200, json{{"keyPair", {{"privateKey", privatePem}, {"publicKey", servicesPem("RSA PUBLIC KEY", spki)}}},
                      {"publicKeySignatureV2", base64(signature)},
                      {"expiresAt", isoTime(expiresAt)},
                      {"refreshedAfter", isoTime(expiresAt - 8LL * 3600 * 1000)}}
                     .dump()};
  }
  if (r.path == "/session/minecraft/join") {
    if (!accepted(field({"accessToken"})) || field({"selectedProfile"}) != profileId_) {
      return {403, json{{"error", "ForbiddenOperationException"}, {"errorMessage", "Invalid token"}}.dump()};
    }
    joins_[field({"serverId"})] = profileName_;
    return {204, ""};
  }
  if (r.path == "/session/minecraft/hasJoined") {
    const auto query = parseForm(r.query);
    auto it = joins_.find(query.count("serverId") ? query.at("serverId") : "");
    if (it == joins_.end() || query.count("username") == 0 || query.at("username") != it->second) return {204, ""};
    return {200, json{{"id", profileId_}, {"name", profileName_}, {"properties", json::array()}}.dump()};
  }
  return {404, ""};
}

void FakeMicrosoftServices::setProfile(std::string name, std::string id) {
  std::lock_guard lock(mutex_);
  profileName_ = std::move(name);
  profileId_ = std::move(id);
}
void FakeMicrosoftServices::setPendingPolls(int polls) {
  std::lock_guard lock(mutex_);
  pendingPolls_ = polls;
}
void FakeMicrosoftServices::setPollError(std::string error) {
  std::lock_guard lock(mutex_);
  pollError_ = std::move(error);
}
void FakeMicrosoftServices::refuse(const std::string& path, int status, std::string body) {
  std::lock_guard lock(mutex_);
  refusals_[path] = {status, std::move(body)};
}
void FakeMicrosoftServices::allow(const std::string& path) {
  std::lock_guard lock(mutex_);
  refusals_.erase(path);
}
void FakeMicrosoftServices::expireAccessTokens() {
  std::lock_guard lock(mutex_);
  for (const std::string& t : issued_) {
    if (t.rfind("ms-access", 0) == 0 || t.rfind("mc-access", 0) == 0) valid_.erase(t);
  }
}
int FakeMicrosoftServices::count(const std::string& path) const { return count(path, ""); }
int FakeMicrosoftServices::count(const std::string& path, const std::string& bodyContains) const {
  std::lock_guard lock(mutex_);
  return static_cast<int>(std::count_if(requests_.begin(), requests_.end(), [&](const RecordedRequest& r) {
    return r.path == path && r.body.find(bodyContains) != std::string::npos;
  }));
}
std::vector<RecordedRequest> FakeMicrosoftServices::requests() const {
  std::lock_guard lock(mutex_);
  return requests_;
}
std::vector<std::string> FakeMicrosoftServices::issuedTokens() const {
  std::lock_guard lock(mutex_);
  return issued_;
}
std::string FakeMicrosoftServices::deviceCodeShown() const {
  std::lock_guard lock(mutex_);
  return userCode_;
}

std::string FakeMicrosoftServices::servicesPublicKeyPem() const {
  std::lock_guard lock(mutex_);
  return toPem([&](BIO* bio) { PEM_write_bio_PUBKEY(bio, keys_->signing.get()); });
}
std::vector<std::vector<std::uint8_t>> FakeMicrosoftServices::issuedPublicKeys() const {
  std::lock_guard lock(mutex_);
  return keys_->issued;
}

}  // namespace craftmate::auth::testing
