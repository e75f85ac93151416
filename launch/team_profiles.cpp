#include "launch/team_profiles.h"

#include <regex>
#include <set>
#include <stdexcept>

namespace craftmate::launch {

namespace {

using nlohmann::json;

// The profile keys MINDcraft reads and the JSON kinds each may take.
struct KeyKinds {
  const char* key;
  std::vector<json::value_t> kinds;
  const char* expected;
};

const std::vector<KeyKinds>& profileKeys() {
  using V = json::value_t;
  static const std::vector<KeyKinds> table = {
      {"name", {V::string}, "a string"},
      {"model", {V::string, V::object}, "a model name or a model object"},
      {"code_model", {V::string, V::object}, "a model name or a model object"},
      {"vision_model", {V::string, V::object}, "a model name or a model object"},
      {"embedding", {V::string, V::object}, "an API name or an embedding object"},
      {"cooldown", {V::number_integer, V::number_unsigned, V::number_float}, "a number of milliseconds"},
      {"modes", {V::object}, "an object of mode names and true/false"},
      {"conversation_examples", {V::array}, "an array of examples"},
      {"coding_examples", {V::array}, "an array of examples"},
      {"conversing", {V::string}, "a prompt string"},
      {"coding", {V::string}, "a prompt string"},
      {"saving_memory", {V::string}, "a prompt string"},
      {"bot_responder", {V::string}, "a prompt string"},
      {"image_analysis", {V::string}, "a prompt string"},
      {"narrate_behavior", {V::boolean}, "true or false"},
  };
  return table;
}

void checkKinds(const json& profile, const std::string& file) {
  for (const KeyKinds& k : profileKeys()) {
    const auto it = profile.find(k.key);
    if (it == profile.end()) continue;
    bool ok = false;
    for (json::value_t kind : k.kinds) ok = ok || it->type() == kind;
    if (!ok) {
      throw std::invalid_argument("profile " + file + ": \"" + k.key + "\" must be " + k.expected + ", got " + it->dump());
    }
  }
}

std::vector<std::string> profileFiles(const agents::Settings& settings) {
  const json& list = settings.values().at("profiles");
  if (!list.is_array() || list.empty()) {
    throw std::invalid_argument("setting 'profiles' must list at least one profile file, e.g. [\"./andy.json\"]");
  }
  std::vector<std::string> files;
  for (const json& f : list) {
    if (!f.is_string()) throw std::invalid_argument("setting 'profiles' must list file paths (strings), got " + f.dump());
    files.push_back(f.get<std::string>());
  }
  return files;
}

}  // namespace

std::vector<TeamProfile> readTeamProfiles(const agents::Settings& settings, const std::string& defaultsDir) {
  static const std::regex username("^[A-Za-z0-9_]{3,16}$");
  std::vector<TeamProfile> team;
  std::set<std::string> names;
  for (const std::string& file : profileFiles(settings)) {
    json individual;
    try {
      individual = agents::readProfileFile(file);
    } catch (const std::exception& e) {
      throw std::invalid_argument(e.what());
    }
    checkKinds(individual, file);
    const std::string name = individual["name"].get<std::string>();
    if (!std::regex_match(name, username)) {
      throw std::invalid_argument("profile " + file + ": \"name\" is '" + name +
                                  "', which is not a Minecraft username (3 to 16 letters, digits or _)");
    }
    if (!names.insert(name).second) throw std::invalid_argument("profile " + file + ": another profile is also named '" + name + "'");
    agents::Profile merged = agents::mergeProfile(individual, settings.values().at("base_profile").get<std::string>(), defaultsDir);
    if (!merged.json.contains("model")) {
      throw std::invalid_argument("profile " + file + " has no \"model\"; add one, e.g. \"model\": \"gpt-4o-mini\"");
    }
    team.push_back({file, std::move(merged)});
  }
  return team;
}

}  // namespace craftmate::launch
