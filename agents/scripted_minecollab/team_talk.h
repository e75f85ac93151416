#pragma once
// What the scripted MineCollab teammates say to each other. Every message is plain English a person
// (or an LLM partner) could read, written in fixed sentences so that a scripted partner can read it
// back: inventories, requests for items or the crafting plan, what was given, and progress.
//
// A bot message reaches the partner as "<name>: (FROM OTHER BOT)<text>", several queued ones joined
// without a separator; every sentence ends with '.', so `readTeamTalk` finds each one on its own.

#include <optional>
#include <string>
#include <vector>

#include "agents/scripted_minecollab/command_outputs.h"

namespace craftmate::agents::minecollab {

struct TeamTalk {
  std::optional<ItemCounts> inventory;           // "My inventory: a: 1, b: 2." / "My inventory is empty."
  std::optional<ItemCounts> request;             // "Please give me: a: 1, b: 2."
  bool requestAll = false;                       // "Please give me all your items."
  bool inventoryRequest = false;                 // "Please tell me your inventory."
  std::optional<std::string> planRequest;        // "Please send me the crafting plan for <item>."
  std::optional<std::vector<CraftingStep>> plan; // "Crafting plan for <item>: Craft ... ."
  std::optional<ItemCounts> gave;                // "I gave you: a: 1." / "I gave you nothing."
  std::optional<ItemCounts> dropped;             // "I dropped near you: a: 1." (a give never picked up)
  bool done = false;                             // "I am done." (my part is finished)
};

TeamTalk readTeamTalk(const std::string& text);

std::string sayInventory(const ItemCounts& items);
std::string sayRequest(const ItemCounts& items);
std::string sayRequestAll();
std::string sayInventoryRequest();
std::string sayPlanRequest(const std::string& item);
std::string sayPlan(const std::string& item, const std::vector<CraftingStep>& steps);
std::string sayGave(const ItemCounts& items);
std::string sayDropped(const ItemCounts& items);
std::string sayDone();

}  // namespace craftmate::agents::minecollab
