#include "games/overcooked/overcooked_observation.h"

#include "games/overcooked/overcooked_distance.h"

namespace craftmate::games::overcooked {

std::string renderInventory(const OvercookedState& state, int viewer, const ChefNames& names) {
  return "<Inventory>: I am holding " + std::string(itemWord(state.chef(viewer).held)) + ". " + names[1 - viewer] +
         " is holding " + std::string(itemWord(state.chef(1 - viewer).held)) + ".";
}

namespace {

void appendLocation(std::string& out, const std::string& name, const Location& loc, bool partnerView,
                    const std::string& blocker) {
  if (!out.empty()) out += ' ';
  out += name;
  switch (loc.kind) {
    case Location::Kind::kInaccessible: out += " is inaccessible."; return;
    case Location::Kind::kDistance: out += " is " + std::to_string(loc.distance) + " units away."; return;
    case Location::Kind::kBlocked:
      out += partnerView ? " is blocked by " + blocker + "."
                         : " is " + std::to_string(loc.distance) + " units away blocked by " + blocker + ".";
      return;
  }
}

std::string closestCounterSentence(const OvercookedState& state, int viewer) {
  int distance = 0;
  const int k = closestEmptyKitchenCounter(state, viewer, &distance);
  if (k < 0) return "";
  return "Closest empty kitchen counter k" + std::to_string(k) + " is " + std::to_string(distance) + " units away.";
}

}  // namespace

std::string renderLocations(const OvercookedState& state, int viewer, bool partnerView, TextStyle style,
                            const ChefNames& names) {
  const Layout& l = state.layout();
  const int who = partnerView ? 1 - viewer : viewer;
  const Pos from = state.chef(who).pos;
  const Pos other = state.chef(1 - who).pos;
  const DistanceMap map = distancesFrom(l, from, other);
  const std::string& blocker = names[1 - who];
  const char* order = style == TextStyle::kPaperA2 ? "opcds" : "opdcs";
  std::string out;
  for (const char* letter = order; *letter != 0; ++letter) {
    for (const Facility& f : *l.facilities(*letter)) appendLocation(out, f.name(), locate(l, map, f.pos, other), partnerView, blocker);
  }
  if (style == TextStyle::kPaperA2 && !partnerView) {
    const std::string closest = closestCounterSentence(state, viewer);
    if (!closest.empty()) out += " " + closest;
  }
  return out;
}

std::string renderEnvironmentDetails(const OvercookedState& state, int viewer, TextStyle style, const ChefNames& names) {
  const Layout& l = state.layout();
  std::string out;
  auto sentence = [&out](const std::string& s) {
    if (!out.empty()) out += ' ';
    out += s;
  };
  for (const Facility& c : l.pots) {
    const Pot& pot = state.pot(c.index);
    const std::string n = c.name();
    const char* on = pot.cooking() ? "on" : "off";
    const char* status = pot.cooking() ? "still cooking" : pot.ready() ? "cooked" : "not cooking";
    sentence(n + " contains " + std::to_string(pot.onions) + " out of 3 onions. " + n + " is " + on + ". soup in " + n +
             " is " + status + ".");
  }
  if (style == TextStyle::kCode) {
    for (const Facility& s : l.sharedCounters) {
      const Item item = state.counterItem(s.pos);
      sentence(item == Item::kNone ? s.name() + " is empty." : s.name() + " contains " + std::string(itemWord(item)) + ".");
    }
  }
  const Pos me = state.chef(viewer).pos;
  const Pos partner = state.chef(1 - viewer).pos;
  const DistanceMap map = distancesFrom(l, me, partner);
  for (const Facility& k : l.kitchenCounters) {
    const Item item = state.counterItem(k.pos);
    if (item == Item::kNone) continue;
    std::string loc;
    appendLocation(loc, k.name(), locate(l, map, k.pos, partner), false, names[1 - viewer]);
    sentence(loc + " " + k.name() + " contains " + std::string(itemWord(item)) + ".");
  }
  if (style == TextStyle::kCode) {
    const std::string closest = closestCounterSentence(state, viewer);
    if (!closest.empty()) sentence(closest);
  }
  return out;
}

std::string renderActionList(const std::vector<HighLevelAction>& actions) {
  std::string out = "[";
  for (size_t i = 0; i < actions.size(); ++i) {
    if (i > 0) out += ", ";
    out += actions[i].text();
  }
  return out + "]";
}

std::string renderObservation(const OvercookedState& state, int viewer, const std::vector<std::string>& history,
                              TextStyle style, const ChefNames& names) {
  std::string out;
  out.reserve(1536);
  if (style == TextStyle::kCode) {
    out += "action history: ";
    const size_t first = history.size() > 5 ? history.size() - 5 : 0;
    if (history.empty()) out += "none";
    for (size_t i = first; i < history.size(); ++i) {
      std::string a = history[i];
      if (!a.empty() && a.back() == '.') a.pop_back();
      out += (i > first ? ", " : "") + a;
    }
    out += ".\n";
  }
  out += renderInventory(state, viewer, names) + "\n";
  out += "<My Location Information>: " + renderLocations(state, viewer, false, style, names) + "\n";
  out += "<" + names[1 - viewer] + "s Location Information>: " + renderLocations(state, viewer, true, style, names) + "\n";
  out += "<Environment Details>: " + renderEnvironmentDetails(state, viewer, style, names) + "\n";
  out += style == TextStyle::kCode ? "Available Actions:\n" : "Available Actions: ";
  out += renderActionList(availableActions(state, viewer));
  return out;
}

}  // namespace craftmate::games::overcooked
