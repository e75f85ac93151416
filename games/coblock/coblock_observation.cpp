#include "games/coblock/coblock_observation.h"

#include <charconv>

#include "games/coblock/coblock_reflection.h"

namespace craftmate::games::coblock {

namespace {

// The observation is rebuilt every turn and grows with the action history, so it is appended
// piecewise into one buffer rather than built from temporaries.
void appendInt(std::string& out, int v) {
  char buf[16];
  const auto r = std::to_chars(buf, buf + sizeof buf, v);
  out.append(buf, r.ptr);
}

void appendPos(std::string& out, Pos p) {
  out += '(';
  appendInt(out, p.x);
  out += ", ";
  appendInt(out, p.y);
  out += ", ";
  appendInt(out, p.z);
  out += ')';
}

void appendEscaped(std::string& out, std::string_view s) {
  for (char c : s) {
    if (c == '"' || c == '\\') out += '\\';
    out += c;
  }
}

void appendBlock(std::string& out, const Block& b) {
  out += "<block block_type=\"";
  out += colourName(b.colour);
  out += "\", pos=";
  appendPos(out, b.pos);
  out += ">\n";
}

// canonicalText(action) with quotes and backslashes escaped, without the temporaries.
void appendEscapedCommand(std::string& out, const Action& a) {
  switch (a.type) {
    case ActionType::Place:
      out += "place_block(block_type=";
      if (a.colourKnown) {
        out += colourName(a.colour);
      } else {
        appendEscaped(out, a.text);
      }
      out += ", pos=";
      appendPos(out, a.pos);
      out += ')';
      return;
    case ActionType::Break:
      out += "break_block(pos=";
      appendPos(out, a.pos);
      out += ')';
      return;
    case ActionType::Wait:
      out += "wait()";
      return;
    default:
      appendEscaped(out, canonicalText(a));
      return;
  }
}

}  // namespace

std::string_view senderLabel(const State& state, int viewer, int sender) {
  if (state.rules().dialogueLabels == DialogueLabels::Viewer) return viewer == sender ? "ChatGPT" : "Partner";
  return state.task().agents[sender].name;
}

std::string encodeObservation(const State& state, int agent) {
  const AgentSpec& me = state.task().agents[agent];
  std::string out;
  out.reserve(512 + 48 * (me.goal.size() + state.built().size()) + 96 * state.log().size());
  out += "<Input>\n<Motives>\n<VisualMotive>\n";
  if (!me.goalDescription.empty()) out += "<Description>" + me.goalDescription + "</Description>\n";
  for (const Block& b : me.goal) appendBlock(out, b);
  out += "</VisualMotive>\n</Motives>\n<World>\n";
  for (const Block& b : state.built()) appendBlock(out, b);
  out += "</World>\n<Inventory>\n";
  for (Colour c : me.inventoryOrder) {
    const int n = countOf(state.inventory(agent), c);
    if (n <= 0) continue;
    out += "<block block_type=\"";
    out += colourName(c);
    out += "\", count=" + std::to_string(n) + ">\n";
  }
  out += "</Inventory>\n<Dialogue>\n";
  for (const ChatLine& line : state.dialogue()) {
    out += "<chat sender=\"";
    out += senderLabel(state, agent, line.sender);
    out += "\", message=\"";
    appendEscaped(out, line.text);
    out += "\"/>\n";
  }
  out += "</Dialogue>\n<ActionHistory>\n";
  for (const LogEntry& e : state.log()) {
    out += "<action round=";
    appendInt(out, e.round);
    out += ", agent=\"";
    out += senderLabel(state, agent, e.agent);
    out += "\", command=\"";
    appendEscapedCommand(out, e.action);
    out += "\", result=\"";
    out += outcomeCode(e.outcome);
    out += "\"/>\n";
  }
  out += "</ActionHistory>\n";
  const Rules& rules = state.rules();
  if (rules.showTargetAndDiff) {
    out += "<Target>\n";
    for (const Block& b : state.target()) appendBlock(out, b);
    out += "</Target>\n<Diff>\n";
    const ReflectionReport diff = reflect(state.built(), state.target());
    for (const Block& b : diff.missing) {
      out += "<missing block_type=\"" + std::string(colourName(b.colour)) + "\", pos=" + posText(b.pos) + ">\n";
    }
    for (const WrongColour& w : diff.wrongColour) {
      out += "<wrong pos=" + posText(w.pos) + ", expected=\"" + std::string(colourName(w.expected)) +
             "\", found=\"" + std::string(colourName(w.found)) + "\">\n";
    }
    for (const Block& b : diff.extra) {
      out += "<extra block_type=\"" + std::string(colourName(b.colour)) + "\", pos=" + posText(b.pos) + ">\n";
    }
    out += "</Diff>\n";
  }
  if (rules.reflectionFeedback) {
    const bool own = rules.reflectionReference == ReflectionReference::OwnGoal;
    const ReflectionReport report = reflect(state.built(), own ? me.goal : state.target());
    out += "<Feedback>" + feedbackText(report, own ? "your goal" : "the target structure") + "</Feedback>\n";
  }
  out += "</Input>\n";
  return out;
}

std::string taskDescription(const State& state) {
  const int g = state.task().groundY;
  const std::string gy = std::to_string(g);
  const std::string above = std::to_string(g + 1);
  std::string s =
      "I want you to act as a Minecraft player collaborating with another agent to build a structure with a "
      "blueprint. You need to use the following commands to interact with the Minecraft world:\n"
      "# Place a red block at the position of (0, " + above + ", 1).\n"
      "place_block(block_type=red, pos=(0," + above + ",1))\n"
      "# chat with your partner\n"
      "send_message(message=\"Hello, partner\")\n"
      "# destroy the block at the position of (3, " + above + ", 3)\n"
      "break_block(pos=(3, " + above + ", 3))\n"
      "# do nothing this round\n"
      "wait()\n"
      "# stop the task for both of you (only when it is finished or impossible)\n"
      "end_task()\n"
      "# A block must be on the ground or touch another block on one of its faces.\n";
  if (state.rules().maxActionsPerTurn > 1) {
    s += "# You may write up to " + std::to_string(state.rules().maxActionsPerTurn) +
         " actions, one per line, in one round.\n";
  } else {
    s += "# Write exactly one action per round; lines starting with # are your reasoning.\n";
  }
  s += "# World state: You will get the position of all blocks in the world in the following format:\n"
       "# Please note that the ground is the y=" + gy + " plane.\n"
       "<World>\n<block block_type=\"red\", pos=(0, " + gy + ", 2)>\n</World>\n"
       "# You will get your inventory in the following format: (each time you place a block from the "
       "inventory in the world, you will lose it in the inventory)\n"
       "<Inventory>\n<block block_type=\"red\", count=3>\n</Inventory>\n"
       "# You will get the message history between you and your partner in the following format:\n"
       "<Dialogue>\n<chat sender=\"Agent 1\", message=\"Hello!\"/>\n</Dialogue>\n"
       "# You will get a list of motives you need to fulfill.\n"
       "<Motives>\n<VisualMotive>\n<block block_type=\"red\", pos=(0, " + gy + ", 2)>\n</VisualMotive>\n</Motives>\n";
  return s;
}

}  // namespace craftmate::games::coblock
