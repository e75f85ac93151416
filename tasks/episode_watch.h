#pragma once
// What the MindServer page of `craftmate eval` sees of a running MineCollab episode: every record
// of the job (through the sink it returns), its agents while they play, and the task's blueprint.
// The episode runner calls it on the episode's executor; it is optional (MineCollabEpisode::watch).

#include <vector>

#include <boost/asio/any_io_executor.hpp>

#include "mindserver/minecraft_view.h"

namespace craftmate::agents {
class TrajectorySink;
}

namespace craftmate::tasks {

struct Blueprint;

class EpisodeWatch {
 public:
  virtual ~EpisodeWatch() = default;
  // The sink the job's agents and bus write to; it hands every record on to `store`.
  virtual agents::TrajectorySink* records(agents::TrajectorySink* store) = 0;
  // The agents play; `agents` and `blueprint` (null unless a construction task) stay valid, and
  // `executor` runs, until ended().
  virtual void playing(boost::asio::any_io_executor executor, std::vector<mindserver::AgentView> agents,
                       const Blueprint* blueprint) = 0;
  // Called on the episode's executor before its agents are destroyed (also when it fails).
  virtual void ended() = 0;
};

}  // namespace craftmate::tasks
