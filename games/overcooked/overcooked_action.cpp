#include "games/overcooked/overcooked_action.h"

#include <cctype>

#include "agents/text_util.h"
#include "games/overcooked/overcooked_distance.h"

namespace craftmate::games::overcooked {

std::string_view itemWord(Item item) {
  switch (item) {
    case Item::kNone: return "nothing";
    case Item::kOnion: return "onion";
    case Item::kDish: return "plate";
    case Item::kSoup: return "cooked soup";
  }
  return "nothing";
}

Pos HighLevelAction::target(const Layout& layout) const { return layout.facilities(letter)->at(index).pos; }

std::string HighLevelAction::text() const {
  std::string out;
  out.reserve(40);
  auto target = [&] {
    out += letter;
    out += std::to_string(index);
    out += '.';
  };
  switch (verb) {
    case Verb::kPickUp:
      out += "pick up ";
      out += itemWord(item);
      out += " from ";
      target();
      break;
    case Verb::kPlaceInPot:
      out += "place onion in ";
      target();
      break;
    case Verb::kPlaceOnCounter:
      out += "place ";
      out += itemWord(item);
      out += " on ";
      target();
      break;
    case Verb::kLoadSoup:
      out += "load soup on plate from ";
      target();
      break;
    case Verb::kDeliver:
      out += "place soup for delivery in ";
      target();
      break;
    case Verb::kWait: out += "wait."; break;
    case Verb::kMoveAway: out += "move away."; break;
  }
  return out;
}

int closestEmptyKitchenCounter(const OvercookedState& state, int player, int* distance) {
  const DistanceMap map = distancesFrom(state.layout(), state.chef(player).pos, state.chef(1 - player).pos);
  return closestEmptyKitchenCounter(state, player, map, distance);
}

int closestEmptyKitchenCounter(const OvercookedState& state, int player, const DistanceMap& map, int* distance) {
  const Layout& l = state.layout();
  const Pos partner = state.chef(1 - player).pos;
  int best = -1;
  int bestDistance = kUnreachable;
  for (const Facility& k : l.kitchenCounters) {
    if (state.counterItem(k.pos) != Item::kNone) continue;
    const Location loc = locate(l, map, k.pos, partner);
    if (loc.kind == Location::Kind::kDistance && loc.distance < bestDistance) {
      bestDistance = loc.distance;
      best = k.index;
    }
  }
  if (distance != nullptr) *distance = bestDistance;
  return best;
}

std::vector<HighLevelAction> availableActions(const OvercookedState& state, int player) {
  return availableActions(state, player, distancesFrom(state.layout(), state.chef(player).pos, state.chef(1 - player).pos));
}

std::vector<HighLevelAction> availableActions(const OvercookedState& state, int player, const DistanceMap& map) {
  using Verb = HighLevelAction::Verb;
  const Layout& l = state.layout();
  const Chef& me = state.chef(player);
  const Pos partner = state.chef(1 - player).pos;
  auto reachable = [&](const Facility& f) { return locate(l, map, f.pos, partner).reachable(); };
  std::vector<HighLevelAction> out;
  auto add = [&](Verb v, Item item, const Facility& f) {
    out.push_back(HighLevelAction{v, item, f.letter, f.index});
  };
  // A held soup goes to no shared counter: the code's action sets have no `storage_counter_place_soup`.
  auto emptyCounters = [&](Item held) {
    for (const Facility& s : l.sharedCounters) {
      if (held != Item::kSoup && state.counterItem(s.pos) == Item::kNone && reachable(s)) {
        add(Verb::kPlaceOnCounter, held, s);
      }
    }
    const int k = closestEmptyKitchenCounter(state, player, map, nullptr);
    if (k >= 0) add(Verb::kPlaceOnCounter, held, l.kitchenCounters[k]);
  };
  switch (me.held) {
    case Item::kNone:
      for (const Facility& o : l.onionDispensers) {
        if (reachable(o)) add(Verb::kPickUp, Item::kOnion, o);
      }
      for (const Facility& p : l.dishDispensers) {
        if (reachable(p)) add(Verb::kPickUp, Item::kDish, p);
      }
      for (const auto* list : {&l.sharedCounters, &l.kitchenCounters}) {
        for (const Facility& f : *list) {
          const Item item = state.counterItem(f.pos);
          if (item != Item::kNone && reachable(f)) add(Verb::kPickUp, item, f);
        }
      }
      break;
    case Item::kOnion:
      for (const Facility& c : l.pots) {
        if (reachable(c)) add(Verb::kPlaceInPot, Item::kOnion, c);
      }
      emptyCounters(Item::kOnion);
      break;
    case Item::kDish:
      for (const Facility& c : l.pots) {
        if (reachable(c)) add(Verb::kLoadSoup, Item::kDish, c);
      }
      emptyCounters(Item::kDish);
      break;
    case Item::kSoup:
      for (const Facility& d : l.deliveries) {
        if (reachable(d)) add(Verb::kDeliver, Item::kSoup, d);
      }
      emptyCounters(Item::kSoup);
      break;
  }
  out.push_back(HighLevelAction::wait());
  out.push_back(HighLevelAction::moveAway());
  return out;
}

namespace {

// Words in lower case without articles, markup or the final period; "in" and "on" are the same
// word because the authors' code spells some counter actions "place onion in s0".
std::string canonical(std::string_view s) {
  std::string out;
  std::string word;
  auto flush = [&] {
    if (word.empty()) return;
    if (word != "a" && word != "an" && word != "the") {
      if (word == "in") word = "on";
      if (!out.empty()) out += ' ';
      out += word;
    }
    word.clear();
  };
  for (const char ch : s) {
    const auto c = static_cast<unsigned char>(ch);
    if (std::isalnum(c)) {
      word += static_cast<char>(std::tolower(c));
    } else if (ch == '.' || ch == ',' || ch == '[' || ch == ']' || ch == '*' || ch == '`' || ch == '"' || ch == '\'' ||
               std::isspace(c)) {
      flush();
    } else {
      word += ch;  // keeps "((" and the like, so garbage stays garbage
    }
  }
  flush();
  return out;
}

}  // namespace

std::string extractActionText(std::string_view reply) {
  return agents::labelledAnswer(reply, "Action:");
}

std::optional<HighLevelAction> matchAction(const std::vector<HighLevelAction>& available, std::string_view reply) {
  const std::string wanted = canonical(extractActionText(reply));
  if (wanted.empty()) return std::nullopt;
  for (const HighLevelAction& a : available) {
    if (canonical(a.text()) == wanted) return a;
  }
  if (wanted.size() < 4) return std::nullopt;
  for (const HighLevelAction& a : available) {
    if (canonical(a.text()).find(wanted) != std::string::npos) return a;
  }
  return std::nullopt;
}

}  // namespace craftmate::games::overcooked
