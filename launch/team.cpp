#include "launch/team.h"

#include <filesystem>
#include <map>

#include <boost/asio/co_spawn.hpp>
#include <boost/asio/detached.hpp>

#include "auth/microsoft_account.h"
#include "auth/online_login.h"
#include "launch/supported_settings.h"
#include "memory/run_store.h"

namespace craftmate::launch {

namespace asio = boost::asio;

namespace {

// Hands every record to each sink that is set.
class Tee final : public agents::TrajectorySink {
 public:
  Tee(agents::TrajectorySink* first, agents::TrajectorySink* second) : sinks_{first, second} {}
  void modelCall(const agents::ModelCall& call) override {
    for (auto* s : sinks_)
      if (s) s->modelCall(call);
  }
  void command(const agents::CommandRecord& record) override {
    for (auto* s : sinks_)
      if (s) s->command(record);
  }
  void message(const agents::MessageRecord& record) override {
    for (auto* s : sinks_)
      if (s) s->message(record);
  }
  void codeAttempt(const agents::CodeAttempt& attempt) override {
    for (auto* s : sinks_)
      if (s) s->codeAttempt(attempt);
  }

 private:
  agents::TrajectorySink* sinks_[2];
};

}  // namespace

Team::Team(asio::any_io_executor executor, agents::Settings settings, TeamOptions options)
    : executor_(executor),
      settings_(std::move(settings)),
      options_(std::move(options)),
      keys_(options_.keysFile),
      memory_(options_.botsDir, settings_.values().at("load_memory").get<bool>()) {
  requireSupportedSettings(settings_);
  profiles_ = readTeamProfiles(settings_, options_.profilesDir);
  std::vector<std::string> names;
  for (const TeamProfile& p : profiles_) {
    names.push_back(p.profile.name());
    (void)memory_.loadAgentState(p.profile.name());  // a broken memory.json stops us here, not mid-join
  }
  std::filesystem::create_directories(options_.botsDir);
  trajectory_ = std::make_unique<memory::RunStore>((std::filesystem::path(options_.botsDir) / "run.sqlite").string());
  records_ = std::make_unique<Tee>(trajectory_.get(), options_.observer);
  const bool logPrompts = settings_.values().at("log_all_prompts").get<bool>();
  modelCalls_ = std::make_unique<Tee>(logPrompts ? trajectory_.get() : nullptr, options_.observer);
  bus_.observer = [this](const agents::BotMessage& m) { records_->message({m.from, m.to, m.message}); };

  context_.host = options_.host;
  context_.port = options_.port;
  context_.viewDistance = options_.viewDistance;
  context_.settings = &settings_;
  context_.keys = &keys_;
  context_.bus = &bus_;
  context_.memory = &memory_;
  context_.trajectory = records_.get();
  context_.modelCalls = modelCalls_.get();
  context_.onJoin = options_.onJoin;
  context_.teamNames = names;
  context_.backoff = options_.backoff;
  context_.log = options_.log;
  if (settings_.values().at("auth") == "microsoft") {
    // One account per agent, kept for the launch: it holds the tokens between rejoins.
    auto accounts = std::make_shared<std::map<std::string, std::shared_ptr<auth::MicrosoftAccount>>>();
    context_.onlineLogin = [accounts](const std::string& name) {
      auto& account = (*accounts)[name];
      if (!account) account = std::make_shared<auth::MicrosoftAccount>(name, auth::AuthOptions::fromEnvironment());
      return auth::onlineLogin(account, name);
    };
  }
  for (const TeamProfile& p : profiles_) members_.push_back(std::make_unique<TeamMember>(executor_, p, context_));
}

void Team::setServer(const std::string& host, std::uint16_t port) {
  options_.host = context_.host = host;
  options_.port = context_.port = port;
}

Team::~Team() = default;

void Team::start() {
  trajectory_->beginRun("minecraft", {{"mode", "start"}, {"host", options_.host}, {"port", options_.port}, {"settings", settings_.values()}});
  for (const TeamProfile& p : profiles_) trajectory_->addAgent(p.profile.name(), p.profile.json.at("model").dump(), p.profile.json);
  for (auto& m : members_) asio::co_spawn(executor_, m->run(), asio::detached);
}

asio::awaitable<void> Team::stop() {
  for (auto& m : members_) co_await m->stop();
  trajectory_->endRun(false, {}, 0, "stopped");
}

std::vector<TeamMember*> Team::members() {
  std::vector<TeamMember*> out;
  for (auto& m : members_) out.push_back(m.get());
  return out;
}

}  // namespace craftmate::launch
