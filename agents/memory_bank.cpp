#include "agents/memory_bank.h"

#include <stdexcept>

#include <nlohmann/json.hpp>

namespace craftmate::agents {

void MemoryBank::rememberPlace(const std::string& name, double x, double y, double z) {
  for (auto& [saved, position] : places_) {
    if (saved == name) {
      position = {x, y, z};
      return;
    }
  }
  places_.push_back({name, {x, y, z}});
}

std::optional<MemoryBank::Position> MemoryBank::recallPlace(const std::string& name) const {
  for (const auto& [saved, position] : places_) {
    if (saved == name) return position;
  }
  return std::nullopt;
}

std::string MemoryBank::placeNames() const {
  std::string names;
  for (const auto& [name, position] : places_) names += (names.empty() ? "" : ", ") + name;
  return names;
}

nlohmann::json MemoryBank::toJson() const {
  nlohmann::json json = nlohmann::json::object();
  for (const auto& [name, p] : places_) json[name] = {p[0], p[1], p[2]};
  return json;
}

void MemoryBank::loadJson(const nlohmann::json& json) {
  if (!json.is_object()) throw std::invalid_argument("saved places must be an object of name: [x, y, z]");
  std::vector<std::pair<std::string, Position>> places;
  for (const auto& [name, value] : json.items()) {
    if (!value.is_array() || value.size() != 3 || !value[0].is_number() || !value[1].is_number() || !value[2].is_number()) {
      throw std::invalid_argument("saved place \"" + name + "\" must be [x, y, z] numbers, not " + value.dump());
    }
    places.push_back({name, {value[0].get<double>(), value[1].get<double>(), value[2].get<double>()}});
  }
  places_ = std::move(places);
}

}  // namespace craftmate::agents
