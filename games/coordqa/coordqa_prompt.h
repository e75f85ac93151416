#pragma once
// The prompt of one CoordQA question (spec §7.2), as chat messages and as one flat text for the
// answering function the agent runtime plugs in.

#include <string>
#include <vector>

#include "games/coordqa/coordqa_dataset.h"

namespace craftmate::games::coordqa {

struct ChatMessage {
  std::string role;  // "system", "user", "assistant"
  std::string content;
};

enum class PromptDialect {
  OpenAI,  // [system: Directive, user: Game Description, assistant: "Got it!", user: Question]
  Merged,  // other providers: [user: Description + "\n" + Directive, assistant: "Got it! Please
           // provide me with the scenario.", user: Question]
};

std::vector<ChatMessage> promptMessages(const Scenario& scenario, const Question& question, PromptDialect dialect);

// One text for single-string answerers: the Merged dialect's two user turns joined by a blank line
// (game description, directive, then the question with its options). Directives are verbatim,
// including the release's literal "\n" sequences, as the authors sent them.
std::string promptText(const Scenario& scenario, const Question& question);

}  // namespace craftmate::games::coordqa
