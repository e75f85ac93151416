#include "agents/methods/coblock_prompts.h"

namespace craftmate::agents::methods {

namespace builtin {
std::string_view coblockCotExample();  // data/coblock_cot_example.txt, embedded
}

namespace {

constexpr std::string_view kFeedbackOpen = "<Feedback>";
constexpr std::string_view kFeedbackClose = "</Feedback>\n";

std::vector<std::string> splitLines(std::string_view text) {
  std::vector<std::string> lines;
  size_t start = 0;
  while (start < text.size()) {
    size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    lines.emplace_back(text.substr(start, end - start));
    start = end + 1;
  }
  return lines;
}

// The example output without the five "# Partner Modelling" lines (header and four fields).
std::string dropPartnerModelling(const std::string& output) {
  std::string kept;
  int skipping = 0;
  for (const std::string& line : splitLines(output)) {
    if (line == "# Partner Modelling") skipping = 5;
    if (skipping > 0) {
      --skipping;
      continue;
    }
    kept += line + "\n";
  }
  return kept;
}

}  // namespace

// The paper prints the four steps (§6.2) but no instruction text; this wording is ours, and the field
// names are those of the printed example.
std::string coblockSystemPrompt(const std::string& taskDescription, CoBlockSteps steps) {
  std::string s = taskDescription;
  if (!s.empty() && s.back() != '\n') s += "\n";
  s += "# Each round you get the current <Input>. Think step by step in lines starting with #, then write your action.\n"
       "# Step 1: read the XML world state and summarise what is useful: your motives, the blocks already built, your "
       "inventory and the dialogue.\n";
  int step = 2;
  if (steps.partnerModelling) {
    s += "# Step " + std::to_string(step++) +
         ": from the dialogue and the action history, infer your partner's state and your own, in this form:\n"
         "# Partner Modelling\n# Long-term goal: ...\n# Short-term goal: ...\n# Partner inventory: ...\n# Explanation: ...\n"
         "# Self Modelling\n# Long-term goal: ...\n# Short-term goal: ...\n# My inventory: ...\n# Explanation: ...\n";
  } else {
    s += "# Step " + std::to_string(step++) +
         ": state your own goals and inventory, in this form:\n"
         "# Self Modelling\n# Long-term goal: ...\n# Short-term goal: ...\n# My inventory: ...\n# Explanation: ...\n";
  }
  if (steps.reflection) {
    s += "# Step " + std::to_string(step++) +
         ": reflect on your past actions and the dialogue. The <Feedback> comes from a program that checks whether "
         "the built structure is exactly a partial structure of your goal; correct any error it reports. Then decide "
         "how to communicate: your team role (take the lead and assign tasks to your partner, or follow), the balance "
         "between pursuing your own goal and assisting your partner, and whether to be more proactive and persuasive. "
         "Write it in this form:\n"
         "# Self Reflection\n# Errors: ...\n# Team role: ...\n# Altruism/egoism: ...\n# Persuasion: ...\n";
  }
  s += "# Step " + std::to_string(step) + ": predict the next action from the world state" +
       (steps.partnerModelling ? std::string(", your partner's state") : std::string()) +
       (steps.reflection ? std::string(" and your reflection") : std::string()) + ", and write it as one command.\n";
  return s;
}

std::vector<Turn> coblockExampleTurns(CoBlockSteps steps) {
  std::vector<Turn> turns;
  for (const std::string& line : splitLines(builtin::coblockCotExample())) {
    if (line.rfind("#!", 0) == 0) continue;
    if (line == "=== user" || line == "=== assistant") {
      turns.push_back({line == "=== user" ? "user" : "assistant", ""});
      continue;
    }
    if (!turns.empty()) turns.back().content += line + "\n";
  }
  if (!steps.partnerModelling) {
    for (Turn& t : turns) {
      if (t.role == "assistant") t.content = dropPartnerModelling(t.content);
    }
  }
  return turns;
}

bool hasFeedback(std::string_view observation) { return observation.find(kFeedbackOpen) != std::string_view::npos; }

std::string withoutFeedback(std::string observation) {
  const size_t open = observation.find(kFeedbackOpen);
  if (open == std::string::npos) return observation;
  const size_t close = observation.find(kFeedbackClose, open);
  observation.erase(open, close == std::string::npos ? std::string::npos : close + kFeedbackClose.size() - open);
  return observation;
}

}  // namespace craftmate::agents::methods
