#include "games/cuisineworld/cuisineworld_observation.h"

#include <string_view>
#include <vector>

#include "games/cuisineworld/cuisineworld_feedback.h"
#include "games/cuisineworld/cuisineworld_options.h"
#include "games/cuisineworld/cuisineworld_state.h"

namespace craftmate::games::cuisine {

namespace data {
std::string_view demoText();  // data/demo_2agent.txt, embedded by CMake
}  // namespace data

void appendStateText(const CuisineState& state, std::string& out) {
  const Level& level = state.level();
  const Catalog& catalog = level.catalog();
  out += "-game state:\ncurrent game level: ";
  out += level.name();
  out += "\ncurrent dishes:\n";
  for (const Order& order : state.orders()) {
    out += "    name: ";
    out += catalog.name(order.dish);
    out += " lifetime: ";
    out += std::to_string(order.lifetime);
    out += '\n';
  }
  out += "current game step: ";
  out += std::to_string(state.timeStep());
  out += "\nmaximum game steps: ";
  out += std::to_string(state.maxSteps());
  out += "\n\n-agent state:\n";
  for (int i = 0; i < state.agentCount(); ++i) {
    const AgentState& a = state.agents()[i];
    const std::string agent = "agent" + std::to_string(i);
    out += "at(" + agent + ", " + level.locations()[a.at].name + ")\n";
    out += "hold(" + agent + ", " + (a.holding == kNoItem ? std::string("None") : catalog.name(a.holding)) + ")\n";
    if (a.busy > 0) out += "occupy(" + agent + ", True)\n";
  }
  out += "\n-kitchen state:\n";
  for (int i = 0; i < level.locationCount(); ++i) {
    const LocationState& l = state.locations()[i];
    const std::string& name = level.locations()[i].name;
    out += "inside(" + name + ", ";
    if (l.content.empty()) {
      out += "None";
    } else {
      for (std::size_t k = 0; k < l.content.size(); ++k) {
        if (k > 0) out += '&';
        out += catalog.name(l.content[k]);
      }
    }
    out += ")\n";
    if (l.busy > 0) out += "occupy(" + name + ")\n";
  }
  out += "\n-accomplished task:\n";
  for (ItemId dish : state.accomplished()) {
    out += catalog.name(dish);
    out += ", ";
  }
  out += "\n\n";
}

std::string stateText(const CuisineState& state) {
  std::string out;
  out.reserve(1024);
  appendStateText(state, out);
  return out;
}

std::string dispatcherPrompt(const CuisineState& state) {
  std::string out;
  out.reserve(1280);
  if (state.options().feedback) {
    out += "-execution error messages:\n  --  ";
    out += pythonListRepr(state.feedbackTexts());
    out += "\n-execution suggestions:\n  --  ";
    out += pythonListRepr(state.suggestionTexts());
    out += '\n';
  }
  appendStateText(state, out);
  out += "-action:\n";
  return out;
}

std::string agentInfoText(int agentCount) {
  const std::string n = std::to_string(agentCount);
  return "In this game, There are " + n + " agents available and no human, so you should control all the " + n +
         " agents, and plan " + n + " actions at a time.\n";
}

std::string humanInfoText(int agentCount) {
  const std::string others = std::to_string(agentCount - 1);
  return "In this game, there is one human, denote as agent0, you should read the human's action and control the "
         "other " + others + " agents to collaborate with the human. Therefore, you should plan " + others +
         " actions at a time.";
}

std::string oneShotDemoText() { return std::string(data::demoText()); }

std::string systemPrompt(const Level& level, const CuisineOptions& options) {
  const Catalog& catalog = level.catalog();
  std::string out =
      "The available actions are :\n"
      "1) goto: goto a tool location \n"
      "2) get: get some object from a tool \n"
      "3) put: put some object into a tool \n"
      "4) activate: activate the tool to cook all ingredients inside the tool into a different tools \n"
      "5) noop: not performing any actions \n"
      "Sometimes the system will give you error messages. Please consider these error messages when executing "
      "actions.  \n"
      "You need to specify action for all of the agents, **except human**. They all have different agent numbers. "
      "Do not assign actions to the same agent more than once. \n"
      "\n";
  if (options.inferenceKnowledge) {
    out +=
        "When the tools reach its capacity, you need to take stuff out. Otherwise, you cannot put items inside.\n"
        "When you are holding objects, you cannot get any more objects. \n"
        "When you are holding objects, you cannot activate tools. \n"
        "Afer you cooked a required dish, you need to put it into the servingtable. \n"
        "You can only pick up objects from the tool location, if you are located at the tool location. \n"
        "When you activate any tools, make sure all the items inside the tool are respecting the recipes. "
        "Otherwise, you will cook waste. Avoid waste at all cost. \n"
        "*** You should mix salad in the mixer. To make salad you should chop veggies first. *** \n"
        "*** If the tool is occupied, indicated by the occupy() predicate, you cannot get objects from it or put "
        "objects into it. *** \n"
        "*** The food orders are keep coming. You should finish as many dishes as possible and finish every dish as "
        "soon as possible. Please deliver the order to the serveringtable when it is finished. *** \n"
        "*** The dish will expire after the lifetime reaches 0 and it's not at the serveringtable. Please avoid "
        "this. *** ";
  }
  out += "Here are the recipes: \n\n";

  // Recipes in the closure of the level's dishes plus the demo dish, in recipe-file order.
  std::vector<bool> wanted(catalog.itemCount(), false);
  std::vector<ItemId> stack(level.dishes().begin(), level.dishes().end());
  if (const ItemId demo = catalog.find("porkMeatcake"); demo != kNoItem) stack.push_back(demo);
  while (!stack.empty()) {
    const ItemId item = stack.back();
    stack.pop_back();
    if (wanted[item]) continue;
    wanted[item] = true;
    if (const Recipe* r = catalog.recipeFor(item)) stack.insert(stack.end(), r->ingredients.begin(), r->ingredients.end());
  }
  std::vector<ItemId> objects;  // first appearance in the recipe listing (deterministic, quirk 7)
  std::vector<bool> listed(catalog.itemCount(), false);
  auto list = [&](ItemId item) {
    if (!listed[item]) {
      listed[item] = true;
      objects.push_back(item);
    }
  };
  for (const Recipe& r : catalog.recipes()) {
    if (!wanted[r.product]) continue;
    out += "Cook " + catalog.name(r.product) + " at: \n -- location: " + std::string(toolSpec(r.tool).stem) +
           " \n -- with ingredients: ";
    for (ItemId ingredient : r.ingredients) out += "    " + catalog.name(ingredient) + ", ";
    out += '\n';
    list(r.product);
    for (ItemId ingredient : r.ingredients) list(ingredient);
  }
  out += "The following objects are available: \n";
  int n = 0;
  for (ItemId item : objects) out += " --" + std::to_string(++n) + ") " + catalog.name(item) + " \n";
  out += "The objecsts are cooked using tools or are just base ingredients. \n";
  out += "Among them, the following are base ingredients: \n";
  n = 0;
  for (ItemId item : objects) {
    if (catalog.isBase(item)) out += " --" + std::to_string(++n) + ") " + catalog.name(item) + " \n";
  }
  out += "You can only obtain base ingredients from the storage initially.  \n";
  out += "Additional rules: \n";
  for (const LocationInfo& l : level.locations()) {
    const int capacity = toolSpec(l.type).capacity;
    const std::string line = "You can place up to " +
                             (capacity == kUnlimited ? std::string("infinite") : std::to_string(capacity)) +
                             " item into the " + l.name + " \n";
    out += line;
    if (options.capacityLinesTwice) out += line;  // the released prompt repeats each line at once
  }
  out += "** Only ** the following tools are available: \n";
  for (const LocationInfo& l : level.locations()) out += l.name + ", ";
  out += "You cannot pick up these tools. You can only use those tools at the corresponding location.\n";
  return out;
}

}  // namespace craftmate::games::cuisine
