#pragma once
// The agents of a team: settings.profiles read as MINDcraft's main.js reads them (one JSON file per
// agent, its "name" the bot's username), merged over settings.base_profile, and checked before
// anything joins. A bad file stops the launch with the file, the key and the reason.

#include <string>
#include <vector>

#include "agents/profile.h"
#include "agents/settings.h"

namespace craftmate::launch {

struct TeamProfile {
  std::string file;        // as given in settings.profiles
  agents::Profile profile;  // merged: the file over base_profile over the defaults
};

// Throws std::invalid_argument naming the file and key: not found, not JSON, a key of the wrong
// type, a name that is not a Minecraft username, two profiles with one name, no model.
std::vector<TeamProfile> readTeamProfiles(const agents::Settings& settings, const std::string& defaultsDir = "");

}  // namespace craftmate::launch
