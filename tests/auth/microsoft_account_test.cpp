// The Microsoft sign-in against a local fake of every service over HTTPS with a test CA: every
// step, the cache (private, reused, refreshed), refused steps named, tokens never in a message.

#include <gtest/gtest.h>
#include <fcntl.h>
#include <sys/stat.h>

#include <fstream>

#include "auth/auth_error.h"
#include "auth/microsoft_account.h"
#include "auth/online_login.h"
#include "tests/auth/auth_test_support.h"

namespace craftmate::auth::testing {
namespace {

using namespace std::chrono_literals;
namespace asio = boost::asio;

MinecraftProfile signIn(AuthHarness& h, const std::string& account = "Steve") {
  return runAwaitable([&](asio::any_io_executor ex) {
    auto a = std::make_shared<MicrosoftAccount>(account, h.options());
    return [](std::shared_ptr<MicrosoftAccount> a) -> asio::awaitable<MinecraftProfile> { co_return co_await a->signIn(); }(a);
  });
}

void join(AuthHarness& h, const std::string& serverHash) {
  runAwaitable([&](asio::any_io_executor ex) {
    auto a = std::make_shared<MicrosoftAccount>("Steve", h.options());
    return [](std::shared_ptr<MicrosoftAccount> a, std::string hash) -> asio::awaitable<void> {
      co_await a->joinServer(hash);
    }(a, serverHash);
  });
}

std::vector<std::string> paths(const AuthHarness& h) {
  std::vector<std::string> out;
  for (const auto& r : h.fake.requests()) out.push_back(r.path);
  return out;
}

std::string cacheText(const AuthHarness& h) {
  std::ifstream in(h.cacheDir / "Steve.json");
  return std::string(std::istreambuf_iterator<char>(in), {});
}

TEST(MicrosoftSignIn, GoesThroughEveryStepFromTheDeviceCodeToTheProfile) {
  AuthHarness h;
  h.fake.setPendingPolls(2);  // the user types the code while we poll
  const MinecraftProfile p = signIn(h);
  EXPECT_EQ(p.name, "Steve");
  EXPECT_EQ(p.uuid(), "069a79f4-44e9-4726-a5be-fca90e38aaf5");

  ASSERT_EQ(h.codes.size(), 1u);
  EXPECT_EQ(h.codes[0].userCode, h.fake.deviceCodeShown());
  EXPECT_EQ(h.codes[0].verificationUri, "https://www.microsoft.com/link");
  const std::vector<std::string> expected = {
      "/oauth20_connect.srf", "/oauth20_token.srf", "/oauth20_token.srf", "/oauth20_token.srf",
      "/user/authenticate",   "/device/authenticate", "/title/authenticate", "/xsts/authorize",
      "/authentication/login_with_xbox", "/minecraft/profile"};
  EXPECT_EQ(paths(h), expected);
  // The facts of prismarine-auth's live flow: client id, scope, relying parties, signed requests.
  const auto requests = h.fake.requests();
  EXPECT_NE(requests[0].body.find("client_id=00000000441cc96b"), std::string::npos);
  EXPECT_NE(requests[0].body.find("scope=service%3A%3Auser.auth.xboxlive.com%3A%3AMBI_SSL"), std::string::npos);
  EXPECT_NE(requests[7].body.find("\"RelyingParty\":\"rp://api.minecraftservices.com/\""), std::string::npos);
  EXPECT_NE(requests[7].body.find("\"SandboxId\":\"RETAIL\""), std::string::npos);
  for (int i : {4, 5, 6, 7}) EXPECT_FALSE(requests[static_cast<size_t>(i)].headers.at("signature").empty()) << i;
}

TEST(MicrosoftSignIn, CachesTokensInAFileOnlyTheUserCanRead) {
  AuthHarness h;
  const mode_t old = ::umask(0);  // even with no umask at all the file is never more than 0600
  signIn(h);
  ::umask(old);
  EXPECT_EQ(modeOf(h.cacheDir / "Steve.json"), 0600u);
  EXPECT_EQ(modeOf(h.cacheDir), 0700u);
  EXPECT_NE(cacheText(h).find("ms-refresh-"), std::string::npos);
  // No temporary file is left next to it.
  int files = 0;
  for ([[maybe_unused]] const auto& e : std::filesystem::directory_iterator(h.cacheDir)) ++files;
  EXPECT_EQ(files, 1);
}

TEST(MicrosoftSignIn, ReusesCachedTokensWithoutAnyRequest) {
  AuthHarness h;
  signIn(h);
  const size_t before = h.fake.requests().size();
  const MinecraftProfile again = signIn(h);  // a new process would do the same: a new account object
  EXPECT_EQ(again.name, "Steve");
  EXPECT_EQ(h.fake.requests().size(), before);
  EXPECT_EQ(h.codes.size(), 1u);
}

TEST(MicrosoftSignIn, RefreshesExpiredTokensWithTheRefreshTokenNotANewCode) {
  AuthHarness h;
  signIn(h);
  const std::string firstCache = cacheText(h);
  h.fake.expireAccessTokens();
  h.clock += 25h;  // the Minecraft token (24 h) and the Microsoft token (1 h) have expired
  const MinecraftProfile p = signIn(h);
  EXPECT_EQ(p.name, "Steve");
  EXPECT_EQ(h.codes.size(), 1u) << "no second device code";
  EXPECT_EQ(h.fake.count("/oauth20_connect.srf"), 1);
  EXPECT_EQ(h.fake.count("/oauth20_token.srf", "grant_type=refresh_token"), 1);
  EXPECT_EQ(h.fake.count("/authentication/login_with_xbox"), 2);
  // The rotated refresh token replaced the used one in the cache.
  EXPECT_NE(cacheText(h), firstCache);
  EXPECT_EQ(modeOf(h.cacheDir / "Steve.json"), 0600u);
  // And the refreshed token joins servers.
  join(h, "-4a2b");
  EXPECT_EQ(h.fake.count("/session/minecraft/join", "\"serverId\":\"-4a2b\""), 1);
}

TEST(MicrosoftSignIn, RenewsTheMinecraftTokenBeforeItExpires) {
  AuthHarness h;
  signIn(h);
  h.clock += 24h - 5min;  // 5 minutes left: less than the 10-minute margin
  signIn(h);
  EXPECT_EQ(h.fake.count("/authentication/login_with_xbox"), 2);
  EXPECT_EQ(h.codes.size(), 1u);
}

TEST(MicrosoftSignIn, SignsInAgainWhenTheRefreshTokenIsRefused) {
  AuthHarness h;
  signIn(h);
  h.clock += 25h;
  // The Microsoft side forgot us (refresh token revoked): a new device code, not an error.
  h.fake.expireAccessTokens();
  {
    std::string text = cacheText(h);
    const auto at = text.find("ms-refresh-");
    text.replace(at, 10, "ms-revoked");
    std::filesystem::remove(h.cacheDir / "Steve.json");
    const int fd = ::open((h.cacheDir / "Steve.json").c_str(), O_WRONLY | O_CREAT | O_EXCL, 0600);
    ASSERT_EQ(::write(fd, text.data(), text.size()), static_cast<ssize_t>(text.size()));
    ::close(fd);
  }
  EXPECT_EQ(signIn(h).name, "Steve");
  EXPECT_EQ(h.codes.size(), 2u);
}

TEST(MicrosoftSignIn, JoinPostsTheServerHashWithTheProfileAndToken) {
  AuthHarness h;
  signIn(h);
  join(h, "-7c9d5b0044c130109a5d7b5fb5c317c02b4e28c1");
  const auto requests = h.fake.requests();
  const auto& last = requests.back();
  EXPECT_EQ(last.path, "/session/minecraft/join");
  const auto body = nlohmann::json::parse(last.body);
  EXPECT_EQ(body["serverId"], "-7c9d5b0044c130109a5d7b5fb5c317c02b4e28c1");
  EXPECT_EQ(body["selectedProfile"], "069a79f444e94726a5befca90e38aaf5");
  EXPECT_EQ(body["accessToken"].get<std::string>().rfind("mc-access-", 0), 0u);
}

struct RefusedStep {
  const char* name;       // the step the error must name
  const char* path;       // the service that refuses
  int status;
  const char* body;       // "{request}" echoes what it was sent, tokens included
  const char* mustSay;    // and what the user reads
};

class MicrosoftSignInRefused : public ::testing::TestWithParam<RefusedStep> {};

TEST_P(MicrosoftSignInRefused, NamesTheStepAndQuotesNoToken) {
  const RefusedStep s = GetParam();
  AuthHarness h;
  const bool atJoin = std::string(s.path) == "/session/minecraft/join";
  if (atJoin) signIn(h);
  h.fake.refuse(s.path, s.status, s.body);
  std::string message, step;
  try {
    atJoin ? join(h, "1f") : (void)signIn(h);
  } catch (const AuthError& e) {
    message = e.what();
    step = e.step();
  }
  ASSERT_FALSE(message.empty()) << "the refusal was not reported";
  EXPECT_EQ(step, s.name);
  EXPECT_NE(message.find(std::string("at the ") + s.name + " step"), std::string::npos) << message;
  EXPECT_NE(message.find(s.mustSay), std::string::npos) << message;
  for (const std::string& token : h.fake.issuedTokens()) EXPECT_EQ(message.find(token), std::string::npos) << message;
}

INSTANTIATE_TEST_SUITE_P(
    EveryStep, MicrosoftSignInRefused,
    ::testing::Values(
        RefusedStep{"Microsoft device code", "/oauth20_connect.srf", 400, "{\"error\":\"invalid_client\"}", "invalid_client"},
        RefusedStep{"Xbox Live user token", "/user/authenticate", 400, "you sent {request}", "HTTP 400"},
        RefusedStep{"Xbox Live device token", "/device/authenticate", 400, "", "HTTP 400"},
        RefusedStep{"Xbox Live title token", "/title/authenticate", 403, "you sent {request}", "HTTP 403"},
        RefusedStep{"XSTS token", "/xsts/authorize", 401, "{\"XErr\":2148916233}", "has no Xbox profile"},
        RefusedStep{"XSTS token", "/xsts/authorize", 401, "{\"XErr\":1,\"sent\":{request}}", "HTTP 401"},
        RefusedStep{"Minecraft services login", "/authentication/login_with_xbox", 403, "{\"sent\":{request}}", "HTTP 403"},
        RefusedStep{"Minecraft profile", "/minecraft/profile", 404, "", "does not own Minecraft Java Edition"},
        RefusedStep{"session join", "/session/minecraft/join", 403, "{\"error\":\"ForbiddenOperationException\",\"sent\":{request}}",
                    "ForbiddenOperationException"}),
    [](const auto& info) { return std::to_string(info.index); });

TEST(MicrosoftSignIn, ADeclinedSignInSaysSo) {
  AuthHarness h;
  h.fake.setPollError("authorization_declined");
  try {
    signIn(h);
    FAIL() << "no error";
  } catch (const AuthError& e) {
    EXPECT_EQ(e.step(), "Microsoft sign-in");
    EXPECT_NE(std::string(e.what()).find("authorization_declined"), std::string::npos) << e.what();
    EXPECT_NE(std::string(e.what()).find("run again to get a new code"), std::string::npos) << e.what();
  }
  EXPECT_FALSE(std::filesystem::exists(h.cacheDir / "Steve.json"));
}

TEST(MicrosoftSignIn, AServerTheCaFileDoesNotVouchForIsRefused) {
  AuthHarness h;
  runAwaitable([&](asio::any_io_executor ex) {
    AuthOptions o = h.options();
    o.caFile.clear();  // the system store, which does not know the test CA
    auto a = std::make_shared<MicrosoftAccount>("Steve", o);
    return [](std::shared_ptr<MicrosoftAccount> a) -> asio::awaitable<void> {
      try {
        co_await a->signIn();
        ADD_FAILURE() << "signed in with an untrusted certificate";
      } catch (const AuthError& e) {
        EXPECT_EQ(e.step(), "Microsoft device code");
        EXPECT_NE(std::string(e.what()).find("certificate verify failed"), std::string::npos) << e.what();
      }
    }(a);
  });
  EXPECT_EQ(h.fake.requests().size(), 0u);
}

TEST(MicrosoftSignIn, ACacheOthersCanReadIsRefused) {
  AuthHarness h;
  signIn(h);
  ::chmod((h.cacheDir / "Steve.json").c_str(), 0644);
  try {
    signIn(h);
    FAIL() << "a world-readable cache was used";
  } catch (const std::runtime_error& e) {
    EXPECT_NE(std::string(e.what()).find("can be read by other users (mode 0644)"), std::string::npos) << e.what();
    EXPECT_NE(std::string(e.what()).find("chmod 600"), std::string::npos) << e.what();
  }
}

TEST(OnlineLogin, RefusesABotNamedOtherwiseThanTheProfile) {
  AuthHarness h;
  std::string message;
  runAwaitable([&](asio::any_io_executor ex) {
    auto a = std::make_shared<MicrosoftAccount>("alice", h.options());
    return [](std::shared_ptr<MicrosoftAccount> a, std::string& message) -> asio::awaitable<void> {
      try {
        co_await onlineLogin(a, "alice");
      } catch (const std::invalid_argument& e) {
        message = e.what();
      }
    }(a, message);
  });
  EXPECT_NE(message.find("is the Minecraft profile 'Steve': name the bot 'Steve'"), std::string::npos) << message;
}

TEST(OnlineLogin, GivesTheConnectionTheProfileUuidAndAJoin) {
  AuthHarness h;
  auto login = runAwaitable([&](asio::any_io_executor ex) {
    return onlineLogin(std::make_shared<MicrosoftAccount>("Steve", h.options()), "Steve");
  });
  EXPECT_EQ(login->uuid, "069a79f4-44e9-4726-a5be-fca90e38aaf5");
  runAwaitable([&](asio::any_io_executor) { return login->join("abc"); });
  EXPECT_EQ(h.fake.count("/session/minecraft/join", "\"serverId\":\"abc\""), 1);
}

}  // namespace
}  // namespace craftmate::auth::testing
