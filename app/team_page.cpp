#include "app/team_page.h"

#include <stdexcept>

#include <boost/asio/co_spawn.hpp>
#include <boost/asio/detached.hpp>

#include "agents/agent.h"
#include "agents/modes/modes.h"
#include "launch/team_member.h"
#include "mindserver/minecraft_view.h"
#include "world/bot.h"

namespace craftmate::app {

namespace asio = boost::asio;

namespace {

// A profile's model as people name it: "gpt-4o", or "openai/test" for the object form.
std::string modelName(const nlohmann::json& model) {
  if (model.is_string()) return model.get<std::string>();
  if (model.is_object()) return model.value("api", std::string("?")) + "/" + model.value("model", std::string("?"));
  return model.dump();
}

}  // namespace

TeamPage::TeamPage(launch::TeamOptions& options) : stream_(nullptr, nullptr) {
  options.observer = &stream_;
  options.onJoin = [this](launch::TeamMember& m) { onJoin(m); };
}

std::vector<mindserver::AgentView> TeamPage::views() {
  const auto onlyChatWith = team_->settings().values().at("only_chat_with").get<std::vector<std::string>>();
  std::vector<mindserver::AgentView> out;
  for (auto* m : team_->members())
    out.push_back({m->name(), modelName(m->profile().profile.json.at("model")), m->agent(), m->bot(), m->modes(),
                   m->modes() != nullptr,  // the modes exist from the spawn to the disconnect
                   onlyChatWith});
  return out;
}

launch::TeamMember* TeamPage::member(const std::string& name) {
  for (auto* m : team_->members())
    if (m->name() == name) return m;
  throw std::invalid_argument("no agent named '" + name + "'");
}

// Chat is told once, by the first member whose bot is connected; whispers by the bot they reach.
void TeamPage::onJoin(launch::TeamMember& joined) {
  if (!server_) return;
  world::Bot* bot = joined.bot();
  const std::string name = joined.name();
  bot->events().chat.on([this, name](const std::string& from, const std::string& text) {
    for (auto* m : team_->members()) {
      if (!m->bot() || !m->bot()->connected()) continue;
      if (m->name() == name) server_->publish({{"type", "chat"}, {"from", from}, {"text", text}});
      return;
    }
  });
  bot->events().whisper.on([this, name](const std::string& from, const std::string& text) {
    server_->publish({{"type", "whisper"}, {"from", from}, {"to", name}, {"text", text}});
  });
}

void TeamPage::open(asio::any_io_executor executor, launch::Team& team, const std::string& address, std::uint16_t port) {
  team_ = &team;
  executor_ = executor;
  mindserver::Options options;
  options.address = address;
  options.port = port;
  options.title = "craftmate team";
  mindserver::Hooks hooks;
  hooks.snapshot = [this] { return mindserver::teamSnapshot(views()); };
  hooks.topDownMap = [this](const std::string&, int x0, int z0, int x1, int z1) {
    std::vector<world::Bot*> bots;
    for (auto* m : team_->members())
      if (m->modes()) bots.push_back(m->bot());
    return mindserver::topDownMap(bots, x0, z0, x1, z1);
  };
  // MINDcraft's send-message: the agent hears it as a person's message from "NO USERNAME".
  hooks.sendMessage = [this](const std::string& name, const std::string& message) {
    for (const auto& view : views())
      if (view.name == name) return mindserver::deliverPageMessage(view, message, executor_);
    throw std::invalid_argument("no agent named '" + name + "'");
  };
  hooks.stopAction = [this](const std::string& name) {
    if (agents::Agent* agent = member(name)->agent()) asio::co_spawn(executor_, agent->actions().stop(), asio::detached);
  };
  // MINDcraft restarts the agent's process with its memory: here the member leaves and rejoins,
  // which restarts the agent from its saved state.
  hooks.restartAgent = [this](const std::string& name) {
    if (world::Bot* bot = member(name)->bot(); bot && !bot->ended()) bot->quit("restarted from the MindServer page");
  };
  hooks.disconnectAgent = [this](const std::string& name) { asio::co_spawn(executor_, member(name)->stop(), asio::detached); };
  server_ = std::make_unique<mindserver::MindServer>(executor, options, std::move(hooks));
  stream_ = mindserver::StreamingSink(server_.get(), nullptr);
}

}  // namespace craftmate::app
