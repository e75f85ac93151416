// Registers the MineCollab episode runner (tasks/minecollab_runner.h: bots, MINDcraft agents and the
// scripted teams) at start-up, so `craftmate eval --tasks` can play task files.

#ifdef CRAFTMATE_HAVE_MINECOLLAB_RUNNER
#include "tasks/minecollab_runner.h"

namespace {

const bool registered = [] {
  craftmate::tasks::registerMineCollabEpisodeRunner(craftmate::tasks::playMineCollabEpisode);
  return true;
}();

}  // namespace
#endif
