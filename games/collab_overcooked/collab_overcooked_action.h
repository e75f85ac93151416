#pragma once
// One high-level action of Collab-Overcooked (spec §3.1) and its text form. The model writes
// `pickup(obj, place)`, `cut(chopping_board0)`, ...; parsing follows the authors' parser (spec §3.2)
// and the format checks of spec §3.3 (first validation stage), with their exact error strings.

#include <cstdint>
#include <string>
#include <string_view>

#include "games/collab_overcooked/collab_overcooked_items.h"

namespace craftmate::games::collab_overcooked {

enum class ActionType : std::uint8_t {
  Pickup, PlaceOnCounter, PutInUtensil, Cut, Stir, Cook, Bake, FillDish, Deliver, Wait
};

enum class Place : std::uint8_t { None, Counter, IngredientDispenser, DishDispenser, Utensil };

struct Action {
  ActionType type = ActionType::Wait;
  ItemId item = kNoItem;     // pickup's obj
  Place place = Place::None;  // pickup's place
  std::int8_t utensil = -1;  // utensil index (pickup from a utensil, put, operations, fill)
  std::int8_t count = 1;     // wait(n)

  friend bool operator==(const Action&, const Action&) = default;
};

// The operation verb of each utensil type: cook (pot), cut (chopping board), bake (oven), stir (blender).
ActionType operationFor(UtensilType type);
bool isOperation(ActionType type);

// Canonical text, without spaces, as histories and RATs compare it: "pickup(bell_pepper,counter)",
// "deliver_soup()", "wait(2)".
std::string actionText(const Action& action);

// Result of reading one plan item.
struct ParsedAction {
  bool ok = false;
  Action action;
  std::string error;  // the authors' format-check message when !ok
};

// Parses one item of a plan (already split on ';'). Spaces are removed and the text lower-cased, as
// the authors' parser does. `deliver()` (paper) and `deliver_soup()` (repository) are aliases.
ParsedAction parseAction(std::string_view item);

// The normalisation used for comparing action strings in metrics: lower-case, no whitespace,
// `deliver()` canonicalised to `deliver_soup()`.
std::string normalizeActionText(std::string_view text);

}  // namespace craftmate::games::collab_overcooked
