#include "agents/profile.h"

#include <fstream>
#include <stdexcept>

namespace craftmate::agents {

namespace builtin {
std::string_view defaultProfileJson();  // agents/data/default_profile.json, embedded
std::string_view baseProfilesJson();    // agents/data/base_profiles.json, embedded
}  // namespace builtin

namespace {

nlohmann::json parseFile(const std::string& path) {
  std::ifstream in(path);
  if (!in) throw std::runtime_error("cannot open profile " + path);
  try {
    return nlohmann::json::parse(in);
  } catch (const nlohmann::json::exception& e) {
    throw std::runtime_error("profile " + path + " is not valid JSON: " + e.what());
  }
}

// MINDcraft picks the base profile file by substring of settings.base_profile.
std::string baseProfileKey(const std::string& baseProfile) {
  for (const char* key : {"survival", "creative", "god_mode"}) {
    if (baseProfile.find(key) != std::string::npos) return key;
  }
  throw std::runtime_error("base_profile '" + baseProfile + "' is not one of survival, creative, god_mode");
}

void fillMissing(nlohmann::json& target, const nlohmann::json& source) {
  for (auto it = source.begin(); it != source.end(); ++it) {
    if (!target.contains(it.key())) target[it.key()] = it.value();
  }
}

}  // namespace

std::string Profile::prompt(const std::string& key) const {
  auto it = json.find(key);
  return (it != json.end() && it->is_string()) ? it->get<std::string>() : std::string();
}

namespace {

std::vector<std::vector<Turn>> examplesAt(const nlohmann::json& profile, const char* key) {
  std::vector<std::vector<Turn>> examples;
  auto it = profile.find(key);
  if (it == profile.end() || !it->is_array()) return examples;
  for (const auto& example : *it) {
    std::vector<Turn> turns;
    for (const auto& turn : example) turns.push_back({turn.value("role", "user"), turn.value("content", "")});
    examples.push_back(std::move(turns));
  }
  return examples;
}

}  // namespace

std::vector<std::vector<Turn>> Profile::conversationExamples() const { return examplesAt(json, "conversation_examples"); }

std::vector<std::vector<Turn>> Profile::codingExamples() const { return examplesAt(json, "coding_examples"); }

nlohmann::json readProfileFile(const std::string& path) {
  nlohmann::json profile = parseFile(path);
  if (!profile.is_object()) throw std::runtime_error("profile " + path + " must be a JSON object");
  if (!profile.contains("name") || !profile["name"].is_string() || profile["name"].get<std::string>().empty()) {
    throw std::runtime_error("profile " + path + " has no \"name\" (the bot's username); add \"name\": \"...\"");
  }
  return profile;
}

Profile mergeProfile(const nlohmann::json& individual, const std::string& baseProfile, const std::string& defaultsDir) {
  const std::string key = baseProfileKey(baseProfile);
  nlohmann::json defaults, base;
  if (defaultsDir.empty()) {
    defaults = nlohmann::json::parse(builtin::defaultProfileJson());
    base = nlohmann::json::parse(builtin::baseProfilesJson()).at(key);
  } else {
    defaults = parseFile(defaultsDir + "/_default.json");
    base = parseFile(defaultsDir + "/" + key + ".json");
  }
  fillMissing(base, defaults);
  Profile merged{individual};
  fillMissing(merged.json, base);
  return merged;
}

}  // namespace craftmate::agents
