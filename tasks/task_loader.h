#pragma once
// Reads MINDcraft task files unchanged (mindcraft.md §8.1–§8.2). A file that cannot be used is
// rejected as a whole with a TaskFileError naming the file, the task, the field and the reason, so a
// user knows exactly what to fix; nothing is half-loaded.

#include <stdexcept>
#include <string>

#include "tasks/task.h"

namespace craftmate::tasks {

class TaskFileError : public std::runtime_error {
 public:
  TaskFileError(std::string file, std::string task, std::string field, std::string reason);
  const std::string& file() const { return file_; }
  const std::string& task() const { return task_; }    // "" when the whole file is at fault
  const std::string& field() const { return field_; }  // "" when the whole task is at fault
  const std::string& reason() const { return reason_; }

 private:
  std::string file_, task_, field_, reason_;
};

// Reads and parses `path`. Throws TaskFileError (also when the file cannot be read).
TaskFile loadTaskFile(const std::string& path);

// Parses task JSON text; `fileName` is used in messages only.
TaskFile parseTaskFile(const std::string& text, const std::string& fileName);

}  // namespace craftmate::tasks
