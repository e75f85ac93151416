#pragma once
// The MindServer page of a `craftmate start` team: the hooks over the team's members (their state,
// the map from their bots, a person's message, stop / restart / disconnect) and the stream (every
// record through the team's observer, chat and whispers from the bots).

#include <memory>
#include <string>

#include <boost/asio/any_io_executor.hpp>

#include "launch/team.h"
#include "mindserver/minecraft_view.h"
#include "mindserver/mind_server.h"
#include "mindserver/trajectory_events.h"

namespace craftmate::app {

class TeamPage {
 public:
  // Sets the team options' observer and join hook; call before the Team is made from them.
  TeamPage(launch::TeamOptions& options);
  // Opens the page on address:port (throws as MindServer does); the team must outlive this.
  void open(boost::asio::any_io_executor executor, launch::Team& team, const std::string& address, std::uint16_t port);
  mindserver::MindServer* server() { return server_.get(); }

 private:
  void onJoin(launch::TeamMember& member);
  launch::TeamMember* member(const std::string& name);
  std::vector<mindserver::AgentView> views();

  launch::Team* team_ = nullptr;
  boost::asio::any_io_executor executor_;
  std::unique_ptr<mindserver::MindServer> server_;
  mindserver::StreamingSink stream_;
};

}  // namespace craftmate::app
