#include "games/overcooked/overcooked_observation.h"

#include <charconv>

#include "games/overcooked/overcooked_distance.h"

namespace craftmate::games::overcooked {

namespace {

// Appending in place (no temporaries per sentence) keeps the text step to a few microseconds.
void appendInt(std::string& out, int value) {
  char buffer[12];
  const auto result = std::to_chars(buffer, buffer + sizeof(buffer), value);
  out.append(buffer, result.ptr);
}

void appendName(std::string& out, const Facility& f) {
  out += f.letter;
  appendInt(out, f.index);
}

void appendLocation(std::string& out, const Facility& f, const Location& loc, bool partnerView,
                    const std::string& blocker) {
  appendName(out, f);
  switch (loc.kind) {
    case Location::Kind::kInaccessible: out += " is inaccessible."; return;
    case Location::Kind::kDistance:
      out += " is ";
      appendInt(out, loc.distance);
      out += " units away.";
      return;
    case Location::Kind::kBlocked:
      if (partnerView) {
        out += " is blocked by ";
      } else {
        out += " is ";
        appendInt(out, loc.distance);
        out += " units away blocked by ";
      }
      out += blocker;
      out += '.';
      return;
  }
}

void appendClosestCounter(std::string& out, const OvercookedState& state, int viewer, const DistanceMap& fromViewer) {
  int distance = 0;
  const int k = closestEmptyKitchenCounter(state, viewer, fromViewer, &distance);
  if (k < 0) return;
  if (!out.empty() && out.back() != ' ') out += ' ';
  out += "Closest empty kitchen counter k";
  appendInt(out, k);
  out += " is ";
  appendInt(out, distance);
  out += " units away.";
}

// The location sentences of `who` (the viewer, or the partner when `partnerView`).
void appendLocations(std::string& out, const OvercookedState& state, int viewer, bool partnerView, TextStyle style,
                     const ChefNames& names, const DistanceMap& fromWho) {
  const Layout& l = state.layout();
  const int who = partnerView ? 1 - viewer : viewer;
  const Pos other = state.chef(1 - who).pos;
  const std::string& blocker = names[1 - who];
  const char* order = style == TextStyle::kPaperA2 ? "opcds" : "opdcs";
  bool first = true;
  for (const char* letter = order; *letter != 0; ++letter) {
    for (const Facility& f : *l.facilities(*letter)) {
      if (!first) out += ' ';
      first = false;
      appendLocation(out, f, locate(l, fromWho, f.pos, other), partnerView, blocker);
    }
  }
  if (style == TextStyle::kPaperA2 && !partnerView) appendClosestCounter(out, state, viewer, fromWho);
}

void appendEnvironmentDetails(std::string& out, const OvercookedState& state, int viewer, TextStyle style,
                              const ChefNames& names, const DistanceMap& fromViewer) {
  const Layout& l = state.layout();
  const size_t start = out.size();
  auto separate = [&] {
    if (out.size() > start) out += ' ';
  };
  for (const Facility& c : l.pots) {
    const Pot& pot = state.pot(c.index);
    separate();
    appendName(out, c);
    out += " contains ";
    appendInt(out, pot.onions);
    out += " out of 3 onions. ";
    appendName(out, c);
    out += pot.cooking() ? " is on. soup in " : " is off. soup in ";
    appendName(out, c);
    out += pot.cooking() ? " is still cooking." : pot.ready() ? " is cooked." : " is not cooking.";
  }
  if (style == TextStyle::kCode) {
    for (const Facility& s : l.sharedCounters) {
      const Item item = state.counterItem(s.pos);
      separate();
      appendName(out, s);
      if (item == Item::kNone) {
        out += " is empty.";
      } else {
        out += " contains ";
        out += itemWord(item);
        out += '.';
      }
    }
  }
  const Pos partner = state.chef(1 - viewer).pos;
  for (const Facility& k : l.kitchenCounters) {
    const Item item = state.counterItem(k.pos);
    if (item == Item::kNone) continue;
    separate();
    appendLocation(out, k, locate(l, fromViewer, k.pos, partner), false, names[1 - viewer]);
    out += ' ';
    appendName(out, k);
    out += " contains ";
    out += itemWord(item);
    out += '.';
  }
  if (style == TextStyle::kCode) {
    const size_t before = out.size();
    if (out.size() > start) out += ' ';
    const size_t withSpace = out.size();
    appendClosestCounter(out, state, viewer, fromViewer);
    if (out.size() == withSpace) out.resize(before);  // no such counter: drop the separator
  }
}

void appendActionList(std::string& out, const std::vector<HighLevelAction>& actions) {
  out += '[';
  for (size_t i = 0; i < actions.size(); ++i) {
    if (i > 0) out += ", ";
    out += actions[i].text();
  }
  out += ']';
}

DistanceMap mapOf(const OvercookedState& state, int who) {
  return distancesFrom(state.layout(), state.chef(who).pos, state.chef(1 - who).pos);
}

}  // namespace

std::string renderInventory(const OvercookedState& state, int viewer, const ChefNames& names) {
  std::string out = "<Inventory>: I am holding ";
  out += itemWord(state.chef(viewer).held);
  out += ". ";
  out += names[1 - viewer];
  out += " is holding ";
  out += itemWord(state.chef(1 - viewer).held);
  out += '.';
  return out;
}

std::string renderLocations(const OvercookedState& state, int viewer, bool partnerView, TextStyle style,
                            const ChefNames& names) {
  std::string out;
  appendLocations(out, state, viewer, partnerView, style, names, mapOf(state, partnerView ? 1 - viewer : viewer));
  return out;
}

std::string renderEnvironmentDetails(const OvercookedState& state, int viewer, TextStyle style, const ChefNames& names) {
  std::string out;
  appendEnvironmentDetails(out, state, viewer, style, names, mapOf(state, viewer));
  return out;
}

std::string renderActionList(const std::vector<HighLevelAction>& actions) {
  std::string out;
  appendActionList(out, actions);
  return out;
}

std::string renderObservation(const OvercookedState& state, int viewer, const std::vector<std::string>& history,
                              TextStyle style, const ChefNames& names) {
  const DistanceMap mine = mapOf(state, viewer);
  const DistanceMap theirs = mapOf(state, 1 - viewer);
  std::string out;
  out.reserve(1536);
  if (style == TextStyle::kCode) {
    out += "action history: ";
    const size_t first = history.size() > 5 ? history.size() - 5 : 0;
    if (history.empty()) out += "none";
    for (size_t i = first; i < history.size(); ++i) {
      if (i > first) out += ", ";
      const std::string& a = history[i];
      out.append(a, 0, !a.empty() && a.back() == '.' ? a.size() - 1 : a.size());
    }
    out += ".\n";
  }
  out += renderInventory(state, viewer, names);
  out += "\n<My Location Information>: ";
  appendLocations(out, state, viewer, false, style, names, mine);
  out += "\n<";
  out += names[1 - viewer];
  out += "s Location Information>: ";
  appendLocations(out, state, viewer, true, style, names, theirs);
  out += "\n<Environment Details>: ";
  std::string details;
  appendEnvironmentDetails(details, state, viewer, style, names, mine);
  out += details;
  out += style == TextStyle::kCode ? "\nAvailable Actions:\n" : "\nAvailable Actions: ";
  appendActionList(out, availableActions(state, viewer, mine));
  return out;
}

}  // namespace craftmate::games::overcooked
