#include "games/overcooked/overcooked_scripted_player.h"

#include <algorithm>

#include "games/overcooked/overcooked_text_view.h"

namespace craftmate::games::overcooked {

namespace {

struct Choice {
  std::string action;
  int distance = 1 << 20;
};

class Planner {
 public:
  explicit Planner(const OvercookedTextView& v) : v_(v) {}

  bool offered(const std::string& action) const {
    return std::find(v_.actions.begin(), v_.actions.end(), action) != v_.actions.end();
  }
  // My distance to a facility. A blocked target (its only access is the partner's cell) is not an
  // option now: the grounding would stand still until the partner leaves.
  int myDistance(const std::string& name) const {
    const auto it = v_.mine.find(name);
    if (it == v_.mine.end() || !it->second.reachable || it->second.blocked) return 1 << 20;
    return it->second.distance;
  }
  bool emptySharedCounterReachable() const {
    for (const auto& [name, item] : v_.counters) {
      if (name[0] == 's' && item.empty() && myDistance(name) < (1 << 20)) return true;
    }
    return false;
  }
  int partnerDistance(const std::string& name) const {
    const auto it = v_.partners.find(name);
    if (it == v_.partners.end() || !it->second.reachable) return 1 << 20;
    return it->second.blocked ? 500 : it->second.distance;
  }
  // The nearest offered action among "<prefix><facility>." for facilities of `letters`.
  Choice nearest(const std::string& prefix, const std::string& letters) const {
    Choice best;
    for (const std::string& a : v_.actions) {
      if (a.rfind(prefix, 0) != 0) continue;
      const std::string target = a.substr(prefix.size(), a.size() - prefix.size() - 1);
      if (target.empty() || letters.find(target[0]) == std::string::npos) continue;
      const int d = myDistance(target);
      if (d < best.distance && d < (1 << 20)) best = Choice{a, d};
    }
    return best;
  }
  int partnerNearestOf(char letter) const {
    int best = 1 << 20;
    for (const auto& [name, loc] : v_.partners) {
      if (name[0] == letter) best = std::min(best, partnerDistance(name));
    }
    return best;
  }
  bool iCanReachAnyCooker() const {
    for (const auto& [name, c] : v_.cookers) {
      if (myDistance(name) < (1 << 20)) return true;
    }
    return false;
  }
  bool partnerCanReachAnyCooker() const {
    for (const auto& [name, c] : v_.cookers) {
      if (partnerDistance(name) < (1 << 20)) return true;
    }
    return false;
  }
  int countOnCounters(const std::string& item) const {
    int n = 0;
    for (const auto& [name, what] : v_.counters) n += what == item ? 1 : 0;
    return n;
  }
  int onionsStillNeeded() const {
    int need = 0;
    for (const auto& [name, c] : v_.cookers) {
      if (!c.cooking && !c.cooked) need += 3 - c.onions;
    }
    return need;
  }
  int soupsUnderway() const {
    int n = 0;
    for (const auto& [name, c] : v_.cookers) n += (c.cooking || c.cooked) ? 1 : 0;
    return n;
  }
  bool iTakeTheJob(int myDist, int partnerDist, bool partnerFree) const {
    if (!partnerFree || partnerDist >= (1 << 20)) return true;
    if (myDist != partnerDist) return myDist < partnerDist;
    return v_.partner == "Bob";  // ties: Alice takes it, so both seats agree
  }
  // The empty shared counter nearest to the partner (the hand-over spot).
  std::string handOver(const std::string& item) const {
    std::string best;
    int bestDistance = 1 << 20;
    for (const std::string& a : v_.actions) {
      const std::string prefix = "place " + item + " on s";
      if (a.rfind(prefix, 0) != 0) continue;
      const std::string target = a.substr(prefix.size() - 1, a.size() - prefix.size());
      const int d = partnerDistance(target);
      if (d < bestDistance) {
        bestDistance = d;
        best = a;
      }
    }
    return best;
  }

  std::string decide() const {
    const std::string& held = v_.myItem;
    if (held == "cooked soup") {
      const Choice deliver = nearest("place soup for delivery in ", "d");
      if (!deliver.action.empty()) return deliver.action;
      const std::string pass = handOver("cooked soup");
      return pass.empty() ? "wait." : pass;
    }
    if (held == "plate") return withPlate();
    if (held == "onion") return withOnion();
    return emptyHanded();
  }

 private:
  std::string withPlate() const {
    Choice ready;
    Choice cooking;
    for (const auto& [name, c] : v_.cookers) {
      const std::string a = "load soup on plate from " + name + ".";
      if (!offered(a)) continue;
      const int d = myDistance(name);
      if (d >= (1 << 20)) continue;
      if (c.cooked && d < ready.distance) ready = Choice{a, d};
      if (c.cooking && d < cooking.distance) cooking = Choice{a, d};
    }
    if (!ready.action.empty()) return ready.action;
    if (!cooking.action.empty()) return cooking.action;
    if (!iCanReachAnyCooker()) {
      const std::string pass = handOver("plate");
      if (!pass.empty() && soupsUnderway() > 0) return pass;
    }
    return idle();
  }

  std::string withOnion() const {
    Choice best;
    int bestOnions = -1;
    for (const auto& [name, c] : v_.cookers) {
      const std::string a = "place onion in " + name + ".";
      if (!offered(a) || c.cooking || c.cooked || c.onions >= 3) continue;
      const int d = myDistance(name);
      if (d >= (1 << 20)) continue;
      if (c.onions > bestOnions || (c.onions == bestOnions && d < best.distance)) {
        bestOnions = c.onions;
        best = Choice{a, d};
      }
    }
    if (!best.action.empty()) return best.action;
    if (!iCanReachAnyCooker()) {
      const std::string pass = handOver("onion");
      if (!pass.empty()) return pass;
    }
    // Every cooker is busy: keep the onion on the nearest free counter for the next soup.
    if (iCanReachAnyCooker()) {
      const Choice store = nearest("place onion on ", "k");
      if (!store.action.empty()) return store.action;
    }
    return idle();
  }

  std::string emptyHanded() const {
    const bool partnerFree = v_.partnerItem == "nothing";
    // 1. A soup waiting on a counter.
    const Choice soup = nearest("pick up cooked soup from ", "sk");
    if (!soup.action.empty() && (nearest("place soup for delivery in ", "d").distance < (1 << 20) ||
                                 myDistance("d0") < (1 << 20) || myDistance("d1") < (1 << 20))) {
      return soup.action;
    }
    // 2. A plate for each soup under way that has none yet.
    const int platesInPlay = (v_.partnerItem == "plate" ? 1 : 0) + countOnCounters("plate");
    const bool reachCooker = iCanReachAnyCooker();
    if (soupsUnderway() > platesInPlay) {
      const Choice fromCounter = reachCooker ? nearest("pick up plate from ", "sk") : Choice{};
      const Choice fromDispenser = nearest("pick up plate from ", "p");
      const Choice plate = fromCounter.distance <= fromDispenser.distance ? fromCounter : fromDispenser;
      const bool canPass = reachCooker || emptySharedCounterReachable();
      if (!plate.action.empty() && canPass && iTakeTheJob(plate.distance, partnerNearestOf('p'), partnerFree)) {
        return plate.action;
      }
    }
    // 3. Onions for the cookers that are filling.
    const int inTransit = (v_.partnerItem == "onion" ? 1 : 0) + countOnCounters("onion");
    const int needed = onionsStillNeeded();
    const Choice counterOnion = reachCooker ? nearest("pick up onion from ", "sk") : Choice{};
    if (needed > 0 && !counterOnion.action.empty()) return counterOnion.action;  // use what was set aside
    if (needed - inTransit > 0) {
      const Choice onion = nearest("pick up onion from ", "o");
      const bool canPass = reachCooker || emptySharedCounterReachable();
      const bool bothNeeded = needed - inTransit >= 2;
      if (!onion.action.empty() && canPass &&
          (bothNeeded || iTakeTheJob(onion.distance, partnerNearestOf('o'), partnerFree))) {
        return onion.action;
      }
    }
    // 4. Nothing pressing: fetch onions for the soups after the ones under way (a busy cooker needs
    //    three again once it is emptied), keeping them on counters until then.
    const int futureNeed = needed + 3 * soupsUnderway();
    if (futureNeed - inTransit > (needed > 0 ? 0 : 1)) {
      const Choice onion = nearest("pick up onion from ", "o");
      if (!onion.action.empty() && (reachCooker || emptySharedCounterReachable())) return onion.action;
    }
    return idle();
  }

  std::string idle() const {
    for (const auto& [name, loc] : v_.partners) {
      if (loc.blocked && offered("move away.")) return "move away.";
    }
    return "wait.";
  }

  const OvercookedTextView& v_;
};

std::string partnerLine(const std::string& observation, const std::string& partner) {
  const size_t at = observation.find("<" + partner + "s Location Information>");
  if (at == std::string::npos) return "";
  return observation.substr(at, observation.find('\n', at) - at);
}

}  // namespace

std::string OvercookedScriptedPlayer::reply(int agent, const std::string& observation, const std::string&) {
  Memory& m = memory_[agent == 1 ? 1 : 0];
  const OvercookedTextView view = readObservation(observation);
  if (!view.parsed) return "Action: wait.";
  std::string action = Planner(view).decide();
  // When idle while the partner has not moved since my last decision, I may be in the way on a
  // path the text cannot show (the partner's target looks "inaccessible" to it): step aside.
  const std::string partnerNow = partnerLine(observation, view.partner);
  // Stepping aside twice in a row can walk into the partner who is coming through: after one
  // step aside, hold still for two decisions.
  if (action == "move away." && m.moveAwayCooldown > 0) action = "wait.";
  if (m.moveAwayCooldown > 0) --m.moveAwayCooldown;
  if (action == "wait.") {
    if (partnerNow == m.lastPartnerView && ++m.idleRepeats >= 3) {
      action = "move away.";
      m.idleRepeats = 0;
    }
  } else {
    m.idleRepeats = 0;
  }
  if (action == "move away.") m.moveAwayCooldown = 2;
  m.lastPartnerView = partnerNow;
  return "Explanation: scripted planner.\nAction: " + action;
}

}  // namespace craftmate::games::overcooked
