#include "agents/scripted_minecollab/team_talk.h"

#include <regex>

namespace craftmate::agents::minecollab {

TeamTalk readTeamTalk(const std::string& text) {
  TeamTalk talk;
  std::smatch m;
  static const std::regex inventory(R"(My inventory: ([^.]*)\.)");
  static const std::regex request(R"(Please give me: ([^.]*)\.)");
  static const std::regex planRequest(R"(Please send me the crafting plan for ([a-z0-9_]+)\.)");
  static const std::regex plan(R"(Crafting plan for ([a-z0-9_]+): ([^.]*)\.)");
  static const std::regex gave(R"(I gave you: ([^.]*)\.)");
  static const std::regex dropped(R"(I dropped near you: ([^.]*)\.)");
  if (std::regex_search(text, m, inventory)) talk.inventory = parseItemList(m[1]);
  if (text.find("My inventory is empty.") != std::string::npos) talk.inventory = ItemCounts{};
  if (std::regex_search(text, m, request)) talk.request = parseItemList(m[1]);
  talk.requestAll = text.find("Please give me all your items.") != std::string::npos;
  talk.inventoryRequest = text.find("Please tell me your inventory.") != std::string::npos;
  if (std::regex_search(text, m, planRequest)) talk.planRequest = m[1];
  if (std::regex_search(text, m, plan)) talk.plan = parseSteps(m[2]);
  if (std::regex_search(text, m, gave)) talk.gave = parseItemList(m[1]);
  if (text.find("I gave you nothing.") != std::string::npos) talk.gave = ItemCounts{};
  if (std::regex_search(text, m, dropped)) talk.dropped = parseItemList(m[1]);
  talk.done = text.find("I am done.") != std::string::npos;
  return talk;
}

std::string sayInventory(const ItemCounts& items) {
  const std::string list = itemList(items);
  return list.empty() ? "My inventory is empty." : "My inventory: " + list + ".";
}
std::string sayRequest(const ItemCounts& items) { return "Please give me: " + itemList(items) + "."; }
std::string sayRequestAll() { return "Please give me all your items."; }
std::string sayInventoryRequest() { return "Please tell me your inventory."; }
std::string sayPlanRequest(const std::string& item) { return "Please send me the crafting plan for " + item + "."; }
std::string sayPlan(const std::string& item, const std::vector<CraftingStep>& steps) {
  return "Crafting plan for " + item + ": " + (steps.empty() ? std::string("nothing to craft") : stepsLine(steps)) + ".";
}
std::string sayGave(const ItemCounts& items) {
  const std::string list = itemList(items);
  return list.empty() ? "I gave you nothing." : "I gave you: " + list + ".";
}
std::string sayDropped(const ItemCounts& items) { return "I dropped near you: " + itemList(items) + "."; }
std::string sayDone() { return "I am done."; }

}  // namespace craftmate::agents::minecollab
