#pragma once
// The prompt of CoBlock's LLM agents (coblock.md §6): the world's task description (App. B.1), the
// reasoning steps the variant uses, the printed in-context example (App. B.2) and the current <Input>.

#include <string>
#include <string_view>
#include <vector>

#include "agents/models/chat_model.h"

namespace craftmate::agents::methods {

// Which of the paper's four reasoning steps a CoBlock agent takes (§6.2, §6.5). Steps 1 (understand
// the world state) and 4 (predict the action) are always taken.
struct CoBlockSteps {
  bool partnerModelling = false;  // step 2 (Table 3's "theory-of-mind modelling")
  bool reflection = false;        // step 3, fed by the world's checker (<Feedback>)
};

// The system message: the world's task description, then the chain-of-thought instruction for
// these steps.
std::string coblockSystemPrompt(const std::string& taskDescription, CoBlockSteps steps);

// The App. B.2 example as chat turns (user input, assistant output, three rounds), verbatim; without
// partner modelling its "# Partner Modelling" block is left out of the outputs.
std::vector<Turn> coblockExampleTurns(CoBlockSteps steps);

// The observation without its <Feedback> line (agents that do not reflect never see the checker).
std::string withoutFeedback(std::string observation);
bool hasFeedback(std::string_view observation);

}  // namespace craftmate::agents::methods
