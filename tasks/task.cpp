#include "tasks/task.h"

#include <cctype>

namespace craftmate::tasks {

const char* taskTypeName(TaskType type) {
  switch (type) {
    case TaskType::Techtree: return "techtree";
    case TaskType::Cooking: return "cooking";
    case TaskType::Construction: return "construction";
    case TaskType::Debug: return "debug";
    case TaskType::Other: break;
  }
  return "other";
}

std::string lowerCaseItem(std::string name) {
  for (auto& c : name) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return name;
}

std::string Task::goalFor(int agent) const {
  if (goal) return *goal;
  auto it = goalPerAgent.find(agent);
  return it == goalPerAgent.end() ? std::string() : it->second;
}

bool Task::isHellsKitchen() const {
  static const std::string suffix = "hells_kitchen";
  return id.size() >= suffix.size() && id.compare(id.size() - suffix.size(), suffix.size(), suffix) == 0;
}

const Task* TaskFile::find(const std::string& id) const {
  for (const auto& task : tasks)
    if (task.id == id) return &task;
  return nullptr;
}

}  // namespace craftmate::tasks
