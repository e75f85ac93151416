#pragma once
// Reading a model's reply (spec §4.5, §4.8): "<Role> analysis: ... <Role> plan: a1; a2 <Role> say: ...".
// A reply without field labels is taken as a bare plan, so `pickup(egg, ingredient_dispenser)` works too.

#include <string>
#include <string_view>
#include <vector>

#include "games/collab_overcooked/collab_overcooked_action.h"

namespace craftmate::games::collab_overcooked {

struct AgentReply {
  std::string analysis;
  std::string plan;  // the raw plan field
  std::string say;   // empty when absent or [NOTHING]
};

// `agent` selects the role labels: Chef (or Bob) for 0, Assistant (or Alice) for 1; case-insensitive.
AgentReply parseReply(std::string_view text, int agent);

// One item of a plan after the authors' filtering (spec §3.2).
struct PlanItem {
  std::string text;  // as written, trimmed
  ParsedAction parsed;
};

// Splits a plan on ';', drops empty items and those naming request/accept/deny/clarify (messages,
// not actions); a plan mentioning "nothing" is wait(1).
std::vector<PlanItem> parsePlan(std::string_view plan);

// Whether a message closes the channel: it carries [END] (or END as a word) or [NOTHING].
bool messageEndsChannel(std::string_view say);

}  // namespace craftmate::games::collab_overcooked
