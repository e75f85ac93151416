#include "tasks/world_setup.h"

#include <algorithm>
#include <random>

#include "tasks/agent_goal.h"
#include "tasks/cooking_world.h"

namespace craftmate::tasks {

namespace {

class SetupList {
 public:
  void server(std::string text, int pauseMs = 0) { out_.push_back({SetupCommand::Kind::Server, std::move(text), pauseMs}); }
  void agent(std::string text) { out_.push_back({SetupCommand::Kind::Agent, std::move(text), 0}); }
  void pause(int ms) {
    if (!out_.empty()) out_.back().pauseAfterMs += ms;
  }
  void append(std::vector<SetupCommand> more) { out_.insert(out_.end(), more.begin(), more.end()); }
  std::vector<SetupCommand> take() { return std::move(out_); }

 private:
  std::vector<SetupCommand> out_;
};

}  // namespace

std::vector<std::string> giveCommands(const std::string& player, const ItemCounts& items) {
  std::vector<std::string> out;
  for (const auto& [item, count] : items)
    out.push_back("/give " + player + " " + lowerCaseItem(item) + " " + std::to_string(count));
  return out;
}

std::vector<SetupCommand> worldSetup(const Task& task, const SetupContext& context) {
  const int id = context.countId;
  if (id < 0 || id >= static_cast<int>(context.agentNames.size()))
    throw SetupError("task \"" + task.id + "\": agent " + std::to_string(id) + " has no name (" +
                     std::to_string(context.agentNames.size()) + " agent names given)");
  const std::string& self = context.agentNames[static_cast<std::size_t>(id)];
  std::mt19937_64 rng(context.seed ^ (0x9E3779B97F4A7C15ULL * static_cast<std::uint64_t>(id + 1)));
  SetupList out;

  // 1. An empty inventory.
  out.server("/clear " + self, 500);
  // 2. The cooking initiator is created (MINDcraft waits for it).
  if (task.type == TaskType::Cooking) out.pause(3000);
  // 3. Agent 0 empties the humans' inventories.
  if (id == 0 && task.humanCount > 0) {
    for (const auto& user : task.usernames) out.server("/clear " + user);
    out.pause(500);
  }
  // 4. Inventories: agent 0 gives the humans theirs, every agent gives itself its own.
  if (!task.initialInventory.empty()) {
    if (id == 0) {
      if (task.humanCount != static_cast<int>(task.usernames.size()))
        throw SetupError("task \"" + task.id + "\" in " + task.sourceFile + ": human_count is " +
                         std::to_string(task.humanCount) + " but usernames lists " +
                         std::to_string(task.usernames.size()) +
                         " players; list every human player's name in \"usernames\"");
      for (int h = 0; h < task.humanCount; ++h)
        if (auto it = task.initialInventory.find(task.agentCount + h); it != task.initialInventory.end())
          for (auto& give : giveCommands(task.usernames[static_cast<std::size_t>(h)], it->second)) out.server(give);
    }
    if (auto it = task.initialInventory.find(id); it != task.initialInventory.end())
      for (auto& give : giveCommands(self, it->second)) out.server(give);
    out.pause(500);
  }
  // 5. Agent 0 builds the cooking world around itself.
  if (id == 0 && task.type == TaskType::Cooking)
    out.append(cookingWorldCommands(context.position.x, context.position.y, context.position.z, rng));
  // 6. Everyone goes to the same place.
  const bool toOtherPlayer = context.otherPlayer && task.humanCount == 0;
  out.server("/tp " + self + " " + (toOtherPlayer ? *context.otherPlayer : context.agentNames[0]), 200);
  if (task.type == TaskType::Construction && task.blueprint && !task.blueprint->levels.empty()) {
    const auto& first = task.blueprint->levels[0];
    out.server("/tp @a " + std::to_string(first.x) + " " + std::to_string(first.y) + " " + std::to_string(first.z));
    if (id == 0)
      for (const auto& cell : task.blueprint->cells())
        out.server("/setblock " + std::to_string(cell.x) + " " + std::to_string(cell.y) + " " + std::to_string(cell.z) +
                   " air");
  } else if (task.type != TaskType::Construction) {
    std::uniform_int_distribution<int> offset(-5, 5);
    const auto& p = context.teleportTargetPosition;
    const int dx = offset(rng), dz = offset(rng);
    out.server("/tp " + self + " " + std::to_string(p.x + dx) + " " + std::to_string(p.y + 3) + " " +
                   std::to_string(p.z + dz),
               200);
  }
  out.pause(500);
  // 8. Agent 0 opens the conversation with the first other agent.
  const std::string conversation = openingConversation(task);
  if (id == 0 && !conversation.empty() && context.agentNames.size() > 1)
    out.agent("!startConversation(" + quotedArgument(context.agentNames[1]) + ", " + quotedArgument(conversation) + ")");
  // 9. The goal (none for a task without one).
  if (const std::string goal = agentGoal(task, id, context.agentNames); !goal.empty())
    out.agent("!goal(" + quotedArgument(goal) + ")");
  return out.take();
}

}  // namespace craftmate::tasks
