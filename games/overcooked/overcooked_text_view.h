#pragma once
// What an Overcooked state text says, read back into numbers (the scripted player's only input):
// inventories, per-facility distances for me and my partner, cooker states, counter contents and
// the available actions. Works for both observation arrangements.

#include <map>
#include <string>
#include <vector>

namespace craftmate::games::overcooked {

struct SeenLocation {
  bool reachable = false;  // not "inaccessible"
  bool blocked = false;    // only through the partner's cell
  int distance = 1000;     // unknown ("blocked by me" in the partner view) counts as far
};

struct SeenCooker {
  int onions = 0;
  bool cooking = false;
  bool cooked = false;
};

struct OvercookedTextView {
  std::string partner;       // "Bob"
  std::string myItem;        // "nothing", "onion", "plate", "cooked soup"
  std::string partnerItem;
  std::map<std::string, SeenLocation> mine;     // "o0" -> where it is for me (also filled k counters)
  std::map<std::string, SeenLocation> partners; // "o0" -> where it is for the partner
  std::map<std::string, SeenCooker> cookers;    // "c0" -> contents
  std::map<std::string, std::string> counters;  // filled "s1"/"k3" -> item; empty shared counters -> ""
  std::vector<std::string> actions;             // exact texts, e.g. "pick up onion from o0."
  bool parsed = false;
};

OvercookedTextView readObservation(const std::string& observation);

}  // namespace craftmate::games::overcooked
