#pragma once
// The value of a list option (`--profiles a.json,b.json`, `--level level_0,level_1`): split at every
// comma. Empty items are kept: whether "" is a mistake is for the option to decide, not the splitter.

#include <string>
#include <vector>

namespace craftmate::app {

std::vector<std::string> commaList(const std::string& text);

}  // namespace craftmate::app
