#pragma once
// Saved places (mindcraft.md §5.5): `!rememberHere("name")` stores the agent's position under a
// name, `!goToRememberedPlace` and `!savedPlaces` read it back, and a death stores
// `last_death_position`. MINDcraft keeps the bank only in memory; ours is part of the agent's saved
// state, so a resumed agent still knows its places.

#include <array>
#include <utility>
#include <vector>
#include <optional>
#include <string>

#include <nlohmann/json_fwd.hpp>

namespace craftmate::agents {

class MemoryBank {
 public:
  using Position = std::array<double, 3>;

  // A name saved again keeps its place in the order (a JavaScript object key does).
  void rememberPlace(const std::string& name, double x, double y, double z);
  std::optional<Position> recallPlace(const std::string& name) const;
  // The names joined by ", " in the order first saved, as `!savedPlaces` lists them.
  std::string placeNames() const;

  // {"name": [x, y, z], ...}, MINDcraft's getJson/loadJson shape (a JSON object: reloaded names
  // come back in alphabetical order).
  nlohmann::json toJson() const;
  // Throws std::invalid_argument naming the place whose entry is not [x, y, z] numbers.
  void loadJson(const nlohmann::json& json);

 private:
  std::vector<std::pair<std::string, Position>> places_;  // insertion order, like Object.keys
};

}  // namespace craftmate::agents
