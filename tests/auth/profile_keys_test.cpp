// The profile key pair of secure chat (POST /player/certificates) against the local fake: fetched
// with the Minecraft token, signed by the services, cached 0600 until the services say to refresh,
// a refused step named without a token or key, and handed to the connection by onlineLogin.

#include <gtest/gtest.h>

#include <fstream>

#include "agents/models/http_client.h"
#include "auth/auth_error.h"
#include "auth/microsoft_account.h"
#include "auth/online_login.h"
#include "protocol/uuid.h"
#include "tests/auth/auth_test_support.h"
#include "tests/auth/rsa_test_keys.h"

namespace craftmate::auth::testing {
namespace {

using namespace std::chrono_literals;
namespace asio = boost::asio;

protocol::ProfileKeys profileKeys(AuthHarness& h) {
  return runAwaitable([&](asio::any_io_executor) {
    auto a = std::make_shared<MicrosoftAccount>("Steve", h.options());
    return [](std::shared_ptr<MicrosoftAccount> a) -> asio::awaitable<protocol::ProfileKeys> {
      co_return co_await a->profileKeys();
    }(a);
  });
}

TEST(ProfileKeys, AreFetchedWithTheMinecraftTokenAndSignedByTheServices) {
  AuthHarness h;
  const protocol::ProfileKeys keys = profileKeys(h);
  ASSERT_EQ(h.fake.count("/player/certificates"), 1);
  for (const auto& r : h.fake.requests()) {
    if (r.path != "/player/certificates") continue;
    EXPECT_EQ(r.method, "POST");
    EXPECT_EQ(r.headers.at("authorization").rfind("Bearer mc-access-", 0), 0u) << r.headers.at("authorization");
  }
  ASSERT_EQ(h.fake.issuedPublicKeys().size(), 1u);
  EXPECT_EQ(keys.publicKeyDer, h.fake.issuedPublicKeys()[0]);
  // Valid for the services' 48 hours.
  const long long now = std::chrono::duration_cast<std::chrono::milliseconds>(
                            std::chrono::system_clock::now().time_since_epoch()).count();
  EXPECT_NEAR(static_cast<double>(keys.expiresAtMillis - now), 48.0 * 3600 * 1000, 60'000.0);
  // What a server checks: the services' SHA1-with-RSA signature over uuid, expiry and key.
  Bytes signable;
  const protocol::Uuid uuid = *protocol::parse_uuid("069a79f444e94726a5befca90e38aaf5");
  signable.assign(uuid.begin(), uuid.end());
  for (int i = 7; i >= 0; --i) signable.push_back(static_cast<std::uint8_t>(keys.expiresAtMillis >> (8 * i)));
  signable.insert(signable.end(), keys.publicKeyDer.begin(), keys.publicKeyDer.end());
  Pkey services = publicKeyFromPem(h.fake.servicesPublicKeyPem());
  EXPECT_TRUE(verifies(services.get(), EVP_sha1(), signable, keys.servicesSignature));
  signable.back() ^= 1;
  EXPECT_FALSE(verifies(services.get(), EVP_sha1(), signable, keys.servicesSignature));
  // The private key is the public key's other half.
  const unsigned char* p = keys.privateKeyDer.data();
  Pkey priv(d2i_AutoPrivateKey(nullptr, &p, static_cast<long>(keys.privateKeyDer.size())), EVP_PKEY_free);
  ASSERT_TRUE(priv);
  Bytes signature(256);
  size_t length = signature.size();
  std::unique_ptr<EVP_MD_CTX, decltype(&EVP_MD_CTX_free)> ctx(EVP_MD_CTX_new(), EVP_MD_CTX_free);
  ASSERT_EQ(EVP_DigestSignInit(ctx.get(), nullptr, EVP_sha256(), nullptr, priv.get()), 1);
  ASSERT_EQ(EVP_DigestSign(ctx.get(), signature.data(), &length, signable.data(), signable.size()), 1);
  EXPECT_TRUE(verifies(publicKeyFromDer(keys.publicKeyDer).get(), EVP_sha256(), signable, signature));
}

TEST(ProfileKeys, AreCachedUntilTheServicesSayToRefreshThem) {
  AuthHarness h;
  const protocol::ProfileKeys first = profileKeys(h);
  const protocol::ProfileKeys again = profileKeys(h);  // a new account object: from the cache file
  EXPECT_EQ(h.fake.count("/player/certificates"), 1);
  EXPECT_EQ(again.publicKeyDer, first.publicKeyDer);
  EXPECT_EQ(again.privateKeyDer, first.privateKeyDer);
  EXPECT_EQ(modeOf(h.cacheDir / "Steve.json"), 0600u);
  // The fake says refresh 8 hours before the 48-hour expiry.
  h.clock += 41h;
  const protocol::ProfileKeys renewed = profileKeys(h);
  EXPECT_EQ(h.fake.count("/player/certificates"), 2);
  EXPECT_NE(renewed.publicKeyDer, first.publicKeyDer);
}

TEST(ProfileKeys, TheCachedPrivateKeyIsAProcessSecret) {
  AuthHarness h;
  profileKeys(h);
  std::ifstream in(h.cacheDir / "Steve.json");
  const auto cache = nlohmann::json::parse(in);
  const std::string pem = cache.at("certificates").at("keyPair").at("privateKey");
  ASSERT_NE(pem.find("PRIVATE KEY"), std::string::npos);
  EXPECT_EQ(agents::scrubSecrets("key: " + pem), "key: ***");
  // The base64 body alone (quoted without the PEM lines) is scrubbed too.
  const std::size_t start = pem.find('\n') + 1;
  const std::string line = pem.substr(start, pem.find('\n', start) - start);
  ASSERT_GT(line.size(), 100u);
  EXPECT_EQ(agents::scrubSecrets("[" + line + "]"), "[***]");
}

TEST(ProfileKeys, ARefusedStepIsNamedWithoutATokenOrKey) {
  AuthHarness h;
  h.fake.refuse("/player/certificates", 401, "{\"error\":\"UNAUTHORIZED\",\"sent\":\"{request}\"}");
  try {
    profileKeys(h);
    FAIL() << "a refused certificates request gave keys";
  } catch (const AuthError& e) {
    const std::string what = e.what();
    EXPECT_EQ(e.step(), "player certificates");
    EXPECT_NE(what.find("at the player certificates step"), std::string::npos) << what;
    EXPECT_NE(what.find("401"), std::string::npos) << what;
    for (const std::string& token : h.fake.issuedTokens()) EXPECT_EQ(what.find(token), std::string::npos) << token;
  }
}

TEST(ProfileKeys, OnlineLoginHandsThemToTheConnection) {
  AuthHarness h;
  auto login = runAwaitable([&](asio::any_io_executor) {
    return onlineLogin(std::make_shared<MicrosoftAccount>("Steve", h.options()), "Steve");
  });
  ASSERT_TRUE(login->profileKeys);
  ASSERT_EQ(h.fake.issuedPublicKeys().size(), 1u);
  EXPECT_EQ(login->profileKeys->publicKeyDer, h.fake.issuedPublicKeys()[0]);
}

}  // namespace
}  // namespace craftmate::auth::testing
