#include "tests/integration/support/bot_group.h"

#include <chrono>

namespace craftmate::testing {

using namespace std::chrono_literals;
namespace asio = boost::asio;

BotGroup::BotGroup(int viewDistance, std::string version)
    : viewDistance_(viewDistance), version_(std::move(version)), guard_(io_.get_executor()), thread_([this] { io_.run(); }) {}

BotGroup::~BotGroup() {
  postQuits();
  guard_.reset();
  std::this_thread::sleep_for(300ms);  // lets the quit packets leave before the sockets close
  io_.stop();
  thread_.join();
}

std::shared_ptr<world::Bot> BotGroup::join(const EmbeddedServer& server, const std::string& name) {
  world::BotOptions o;
  o.host = server.host();
  o.port = server.port();
  o.username = name;
  o.viewDistance = viewDistance_;
  if (!version_.empty()) o.version = version_;
  auto bot = world::Bot::create(io_.get_executor(), o);
  bot->start();
  bots_.push_back(bot);
  asio::co_spawn(bot->executor(), bot->waitForSpawn(30s), asio::use_future).get();
  return bot;
}

void BotGroup::quitAll() {
  if (bots_.empty()) return;
  postQuits();
  std::this_thread::sleep_for(300ms);
  bots_.clear();
}

void BotGroup::postQuits() {
  for (auto& b : bots_) asio::post(b->executor(), [b] { b->quit(); });
}

}  // namespace craftmate::testing
