#pragma once
// One line of a MineCollab world set-up (tasks/world_setup.h) and the error for a task that cannot be
// set up: shared by the set-up and the cooking world it builds (tasks/cooking_world.h), so neither
// includes the other.

#include <stdexcept>
#include <string>

namespace craftmate::tasks {

struct SetupCommand {
  enum class Kind { Server, Agent };
  Kind kind = Kind::Server;  // Server: chatted "/command"; Agent: an agent command such as !goal("…")
  std::string text;
  int pauseAfterMs = 0;
  bool operator==(const SetupCommand&) const = default;
};

// A task that cannot be set up as written (e.g. human_count does not match usernames).
class SetupError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

}  // namespace craftmate::tasks
