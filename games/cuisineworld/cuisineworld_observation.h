#pragma once
// What the dispatcher reads (spec §4.2, §4.3): the per-step state text, the per-step prompt with
// the feedback blocks, and the system prompt ("rules" + recipes + kitchen).

#include <string>

namespace craftmate::games::cuisine {

class CuisineState;
class Level;
struct CuisineOptions;

// "-game state:\n ... -accomplished task:\n{dish}, ...\n\n" exactly as the reference prints it.
std::string stateText(const CuisineState& state);
void appendStateText(const CuisineState& state, std::string& out);

// The user turn of one step: feedback and suggestion blocks (unless the "w/o feedback" ablation is
// on), the state text, then "-action:\n".
std::string dispatcherPrompt(const CuisineState& state);

// The rules message (§4.3): actions, inference knowledge (optional), the recipes of the level's
// dishes plus the demo dish porkMeatcake, objects, base ingredients, capacities and tools.
std::string systemPrompt(const Level& level, const CuisineOptions& options);

// "In this game, There are N agents available and no human, ..." (the info message).
std::string agentInfoText(int agentCount);

// The human-in-the-loop info message (spec §4.6): agent0 is the person, the dispatcher plans the
// other agentCount - 1 agents.
std::string humanInfoText(int agentCount);

// The 2-agent one-shot demo (§4.4), turns separated by "***" lines.
std::string oneShotDemoText();

}  // namespace craftmate::games::cuisine
