#pragma once
// Which of MINDcraft's settings a Minecraft team can honour. Every key does what MINDcraft does,
// except the few craftmate has no part for: those are refused, each with one line saying what to
// set instead, before anything joins — never silently ignored.

#include <string>
#include <vector>

#include "agents/settings.h"

namespace craftmate::launch {

// One line per setting that asks for something craftmate cannot do (empty: all supported).
std::vector<std::string> unsupportedSettings(const agents::Settings& settings);

// Throws std::invalid_argument with every line of unsupportedSettings, if any.
void requireSupportedSettings(const agents::Settings& settings);

}  // namespace craftmate::launch
