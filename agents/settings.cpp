#include "agents/settings.h"

#include <cstdlib>
#include <fstream>
#include <stdexcept>

namespace craftmate::agents {

namespace {

// A value's JSON kind, loosely: numbers of any form are "number".
std::string kindOf(const nlohmann::json& v) {
  if (v.is_number()) return "number";
  if (v.is_boolean()) return "boolean";
  if (v.is_string()) return "string";
  if (v.is_array()) return "array";
  if (v.is_object()) return "object";
  return "null";
}

int intFromNumberOrString(const nlohmann::json& v, const char* key) {
  if (v.is_number()) return v.get<int>();
  if (v.is_string()) {
    try {
      return std::stoi(v.get<std::string>());
    } catch (const std::exception&) {
    }
  }
  throw std::runtime_error(std::string("setting '") + key + "' must be a number, got " + v.dump());
}

}  // namespace

const nlohmann::json& Settings::defaults() {
  static const nlohmann::json d = {
      {"minecraft_version", "auto"},
      {"host", "127.0.0.1"},
      {"port", 55916},
      {"auth", "offline"},
      {"mindserver_port", 8080},
      {"base_profile", "survival"},
      {"profiles", nlohmann::json::array({"./andy.json"})},
      {"load_memory", false},
      {"init_message", "Respond with hello world and your name"},
      {"only_chat_with", nlohmann::json::array()},
      {"speak", false},
      {"language", "en"},
      {"render_bot_view", false},
      {"allow_insecure_coding", false},
      {"allow_vision", false},
      {"blocked_actions", nlohmann::json::array({"!checkBlueprint", "!checkBlueprintLevel", "!getBlueprint", "!getBlueprintLevel"})},
      {"code_timeout_mins", -1},
      {"relevant_docs_count", 5},
      {"max_messages", 15},
      {"num_examples", 2},
      {"max_commands", -1},
      {"verbose_commands", true},
      {"narrate_behavior", true},
      {"chat_bot_messages", true},
      {"log_all_prompts", false},
  };
  return d;
}

Settings::Settings() : values_(defaults()) {}

void Settings::set(const std::string& key, const nlohmann::json& value, const std::string& origin) {
  const nlohmann::json& d = defaults();
  auto known = d.find(key);
  if (known == d.end()) {
    warnings_.push_back(origin + ": unknown setting '" + key + "' (kept, but craftmate does not use it; see docs/USAGE.md for the keys)");
    values_[key] = value;
    return;
  }
  // MINDcraft keeps MAX_MESSAGES/NUM_EXAMPLES from the environment as strings; accept both forms.
  const bool numericString = (key == "max_messages" || key == "num_examples") && value.is_string();
  if (kindOf(*known) != kindOf(value) && !numericString) {
    throw std::runtime_error(origin + ": setting '" + key + "' must be a " + kindOf(*known) + " (like " +
                             known->dump() + "), got " + value.dump());
  }
  values_[key] = value;
}

void Settings::mergeObject(const nlohmann::json& object, const std::string& origin) {
  if (!object.is_object()) {
    throw std::runtime_error(origin + ": settings must be a JSON object of key/value pairs");
  }
  for (auto it = object.begin(); it != object.end(); ++it) set(it.key(), it.value(), origin);
}

void Settings::mergeFile(const std::string& path) {
  std::ifstream in(path);
  if (!in) throw std::runtime_error("cannot open settings file " + path);
  nlohmann::json object;
  try {
    object = nlohmann::json::parse(in);
  } catch (const nlohmann::json::exception& e) {
    throw std::runtime_error("settings file " + path + " is not valid JSON: " + e.what() +
                             " (a settings.js must be written as a JSON object: quoted keys, no comments)");
  }
  mergeObject(object, path);
}

void Settings::mergeEnvironment() {
  auto env = [](const char* name) -> const char* {
    const char* v = std::getenv(name);
    return (v != nullptr && *v != '\0') ? v : nullptr;
  };
  auto parseJson = [](const char* name, const char* text) {
    try {
      return nlohmann::json::parse(text);
    } catch (const nlohmann::json::exception&) {
      throw std::runtime_error(std::string("environment variable ") + name + " must be JSON, got: " + text);
    }
  };
  if (const char* v = env("MINECRAFT_PORT")) set("port", intFromNumberOrString(v, "port"), "MINECRAFT_PORT");
  if (const char* v = env("MINDSERVER_PORT")) set("mindserver_port", intFromNumberOrString(v, "mindserver_port"), "MINDSERVER_PORT");
  if (const char* v = env("PROFILES")) set("profiles", parseJson("PROFILES", v), "PROFILES");
  // MINDcraft's main.js: any non-empty INSECURE_CODING turns coding on (even "false").
  if (env("INSECURE_CODING") != nullptr) set("allow_insecure_coding", true, "INSECURE_CODING");
  if (const char* v = env("BLOCKED_ACTIONS")) set("blocked_actions", parseJson("BLOCKED_ACTIONS", v), "BLOCKED_ACTIONS");
  if (const char* v = env("MAX_MESSAGES")) set("max_messages", std::string(v), "MAX_MESSAGES");
  if (const char* v = env("NUM_EXAMPLES")) set("num_examples", std::string(v), "NUM_EXAMPLES");
  if (env("LOG_ALL") != nullptr) set("log_all_prompts", true, "LOG_ALL");
}

std::vector<std::string> Settings::mergeFlags(const std::vector<std::string>& args) {
  std::vector<std::string> rest;
  for (size_t i = 0; i < args.size(); ++i) {
    const std::string& a = args[i];
    if (a.rfind("--", 0) != 0) {
      rest.push_back(a);
      continue;
    }
    std::string key = a.substr(2);
    std::string valueText;
    bool hasValue = false;
    if (auto eq = key.find('='); eq != std::string::npos) {
      valueText = key.substr(eq + 1);
      key = key.substr(0, eq);
      hasValue = true;
    }
    for (char& c : key) if (c == '-') c = '_';
    if (!defaults().contains(key)) {
      rest.push_back(a);  // not a settings flag: the subcommand's own option
      continue;
    }
    if (!hasValue) {
      if (i + 1 >= args.size()) throw std::runtime_error("flag --" + key + " needs a value");
      valueText = args[++i];
    }
    nlohmann::json value;
    try {
      value = nlohmann::json::parse(valueText);
    } catch (const nlohmann::json::exception&) {
      value = valueText;
    }
    set(key, value, "--" + key);
  }
  return rest;
}

int Settings::maxMessages() const { return intFromNumberOrString(values_.at("max_messages"), "max_messages"); }
int Settings::numExamples() const { return intFromNumberOrString(values_.at("num_examples"), "num_examples"); }

}  // namespace craftmate::agents
