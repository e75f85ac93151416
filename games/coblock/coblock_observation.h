#pragma once
// The observation encoder: the per-turn <Input> text of spec §4.3, built from the paper's XML-like
// elements (App. B.1/B.2): own goal (<Motives>), the built <World>, own <Inventory>, the public
// <Dialogue>, the public <ActionHistory> and, for agents that use self-reflection, <Feedback>.
// Deterministic: blocks in goal/placement order, inventory colours in task-file order.

#include <string>
#include <string_view>

#include "games/coblock/coblock_state.h"

namespace craftmate::games::coblock {

std::string encodeObservation(const State& state, int agent);

// How `viewer` sees the name of `sender`: "Agent 1"/"Agent 2", or "ChatGPT"/"Partner" with
// viewer-relative labels.
std::string_view senderLabel(const State& state, int viewer, int sender);

// The paper's task description for this agent (App. B.1 task summary and formats), with the
// ground line rendered from the real ground height and the wait/end_task commands added.
std::string taskDescription(const State& state);

}  // namespace craftmate::games::coblock
