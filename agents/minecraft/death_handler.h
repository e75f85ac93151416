#pragma once
// MINDcraft's death handling for one agent's bot (agent.js startEvents, mindcraft.md §3.1): when the
// bot dies its action is stopped (and not resumed); when the server's death message about the bot
// arrives (a system message whose translation key starts with "death" and whose text starts with
// the bot's name) the place is saved as 'last_death_position' and the agent is prompted with
// MINDcraft's text, which quotes the message. Respawning is the bot's own (BotOptions::autoRespawn).

#include <cstdint>
#include <memory>
#include <string>

namespace craftmate::world {
class Bot;
struct Vec3;
}

namespace craftmate::agents {
class Agent;
}

namespace craftmate::agents::minecraft {

// MINDcraft's prompt after a death, its quirk kept: the "z:" slot repeats x.
std::string deathPromptText(const world::Vec3& position, const std::string& dimension, const std::string& message);

class DeathHandler {
 public:
  // Both must outlive this object; listens from construction to destruction.
  DeathHandler(std::shared_ptr<world::Bot> bot, Agent& agent);
  ~DeathHandler();
  DeathHandler(const DeathHandler&) = delete;
  DeathHandler& operator=(const DeathHandler&) = delete;

 private:
  std::shared_ptr<world::Bot> bot_;
  std::uint64_t deathListener_ = 0;
  std::uint64_t messageListener_ = 0;
};

}  // namespace craftmate::agents::minecraft
