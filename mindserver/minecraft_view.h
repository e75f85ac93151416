#pragma once
// What the MindServer page shows of Minecraft agents, read from the agents and their bots: each
// agent's state for the snapshot hook, the players the bots see, and the top-down map from the bots'
// shared chunk store. Call on the bots' executor (as the MindServer calls its hooks).

#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace craftmate::world {
class Bot;
}
namespace craftmate::agents {
class Agent;
namespace minecraft {
class ModeController;
}
}  // namespace craftmate::agents

namespace craftmate::mindserver {

// One agent; `bot` and `modes` are null between connections.
struct AgentView {
  std::string name;
  std::string model;
  agents::Agent* agent = nullptr;
  world::Bot* bot = nullptr;
  const agents::minecraft::ModeController* modes = nullptr;
  bool inGame = false;  // spawned and playing (the bot's position and state are shown only then)
};

// {name, model, connected, health, food, position {x,y,z}, held, inventory {item: count}, action,
//  modes [names of modes that are on], goal, conversation}
nlohmann::json agentJson(const AgentView& view);

// The snapshot hook's answer: every agent, and the players the bots see that are not agents.
nlohmann::json teamSnapshot(const std::vector<AgentView>& views);

// The top block of each column of [x0,x1] x [z0,z1] (MindServer::Hooks::topDownMap's shape), looked
// for from 24 blocks above the highest bot down to 40 below the lowest; -1 where no bot has the chunk.
nlohmann::json topDownMap(const std::vector<world::Bot*>& bots, int x0, int z0, int x1, int z1);

}  // namespace craftmate::mindserver
