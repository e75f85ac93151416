#pragma once
// One agent of a team on a server (MINDcraft's agent process): the MINDcraft Agent over its
// MinecraftAgentWorld, which lasts for the whole launch, and, for each connection, the bot with the
// agent's modes, its 300 ms update tick, auto-eat and death handling. A lost connection (kick,
// server restart, network drop) is followed by a rejoin with backoff, and the agent carries on with
// its memory and goal as MINDcraft's restarted agent process does (Agent::restart).

#include <chrono>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include <boost/asio/any_io_executor.hpp>
#include <boost/asio/awaitable.hpp>
#include <boost/asio/steady_timer.hpp>

#include "launch/team_profiles.h"
#include "protocol/minecraft_data.h"

namespace craftmate::world {
class Bot;
}
namespace craftmate::protocol {
struct OnlineLogin;
}
namespace craftmate::agents {
class Agent;
class ConversationBus;
class KeyStore;
class TrajectorySink;
namespace minecraft {
class DeathHandler;
class MinecraftAgentWorld;
}  // namespace minecraft
namespace modes {
class Modes;
class UpdateLoop;
}  // namespace modes
}  // namespace craftmate::agents

namespace craftmate::launch {

class BotFolderStore;
class TeamMember;

// Waits between rejoins: `first`, doubling up to `longest`; back to `first` after a connection that
// lasted `stable`.
struct Backoff {
  std::chrono::milliseconds first{1000};
  std::chrono::milliseconds longest{30000};
  std::chrono::milliseconds stable{60000};
};

// What the members of one team share; everything must outlive the members.
struct TeamContext {
  std::string host = "127.0.0.1";
  std::uint16_t port = 55916;
  int viewDistance = 8;
  const agents::Settings* settings = nullptr;
  const agents::KeyStore* keys = nullptr;
  agents::ConversationBus* bus = nullptr;
  BotFolderStore* memory = nullptr;
  agents::TrajectorySink* trajectory = nullptr;  // commands and messages
  agents::TrajectorySink* modelCalls = nullptr;  // model calls (the run store with log_all_prompts)
  std::function<void(TeamMember&)> onJoin;       // after each join, the connection bound (the MindServer page)
  std::vector<std::string> teamNames;            // every agent of the team
  Backoff backoff;
  std::function<void(const std::string&)> log;   // one status line (joined, lost, rejoining)
  // "auth": "microsoft": the agent's online login, signed in before each join (the account renews
  // its tokens); empty: offline accounts.
  std::function<boost::asio::awaitable<std::shared_ptr<const protocol::OnlineLogin>>(const std::string& name)> onlineLogin;
};

class TeamMember {
 public:
  TeamMember(boost::asio::any_io_executor executor, TeamProfile profile, const TeamContext& context);
  ~TeamMember();
  TeamMember(const TeamMember&) = delete;
  TeamMember& operator=(const TeamMember&) = delete;

  // Joins and plays until stop(): after a lost connection it rejoins, waiting as `backoff` says.
  boost::asio::awaitable<void> run();
  // Saves the memory, stops the action and leaves the server.
  boost::asio::awaitable<void> stop();

  const std::string& name() const { return name_; }
  agents::Agent* agent() { return agent_.get(); }
  world::Bot* bot() { return bot_.get(); }
  agents::modes::Modes* modes() { return modes_.get(); }  // null between connections
  const TeamProfile& profile() const { return profile_; }
  int joins() const { return joins_; }

 private:
  std::shared_ptr<world::Bot> newBot();
  void createAgent();
  void bindConnection();
  boost::asio::awaitable<void> unbindConnection();
  boost::asio::awaitable<bool> join();
  boost::asio::awaitable<void> waitUntilDisconnected();
  boost::asio::awaitable<void> pause(std::chrono::milliseconds delay);

  boost::asio::any_io_executor executor_;
  TeamProfile profile_;
  std::string name_;
  const TeamContext& context_;
  bool stopping_ = false;
  int joins_ = 0;
  bool botUsed_ = false;  // bot_ has been started (a bot is not started twice)
  std::shared_ptr<const protocol::OnlineLogin> online_;  // the login new bots carry (null: offline)
  bool playing_ = false;  // between a join and the disconnect: the bot's end wakes run()
  std::string botServer_;  // host:port bot_ was made for
  std::string botVersion_{protocol::kDefaultMinecraftVersion};  // the release bot_ speaks (minecraft_version resolved)
  boost::asio::steady_timer wake_;  // cancelled on disconnect and on stop

  // Declared so that they are destroyed in the safe order: the per-connection parts first (tick,
  // modes, their listeners), then the agent (it holds the world), the world, the bot.
  std::shared_ptr<world::Bot> bot_;
  std::unique_ptr<agents::minecraft::MinecraftAgentWorld> world_;
  std::unique_ptr<agents::Agent> agent_;
  std::unique_ptr<agents::minecraft::DeathHandler> death_;
  std::unique_ptr<agents::modes::Modes> modes_;
  std::unique_ptr<agents::modes::UpdateLoop> tick_;
};

}  // namespace craftmate::launch
