#include "games/two_player_rooms/reply_parameters.h"

#include <string>

namespace craftmate::games::two_player_rooms {

std::vector<GameParameter> replyParameters(const char* defaultActionName) {
  return {
      {"bad_action", ParameterType::kText, "retry",
       std::string("an unreadable reply: retry (rejected, answer again) or ") + defaultActionName + " (the code's fallback)"},
      {"fuzzy_threshold", ParameterType::kReal, "0.8",
       "lowest Levenshtein ratio for a fuzzy action match (0: always the closest)"},
  };
}

ChoiceEnvironmentOptions replyOptions(const GameParameters& params, const char* defaultActionName) {
  ChoiceEnvironmentOptions options;
  const std::string& bad = params.text("bad_action");
  if (bad == "retry") options.badAction = BadActionPolicy::Retry;
  else if (bad == defaultActionName) options.badAction = BadActionPolicy::DefaultAction;
  else params.fail("bad_action", std::string("must be retry or ") + defaultActionName + "; got '" + bad + "'");
  const double ratio = params.real("fuzzy_threshold");
  if (ratio < 0.0 || ratio > 1.0) params.fail("fuzzy_threshold", "must be a number from 0 to 1; got " + std::to_string(ratio));
  options.matching.minFuzzyRatio = ratio;
  return options;
}

}  // namespace craftmate::games::two_player_rooms
