#include "games/coblock/coblock_task_generator.h"

#include <map>
#include <random>
#include <stdexcept>

#include "games/coblock/coblock_task_type.h"

namespace craftmate::games::coblock {

namespace {

// mt19937 is specified exactly by the standard; the modulo keeps draws portable.
class Draw {
 public:
  explicit Draw(std::uint32_t seed) : rng_(seed) {}
  int between(int lo, int hi) { return lo + static_cast<int>(rng_() % static_cast<std::uint32_t>(hi - lo + 1)); }
  Colour colour() { return kAllColours[between(0, kColourCount - 1)]; }
  Colour colourOtherThan(Colour a, Colour b) {
    while (true) {
      const Colour c = colour();
      if (c != a && c != b) return c;
    }
  }

 private:
  std::mt19937 rng_;
};

enum class Kind { Tower, Rectangle, Symbol, Arch, Bridge };
constexpr const char* kKindNames[] = {"tower", "rectangle", "symbol", "arch", "bridge"};

// A grounded structure of one kind at x offset `x0`, in two colours: `main` for its body and
// `accent` for its upper part, so a colour boundary can become a skill dependence.
std::vector<Block> groundedStructure(Kind kind, int x0, Colour main, Colour accent, Draw& d) {
  std::vector<Block> out;
  switch (kind) {
    case Kind::Tower: {
      const int h = d.between(3, 5);
      for (int y = 0; y < h; ++y) out.push_back({{x0, y, 2}, y * 2 < h ? main : accent});
      break;
    }
    case Kind::Rectangle: {
      const int w = d.between(2, 4), hgt = d.between(2, 3);
      for (int y = 0; y < hgt; ++y) {
        for (int x = 0; x < w; ++x) out.push_back({{x0 + x, y, 2}, y == hgt - 1 ? accent : main});
      }
      break;
    }
    case Kind::Symbol: {  // an L or a T
      const int h = d.between(3, 4);
      const bool tee = d.between(0, 1) == 1;
      for (int y = 0; y < h; ++y) out.push_back({{x0 + 1, y, 2}, main});
      if (tee) {
        out.push_back({{x0, h - 1, 2}, accent});
        out.push_back({{x0 + 2, h - 1, 2}, accent});
      } else {
        out.push_back({{x0 + 2, 0, 2}, accent});
        out.push_back({{x0 + 3, 0, 2}, accent});
      }
      break;
    }
    case Kind::Arch:
    case Kind::Bridge: {
      const int h = d.between(2, 3), span = d.between(2, 4);
      for (int y = 0; y < h; ++y) {
        out.push_back({{x0, y, 2}, main});
        out.push_back({{x0 + span, y, 2}, main});
      }
      for (int x = 0; x <= span; ++x) out.push_back({{x0 + x, h, 2}, accent});
      break;
    }
  }
  return out;
}

int widthOf(const std::vector<Block>& blocks, int x0) {
  int w = 0;
  for (const Block& b : blocks) w = std::max(w, b.pos.x - x0 + 1);
  return w;
}

void giveInventory(AgentSpec& a, const std::map<Colour, int>& counts) {
  for (const auto& [c, n] : counts) {
    if (n <= 0) continue;
    countOf(a.inventory, c) += n;
    a.inventoryOrder.push_back(c);
  }
}

std::map<Colour, int> coloursOf(const std::vector<Block>& blocks) {
  std::map<Colour, int> m;
  for (const Block& b : blocks) ++m[b.colour];
  return m;
}

Task attempt(const std::string& type, Draw& d, std::uint32_t seed) {
  Task t;
  t.id = type + "_" + std::to_string(seed);
  t.type = type;
  t.agents.resize(2);
  t.agents[0].name = "Agent 1";
  t.agents[1].name = "Agent 2";
  const Kind kindA = static_cast<Kind>(d.between(0, 4));
  const Colour a1 = d.colour(), a2 = d.colour();
  std::vector<Block> first = groundedStructure(kindA, 1, a1, a2, d);
  t.agents[0].goalDescription = std::string("A ") + kKindNames[static_cast<int>(kindA)];
  if (type == "goal_dependent") {
    // Agent 1 builds a grounded base; agent 2's goal rests on top of it (a fence, a tower or a
    // second storey), so it cannot start before agent 1 has built under it.
    int top = 0;
    for (const Block& b : first) top = std::max(top, b.pos.y);
    std::vector<Block> second;
    const Colour c = d.colourOtherThan(a1, a2);
    for (const Block& b : first) {
      if (b.pos.y == top && d.between(0, 2) != 0) second.push_back({{b.pos.x, top + 1, b.pos.z}, c});
    }
    if (second.empty()) second.push_back({{first.back().pos.x, top + 1, first.back().pos.z}, c});
    if (d.between(0, 1) == 1) second.push_back({{second.back().pos.x, top + 2, second.back().pos.z}, a2});
    t.agents[1].goalDescription = "A part standing on top of your partner's structure";
    t.agents[0].goal = first;
    t.agents[1].goal = second;
    // Skill dependence as in the paper's goal-dependent examples: agent 2 lacks the accent colour.
    std::map<Colour, int> need1 = coloursOf(first), need2 = coloursOf(second);
    giveInventory(t.agents[0], need1);
    for (const auto& [col, n] : need2) {
      if (col == a2 && col != c) {
        countOf(t.agents[0].inventory, col) += n;
      } else {
        giveInventory(t.agents[1], {{col, n}});
      }
    }
    return t;
  }
  const Kind kindB = static_cast<Kind>(d.between(0, 4));
  const Colour b1 = d.colour(), b2 = d.colour();
  const int x1 = 1 + widthOf(first, 1) + d.between(2, 3);
  std::vector<Block> second = groundedStructure(kindB, x1, b1, b2, d);
  t.agents[0].goal = first;
  t.agents[1].goal = second;
  const std::map<Colour, int> need1 = coloursOf(first), need2 = coloursOf(second);
  if (type == "independent") {
    giveInventory(t.agents[0], need1);
    giveInventory(t.agents[1], need2);
  } else {
    // Skill-dependent: agent 1's accent colour is held only by agent 2 (and agent 2's by agent 1
    // when it differs from both of agent 1's colours).
    for (const auto& [col, n] : need1) giveInventory(t.agents[col == a2 && a2 != a1 ? 1 : 0], {{col, n}});
    for (const auto& [col, n] : need2) {
      const bool lend = col == b2 && b2 != b1 && col != a1 && col != a2;
      giveInventory(t.agents[lend ? 0 : 1], {{col, n}});
    }
  }
  t.agents[1].goalDescription = std::string("A ") + kKindNames[static_cast<int>(kindB)];
  return t;
}

// Like the built-in tasks: every held colour in enough blocks for all of G's blocks of it, so the
// skill lies in which colours an agent holds and Algorithm 1's assignment can be carried out.
void topUpCounts(Task& t) {
  const std::map<Colour, int> need = coloursOf(t.target());
  for (AgentSpec& a : t.agents) {
    for (Colour c : a.inventoryOrder) {
      auto it = need.find(c);
      if (it != need.end()) countOf(a.inventory, c) = std::max(countOf(a.inventory, c), it->second);
    }
  }
}

}  // namespace

Task generateTask(const std::string& type, std::uint32_t seed) {
  if (type != "independent" && type != "skill_dependent" && type != "goal_dependent") {
    throw std::invalid_argument("task type '" + type + "' is unknown; use independent, skill_dependent or goal_dependent");
  }
  Draw d(seed);
  // Draw until the structure has the requested type (a skill split needs two distinct colours).
  for (int tries = 0; tries < 1000; ++tries) {
    Task t = attempt(type, d, seed);
    topUpCounts(t);
    const TaskAnalysis a = analyseTask(t);
    if (a.solvable && a.type == type && taskProblems(t).empty()) return t;
  }
  throw std::logic_error("coblock task generator found no " + type + " task for seed " + std::to_string(seed));
}

}  // namespace craftmate::games::coblock
