#pragma once
// The built-in task set (games/coblock/data/tasks.json, compiled in): the spec's reference tasks
// T1/T2, the paper's App. B.1 two-layer goal split between two agents, and our own tasks of the
// three types over the paper's five structure kinds. The paper's 24 tasks are not published.

#include <string>
#include <vector>

#include "games/coblock/coblock_task.h"

namespace craftmate::games::coblock {

const std::vector<Task>& builtInTasks();
// nullptr when there is no such id.
const Task* findBuiltInTask(const std::string& id);
// "T1, T2, ..." for error messages and help.
std::string builtInTaskIds();

}  // namespace craftmate::games::coblock
