#include "tasks/minecollab_episode.h"

#include <stdexcept>

namespace craftmate::tasks {

namespace {
MineCollabEpisodeRunner& registered() {
  static MineCollabEpisodeRunner runner;
  return runner;
}
}  // namespace

void registerMineCollabEpisodeRunner(MineCollabEpisodeRunner runner) { registered() = std::move(runner); }

const MineCollabEpisodeRunner* mineCollabEpisodeRunner() { return registered() ? &registered() : nullptr; }

std::vector<std::string> mineCollabAgentNames(int count, const std::string& suffix) {
  static const char* kNames[] = {"Andy", "Jill", "Bob", "Sally", "Mike", "Laura", "John", "Emma", "Tom", "Kate"};
  if (count < 1 || count > 10)
    throw std::invalid_argument("MineCollab tasks have 1 to 10 agents; this one asks for " + std::to_string(count));
  std::vector<std::string> names;
  for (int i = 0; i < count; ++i) names.push_back(suffix.empty() ? kNames[i] : std::string(kNames[i]) + "_" + suffix);
  return names;
}

}  // namespace craftmate::tasks
