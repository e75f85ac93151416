#pragma once
// The modes of MINDcraft's task profiles (profiles/tasks/{crafting,cooking,construction}_profile.json,
// mindcraft.md Appendix C): MineCollab runs its agents with the profile of the task's type, which
// turns off modes that pull an agent away from the team (hunting while a partner is handing it
// items, elbow_room while the team stands together at a crafting table).

#include <nlohmann/json.hpp>

#include "tasks/task.h"

namespace craftmate::tasks {

// The `modes` object of the task profile for `type` (null for a type without one). A profile's
// `modes` replaces the base profile's whole object; modes it omits keep their built-in flags.
nlohmann::json taskProfileModes(TaskType type);

}  // namespace craftmate::tasks
