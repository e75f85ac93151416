// Registers Collab Escape with the world registry: parameters, episode factory, scripted player.

#include "games/collab_escape/collab_escape_factory.h"
#include "games/game_registry.h"

namespace craftmate::games {

void registerCollabEscape(GameRegistry& registry) {
  GameInfo info;
  info.name = "collab_escape";
  info.description = "LLM-Coordination Collab Escape: two survivors repair two generators and escape a killer";
  info.minAgents = 2;
  info.maxAgents = 2;
  info.parameters = {
      {"map", "escape7",
       "escape7 (the CoordQA map, matches the paper's example), escape10 (the HEAD code's map) or escape10_code (its "
       "adjacency lists verbatim, room 7 one-way to 3)"},
      {"scenario", "1", "start positions: 1 or 2 (see docs/worlds/collab_escape.md)"},
      {"alice", "0", "Alice's start room (0: the scenario's)"},
      {"bob", "0", "Bob's start room (0: the scenario's)"},
      {"killer", "0", "the killer's start room (0: the scenario's)"},
      {"fixes_needed", "2", "consecutive fix actions each generator needs"},
      {"joint_fix", "adds_two", "two survivors fixing one generator in a turn: adds_two (the code's quirk) or adds_one"},
      {"killer_wander", "first", "an unaware killer moves to: first (first adjacent room) or seeded (random, --seed)"},
      {"seed", "0", "seed for killer_wander=seeded"},
      {"max_turns", "30", "turns before the episode ends without an escape (the code has no cap)"},
      {"bad_action", "retry", "an unreadable reply: retry (rejected, answer again) or wait (the code's fallback)"},
      {"fuzzy_threshold", "0.8", "lowest Levenshtein ratio for a fuzzy action match (0: always the closest)"},
  };
  info.create = &collab_escape::createEscapeEnvironment;
  info.scriptedPolicy = &collab_escape::createEscapeScriptedPlayer;
  registry.add(std::move(info));
}

}  // namespace craftmate::games
