#pragma once
// Reads back the state text of spec §4.6 (what an agent sees) into a small view, so the scripted
// players decide from exactly the text a model reads and never from the state itself.

#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace craftmate::games::collab_overcooked {

struct ObservedUtensil {
  enum class Status { Empty, Cooking, Ready, Loaded } status = Status::Empty;
  std::string product;             // Cooking / Ready
  std::vector<std::string> items;  // Loaded
};

struct ObservedMessage {
  std::string speaker;  // "Chef" / "Assistant"
  std::string text;
};

struct ObservationView {
  std::string order;
  int scene = -1;
  std::string lastAction;  // the newest entry of the successful action history ("" when none)
  int lastActionTime = -1;
  std::size_t historyShown = 0;
  std::string holding;  // item name, "" for nothing
  bool holdingDish = false;  // holds a dish with food
  std::string mateHolding;
  std::string planned;      // own queued actions as shown
  std::string matePlanned;
  std::map<std::string, ObservedUtensil> utensils;
  std::map<std::string, int> counters;  // item -> how many visible counters hold it
  bool failed = false;
  std::string failedAction;
  std::string failureMessage;
  bool inConversation = false;
  std::vector<ObservedMessage> messages;
};

// `self` is the reader's role name ("Chef" or "Assistant").
ObservationView readObservation(std::string_view text, std::string_view self);

// Every `name(args)` call in a text, in order, spaces kept as written.
std::vector<std::string> findActionCalls(std::string_view text);

}  // namespace craftmate::games::collab_overcooked
