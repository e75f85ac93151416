#include "launch/supported_settings.h"

#include <functional>
#include <stdexcept>

#include "launch/minecraft_version.h"

namespace craftmate::launch {

namespace {

struct Refusal {
  const char* key;
  std::function<bool(const nlohmann::json&)> asksForIt;
  std::string why;
};

// The table: a key, when its value asks for the unsupported part, and the line the user reads.
const std::vector<Refusal>& refusals() {
  static const std::vector<Refusal> table = {
      {"speak", [](const nlohmann::json& v) { return v == true; },
       "craftmate has no text-to-speech; set \"speak\" to false"},
      {"language", [](const nlohmann::json& v) { return v != "en"; },
       "craftmate does not translate chat; set \"language\" to \"en\""},
      {"render_bot_view", [](const nlohmann::json& v) { return v == true; },
       "craftmate has no browser view of a bot's eyes (prismarine-viewer); set \"render_bot_view\" to false"},
      {"allow_vision", [](const nlohmann::json& v) { return v == true; },
       "craftmate has no vision yet (!lookAtPlayer, !lookAtPosition screenshots); set \"allow_vision\" to false"},
      {"minecraft_version",
       [](const nlohmann::json& v) { return !v.is_string() || (v != kAutoVersion && !speaks(v.get<std::string>())); },
       "craftmate speaks Minecraft " + spokenRange() + "; set \"minecraft_version\" to one of them, or to \"auto\" to "
       "take the server's"},
      {"auth", [](const nlohmann::json& v) { return v != "offline" && v != "microsoft"; },
       "craftmate joins with \"offline\" accounts (online-mode=false servers) or \"microsoft\" accounts "
       "(signed in with a device code, docs/auth.md); set \"auth\" to one of them"},
  };
  return table;
}

}  // namespace

std::vector<std::string> unsupportedSettings(const agents::Settings& settings) {
  std::vector<std::string> lines;
  for (const Refusal& r : refusals()) {
    const nlohmann::json& value = settings.values().at(r.key);
    if (r.asksForIt(value)) lines.push_back(std::string("setting '") + r.key + "' is " + value.dump() + ": " + r.why);
  }
  return lines;
}

void requireSupportedSettings(const agents::Settings& settings) {
  const std::vector<std::string> lines = unsupportedSettings(settings);
  if (lines.empty()) return;
  std::string text;
  for (const std::string& line : lines) text += (text.empty() ? "" : "\n") + line;
  throw std::invalid_argument(text);
}

}  // namespace craftmate::launch
