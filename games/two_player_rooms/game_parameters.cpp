#include "games/two_player_rooms/game_parameters.h"

#include <limits>
#include <stdexcept>

#include <nlohmann/json.hpp>

namespace craftmate::games::two_player_rooms {

void GameParameters::fail(const std::string& message) const { throw std::invalid_argument(world_ + ": " + message); }

std::string GameParameters::text(const char* name, const char* fallback) const {
  if (!params_.contains(name)) return fallback;
  const auto& v = params_.at(name);
  if (v.is_string()) return v.get<std::string>();
  if (v.is_boolean()) return v.get<bool>() ? "true" : "false";
  if (v.is_number()) return v.dump();
  fail(std::string("parameter '") + name + "' must be a string");
}

long long GameParameters::integer(const char* name, long long fallback) const {
  if (!params_.contains(name)) return fallback;
  const auto& v = params_.at(name);
  if (v.is_number_integer()) return v.get<long long>();
  if (v.is_string()) {
    try {
      size_t used = 0;
      long long value = std::stoll(v.get<std::string>(), &used);
      if (used == v.get<std::string>().size()) return value;
    } catch (const std::exception&) {
    }
  }
  fail(std::string("parameter '") + name + "' must be a whole number; got " + v.dump());
}

int GameParameters::smallInteger(const char* name, int fallback) const {
  const long long value = integer(name, fallback);
  if (value < std::numeric_limits<int>::min() || value > std::numeric_limits<int>::max()) {
    fail(std::string("parameter '") + name + "' must be a whole number; got " + params_.at(name).dump());
  }
  return static_cast<int>(value);
}

bool GameParameters::retryBadAction(const char* defaultActionName) const {
  const std::string bad = text("bad_action", "retry");
  if (bad == "retry") return true;
  if (bad == defaultActionName) return false;
  fail(std::string("bad_action must be retry or ") + defaultActionName + "; got '" + bad + "'");
}

double GameParameters::fuzzyThreshold() const {
  const std::string ratio = text("fuzzy_threshold", "0.8");
  try {
    size_t used = 0;
    const double value = std::stod(ratio, &used);
    if (used == ratio.size() && value >= 0.0 && value <= 1.0) return value;
  } catch (const std::exception&) {
  }
  fail("fuzzy_threshold must be a number from 0 to 1; got '" + ratio + "'");
}

}  // namespace craftmate::games::two_player_rooms
