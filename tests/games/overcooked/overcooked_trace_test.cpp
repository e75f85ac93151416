// Engine against engine: replays episodes recorded from LLM-Coordination's own Overcooked agent loop
// (LLMActionManager over their Overcooked-AI, driven by
// tools/fidelity/record_llm_coordination_overcooked.py; the trace's first line names the commit). Every
// tick: which chefs are asked for a new action, the actions offered to them (and, in the first ten
// episodes, the distances of their location text), the state they decide on, and the low-level
// action the grounding controller (with the stalemate handler on Bob) makes of the chosen action; at
// the end the state and the score.

#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <fstream>
#include <set>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "games/overcooked/overcooked_action.h"
#include "games/overcooked/overcooked_distance.h"
#include "games/overcooked/overcooked_grounding.h"
#include "games/overcooked/overcooked_layout.h"
#include "games/overcooked/overcooked_state.h"

namespace craftmate::games::overcooked {
namespace {

char heldChar(Item item) {
  static constexpr char kChars[] = {'-', 'o', 'd', 's'};
  return kChars[static_cast<int>(item)];
}

char lowChar(LowAction a) {
  static constexpr char kChars[] = {'N', 'S', 'E', 'W', '.', 'I'};
  return kChars[static_cast<int>(a)];
}

// The recorder's summary: chefs "x,y,facing,held", pots "onions,cook time" (-1 for an empty pot) in c
// order, the counters' items sorted as text, the score.
std::string summary(const OvercookedState& s) {
  static constexpr char kFacing[] = {'N', 'S', 'E', 'W'};
  std::string out;
  for (int i = 0; i < 2; ++i) {
    const Chef& c = s.chef(i);
    out += (i ? " " : "") + std::to_string(c.pos.x) + "," + std::to_string(c.pos.y) + "," +
           kFacing[static_cast<int>(c.facing)] + "," + heldChar(c.held);
  }
  out += " |";
  for (std::size_t p = 0; p < s.layout().pots.size(); ++p) {
    const Pot& pot = s.pot(static_cast<int>(p));
    out += " " + (pot.onions == 0 ? std::string("0,-1") : std::to_string(pot.onions) + "," + std::to_string(pot.cookTime));
  }
  std::vector<std::string> counters;
  for (int y = 0; y < s.layout().height; ++y) {
    for (int x = 0; x < s.layout().width; ++x) {
      const Pos p{static_cast<std::int8_t>(x), static_cast<std::int8_t>(y)};
      if (s.counterItem(p) != Item::kNone) counters.push_back(std::to_string(x) + "," + std::to_string(y) + "," + heldChar(s.counterItem(p)));
    }
  }
  std::sort(counters.begin(), counters.end());
  out += " | ";
  for (std::size_t i = 0; i < counters.size(); ++i) out += (i ? " " : "") + counters[i];
  return out + " | " + std::to_string(s.score());
}

// The code's action texts in craftmate's spelling: shared counters "in" -> "on", "a plate" -> "plate",
// and the code's "place plate on kN." offered to a chef holding soup is craftmate's "place cooked soup on kN.".
std::string craftmateText(std::string text, Item held) {
  auto replace = [&](const std::string& from, const std::string& to) {
    if (const std::size_t at = text.find(from); at != std::string::npos) text.replace(at, from.size(), to);
  };
  replace("pick up a plate from", "pick up plate from");
  if (text.rfind("place onion in s", 0) == 0 || text.rfind("place plate in s", 0) == 0) replace(" in s", " on s");
  if (held == Item::kSoup) replace("place plate on k", "place cooked soup on k");
  if (text.back() != '.') text += '.';  // "place plate in s3" lacks its period in the code's list
  return text;
}

// The chooser's distances as its location text gives them, facilities in o, p, d, c, s, k order:
// n steps, "bN" (N steps, but the partner stands on the way), "i" (inaccessible).
std::string distanceList(const OvercookedState& s, int me) {
  const Layout& l = s.layout();
  const Pos partner = s.chef(1 - me).pos;
  const DistanceMap map = distancesFrom(l, s.chef(me).pos, partner);
  std::string out;
  for (const auto* list : {&l.onionDispensers, &l.dishDispensers, &l.deliveries, &l.pots, &l.sharedCounters,
                           &l.kitchenCounters}) {
    for (const Facility& f : *list) {
      const Location loc = locate(l, map, f.pos, partner);
      if (!out.empty()) out += ',';
      if (loc.kind == Location::Kind::kInaccessible) {
        out += 'i';
      } else {
        out += (loc.kind == Location::Kind::kBlocked ? "b" : "") + std::to_string(loc.distance);
      }
    }
  }
  return out;
}

TEST(OvercookedTrace, AgreesWithTheAuthorsAgentLoopOnEveryTick) {
  std::ifstream in(std::string(CRAFTMATE_SOURCE_DIR) + "/tests/games/overcooked/traces/authors_random_play.jsonl");
  ASSERT_TRUE(in) << "trace file missing";
  std::string line;
  std::getline(in, line);
  const nlohmann::json header = nlohmann::json::parse(line);
  EXPECT_EQ(header.at("world"), "overcooked");
  const std::vector<std::string> words = header.at("actions").get<std::vector<std::string>>();
  int episodes = 0;
  int ticks = 0;
  int decisions = 0;
  int score = 0;
  int distanceLists = 0;
  std::set<std::string> layouts;
  while (std::getline(in, line)) {
    const nlohmann::json e = nlohmann::json::parse(line);
    const std::string layout = e.at("layout").get<std::string>();
    layouts.insert(layout);
    OvercookedState s(layoutByName(layout), header.at("ticks").get<int>());
    std::array<GroundingController, 2> chefs;
    int tick = 0;
    for (const auto& recorded : e.at("ticks")) {
      const std::string where = layout + " episode " + std::to_string(episodes) + " tick " + std::to_string(tick++);
      std::vector<int> asked;
      if (recorded.size() > 1) {
        ASSERT_EQ(summary(s), recorded[1].get<std::string>()) << where;
        for (const auto& d : recorded[2]) asked.push_back(d[0].get<int>());
      }
      std::vector<int> needs;
      for (int a = 0; a < 2; ++a) {
        if (chefs[a].needsAction()) needs.push_back(a);
      }
      ASSERT_EQ(needs, asked) << where << ": the chefs asked for a new action";
      if (recorded.size() > 1) {
        for (const auto& d : recorded[2]) {
          const int a = d[0].get<int>();
          const Item held = s.chef(a).held;
          if (d.size() > 3) {
            ASSERT_EQ(distanceList(s, a), d[3].get<std::string>()) << where << ": the distances of chef " << a;
            ++distanceLists;
          }
          std::set<std::string> theirs;
          for (const auto& w : d[2]) theirs.insert(craftmateText(words.at(w.get<int>()), held));
          std::set<std::string> ours;
          const std::vector<HighLevelAction> offered = availableActions(s, a);
          for (const HighLevelAction& h : offered) ours.insert(h.text());
          ASSERT_EQ(ours, theirs) << where << ": the actions offered to chef " << a;
          const std::string chosen = craftmateText(words.at(d[1].get<int>()), held);
          const auto it = std::find_if(offered.begin(), offered.end(), [&](const HighLevelAction& h) { return h.text() == chosen; });
          ASSERT_NE(it, offered.end()) << where << ": " << chosen;
          chefs[a].assign(*it);
          ++decisions;
        }
      }
      const LowAction alice = chefs[0].next(s, 0, false);
      const LowAction bob = chefs[1].next(s, 1, true);  // the code's stalemate handler acts for player 1 only
      ASSERT_EQ(std::string({lowChar(alice), lowChar(bob)}), recorded[0].get<std::string>()) << where;
      s.applyJointAction(alice, bob);
      ++ticks;
    }
    EXPECT_EQ(summary(s), e.at("final").get<std::string>()) << layout << " episode " << episodes << " end";
    EXPECT_EQ(s.score(), e.at("score").get<int>());
    EXPECT_TRUE(s.ended());
    score += s.score();
    ++episodes;
  }
  EXPECT_GE(episodes, 50);
  EXPECT_EQ(layouts.size(), 5u) << "every layout of the paper";
  EXPECT_GT(decisions, 0);
  EXPECT_GT(distanceLists, 0);
  EXPECT_GT(score, 0) << "the trace should include deliveries";
  RecordProperty("ticks", ticks);
}

}  // namespace
}  // namespace craftmate::games::overcooked
