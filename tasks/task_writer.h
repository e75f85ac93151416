#pragma once
// Writes tasks back as MINDcraft task JSON (the generators' output), so that every file craftmate
// writes loads in MINDcraft and in craftmate's own loader alike.

#include <string>
#include <vector>

#include "tasks/task.h"

namespace craftmate::tasks {

// `{ "<task_id>": {...}, ... }` in the order given, indented by 4 like MINDcraft's generators.
std::string taskFileJson(const std::vector<Task>& tasks);

// Writes taskFileJson to `path` (creating its folder); throws std::runtime_error saying what failed.
void writeTaskFile(const std::vector<Task>& tasks, const std::string& path);

}  // namespace craftmate::tasks
