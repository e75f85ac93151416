#include "games/game_parameters.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <optional>
#include <stdexcept>

#include <nlohmann/json.hpp>

namespace craftmate::games {

namespace {

std::optional<long long> wholeNumber(const std::string& s) {
  try {
    std::size_t used = 0;
    const long long value = std::stoll(s, &used);
    if (used == s.size()) return value;
  } catch (const std::exception&) {
  }
  return std::nullopt;
}

std::optional<double> number(const std::string& s) {
  try {
    std::size_t used = 0;
    const double value = std::stod(s, &used);
    if (used == s.size() && std::isfinite(value)) return value;
  } catch (const std::exception&) {
  }
  return std::nullopt;
}

std::string textOf(const nlohmann::json& v) {
  if (v.is_string()) return v.get<std::string>();
  if (v.is_boolean()) return v.get<bool>() ? "true" : "false";
  return v.dump();  // numbers as JSON writes them: 3, 0.8
}

// One parser per type: the value, or nullopt when it is not of the type.
using Reader = std::optional<std::variant<long long, double, bool, std::string>> (*)(const nlohmann::json&);

std::optional<std::variant<long long, double, bool, std::string>> readInteger(const nlohmann::json& v) {
  if (v.is_number_integer() && (!v.is_number_unsigned() || v.get<unsigned long long>() <= std::numeric_limits<long long>::max())) {
    return v.get<long long>();
  }
  if (v.is_string()) {
    if (auto n = wholeNumber(v.get<std::string>())) return *n;
  }
  return std::nullopt;
}

std::optional<std::variant<long long, double, bool, std::string>> readReal(const nlohmann::json& v) {
  if (v.is_number()) return v.get<double>();
  if (v.is_string()) {
    if (auto n = number(v.get<std::string>())) return *n;
  }
  return std::nullopt;
}

std::optional<std::variant<long long, double, bool, std::string>> readBoolean(const nlohmann::json& v) {
  if (v.is_boolean()) return v.get<bool>();
  const std::string s = textOf(v);
  if (s == "true" || s == "1" || s == "yes") return true;
  if (s == "false" || s == "0" || s == "no") return false;
  return std::nullopt;
}

std::optional<std::variant<long long, double, bool, std::string>> readText(const nlohmann::json& v) {
  if (v.is_string() || v.is_number() || v.is_boolean()) return textOf(v);
  return std::nullopt;
}

struct TypeRule {
  Reader read;
  const char* expected;  // completes "must be ..."
};

TypeRule ruleFor(ParameterType type) {
  switch (type) {
    case ParameterType::kInteger: return {&readInteger, "a whole number"};
    case ParameterType::kReal: return {&readReal, "a number"};
    case ParameterType::kBoolean: return {&readBoolean, "true or false"};
    case ParameterType::kText: break;
  }
  return {&readText, "text"};
}

}  // namespace

GameParameters GameParameters::parse(const std::string& world, const std::vector<GameParameter>& declared,
                                     const nlohmann::json& params) {
  if (!params.is_null() && !params.is_object()) {
    throw std::invalid_argument(world + " parameters must be a JSON object of name: value, got " + params.dump());
  }
  GameParameters out;
  out.world_ = world;
  if (params.is_object()) {
    for (const auto& [key, value] : params.items()) {
      const bool known = std::any_of(declared.begin(), declared.end(), [&](const GameParameter& p) { return p.name == key; });
      if (!known) {
        std::string names;
        for (const GameParameter& p : declared) names += (names.empty() ? "" : ", ") + p.name;
        throw std::invalid_argument(world + " has no parameter '" + key + "'; its parameters: " +
                                    (names.empty() ? "none" : names) + " (see 'craftmate worlds')");
      }
    }
  }
  for (const GameParameter& p : declared) {
    const TypeRule rule = ruleFor(p.type);
    const bool given = params.is_object() && params.contains(p.name);
    const nlohmann::json value = given ? params.at(p.name) : nlohmann::json(p.defaultValue);
    auto typed = rule.read(value);
    if (!typed && !given) throw std::logic_error(world + " declares parameter '" + p.name + "' with a default that is not " + rule.expected);
    if (!typed) out.fail(p.name, std::string("must be ") + rule.expected + "; got " + value.dump());
    out.values_.emplace(p.name, std::move(*typed));
    if (given) out.given_.push_back(p.name);
  }
  return out;
}

template <class T>
const T& GameParameters::get(const std::string& name) const {
  const auto it = values_.find(name);
  if (it == values_.end()) throw std::logic_error(world_ + " reads parameter '" + name + "' it does not declare");
  const T* value = std::get_if<T>(&it->second);
  if (value == nullptr) throw std::logic_error(world_ + " reads parameter '" + name + "' as another type than declared");
  return *value;
}

long long GameParameters::integer(const std::string& name) const { return get<long long>(name); }

int GameParameters::smallInteger(const std::string& name) const {
  const long long value = integer(name);
  if (value < std::numeric_limits<int>::min() || value > std::numeric_limits<int>::max()) {
    fail(name, "must be a whole number; got " + std::to_string(value));
  }
  return static_cast<int>(value);
}

double GameParameters::real(const std::string& name) const { return get<double>(name); }
bool GameParameters::flag(const std::string& name) const { return get<bool>(name); }
const std::string& GameParameters::text(const std::string& name) const { return get<std::string>(name); }

bool GameParameters::given(const std::string& name) const {
  return std::find(given_.begin(), given_.end(), name) != given_.end();
}

void GameParameters::fail(const std::string& name, const std::string& message) const {
  throw std::invalid_argument(world_ + " parameter '" + name + "' " + message);
}

}  // namespace craftmate::games
