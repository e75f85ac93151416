#pragma once
// Reading the registry's JSON parameters (the `craftmate play <world> --<param> <value>` flags) the
// same way in both two-player room worlds. Values may come as JSON values or as text; a bad value
// throws std::invalid_argument starting "<world>: " and naming the parameter, the value and what
// is allowed.

#include <string>
#include <utility>

#include <nlohmann/json_fwd.hpp>

namespace craftmate::games::two_player_rooms {

class GameParameters {
 public:
  GameParameters(const nlohmann::json& params, std::string world) : params_(params), world_(std::move(world)) {}

  // Strings as given; booleans and numbers as their text.
  std::string text(const char* name, const char* fallback) const;
  long long integer(const char* name, long long fallback) const;
  // As integer(), and it must fit an int.
  int smallInteger(const char* name, int fallback) const;
  // "retry" (the default) or `defaultActionName`: whether an unreadable reply is retried.
  bool retryBadAction(const char* defaultActionName) const;
  // "fuzzy_threshold": the lowest Levenshtein ratio for a fuzzy match, 0 to 1 (default 0.8).
  double fuzzyThreshold() const;
  const nlohmann::json& raw() const { return params_; }
  // Throws std::invalid_argument("<world>: <message>").
  [[noreturn]] void fail(const std::string& message) const;

 private:
  const nlohmann::json& params_;
  std::string world_;
};

}  // namespace craftmate::games::two_player_rooms
