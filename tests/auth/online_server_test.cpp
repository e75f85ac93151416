#include "tests/auth/online_server_test.h"

#include <boost/asio/io_context.hpp>
#include <boost/asio/post.hpp>

#include "auth/microsoft_account.h"
#include "auth/online_login.h"

namespace craftmate::auth::testing {

namespace asio = boost::asio;

void OnlineServerTest::startServer(const std::function<std::vector<std::string>(AuthHarness&)>& moreArgs) {
  harness_ = new AuthHarness;
  craftmate::testing::EmbeddedServerOptions o;
  o.extraArgs = harness_->onlineServerArgs();
  if (moreArgs) {
    const auto more = moreArgs(*harness_);
    o.extraArgs.insert(o.extraArgs.end(), more.begin(), more.end());
  }
  server_ = new craftmate::testing::EmbeddedServer(o);
}

void OnlineServerTest::TearDownTestSuite() {
  delete server_;
  server_ = nullptr;
  delete harness_;
  harness_ = nullptr;
}

OnlineServerTest::Visit OnlineServerTest::visit(const std::string& name,
                                                std::shared_ptr<const protocol::OnlineLogin> online,
                                                std::function<void(world::Bot&)> atSpawn, const std::string& leaveOn,
                                                std::chrono::seconds limit) {
  asio::io_context io;
  world::BotOptions options;
  options.host = server_->host();
  options.port = server_->port();
  options.username = name;
  options.online = std::move(online);
  auto bot = world::Bot::create(io.get_executor(), options);
  Visit out;
  bot->events().spawn.on([&] {
    if (out.spawned) return;
    out.spawned = true;
    asio::post(bot->executor(), [&] {
      out.players = bot->players();
      atSpawn(*bot);
    });
  });
  bot->events().message.on([&](const world::ChatMessage& m) {
    out.lines.push_back(m.text);
    if (!leaveOn.empty() && m.text.find(leaveOn) != std::string::npos) asio::post(bot->executor(), [&] { bot->quit(); });
  });
  bot->events().end.on([&](const std::string& reason) {
    out.endReason = reason;
    io.stop();
  });
  bot->start();
  io.run_for(limit);
  return out;
}

std::shared_ptr<const protocol::OnlineLogin> OnlineServerTest::signIn(const std::string& name) {
  return runAwaitable([&](asio::any_io_executor) {
    return onlineLogin(std::make_shared<MicrosoftAccount>(name, harness_->options()), name);
  });
}

}  // namespace craftmate::auth::testing
