#include "tasks/task_profile_modes.h"

namespace craftmate::tasks {

nlohmann::json taskProfileModes(TaskType type) {
  switch (type) {
    case TaskType::Techtree:
      return {{"hunting", false}, {"elbow_room", false}};
    case TaskType::Cooking:
      return {{"hunting", false}, {"item_collecting", true}, {"elbow_room", false}};
    case TaskType::Construction:
      return {{"cheat", false}};
    case TaskType::Debug:
    case TaskType::Other:
      break;
  }
  return nullptr;
}

}  // namespace craftmate::tasks
