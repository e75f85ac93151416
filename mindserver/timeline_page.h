#pragma once
// Whole HTML pages built on the server: a job's timeline (self-contained — its styles, script and
// data inline — so `craftmate report --html` can write it as a file that opens anywhere) and the
// error pages.

#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

namespace craftmate::mindserver {

// The page for runTimeline()'s JSON (see run_timeline.h).
std::string timelinePage(const nlohmann::json& job);
// "Not found" with a sentence saying what was asked for and where to look instead.
std::string notFoundPage(const std::string& message);
std::string errorPage(const std::string& title, const std::string& message);

std::string htmlEscape(std::string_view text);

}  // namespace craftmate::mindserver
