#pragma once
// The MINDcraft command language as the CLI uses it: settings (file, environment, flags) and the
// command set with the effective blocked_actions.

#include <string>
#include <vector>

#include "agents/settings.h"
#include "commands/command_set.h"

namespace craftmate::app {

// Reads `--settings FILE` (if given), the environment and settings flags from `args`; returns the
// remaining arguments in `rest`. Warnings (unknown keys) go to stderr. `--profiles` takes MINDcraft's
// list (`--profiles a.json b.json`), a comma list (`--profiles a.json,b.json`) or a JSON array.
agents::Settings loadSettings(const std::vector<std::string>& args, std::vector<std::string>& rest);

// settings.profiles when they were given (file, PROFILES, --profiles), else empty: the subcommands
// whose agents default to something else than MINDcraft's ./andy.json.
std::vector<std::string> profilesGiven(const agents::Settings& settings);

// MINDcraft's commands minus the settings' blocked_actions; unknown blocked names are reported.
commands::CommandSet mindcraftCommandSet(const agents::Settings& settings);

}  // namespace craftmate::app
