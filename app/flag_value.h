#pragma once
// The value of a command-line option (`--out DIR` -> "DIR"). Every subcommand parses its own flags;
// this is the one rule they share for a flag that takes a value.

#include <cstddef>
#include <string>
#include <vector>

namespace craftmate::app {

// args[i + 1], moving `i` onto it so that the caller's loop continues after the value. A flag with
// nothing after it throws std::invalid_argument "<flag> needs a value" followed by `hint` (e.g.
// "; see 'craftmate coordqa --help'").
const std::string& flagValue(const std::vector<std::string>& args, std::size_t& i, const std::string& hint = "");

}  // namespace craftmate::app
