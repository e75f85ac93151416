#include "agents/methods/collab_overcooked_prompts.h"

#include <cctype>

#include "agents/text_util.h"

namespace craftmate::agents::methods {
namespace {

constexpr std::string_view kFailureHeader = "Below are the failed and analysis history about your last chosed action";
constexpr std::string_view kNoLessons = "Lessons from Past Failures\n[]\n";

constexpr std::string_view kReflectionRule =
    "Output:\n"
    "Produce one field in the following format:\n"
    "  Rethink: XXXXX\n"
    "- Analyze the \"Failed Reason\" and \"Solution\" fields. Summarize the experience in a concise paragraph (no more "
    "than 50 words) to help you avoid similar mistakes. Format it as:  \n"
    "- \"In a 'specific situation', when you want to produce a 'specific action', you need to pay attention to "
    "'XXXX'.\"  ";

// A field label "<role> <word>" (white space between, any case; the paper's case studies write
// Bob/Alice for Chef/Assistant): where it starts and where its text starts (after an optional ':').
struct Label {
  std::size_t begin = std::string::npos;
  std::size_t textBegin = std::string::npos;
  bool colon = false;
};

Label findLabel(const std::string& lowered, int agent, std::string_view word, std::size_t from = 0) {
  const char* roles[2][2] = {{"chef", "bob"}, {"assistant", "alice"}};
  Label best;
  for (const char* role : roles[agent == 0 ? 0 : 1]) {
    const std::string r(role);
    for (std::size_t at = lowered.find(r, from); at != std::string::npos; at = lowered.find(r, at + 1)) {
      std::size_t p = at + r.size();
      if (p >= lowered.size() || !std::isspace(static_cast<unsigned char>(lowered[p]))) continue;
      while (p < lowered.size() && std::isspace(static_cast<unsigned char>(lowered[p]))) ++p;
      if (lowered.compare(p, word.size(), word) != 0) continue;
      p += word.size();
      std::size_t q = p;
      while (q < lowered.size() && (lowered[q] == ' ' || lowered[q] == '\t')) ++q;
      const bool colon = q < lowered.size() && lowered[q] == ':';
      if (colon) p = q + 1;
      if (at < best.begin) best = Label{at, p, colon};
      break;
    }
  }
  return best;
}

// The plan field's text: from after "<role> plan" to "<role> say" or the end.
std::optional<std::string> planText(std::string_view reply, int agent) {
  const std::string lowered = lowerCase(reply);
  const Label plan = findLabel(lowered, agent, "plan");
  if (plan.begin == std::string::npos) return std::nullopt;
  const Label say = findLabel(lowered, agent, "say", plan.textBegin);
  const std::size_t end = say.begin == std::string::npos ? reply.size() : say.begin;
  return std::string(trimSpaces(reply.substr(plan.textBegin, end - plan.textBegin)));
}

}  // namespace

const char* kitchenRole(int agent) { return agent == 0 ? "Chef" : "Assistant"; }

std::optional<std::string> failureLine(std::string_view observation) {
  const std::size_t header = observation.find(kFailureHeader);
  if (header == std::string_view::npos) return std::nullopt;
  const std::size_t line = observation.find('\n', header);
  if (line == std::string_view::npos) return std::nullopt;
  std::string_view rest = observation.substr(line + 1);
  return std::string(rest.substr(0, rest.find('\n')));
}

std::string withoutFailure(const std::string& observation) {
  const std::size_t header = observation.find(kFailureHeader);
  if (header == std::string::npos) return observation;
  std::size_t end = observation.find('\n', header);
  if (end != std::string::npos) end = observation.find('\n', end + 1);
  return observation.substr(0, header) + (end == std::string::npos ? std::string() : observation.substr(end + 1));
}

std::string withLessons(const std::string& observation, const std::vector<std::string>& lessons) {
  const std::size_t at = observation.find(kNoLessons);
  if (lessons.empty() || at == std::string::npos) return observation;
  std::string block = "Lessons from Past Failures\n";
  const std::size_t first = lessons.size() > 3 ? lessons.size() - 3 : 0;
  for (std::size_t i = first; i < lessons.size(); ++i) block += std::to_string(i - first + 1) + "." + lessons[i] + "\n";
  return observation.substr(0, at) + block + observation.substr(at + kNoLessons.size());
}

std::string correctionFormat(const std::string& commandDocs, int agent) {
  const std::string role = kitchenRole(agent);
  const std::string forced = "3. " + role + " say:[NOTHING]\n  - The third field should be \"[NOTHING]\".";
  const std::size_t at = commandDocs.find("3. " + role + " say:");
  if (at == std::string::npos) return commandDocs + "\n" + forced;
  return commandDocs.substr(0, at) + forced;
}

std::string plannerMessage(const std::string& instruction, const std::string& state) {
  return instruction + "\n\n<input>\n" + state;
}

std::string missingField(std::string_view reply, int agent) {
  const std::string lowered = lowerCase(reply);
  const Label analysis = findLabel(lowered, agent, "analysis");
  const Label plan = findLabel(lowered, agent, "plan");
  // The authors' analysis pattern ends at "<role> plan:" (with its colon).
  if (analysis.begin == std::string::npos || plan.begin == std::string::npos || plan.begin < analysis.begin ||
      !plan.colon) {
    return "analysis";
  }
  return hasPlanField(reply, agent) ? "" : "plan";
}

bool hasPlanField(std::string_view reply, int agent) {
  const std::optional<std::string> text = planText(reply, agent);
  return text && !text->empty();
}

std::string missingFieldMessage(const std::string& field, const std::string& previousMessage, const std::string& reply) {
  return "\n\nYou did not create correct " + field + " part last time, now please remember to add " + field +
         " according to the format of example strictly!Below is the history:<BEGAIN>\n" + previousMessage +
         "\n\nYour last response is :" + reply + "\n\n<END>Now please return correct answer with your loss part.";
}

std::string firstPlannedAction(std::string_view reply, int agent) {
  const std::optional<std::string> plan = planText(reply, agent);
  std::string_view rest = plan ? std::string_view(*plan) : reply;
  while (!rest.empty()) {
    const std::size_t semi = rest.find(';');
    const std::string_view item = trimSpaces(rest.substr(0, semi));
    rest = semi == std::string_view::npos ? std::string_view() : rest.substr(semi + 1);
    const std::string l = lowerCase(item);
    if (item.empty()) continue;
    if (l.find("nothing") != std::string::npos) return "wait(1)";
    if (l.find("request") != std::string::npos || l.find("accept") != std::string::npos ||
        l.find("deny") != std::string::npos || l.find("clarify") != std::string::npos) {
      continue;
    }
    return std::string(item);
  }
  return "wait(1)";
}

std::string_view reflectionRule() { return kReflectionRule; }

std::string reflectionInput(const std::string& state, const std::string& failure, const std::string& solution) {
  return state + "Failed Reason:" + failure + "\nSolution: Your action '" + solution + "' successes at solving the problem.\n";
}

std::optional<std::string> rethinkLesson(std::string_view reply) {
  const std::string lowered = lowerCase(reply);
  const std::size_t at = lowered.find("rethink:");
  if (at == std::string::npos) return std::nullopt;
  const std::size_t begin = at + 8;
  const std::size_t dot = reply.find('.', begin);
  if (dot == std::string_view::npos) return std::nullopt;
  const std::string_view lesson = trimSpaces(reply.substr(begin, dot - begin));
  if (lesson.empty()) return std::nullopt;
  return std::string(lesson);
}

std::string errorOf(const std::string& failure) {
  constexpr std::string_view kRaised = " raised an error: ";
  const std::size_t at = failure.find(kRaised);
  return at == std::string::npos ? failure : failure.substr(at + kRaised.size());
}

}  // namespace craftmate::agents::methods
