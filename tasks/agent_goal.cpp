#include "tasks/agent_goal.h"

#include <algorithm>
#include <cctype>

namespace craftmate::tasks {

namespace {

const char* kTalkToAll =
    " Make sure to talk to all the agents using startConversation command to coordinate the task instead of talking "
    "to just one agent. You can even end current conversation with any agent using endConversation command and "
    "then talk to a new agent using startConversation command.";

bool startsWithAndy(const std::string& name) {
  if (name.size() < 4) return false;
  std::string head = name.substr(0, 4);
  std::transform(head.begin(), head.end(), head.begin(), [](unsigned char c) { return std::tolower(c); });
  return head == "andy";
}

}  // namespace

std::string taskGoal(const Task& task, int countId, const std::string& agentName) {
  std::string goal = task.goalFor(countId);
  if (task.type == TaskType::Construction && task.blueprint)
    goal += " \n" + task.blueprint->explain() + " \n" + "make sure to place the lower levels of the blueprint first";
  if (task.type == TaskType::Cooking) {
    if (task.agentCount > 2) {
      goal += startsWithAndy(agentName)
                  ? std::string("\nIn the end, all the food items should be given to you by other bots.") + kTalkToAll
                  : std::string("\nIn the end, all the food items should be given to one single bot whose name "
                                "starts with andy or Andy.") + kTalkToAll;
    } else if (!task.isHellsKitchen()) {
      goal += "\nIn the end, all the food items should be given to one single bot.";
    }
  } else if (task.type == TaskType::Techtree && task.agentCount > 2) {
    goal += std::string("\nMake sure to share resources among all agents and to talk to all the agents using "
                        "startConversation command to coordinate the task instead of talking to just one agent. You "
                        "can even end current conversation with any agent using endConversation command and then "
                        "talk to a new agent using startConversation command.");
  }
  return goal;
}

std::string agentGoal(const Task& task, int countId, const std::vector<std::string>& agentNames) {
  const std::string self = countId >= 0 && countId < static_cast<int>(agentNames.size()) ? agentNames[countId] : "";
  std::string goal = taskGoal(task, countId, self);
  if (task.agentCount + task.humanCount > 1) {
    std::string names;
    for (const auto& name : agentNames) names += (names.empty() ? "" : ", ") + name;
    goal += " You have to collaborate with other agents/bots, namely " + names +
            " to complete the task as soon as possible by dividing the work among yourselves.";
  }
  return goal;
}

std::string openingConversation(const Task& task) {
  if (!task.conversation) return "";
  if (task.type == TaskType::Construction && task.blueprint) return *task.conversation + " \n" + task.blueprint->explain();
  return *task.conversation;
}

std::string quotedArgument(const std::string& text) {
  std::string out = text;
  std::replace(out.begin(), out.end(), '"', '\'');
  return "\"" + out + "\"";
}

}  // namespace craftmate::tasks
