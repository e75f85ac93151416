#include "tasks/eval_profiles.h"

#include <algorithm>
#include <stdexcept>

namespace craftmate::tasks {

nlohmann::json modelField(const std::string& text) {
  if (text.empty() || text.front() != '{') return text;
  try {
    return nlohmann::json::parse(text);
  } catch (const nlohmann::json::exception& e) {
    throw std::invalid_argument("--model '" + text + "' starts like a JSON model object but is not valid JSON: " + e.what());
  }
}

std::string modelLabel(const nlohmann::json& field) {
  if (field.is_string()) return field.get<std::string>();
  if (field.is_object() && field.contains("model") && field["model"].is_string()) {
    const std::string model = field["model"].get<std::string>();
    return field.contains("api") && field["api"].is_string() ? field["api"].get<std::string>() + "/" + model : model;
  }
  return field.dump();
}

nlohmann::json TeamProfiles::individual(int countId, const std::string& name) const {
  nlohmann::json profile = nlohmann::json::object();
  if (!profiles.empty()) {
    if (countId < 0 || static_cast<std::size_t>(countId) >= profiles.size())
      throw std::invalid_argument("agent " + std::to_string(countId) + " (" + name + ") has no profile: " +
                                  std::to_string(profiles.size()) + " given, one per agent is needed");
    profile = profiles[static_cast<std::size_t>(countId)];
  } else if (model.empty()) {
    throw std::invalid_argument("no model for " + name + ": give --model or --profiles");
  }
  if (!model.empty()) profile["model"] = modelField(model);
  profile["name"] = name;
  return profile;
}

nlohmann::json TeamProfiles::models(int agentCount) const {
  nlohmann::json out = nlohmann::json::array();
  for (int i = 0; i < agentCount; ++i) {
    const nlohmann::json profile = individual(i, "agent");
    out.push_back(profile.contains("model") ? profile["model"] : nlohmann::json(nullptr));
  }
  return out;
}

std::string TeamProfiles::label(int agentCount) const {
  if (!model.empty()) return model;
  std::vector<std::string> seen;
  for (const auto& field : models(agentCount)) {
    const std::string l = field.is_null() ? "(no model)" : modelLabel(field);
    if (std::find(seen.begin(), seen.end(), l) == seen.end()) seen.push_back(l);
  }
  std::string out;
  for (const auto& l : seen) out += (out.empty() ? "" : " + ") + l;
  return out;
}

}  // namespace craftmate::tasks
