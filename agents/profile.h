#pragma once
// MINDcraft profile JSON (mindcraft.md §7.6), read unchanged, and the merge: craftmate's default
// profile fills missing keys of the base profile (settings.base_profile), and that fills missing keys
// of the individual profile. Shallow: a profile's `modes` replaces the whole object.

#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "agents/models/chat_model.h"

namespace craftmate::agents {

struct Profile {
  nlohmann::json json;  // the merged profile

  std::string name() const { return json.at("name").get<std::string>(); }
  // A prompt template ("conversing", "saving_memory", "bot_responder", ...); empty when absent.
  std::string prompt(const std::string& key) const;
  int cooldownMs() const { return json.value("cooldown", 3000); }
  std::vector<std::vector<Turn>> conversationExamples() const;
  std::vector<std::vector<Turn>> codingExamples() const;  // for !newAction's coding prompt
};

// Reads a profile file. Throws std::runtime_error naming the file and what is wrong (not found, not
// JSON, not an object, no "name").
nlohmann::json readProfileFile(const std::string& path);

// Merges `individual` over the base profile and the defaults. `baseProfile` is settings.base_profile
// ("survival", "creative", "god_mode"; matched as MINDcraft does, by substring). `defaultsDir`
// empty: craftmate's built-in defaults; otherwise a MINDcraft profiles/defaults folder
// (_default.json, survival.json, creative.json, god_mode.json) whose files are used instead.
Profile mergeProfile(const nlohmann::json& individual, const std::string& baseProfile,
                     const std::string& defaultsDir = "");

}  // namespace craftmate::agents
