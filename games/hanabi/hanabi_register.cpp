// Registers "hanabi" with the game registry (games/registered_games.cpp calls registerHanabi).

#include "games/game_registry.h"
#include "games/hanabi/hanabi_environment.h"
#include "games/hanabi/hanabi_scripted_player.h"

namespace craftmate::games {

void registerHanabi(GameRegistry& registry) {
  GameInfo info;
  info.name = "hanabi";
  info.description = "LLM-Coordination two-player Hanabi (Alice and Bob, HLE rules, the paper's text and action format)";
  info.parameters = {{"seed", ParameterType::kInteger, "321",
                      "deal seed (paper seeds: self-play 321, 212, 628; cross-play 45, 114, 4788)"}};
  info.minAgents = 2;
  info.maxAgents = 2;
  info.makeEnvironment = [](const GameParameters& params) -> std::unique_ptr<agents::Environment> {
    const long long seed = params.integer("seed");
    if (seed < 0) params.fail("seed", "must be a non-negative integer (e.g. --seed 321); got " + std::to_string(seed));
    return std::make_unique<hanabi::HanabiEnvironment>(static_cast<std::uint64_t>(seed));
  };
  info.makeScriptedPolicy = [](const GameParameters&) -> std::unique_ptr<agents::Policy> {
    return std::make_unique<hanabi::HanabiScriptedPlayer>();
  };
  registry.add(std::move(info));
}

}  // namespace craftmate::games
