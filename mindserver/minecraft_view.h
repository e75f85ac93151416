#pragma once
// What the MindServer page shows of Minecraft agents, read from the agents and their bots: each
// agent's state for the snapshot hook, the players the bots see, and the top-down map from the bots'
// shared chunk store. Call on the bots' executor (as the MindServer calls its hooks).

#include <optional>
#include <string>
#include <vector>

#include <boost/asio/any_io_executor.hpp>

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
  std::vector<std::string> onlyChatWith;  // settings.only_chat_with: the only people it listens to
};

// {name, model, connected, health, food, position {x,y,z}, held, inventory {item: count}, action,
//  modes [names of modes that are on], goal, conversation, only_chat_with [..]}
nlohmann::json agentJson(const AgentView& view);

// The page's message as MINDcraft's MindServer delivers it (respondFunc("NO USERNAME", message)):
// the agent stops shutting up and handles it as a person's message, on `executor`. Like MINDcraft,
// an agent whose only_chat_with lists others than "NO USERNAME" does not take it; unlike MINDcraft,
// which drops it silently, this throws std::runtime_error saying so (the page shows it).
void deliverPageMessage(const AgentView& view, const std::string& message, boost::asio::any_io_executor executor);

// The snapshot hook's answer: every agent, and the players the bots see that are not agents.
nlohmann::json teamSnapshot(const std::vector<AgentView>& views);

// The block at a position as the first of `bots` that has its chunk sees it (its name without
// block states); nullopt when none has.
std::optional<std::string> blockName(const std::vector<world::Bot*>& bots, int x, int y, int z);

// The top block of each column of [x0,x1] x [z0,z1], looked for from 24 blocks above the highest
// bot down to 40 below the lowest: {x0, z0, width, depth, palette [names], cells, y0, heights}, where
// cells and heights have two hex digits per column, row by row of z: palette index + 1 (00: no bot
// has the chunk) and the top block's y - y0.
nlohmann::json topDownMap(const std::vector<world::Bot*>& bots, int x0, int z0, int x1, int z1);

// One level of a construction blueprint beside what stands there, for the map's "blueprint":
// {level, x0, y, z0, width, depth, palette [names], expected [palette index per cell, row by row of
// z], actual [...], differ [0|1 per cell]}; `placement[row][col]` is the block at (x0 + col, y,
// z0 + row). A cell differs as the construction score counts it: not both air, names not equal.
nlohmann::json blueprintLevelView(int level, int x0, int y, int z0,
                                  const std::vector<std::vector<std::string>>& placement,
                                  const std::vector<world::Bot*>& bots);

}  // namespace craftmate::mindserver
