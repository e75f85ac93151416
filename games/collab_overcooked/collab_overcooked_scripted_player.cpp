#include "games/collab_overcooked/collab_overcooked_scripted_player.h"

#include "games/collab_overcooked/collab_overcooked_action.h"
#include "games/collab_overcooked/collab_overcooked_metrics.h"
#include "games/collab_overcooked/collab_overcooked_observation_reader.h"
#include "games/collab_overcooked/collab_overcooked_task.h"

namespace craftmate::games::collab_overcooked {
namespace {

// The reference trajectory the Chef follows per level: the fastest under the timing model
// (reference_2 at levels 4-5, reference_4 at level 6; measured by the oracle test).
int preferredReference(int level) {
  switch (level) {
    case 4: return 1;
    case 5: return 1;
    case 6: return 3;
    default: return 0;
  }
}

std::string withSpaceAfterComma(const std::string& action) {
  std::string out;
  for (char c : action) {
    out += c;
    if (c == ',') out += ' ';
  }
  return out;
}

// Whether `action` (normalised) can start now according to the scene.
bool feasible(const std::string& action, const ObservationView& v) {
  const ParsedAction p = parseAction(action);
  if (!p.ok) return false;
  const Action& a = p.action;
  auto utensil = [&](int index) -> const ObservedUtensil* {
    static const char* names[] = {"pot0", "chopping_board0", "oven0", "blender0"};
    auto it = v.utensils.find(names[index]);
    return it == v.utensils.end() ? nullptr : &it->second;
  };
  const bool handEmpty = v.holding.empty();
  const std::string item = a.item == kNoItem ? std::string() : ItemCatalog::instance().name(a.item);
  switch (a.type) {
    case ActionType::Pickup:
      if (!handEmpty) return false;
      if (a.place == Place::Counter) return v.counters.count(item) > 0;
      if (a.place == Place::Utensil) {
        const ObservedUtensil* u = utensil(a.utensil);
        if (u == nullptr) return false;
        if (u->status == ObservedUtensil::Status::Ready) return u->product == item;
        if (u->status == ObservedUtensil::Status::Loaded) {
          for (const std::string& i : u->items) if (i == item) return true;
        }
        return false;
      }
      return true;
    case ActionType::PlaceOnCounter: return !handEmpty;
    case ActionType::PutInUtensil: {
      const ObservedUtensil* u = utensil(a.utensil);
      return !handEmpty && item != "dish" && v.holding != "dish" && u != nullptr &&
             u->status != ObservedUtensil::Status::Cooking && u->status != ObservedUtensil::Status::Ready;
    }
    case ActionType::Cut:
    case ActionType::Stir:
    case ActionType::Cook:
    case ActionType::Bake: {
      const ObservedUtensil* u = utensil(a.utensil);
      return handEmpty && u != nullptr && u->status == ObservedUtensil::Status::Loaded;
    }
    case ActionType::FillDish: {
      const ObservedUtensil* u = utensil(a.utensil);
      return v.holding == "dish" && !v.holdingDish && u != nullptr &&
             (u->status == ObservedUtensil::Status::Cooking || u->status == ObservedUtensil::Status::Ready);
    }
    case ActionType::Deliver: return !handEmpty;
    case ActionType::Wait: return true;
  }
  return false;
}

}  // namespace

std::string ScriptedOvercookedPlayer::reply(int agent, const std::string& observation, const std::string&) {
  return agent == 0 ? chefReply(observation) : assistantReply(observation);
}

std::string ScriptedOvercookedPlayer::chefReply(const std::string& observation) {
  const ObservationView v = readObservation(observation, "Chef");
  const Task* task = findTask(v.order);
  if (task == nullptr) return "Chef analysis: unknown order.\nChef plan: wait(1)\nChef say: [NOTHING]";
  if (v.scene < lastScene_) order_.clear();  // time went back: a new episode
  lastScene_ = v.scene;
  if (order_ != v.order) {
    // A new episode: the recipe, in the form of the fastest reference trajectory.
    order_ = v.order;
    reference_ = preferredReference(task->level);
    nextAction_ = 0;
    lastSeenAction_.clear();
    lastSeenTime_ = -1;
    nextPhase_ = 0;
    phases_.clear();
    const std::vector<std::string>& help = task->references[reference_].agent[1];
    for (std::size_t i = 0; i < help.size(); ++i) {
      // A new phase starts where the Assistant needs something the Chef puts on the counter.
      const bool waitsOnChef = help[i].starts_with("pickup(") && help[i].ends_with(",counter)");
      if (phases_.empty() || waitsOnChef) phases_.emplace_back();
      phases_.back().push_back(help[i]);
    }
  }
  // Account for the action that completed since the last decision.
  const std::vector<std::string>& mine = task->references[reference_].agent[0];
  if (!v.lastAction.empty() && (v.lastAction != lastSeenAction_ || v.lastActionTime != lastSeenTime_)) {
    lastSeenAction_ = v.lastAction;
    lastSeenTime_ = v.lastActionTime;
    if (nextAction_ < mine.size() && normalizeActionText(v.lastAction) == mine[nextAction_]) ++nextAction_;
  }
  std::string plan;
  std::string say;
  // Hand the Assistant its next phase when it has nothing queued and the phase can begin.
  if (!v.failed && !v.inConversation && nextPhase_ < phases_.size() && v.matePlanned.empty()) {
    const std::vector<std::string>& phase = phases_[nextPhase_];
    const std::string& first = phase.front();
    bool ready = true;
    if (first.ends_with(",counter)")) {
      const std::string item = first.substr(7, first.size() - 7 - 9);
      ready = v.counters.count(item) > 0;
    }
    if (ready) {
      std::string list;
      for (const std::string& a : phase) {
        plan += "request('" + withSpaceAfterComma(a) + "'); ";
        list += (list.empty() ? "" : "; ") + withSpaceAfterComma(a);
      }
      say = "Assistant, please do: " + list + " [END]";
      ++nextPhase_;
    }
  }
  std::string own = "wait(1)";
  if (nextAction_ < mine.size() && feasible(mine[nextAction_], v)) own = withSpaceAfterComma(mine[nextAction_]);
  plan += own;
  std::string out = "Chef analysis: order " + v.order + ", next step " + std::to_string(nextAction_ + 1) + " of " +
                    std::to_string(mine.size()) + ".\nChef plan: " + plan + "\nChef say: " + (say.empty() ? "[NOTHING]" : say);
  return out;
}

std::string ScriptedOvercookedPlayer::assistantReply(const std::string& observation) {
  const ObservationView v = readObservation(observation, "Assistant");
  std::string plan = "wait(1)";
  if (v.inConversation) {
    // Do what the Chef's latest message asks, in order.
    for (auto it = v.messages.rbegin(); it != v.messages.rend(); ++it) {
      if (it->speaker != "Chef") continue;
      std::string list;
      for (const std::string& call : findActionCalls(it->text)) {
        if (call.find("request") != std::string::npos) continue;
        list += (list.empty() ? "" : "; ") + call;
      }
      if (!list.empty()) plan = list;
      break;
    }
  } else if (v.failed) {
    // Something is not ready yet (a utensil still working, an item not yet on the counter): wait a
    // timestep and try again, keeping the rest of the plan. Other errors drop the failed action.
    const bool notYet = v.failureMessage.find("you should wait") != std::string::npos ||
                        v.failureMessage.find(" on counter ") != std::string::npos;
    plan = "wait(1)";
    if (notYet) plan += "; " + v.failedAction;
    if (!v.planned.empty()) {
      // The rest of the plan as the scene shows it ("a1;a2"), written back as "a1; a2".
      plan += "; ";
      for (char c : v.planned) plan += c == ';' ? std::string("; ") : std::string(1, c);
    }
  }
  return "Assistant analysis: following the chef's instructions.\nAssistant plan: " + plan + "\nAssistant say: [NOTHING]";
}

std::unique_ptr<agents::Policy> makeScriptedOvercookedPlayer() { return std::make_unique<ScriptedOvercookedPlayer>(); }

}  // namespace craftmate::games::collab_overcooked
