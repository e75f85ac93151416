#pragma once
// The world set-up of a MineCollab task (mindcraft.md §8.3–§8.4) as the list of commands each agent
// issues, in order, with MINDcraft's pauses. A pure function of the task and what the agent knows
// (names, positions, a seed), so it is tested without a server; a runner chats the `/…` lines through
// the agent's Bot (every player is an operator on the embedded server) and runs the `!…` lines as the
// agent's own commands.
//
// Decisions (docs/minecollab.md): the waits for missing agents (§8.3 steps 6–8) are the runner's job
// (it starts every bot before the set-up), so they are not in the list; the construction-area
// clearing is issued by agent 0 only (every agent repeating it changes nothing but the time);
// `available_agents` is the list of agent names (Appendix C.1).

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "tasks/setup_command.h"
#include "tasks/task.h"

namespace craftmate::tasks {

struct BlockPosition {
  int x = 0, y = 0, z = 0;
};

struct SetupContext {
  std::vector<std::string> agentNames;  // every agent of the task, by count_id
  int countId = 0;
  // Where this agent stands when the set-up starts (agent 0 builds the cooking world around it).
  BlockPosition position;
  // Where the agent stands after its first teleport (§8.3 step 6: to the first human player when
  // human_count is 0, else to agent 0); the random spread of non-construction tasks is around it.
  BlockPosition teleportTargetPosition;
  // The first player in the world that is not an agent, if any.
  std::optional<std::string> otherPlayer;
  // Seeds the random spread and the cooking world's layout: same seed, same commands.
  std::uint64_t seed = 0;
};

std::vector<SetupCommand> worldSetup(const Task& task, const SetupContext& context);

// One agent's /give commands for its initial inventory (item names lower-cased), in item order.
std::vector<std::string> giveCommands(const std::string& player, const ItemCounts& items);

}  // namespace craftmate::tasks
