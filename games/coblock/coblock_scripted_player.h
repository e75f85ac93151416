#pragma once
// A strong scripted CoBlock pair that plays only through text (agents/policy.h): it reads the
// <Input> observation and its last feedback, and writes the paper's action format.
//
// How it collaborates (the paper's "communicate who needs what", §2.1):
//  1. Its first action announces its goal blocks and inventory to the partner, and the blocks it
//     cannot place itself ("I lack yellow: please place yellow (0, 1, 0) for me").
//  2. Once both announcements are in the dialogue, each player computes the same joint plan from
//     them: every block of G goes to an agent holding its colour; blocks both could place are
//     shared out as the paper's Algorithm 1 does (to whoever has fewer so far, ties to agent 1),
//     so the workload matches the optimal assignment.
//  3. Each round it places the first of its planned blocks that the gravity rule allows now, in
//     breadth-first order from the ground, breaks blocks that do not belong to G, and waits when
//     its next blocks need the partner's blocks underneath first.
//  4. With a partner that never announces (a person, an LLM), it builds its own goal, places any
//     block the partner's messages ask for when it holds the colour, and when its part is done
//     asks "I have finished my sub-structure. What should we do next?" once.

#include <map>
#include <memory>
#include <string>
#include <vector>

#include "agents/policy.h"
#include "games/coblock/coblock_types.h"

namespace craftmate::games::coblock {

class ScriptedPlayer : public agents::Policy {
 public:
  // `groundY` is the ground height the task description tells every agent ("the ground is the
  // y=<g> plane"); nothing else about the world is known beyond the observation text.
  explicit ScriptedPlayer(int groundY = 0) : groundY_(groundY) {}
  std::string reply(int agent, const std::string& observation, const std::string& feedback) override;

  // The announcement text for a goal and inventory, and its reader (used by tests too).
  static std::string announcement(const std::vector<Block>& goal, const std::vector<std::pair<Colour, int>>& inventory,
                                  const std::vector<Block>& lacking);
  struct Announced {
    std::vector<Block> goal;
    ColourCounts inventory{};
  };
  static bool readAnnouncement(const std::string& message, Announced& out);

 private:
  struct Memory {
    std::string announcement;        // what this agent announced
    bool askedWhatNext = false;
    std::map<Pos, int> failures;     // failed attempts per cell, to stop retrying hopeless moves
    std::string lastCommand;         // to attribute feedback
    Pos lastPos;
    bool lastWasPlaceOrBreak = false;
  };

  int groundY_;
  std::map<int, Memory> memory_;
};

std::unique_ptr<agents::Policy> makeScriptedPlayer(int groundY);

}  // namespace craftmate::games::coblock
