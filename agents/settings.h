#pragma once
// MINDcraft's settings (mindcraft.md §10): the same keys and defaults, read from a JSON file (a
// settings.js's object written as JSON), then environment variables MINDcraft honours, then
// command-line flags. Unknown keys are reported so a typo is never silently ignored.

#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace craftmate::agents {

class Settings {
 public:
  // MINDcraft's defaults.
  Settings();

  // Merges a JSON object file. Throws std::runtime_error naming the file and the problem (not
  // found, not JSON, not an object, a key of the wrong type). Unknown keys are kept and listed in
  // warnings().
  void mergeFile(const std::string& path);
  // Merges one object; `origin` names where it came from in messages ("settings.json", "--flag").
  void mergeObject(const nlohmann::json& object, const std::string& origin);
  // MINECRAFT_PORT, MINDSERVER_PORT, PROFILES, INSECURE_CODING, BLOCKED_ACTIONS, MAX_MESSAGES,
  // NUM_EXAMPLES, LOG_ALL, read from the process environment.
  void mergeEnvironment();
  // `--key value` pairs; the value is read as JSON when it parses (3, true, ["!stop"]) and as a
  // plain string otherwise. Dashes in keys may be written as '-' or '_'. Returns the arguments
  // that were not settings flags, in order.
  std::vector<std::string> mergeFlags(const std::vector<std::string>& args);

  const nlohmann::json& values() const { return values_; }
  const std::vector<std::string>& warnings() const { return warnings_; }

  // Typed accessors for the keys the runtime uses most.
  std::string host() const { return values_.at("host").get<std::string>(); }
  int port() const { return values_.at("port").get<int>(); }
  int maxCommands() const { return values_.at("max_commands").get<int>(); }
  bool verboseCommands() const { return values_.at("verbose_commands").get<bool>(); }
  bool allowInsecureCoding() const { return values_.at("allow_insecure_coding").get<bool>(); }
  std::vector<std::string> blockedActions() const { return values_.at("blocked_actions").get<std::vector<std::string>>(); }
  int maxMessages() const;  // accepts the string form MINDcraft's env override produces
  int numExamples() const;

  static const nlohmann::json& defaults();

 private:
  void set(const std::string& key, const nlohmann::json& value, const std::string& origin);

  nlohmann::json values_;
  std::vector<std::string> warnings_;
};

}  // namespace craftmate::agents
