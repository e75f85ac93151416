#pragma once
// A local stand-in for every service a Microsoft account's sign-in and join talk to (Microsoft
// OAuth, Xbox Live user/device/title, XSTS, Minecraft services login and profile, the session
// server's join and hasJoined, the player certificates of secure chat), over HTTPS with a TestCa certificate, on its own thread. It issues
// numbered tokens, checks that each step presents a token of the step before it, and records every
// request, so tests can see which steps ran and with what.

#include <chrono>
#include <cstdint>
#include <map>
#include <memory>
#include <mutex>
#include <set>
#include <string>
#include <thread>
#include <vector>

#include <nlohmann/json.hpp>

#include "tests/auth/test_ca.h"

namespace craftmate::auth::testing {

struct RecordedRequest {
  std::string method, path, query, body;
  std::map<std::string, std::string> headers;  // names lower-cased
};

class FakeMicrosoftServices {
 public:
  explicit FakeMicrosoftServices(const TestCa& ca);
  ~FakeMicrosoftServices();

  std::string baseUrl() const;  // https://127.0.0.1:<port>

  // The account behind the sign-in.
  void setProfile(std::string name, std::string id);
  // Token polls answered "authorization_pending" before the sign-in completes.
  void setPendingPolls(int polls);
  // The next device-code poll is answered with this OAuth error (e.g. "authorization_declined").
  void setPollError(std::string error);
  // Answers `path` with this status and body; "{request}" in the body is replaced by the request's
  // body (a service quoting what it was sent, tokens included).
  void refuse(const std::string& path, int status, std::string body);
  void allow(const std::string& path);  // undoes refuse()
  // Access tokens (Microsoft and Minecraft) stop being accepted; refresh tokens still work.
  void expireAccessTokens();

  int count(const std::string& path) const;
  int count(const std::string& path, const std::string& bodyContains) const;
  std::vector<RecordedRequest> requests() const;
  std::vector<std::string> issuedTokens() const;  // every token and device code handed out
  std::string deviceCodeShown() const;  // the user code of the last device-code request
  // The public half (PEM) of the key the fake signs profile keys with, which a server must trust to
  // accept them (for Mojang's keys, minecraft-protocol's built-in one; start.js --services-public-key).
  std::string servicesPublicKeyPem() const;
  // The public keys (X.509 DER) of the key pairs /player/certificates handed out, in order.
  std::vector<std::vector<std::uint8_t>> issuedPublicKeys() const;

 private:
  struct Reply {
    int status = 200;
    std::string body;
  };
  Reply handle(const RecordedRequest& r);
  std::string issue(const std::string& kind);
  void serve();

  struct Server;
  std::unique_ptr<Server> server_;
  std::thread thread_;

  mutable std::mutex mutex_;
  std::string profileName_ = "Steve", profileId_ = "069a79f444e94726a5befca90e38aaf5";
  int pendingPolls_ = 0;
  std::string pollError_;
  std::map<std::string, std::pair<int, std::string>> refusals_;
  std::vector<RecordedRequest> requests_;
  std::vector<std::string> issued_;
  std::set<std::string> valid_;             // tokens currently accepted
  std::set<std::string> refreshTokens_;
  std::string deviceCode_, userCode_;
  std::map<std::string, std::string> joins_;  // serverId -> profile name
  struct Keys;
  std::unique_ptr<Keys> keys_;  // the services' signing key and the issued key pairs
  int counter_ = 0;
};

}  // namespace craftmate::auth::testing
