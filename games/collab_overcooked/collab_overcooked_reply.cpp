#include "games/collab_overcooked/collab_overcooked_reply.h"

#include <cctype>

#include "agents/text_util.h"

namespace craftmate::games::collab_overcooked {
namespace {

std::string lower(std::string_view s) { return agents::lowerCase(s); }
std::string trim(std::string_view s) { return std::string(agents::trimSpaces(s)); }

struct Label {
  std::size_t start = std::string::npos;  // where the role name begins
  std::size_t end = std::string::npos;    // just after the label (and its ':')
};

// Finds "<role> <field>" with any whitespace between, followed by an optional ':'.
Label findLabel(const std::string& text, int agent, std::string_view field) {
  const char* roles[2][2] = {{"chef", "bob"}, {"assistant", "alice"}};
  Label best;
  for (const char* role : roles[agent]) {
    const std::string r(role);
    for (std::size_t p = text.find(r); p != std::string::npos; p = text.find(r, p + 1)) {
      std::size_t q = p + r.size();
      if (q >= text.size() || !std::isspace(static_cast<unsigned char>(text[q]))) continue;
      while (q < text.size() && std::isspace(static_cast<unsigned char>(text[q]))) ++q;
      if (text.compare(q, field.size(), field) != 0) continue;
      q += field.size();
      while (q < text.size() && text[q] == ' ') ++q;
      if (q < text.size() && text[q] == ':') ++q;
      if (p < best.start) best = Label{p, q};
      break;
    }
  }
  return best;
}

}  // namespace

AgentReply parseReply(std::string_view text, int agent) {
  AgentReply reply;
  const std::string low = lower(text);
  const Label analysis = findLabel(low, agent, "analysis");
  const Label plan = findLabel(low, agent, "plan");
  const Label say = findLabel(low, agent, "say");
  if (plan.start == std::string::npos) {
    // No fields: the whole text is the plan (a model, a script or a replay writing actions only).
    reply.plan = trim(say.start == std::string::npos ? text : text.substr(0, say.start));
  } else {
    const std::size_t planEnd = say.start != std::string::npos && say.start > plan.end ? say.start : text.size();
    reply.plan = trim(text.substr(plan.end, planEnd - plan.end));
    if (analysis.start != std::string::npos && analysis.end <= plan.start) {
      reply.analysis = trim(text.substr(analysis.end, plan.start - analysis.end));
    }
  }
  if (say.start != std::string::npos) {
    std::string s = trim(text.substr(say.end));
    if (lower(s).find("[nothing]") == std::string::npos && !s.empty()) reply.say = std::move(s);
  }
  return reply;
}

std::vector<PlanItem> parsePlan(std::string_view plan) {
  std::vector<PlanItem> items;
  const std::string low = lower(plan);
  if (low.find("nothing") != std::string::npos) {
    items.push_back(PlanItem{"wait(1)", parseAction("wait(1)")});
    return items;
  }
  std::size_t start = 0;
  while (start <= plan.size()) {
    std::size_t end = plan.find(';', start);
    if (end == std::string_view::npos) end = plan.size();
    std::string item = trim(plan.substr(start, end - start));
    const std::string itemLow = lower(item);
    const bool message = itemLow.find("request") != std::string::npos || itemLow.find("accept") != std::string::npos ||
                         itemLow.find("deny") != std::string::npos || itemLow.find("clarify") != std::string::npos;
    if (!item.empty() && !message) {
      ParsedAction parsed = parseAction(item);
      items.push_back(PlanItem{std::move(item), std::move(parsed)});
    }
    start = end + 1;
  }
  return items;
}

bool messageEndsChannel(std::string_view say) {
  if (say.empty()) return true;
  const std::string low = lower(say);
  if (low.find("[end]") != std::string::npos || low.find("<end>") != std::string::npos ||
      low.find("[nothing]") != std::string::npos) {
    return true;
  }
  // END as an upper-case word (the authors match any "END"; we do not let "send" close a channel).
  for (std::size_t p = say.find("END"); p != std::string_view::npos; p = say.find("END", p + 1)) {
    const bool leftOk = p == 0 || !std::isalpha(static_cast<unsigned char>(say[p - 1]));
    const bool rightOk = p + 3 >= say.size() || !std::isalpha(static_cast<unsigned char>(say[p + 3]));
    if (leftOk && rightOk) return true;
  }
  return false;
}

}  // namespace craftmate::games::collab_overcooked
