#pragma once
// A team of MINDcraft agents launched into a server (MINDcraft's main.js and its MindServer relay):
// one TeamMember per profile, all on one io_context, talking through one in-process conversation
// bus; their memory in <bots>/<name>/memory.json and the session's commands and messages (and,
// with log_all_prompts, every prompt) in <bots>/run.sqlite.

#include <functional>
#include <memory>
#include <string>
#include <vector>

#include <boost/asio/any_io_executor.hpp>
#include <boost/asio/awaitable.hpp>

#include "agents/conversation_manager.h"
#include "agents/models/model_factory.h"
#include "agents/settings.h"
#include "launch/bot_folder_store.h"
#include "launch/team_member.h"
#include "launch/team_profiles.h"

namespace craftmate::memory {
class RunStore;
}

namespace craftmate::launch {

struct TeamOptions {
  std::string host = "127.0.0.1";  // the server (settings.host/port unless --host/--port/--embedded)
  std::uint16_t port = 55916;
  std::string botsDir = "bots";     // MINDcraft's ./bots
  std::string keysFile = "keys.json";
  std::string profilesDir;          // a MINDcraft profiles/defaults folder, else the built-in defaults
  int viewDistance = 8;
  Backoff backoff;
  std::function<void(const std::string&)> log;
  // Also sees every model call, command and message (the MindServer page); must outlive the team.
  agents::TrajectorySink* observer = nullptr;
  std::function<void(TeamMember&)> onJoin;  // see TeamContext::onJoin
};

class Team {
 public:
  // Reads and checks everything a launch needs (settings support, profiles, saved memory with
  // load_memory) and throws std::invalid_argument / std::runtime_error naming the file, key and
  // reason before anything joins.
  Team(boost::asio::any_io_executor executor, agents::Settings settings, TeamOptions options);
  ~Team();

  // Where the members join when the server was not known at construction (craftmate's embedded
  // server starts after the checks). Call before start().
  void setServer(const std::string& host, std::uint16_t port);
  // Every member joins and plays (rejoining after lost connections) until stop().
  void start();
  // Saves every agent's memory, stops their actions and leaves.
  boost::asio::awaitable<void> stop();

  std::vector<TeamMember*> members();
  const agents::Settings& settings() const { return settings_; }

 private:
  boost::asio::any_io_executor executor_;
  agents::Settings settings_;
  TeamOptions options_;
  std::vector<TeamProfile> profiles_;
  agents::KeyStore keys_;
  BotFolderStore memory_;
  std::unique_ptr<memory::RunStore> trajectory_;
  std::unique_ptr<agents::TrajectorySink> records_, modelCalls_;  // the store and/or the observer
  agents::ConversationBus bus_;
  TeamContext context_;
  std::vector<std::unique_ptr<TeamMember>> members_;
};

}  // namespace craftmate::launch
