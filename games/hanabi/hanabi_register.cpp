// Registers "hanabi" with the game registry (games/registered_games.cpp calls registerHanabi).

#include <stdexcept>

#include <nlohmann/json.hpp>

#include "games/game_registry.h"
#include "games/hanabi/hanabi_environment.h"
#include "games/hanabi/hanabi_scripted_player.h"

namespace craftmate::games {

namespace {

std::uint64_t seedFrom(const nlohmann::json& params) {
  if (!params.is_object() || !params.contains("seed")) return 321;  // the paper's first self-play seed
  const nlohmann::json& v = params.at("seed");
  if (v.is_number_unsigned()) return v.get<std::uint64_t>();
  if (v.is_number_integer() && v.get<std::int64_t>() >= 0) return static_cast<std::uint64_t>(v.get<std::int64_t>());
  if (v.is_string()) {
    const std::string s = v.get<std::string>();
    if (!s.empty() && s.find_first_not_of("0123456789") == std::string::npos && s.size() <= 19) return std::stoull(s);
  }
  throw std::invalid_argument("hanabi parameter 'seed' must be a non-negative integer (e.g. --seed 321), got " + v.dump());
}

}  // namespace

void registerHanabi(GameRegistry& registry) {
  GameInfo info;
  info.name = "hanabi";
  info.description = "LLM-Coordination two-player Hanabi (Alice and Bob, HLE rules, the paper's text and action format)";
  info.parameters = {{"seed", "321", "deal seed (paper seeds: self-play 321, 212, 628; cross-play 45, 114, 4788)"}};
  info.minAgents = 2;
  info.maxAgents = 2;
  info.create = [](const nlohmann::json& params) -> std::unique_ptr<agents::Environment> {
    return std::make_unique<hanabi::HanabiEnvironment>(seedFrom(params));
  };
  info.scriptedPolicy = [](const nlohmann::json&) -> std::unique_ptr<agents::Policy> {
    return std::make_unique<hanabi::HanabiScriptedPlayer>();
  };
  registry.add(std::move(info));
}

}  // namespace craftmate::games
