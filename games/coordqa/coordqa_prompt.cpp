#include "games/coordqa/coordqa_prompt.h"

namespace craftmate::games::coordqa {

std::vector<ChatMessage> promptMessages(const Scenario& scenario, const Question& question, PromptDialect dialect) {
  if (dialect == PromptDialect::OpenAI) {
    return {{"system", question.directive},
            {"user", scenario.gameDescription},
            {"assistant", "Got it!"},
            {"user", question.text}};
  }
  return {{"user", scenario.gameDescription + "\n" + question.directive},
          {"assistant", "Got it! Please provide me with the scenario."},
          {"user", question.text}};
}

std::string promptText(const Scenario& scenario, const Question& question) {
  return scenario.gameDescription + "\n" + question.directive + "\n\n" + question.text;
}

}  // namespace craftmate::games::coordqa
