#include "games/coblock/coblock_task_library.h"

#include <string_view>

namespace craftmate::games::coblock {

namespace data {
std::string_view tasksJson();  // embedded from data/tasks.json
}

const std::vector<Task>& builtInTasks() {
  static const std::vector<Task> tasks = taskSetFromJson(data::tasksJson(), "games/coblock/data/tasks.json");
  return tasks;
}

const Task* findBuiltInTask(const std::string& id) {
  for (const Task& t : builtInTasks()) {
    if (t.id == id) return &t;
  }
  return nullptr;
}

std::string builtInTaskIds() {
  std::string ids;
  for (const Task& t : builtInTasks()) ids += (ids.empty() ? "" : ", ") + t.id;
  return ids;
}

}  // namespace craftmate::games::coblock
