#include "games/collab_overcooked/collab_overcooked_observation.h"

#include "games/collab_overcooked/collab_overcooked_state.h"
#include "games/collab_overcooked/collab_overcooked_task.h"

namespace craftmate::games::collab_overcooked {
namespace {

const ItemCatalog& catalog() { return ItemCatalog::instance(); }

void appendItems(const UtensilState& u, std::string& out) {
  for (int k = 0; k < u.count; ++k) {
    if (k > 0) out += ' ';
    out += catalog().name(u.items[k]);
  }
}

// True when sorted multiset `sub` (n items) is contained in recipe `r`.
bool subMultiset(const ItemId* sub, int n, const SynthesisRecipe& r) {
  int i = 0;
  for (int j = 0; j < r.inputCount && i < n; ++j) {
    if (r.inputs[j] == sub[i]) ++i;
  }
  return i == n;
}

// Whether the task's own reference trajectories mention `product`; used to name the recipe of a
// partially filled utensil when several fit (the authors name the last match, spec §9.10).
bool onTaskPath(const Task& task, ItemId product) {
  const std::string& name = catalog().name(product);
  if (product == task.orderItem) return true;
  for (const auto& rat : task.references) {
    for (const auto& list : rat.agent) {
      for (const std::string& a : list) {
        if (a.find("(" + name + ",") != std::string::npos) return true;
      }
    }
  }
  return false;
}

enum class Group { Empty, Cooking, Ready, Full, Partial, Wrong };

struct Classified {
  Group group = Group::Empty;
  const SynthesisRecipe* recipe = nullptr;
};

Classified classify(const OvercookedState& state, int u) {
  const UtensilState& s = state.utensil(u);
  switch (s.phase) {
    case UtensilPhase::Empty: return {Group::Empty, nullptr};
    case UtensilPhase::Cooking: return {Group::Cooking, nullptr};
    case UtensilPhase::Ready: return {Group::Ready, nullptr};
    case UtensilPhase::Loaded: break;
  }
  std::array<ItemId, 3> sorted = s.items;
  sortItems(sorted.data(), s.count);
  const UtensilType type = Layout::standard().utensils()[u].type;
  // Order-insensitive, unlike the authors' display (spec §9.10): what `cook` would accept is "full".
  if (const SynthesisRecipe* r = catalog().match(type, sorted.data(), s.count)) return {Group::Full, r};
  const SynthesisRecipe* partial = nullptr;
  for (const SynthesisRecipe& r : catalog().recipes(type)) {
    if (r.inputCount > s.count && subMultiset(sorted.data(), s.count, r)) {
      if (partial == nullptr || !onTaskPath(state.task(), partial->product) || onTaskPath(state.task(), r.product)) partial = &r;
    }
  }
  if (partial != nullptr) return {Group::Partial, partial};
  return {Group::Wrong, nullptr};
}

void appendHolding(const OvercookedState& state, int who, bool ego, std::string& out) {
  const HeldObject& h = state.agent(who).held;
  out += '<';
  out += roleName(who);
  out += "> holds ";
  if (h.empty()) {
    out += "nothing. ";
  } else if (ego && h.item == state.task().orderItem) {
    // The authors test the held name against the order (the Chef's recipe key), with a dish or not.
    out += "a dish with ";
    out += catalog().name(h.item);
    out += " and needs to deliver soup.  ";
  } else if (ego && h.withDish) {
    out += "a dish with ";
    out += catalog().name(h.item);
    out += ". ";
  } else {
    out += "one ";
    out += catalog().name(h.item);
    out += ". ";
  }
}

void appendPlanned(int who, const ObservationContext& context, std::string& out) {
  out += "The planned sequence of actions (yet to be performed) for ";
  out += roleName(who);
  out += " is [";
  out += context.planned[who];
  out += "] ";
}

}  // namespace

const char* roleName(int agent) { return agent == kChef ? "Chef" : "Assistant"; }

void appendScene(const OvercookedState& state, int agent, const ObservationContext& context, std::string& out) {
  const Layout& layout = Layout::standard();
  const int mate = 1 - agent;
  out += "Scene ";
  out += std::to_string(state.timestep());
  out += ": ";
  appendHolding(state, agent, true, out);
  appendPlanned(agent, context, out);
  appendHolding(state, mate, false, out);
  appendPlanned(mate, context, out);
  out += "Kitchen states: ";
  const int utensilCount = static_cast<int>(layout.utensils().size());
  std::array<Classified, 8> classes{};
  for (int u = 0; u < utensilCount; ++u) classes[u] = classify(state, u);
  for (Group g : {Group::Empty, Group::Cooking, Group::Ready, Group::Full, Group::Partial, Group::Wrong}) {
    for (int u = 0; u < utensilCount; ++u) {
      if (classes[u].group != g) continue;
      const UtensilState& s = state.utensil(u);
      const std::string& name = layout.utensils()[u].name;
      out += '<';
      out += name;
      out += "> ";
      switch (g) {
        case Group::Empty: out += "is empty; "; break;
        case Group::Cooking:
          // The authors print a hard-coded "chopped_onion" here (spec §9.10); we name the product.
          out += "starts processing ";
          out += catalog().name(s.product);
          out += ",it will be ready after ";
          out += std::to_string(kCookTime - s.progress);
          out += " timesteps; ";
          break;
        case Group::Ready:
          out += "has ";
          out += catalog().name(s.product);
          out += "; ";
          break;
        case Group::Full:
          out += "has ";
          appendItems(s, out);
          out += ", which are all the ingredients you need to make ";
          out += catalog().name(classes[u].recipe->product);
          out += "; ";
          break;
        case Group::Partial:
          out += "has ";
          appendItems(s, out);
          out += ", which is part of ";
          out += catalog().name(classes[u].recipe->product);
          out += "; ";
          break;
        case Group::Wrong:
          out += "has ";
          appendItems(s, out);
          out += ",which seems do not belong to any recipe;";
          break;
      }
    }
  }
  out += std::to_string(layout.sharedCounterCount());
  out += " counters can be visited by <";
  out += roleName(agent);
  out += ">. Their states are as follows: ";
  // Objects on the counters this agent can reach, grouped by name in row-major order of first sight.
  std::array<ItemId, 32> seen{};
  std::array<int, 32> counts{};
  int kinds = 0;
  for (int c = 0; c < state.counterCount(); ++c) {
    const HeldObject& h = state.counter(c);
    if (h.empty() || !layout.reachable(agent, layout.counters()[c])) continue;
    int k = 0;
    while (k < kinds && seen[k] != h.item) ++k;
    if (k == kinds) {
      seen[kinds] = h.item;
      counts[kinds++] = 0;
    }
    ++counts[k];
  }
  if (kinds == 0) {
    out += "counters have nothing.";
  } else {
    for (int k = 0; k < kinds; ++k) {
      out += std::to_string(counts[k]);
      out += " counters have ";
      out += catalog().name(seen[k]);
      out += " which you can pick it up. ";
    }
  }
  out += '\n';
}

std::string renderObservation(const OvercookedState& state, int agent, const ObservationContext& context) {
  std::string out;
  out.reserve(1024);
  out += "Successful Action History: [";
  const auto& history = state.history(agent);
  // The authors show the whole list up to 5 entries, and only the last 4 beyond that.
  const std::size_t first = history.size() > 5 ? history.size() - 4 : 0;
  for (std::size_t i = first; i < history.size(); ++i) {
    if (i > first) out += ", ";
    out += "{'timestamp': ";
    out += std::to_string(history[i].timestep);
    out += ", 'action': '";
    out += actionText(history[i].action);
    out += "'}";
  }
  out += "]\n";
  out += "Lessons from Past Failures\n[]\n";
  out += "Chef space:pot0  oven0  counter \nAssistant space:chopping_board0  blender0  dish_dispenser  ingredient_dispenser\n";
  out += "Order:";
  out += state.task().order;
  out += '\n';
  appendScene(state, agent, context, out);
  out += context.environmentErrors;
  out += context.failureBlock;
  out += context.dialogue;
  return out;
}

}  // namespace craftmate::games::collab_overcooked
