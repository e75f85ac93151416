// Registers Collab Capture with the world registry: parameters, episode factory, scripted player.

#include "games/collab_capture/collab_capture_factory.h"
#include "games/game_registry.h"

namespace craftmate::games {

void registerCollabCapture(GameRegistry& registry) {
  GameInfo info;
  info.name = "collab_capture";
  info.description = "LLM-Coordination Collab Capture: two pursuers trap a greedy thief in 9 rooms with doors and buttons";
  info.minAgents = 2;
  info.maxAgents = 2;
  info.parameters = {
      {"scenario", "1", "1-4: door 1-2 / door 3-4 open/open, open/closed, closed/open, closed/closed (A1, B6, T2)"},
      {"alice", "0", "Alice's start room (0: the scenario's)"},
      {"bob", "0", "Bob's start room (0: the scenario's)"},
      {"thief", "0", "the thief's start room (0: the scenario's)"},
      {"door12", "scenario", "open or closed: overrides the scenario's door between Room 1 and 2"},
      {"door34", "scenario", "open or closed: overrides the scenario's door between Room 3 and 4"},
      {"swap_capture", "true", "pursuer and thief passing each other is a capture (false: the greedy script's rule)"},
      {"thief_distance", "room_number", "thief heuristic: room_number (the code's |a-b|) or graph (shortest path)"},
      {"max_turns", "30", "turns before the episode ends as a failure"},
      {"bad_action", "retry", "an unreadable reply: retry (rejected, answer again) or stay (the code's fallback)"},
      {"fuzzy_threshold", "0.8", "lowest Levenshtein ratio for a fuzzy action match (0: always the closest)"},
      {"scripted_player", "planner", "the --model scripted player: planner (shortest joint capture) or greedy (paper baseline)"},
  };
  info.create = &collab_capture::createCaptureEnvironment;
  info.scriptedPolicy = &collab_capture::createCaptureScriptedPlayer;
  registry.add(std::move(info));
}

}  // namespace craftmate::games
