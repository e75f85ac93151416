#pragma once
// Writes tasks back as MINDcraft task JSON (the generators' output), so that every file craftmate
// writes loads in MINDcraft and in craftmate's own loader alike.

#include <string>
#include <vector>

#include "tasks/task.h"

namespace craftmate::tasks {

// `{ "<task_id>": {...}, ... }` in the order given, indented by `indent` spaces (-1: one line, which
// keeps construction suites small: a 675-task suite is ~130 MB indented, a tenth of that compact).
std::string taskFileJson(const std::vector<Task>& tasks, int indent = 4);

// Writes taskFileJson to `path` (creating its folder); throws std::runtime_error saying what failed.
void writeTaskFile(const std::vector<Task>& tasks, const std::string& path, int indent = 4);

}  // namespace craftmate::tasks
