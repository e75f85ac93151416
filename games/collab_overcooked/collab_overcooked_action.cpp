#include "games/collab_overcooked/collab_overcooked_action.h"

#include <cctype>
#include <charconv>
#include <map>
#include <optional>
#include <vector>

#include "games/collab_overcooked/collab_overcooked_layout.h"

namespace craftmate::games::collab_overcooked {
namespace {

constexpr std::string_view kUnparseable =
    "please check your plan,make sure your plan is a sequence of action seperated by ';' in one line, "
    "without any description or serial number.";

std::string_view verb(ActionType t) {
  switch (t) {
    case ActionType::Pickup: return "pickup";
    case ActionType::PlaceOnCounter: return "place_obj_on_counter";
    case ActionType::PutInUtensil: return "put_obj_in_utensil";
    case ActionType::Cut: return "cut";
    case ActionType::Stir: return "stir";
    case ActionType::Cook: return "cook";
    case ActionType::Bake: return "bake";
    case ActionType::FillDish: return "fill_dish_with_food";
    case ActionType::Deliver: return "deliver_soup";
    case ActionType::Wait: return "wait";
  }
  return "?";
}

std::string_view placeName(const Action& a) {
  switch (a.place) {
    case Place::Counter: return "counter";
    case Place::IngredientDispenser: return "ingredient_dispenser";
    case Place::DishDispenser: return "dish_dispenser";
    case Place::Utensil: return Layout::standard().utensils()[a.utensil].name;
    case Place::None: break;
  }
  return "";
}

UtensilType typeOf(ActionType op) {
  switch (op) {
    case ActionType::Cook: return UtensilType::Pot;
    case ActionType::Cut: return UtensilType::ChoppingBoard;
    case ActionType::Bake: return UtensilType::Oven;
    default: return UtensilType::Blender;
  }
}

bool isWordChar(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }

}  // namespace

ActionType operationFor(UtensilType type) {
  switch (type) {
    case UtensilType::Pot: return ActionType::Cook;
    case UtensilType::ChoppingBoard: return ActionType::Cut;
    case UtensilType::Oven: return ActionType::Bake;
    case UtensilType::Blender: return ActionType::Stir;
  }
  return ActionType::Cook;
}

bool isOperation(ActionType t) {
  return t == ActionType::Cut || t == ActionType::Stir || t == ActionType::Cook || t == ActionType::Bake;
}

std::string actionText(const Action& a) {
  std::string out(verb(a.type));
  out += '(';
  switch (a.type) {
    case ActionType::Pickup:
      out += ItemCatalog::instance().name(a.item);
      out += ',';
      out += placeName(a);
      break;
    case ActionType::PutInUtensil:
    case ActionType::Cut:
    case ActionType::Stir:
    case ActionType::Cook:
    case ActionType::Bake:
    case ActionType::FillDish:
      out += Layout::standard().utensils()[a.utensil].name;
      break;
    case ActionType::Wait:
      out += std::to_string(a.count);
      break;
    default:
      break;
  }
  out += ')';
  return out;
}

namespace {

// Lower case without white space, as the authors' parser reads an action.
std::string compact(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (char c : text) {
    if (!std::isspace(static_cast<unsigned char>(c))) out += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  }
  return out;
}

// An action as written: its verb and the parameters between the brackets (quotes dropped).
struct Call {
  std::string name;
  std::vector<std::string> params;
};

// The authors' `(?:\d+\.\s*)?(\w+)\s*(?:\((.*?)\))?` over the compacted text; nullopt when it does
// not match.
std::optional<Call> splitCall(std::string_view raw) {
  const std::string text = compact(raw);
  std::size_t pos = 0;
  // Optional serial number "1."
  std::size_t digits = 0;
  while (digits < text.size() && std::isdigit(static_cast<unsigned char>(text[digits]))) ++digits;
  if (digits > 0 && digits < text.size() && text[digits] == '.') pos = digits + 1;
  std::size_t nameEnd = pos;
  while (nameEnd < text.size() && isWordChar(text[nameEnd])) ++nameEnd;
  if (nameEnd == pos) return std::nullopt;
  Call call{text.substr(pos, nameEnd - pos), {}};
  if (nameEnd < text.size() && text[nameEnd] == '(') {
    const std::size_t close = text.find(')', nameEnd + 1);
    if (close == std::string::npos) return std::nullopt;
    std::string inner;
    for (char c : text.substr(nameEnd + 1, close - nameEnd - 1)) {
      if (c != '\'' && c != '"') inner += c;
    }
    std::size_t start = 0;
    while (!inner.empty()) {
      const std::size_t comma = inner.find(',', start);
      call.params.push_back(inner.substr(start, comma == std::string::npos ? std::string::npos : comma - start));
      if (comma == std::string::npos) break;
      start = comma + 1;
    }
  }
  return call;
}

// Each verb's reader fills the action from the call and returns the authors' format-check error,
// or "" when the action is well-formed.
using Reader = std::string (*)(Call& call, Action& a);

std::string readPickup(Call& call, Action& a) {
  const ItemCatalog& items = ItemCatalog::instance();
  const Layout& layout = Layout::standard();
  a.type = ActionType::Pickup;
  if (call.params.size() != 2) return "Wrong pickup() params. It should have 2 params: obj and distination.";
  const std::string& obj = call.params[0];
  const std::string& place = call.params[1];
  a.item = items.find(obj);
  if (a.item == kNoItem && layout.findUtensil(obj) < 0) {
    return "Wrong pickup() params " + obj + ". It does not belong to any recipe ingredients or dish.";
  }
  if (place == "counter") {
    a.place = Place::Counter;
  } else if (place == "ingredient_dispenser") {
    a.place = Place::IngredientDispenser;
  } else if (place == "dish_dispenser") {
    a.place = Place::DishDispenser;
  } else if (int u = layout.findUtensil(place); u >= 0) {
    a.place = Place::Utensil;
    a.utensil = static_cast<std::int8_t>(u);
  } else {
    return "Wrong pickup() params " + place + ". It does not belong to any utensils, dispenser or counter.";
  }
  if (a.item == kNoItem) {
    // Trying to pick up a utensil (the logical check's third rule, spec §3.3; no earlier rule can
    // apply to a utensil name, so answering here keeps the order).
    return "You can not move utensil. It is fixed! If you can not access utensil, you should use counter as transfer station";
  }
  if (a.place == Place::IngredientDispenser || a.place == Place::DishDispenser) {
    if (!items.isRaw(a.item) && a.item != items.dish()) {
      return "Wrong pickup() params " + obj + "," + place + ". You can only get raw ingredients and dish from dispenser.";
    }
    if (a.place == Place::IngredientDispenser && a.item == items.dish()) {
      return "Wrong pickup() params " + obj + "," + place + ". You can only get dish from dish_dispenser.";
    }
    if (a.place == Place::DishDispenser && a.item != items.dish()) {
      return "Wrong pickup() params " + obj + "," + place + ". You can only get ingredient from ingredient_dispenser.";
    }
  }
  return "";
}

// put_obj_in_utensil(utensil) and fill_dish_with_food(utensil).
std::string readUtensilTarget(Call& call, Action& a) {
  const bool put = call.name == "put_obj_in_utensil";
  a.type = put ? ActionType::PutInUtensil : ActionType::FillDish;
  std::vector<std::string>& params = call.params;
  // The authors keep only the second of two parameters of put_obj_in_utensil.
  if (put && params.size() == 2) params.erase(params.begin());
  if (params.size() != 1 || params[0].empty()) {
    return put ? "Wrong put_obj_in_utensil() params. It should have 1 params: utensil."
               : "Wrong fill_dish_with_food() params. It should have 1 params: utensil.";
  }
  const int u = Layout::standard().findUtensil(params[0]);
  if (u < 0) return std::string(put ? "Wrong put_obj_in_utensil() parmas:" : "Wrong fill_dish_with_food() parmas:") + params[0];
  a.utensil = static_cast<std::int8_t>(u);
  return "";
}

// cut, stir, cook, bake: one utensil of the verb's type.
std::string readOperation(Call& call, Action& a) {
  const std::string& name = call.name;
  a.type = name == "cut" ? ActionType::Cut : name == "stir" ? ActionType::Stir : name == "cook" ? ActionType::Cook : ActionType::Bake;
  const Layout& layout = Layout::standard();
  const std::string p = call.params.empty() ? std::string() : call.params[0];
  const int u = layout.findUtensil(p);
  if (call.params.size() != 1 || u < 0 || layout.utensils()[u].type != typeOf(a.type)) return "Wrong " + name + "() parmas:" + p;
  a.utensil = static_cast<std::int8_t>(u);
  return "";
}

std::string readWait(Call& call, Action& a) {
  a.type = ActionType::Wait;
  // `wait` without a number waits one timestep (the parser's reading, spec §9.2).
  int n = 1;
  if (!call.params.empty() && !call.params[0].empty()) {
    const std::string& p = call.params[0];
    auto [ptr, ec] = std::from_chars(p.data(), p.data() + p.size(), n);
    if (ec != std::errc() || ptr != p.data() + p.size() || n <= 0) return "Wait time is not valide.";
  }
  if (n > 5) return "Too long wait time. It should be less than 5.";
  a.count = static_cast<std::int8_t>(n);
  return "";
}

std::string readPlaceOnCounter(Call&, Action& a) {
  a.type = ActionType::PlaceOnCounter;
  return "";
}

std::string readDeliver(Call&, Action& a) {
  a.type = ActionType::Deliver;
  return "";
}

// `deliver()` (paper) and `deliver_soup()` (repository) are aliases.
const std::map<std::string, Reader, std::less<>> kReaders = {
    {"pickup", &readPickup},
    {"place_obj_on_counter", &readPlaceOnCounter},
    {"put_obj_in_utensil", &readUtensilTarget},
    {"fill_dish_with_food", &readUtensilTarget},
    {"cut", &readOperation},
    {"stir", &readOperation},
    {"cook", &readOperation},
    {"bake", &readOperation},
    {"deliver_soup", &readDeliver},
    {"deliver", &readDeliver},
    {"wait", &readWait},
};

}  // namespace

std::string normalizeActionText(std::string_view text) {
  std::string out = compact(text);
  if (out == "deliver()") out = "deliver_soup()";
  return out;
}

ParsedAction parseAction(std::string_view raw) {
  ParsedAction result;
  std::optional<Call> call = splitCall(raw);
  const auto reader = call ? kReaders.find(call->name) : kReaders.end();
  if (reader == kReaders.end()) {
    result.error = std::string(kUnparseable);
    return result;
  }
  result.error = reader->second(*call, result.action);
  result.ok = result.error.empty();
  return result;
}

}  // namespace craftmate::games::collab_overcooked
