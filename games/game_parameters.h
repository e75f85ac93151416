#pragma once
// A world's parameters, declared once with their type, default and doc (OpenSpiel's GameType
// parameter specification) and parsed once by the registry into typed values, so no world reads
// strings itself. Values come as JSON values or as their text (the CLI's `--<name> <value>`).

#include <map>
#include <string>
#include <variant>
#include <vector>

#include <nlohmann/json_fwd.hpp>

namespace craftmate::games {

enum class ParameterType { kInteger, kReal, kBoolean, kText };

struct GameParameter {
  std::string name;
  ParameterType type = ParameterType::kText;
  std::string defaultValue;  // as text, e.g. "1", "cramped_room", "true"; parsed as `type`
  std::string description;
};

class GameParameters {
 public:
  // Every declared parameter, with its value from `params` (a JSON object; null for none) or its
  // default. Throws std::invalid_argument starting "<world> " for a name that is not declared
  // (listing the declared ones) or a value that is not of the declared type.
  static GameParameters parse(const std::string& world, const std::vector<GameParameter>& declared,
                              const nlohmann::json& params);

  long long integer(const std::string& name) const;
  // integer(), and it must fit an int.
  int smallInteger(const std::string& name) const;
  double real(const std::string& name) const;
  bool flag(const std::string& name) const;
  const std::string& text(const std::string& name) const;
  // Whether the caller gave this parameter (some defaults depend on other parameters).
  bool given(const std::string& name) const;

  // Throws std::invalid_argument("<world> parameter '<name>' <message>") for a value the world
  // cannot use (out of range, not one of its choices).
  [[noreturn]] void fail(const std::string& name, const std::string& message) const;

 private:
  using Value = std::variant<long long, double, bool, std::string>;
  template <class T>
  const T& get(const std::string& name) const;

  std::string world_;
  std::map<std::string, Value, std::less<>> values_;
  std::vector<std::string> given_;
};

}  // namespace craftmate::games
