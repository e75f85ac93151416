#include "games/hanabi/hanabi_scripted_player.h"

#include <array>
#include <sstream>
#include <string_view>
#include <vector>

#include "games/hanabi/hanabi_card.h"

namespace craftmate::games::hanabi {

namespace {

using Counts = std::array<std::array<int, kNumRanks>, kNumColors>;

// What the observation text tells (llm_coordination.md §4.4 layout).
struct TextView {
  std::array<int, kNumColors> stacks{};
  std::vector<CardKnowledge> mine;
  std::vector<Card> partnerCards;
  std::vector<CardKnowledge> partnerKnowledge;
  std::vector<Card> discards;
  std::vector<std::string> actions;
  int tokens = 0;
  int lives = 0;
  int deck = 0;
};

CardKnowledge parseKnowledge(std::string_view line) {
  // "... could be: [Red, Blue] [1, 2]"
  CardKnowledge k{0, 0};
  const size_t a = line.find('[');
  const size_t b = line.find(']', a);
  const size_t c = line.find('[', b);
  const size_t d = line.find(']', c);
  if (a == std::string_view::npos || d == std::string_view::npos) return CardKnowledge{};
  for (int col = 0; col < kNumColors; ++col) {
    if (line.substr(a, b - a).find(colorName(col)) != std::string_view::npos) k.colors |= static_cast<std::uint8_t>(1U << col);
  }
  for (size_t i = c; i < d; ++i) {
    if (line[i] >= '1' && line[i] <= '5') k.ranks |= static_cast<std::uint8_t>(1U << (line[i] - '1'));
  }
  return k;
}

Card parseCard(std::string_view text) {  // "Green 4"
  for (int col = 0; col < kNumColors; ++col) {
    const size_t at = text.find(colorName(col));
    if (at == std::string_view::npos) continue;
    const size_t digit = at + colorName(col).size() + 1;
    if (digit < text.size() && text[digit] >= '1' && text[digit] <= '5') {
      return Card{static_cast<std::int8_t>(col), static_cast<std::int8_t>(text[digit] - '1')};
    }
  }
  return Card{};
}

int trailingInt(std::string_view line) {
  const size_t colon = line.rfind(':');
  return colon == std::string_view::npos ? 0 : std::atoi(std::string(line.substr(colon + 1)).c_str());
}

TextView parse(const std::string& observation) {
  TextView v;
  std::istringstream in(observation);
  std::string line;
  bool stacksNext = false;
  bool inActions = false;
  while (std::getline(in, line)) {
    std::string_view l = line;
    if (stacksNext) {
      for (int col = 0; col < kNumColors; ++col) {
        const std::string key = std::string(colorName(col)) + " - " + std::string(colorName(col)) + " ";
        const size_t at = l.find(key);
        if (at != std::string_view::npos) v.stacks[col] = l[at + key.size()] - '0';
      }
      stacksNext = false;
    } else if (l == "Current Stacks:") {
      stacksNext = true;
    } else if (l.rfind("Card ", 0) == 0 && l.find("could be:") != std::string_view::npos) {
      v.mine.push_back(parseKnowledge(l));
    } else if (l.rfind("[Card ", 0) == 0) {
      v.partnerCards.push_back(parseCard(l.substr(l.find(':'))));
    } else if (l.find(" believes ") != std::string_view::npos) {
      v.partnerKnowledge.push_back(parseKnowledge(l));
    } else if (l.rfind("Remaining Reveal Tokens:", 0) == 0) {
      v.tokens = trailingInt(l);
    } else if (l.rfind("Remaining Lives:", 0) == 0) {
      v.lives = trailingInt(l);
    } else if (l.rfind("Deck Size:", 0) == 0) {
      v.deck = trailingInt(l);
    } else if (l.rfind("The discard pile is:", 0) == 0) {
      std::string_view rest = l.substr(l.find('['));
      size_t pos = 0;
      while ((pos = rest.find_first_of("RYGWB", pos)) != std::string_view::npos) {
        const size_t end = rest.find_first_of(",]", pos);
        const Card c = parseCard(rest.substr(pos, end - pos));
        if (c.valid()) v.discards.push_back(c);
        pos = end;
      }
    } else if (l == "Available Actions:") {
      inActions = true;
    } else if (inActions && l.size() > 3 && l[1] == '.') {
      v.actions.emplace_back(l.substr(3));
    }
  }
  return v;
}

class Reasoner {
 public:
  explicit Reasoner(const TextView& v) : v_(v) {
    for (const Card c : v.discards) ++discarded_[c.color][c.rank];
    publicUsed_ = discarded_;
    for (int col = 0; col < kNumColors; ++col) {
      for (int r = 0; r < v.stacks[col] && r < kNumRanks; ++r) ++publicUsed_[col][r];
    }
    seenByMe_ = publicUsed_;
    for (const Card c : v.partnerCards) ++seenByMe_[c.color][c.rank];
  }

  bool playable(int col, int r) const { return v_.stacks[col] == r; }
  bool dead(int col, int r) const {
    if (v_.stacks[col] > r) return true;
    for (int lower = v_.stacks[col]; lower < r; ++lower) {
      if (discarded_[col][lower] >= kCopiesPerRank[lower]) return true;
    }
    return false;
  }
  bool critical(int col, int r) const { return !dead(col, r) && discarded_[col][r] == kCopiesPerRank[r] - 1; }

  // Every (colour, rank) the card can still be, given hint knowledge and the cards in `used`.
  template <typename Pred>
  bool all(CardKnowledge k, const Counts& used, Pred pred) const {
    bool any = false;
    for (int col = 0; col < kNumColors; ++col) {
      if (!k.colorPossible(col)) continue;
      for (int r = 0; r < kNumRanks; ++r) {
        if (!k.rankPossible(r) || used[col][r] >= kCopiesPerRank[r]) continue;
        any = true;
        if (!pred(col, r)) return false;
      }
    }
    return any;
  }
  bool iKnowPlayable(int i) const { return all(v_.mine[i], seenByMe_, [&](int c, int r) { return playable(c, r); }); }
  bool iCouldPlay(int i) const {
    CardKnowledge k = v_.mine[i];
    bool any = false;
    for (int col = 0; col < kNumColors; ++col) {
      for (int r = 0; r < kNumRanks; ++r) {
        if (k.colorPossible(col) && k.rankPossible(r) && seenByMe_[col][r] < kCopiesPerRank[r] && playable(col, r)) any = true;
      }
    }
    return any;
  }
  bool iKnowDead(int i) const { return all(v_.mine[i], seenByMe_, [&](int c, int r) { return dead(c, r); }); }
  // Conservative: what the partner can prove from hints and public cards alone.
  bool partnerKnowsPlayable(CardKnowledge k) const {
    return all(k, publicUsed_, [&](int c, int r) { return playable(c, r); });
  }
  // Whether some (colour, rank) the partner may still hold there is playable, judging from hints
  // and public cards only (the partner sees more, so it can only rule out more).
  bool partnerCouldPlay(CardKnowledge k) const {
    for (int col = 0; col < kNumColors; ++col) {
      for (int r = 0; r < kNumRanks; ++r) {
        if (k.colorPossible(col) && k.rankPossible(r) && publicUsed_[col][r] < kCopiesPerRank[r] && playable(col, r)) return true;
      }
    }
    return false;
  }
  // How many playable (colour, rank) identities, counted by copies left, the knowledge allows.
  int playableIdentities(CardKnowledge k) const {
    int n = 0;
    for (int col = 0; col < kNumColors; ++col) {
      for (int r = 0; r < kNumRanks; ++r) {
        if (k.colorPossible(col) && k.rankPossible(r) && playable(col, r)) n += kCopiesPerRank[r] - publicUsed_[col][r];
      }
    }
    return n;
  }
  static bool touched(CardKnowledge k) {
    return (k.colors & (k.colors - 1)) == 0 || (k.ranks & (k.ranks - 1)) == 0;
  }
  // The card a player with these knowledge entries would discard (convention shared by both seats).
  static int chop(const std::vector<CardKnowledge>& hand) {
    for (size_t i = 0; i < hand.size(); ++i) {
      if (!touched(hand[i])) return static_cast<int>(i);
    }
    return -1;
  }

 private:
  const TextView& v_;
  Counts discarded_{};
  Counts publicUsed_{};
  Counts seenByMe_{};
};

CardKnowledge afterHint(CardKnowledge k, Card card, bool isColor, int value) {
  if (isColor) {
    k.colors = card.color == value ? static_cast<std::uint8_t>(1U << value) : static_cast<std::uint8_t>(k.colors & ~(1U << value));
  } else {
    k.ranks = card.rank == value ? static_cast<std::uint8_t>(1U << value) : static_cast<std::uint8_t>(k.ranks & ~(1U << value));
  }
  return k;
}

std::string hintText(const std::string& partner, bool isColor, int value) {
  return isColor ? "Reveal " + partner + "s " + std::string(colorName(value)) + " color cards"
                 : "Reveal " + partner + "s rank " + std::to_string(value + 1) + " cards";
}

bool available(const TextView& v, const std::string& action) {
  for (const auto& a : v.actions) {
    if (a == action) return true;
  }
  return false;
}

// The card a hint is about under the play-clue convention: the newest (rightmost) card that the
// hint newly touched; -1 when it touched nothing new.
int hintFocus(const std::vector<CardKnowledge>& before, const std::vector<CardKnowledge>& after) {
  for (int i = static_cast<int>(after.size()) - 1; i >= 0; --i) {
    if (static_cast<size_t>(i) < before.size() && !Reasoner::touched(before[i]) && Reasoner::touched(after[i])) return i;
  }
  return -1;
}

std::string partnerName(const std::string& observation) {
  const size_t at = observation.find("I can see ");
  if (at == std::string::npos) return "Bob";
  const size_t end = observation.find("s Cards are:", at);
  return observation.substr(at + 10, end - at - 10);
}

// The convention player's decision, one named step per rule, tried in order; each step returns
// the action text or "" when its rule does not apply.
class Chooser {
 public:
  Chooser(const TextView& v, const std::string& partner) : v_(v), partner_(partner), reason_(v) {}

  std::string choose(const HanabiScriptedPlayer::Memory& memory) const {
    if (v_.actions.empty()) return "";
    if (std::string a = answerPartnersPlayClue(memory); !a.empty()) return a;
    if (std::string a = playProvenCard(); !a.empty()) return a;
    if (v_.tokens > 0 && v_.partnerCards.size() == v_.partnerKnowledge.size()) {
      for (const Step step : {&Chooser::hintMostProvenPlays, &Chooser::givePlayClue, &Chooser::saveCriticalChop,
                              &Chooser::startTwoHintPlay}) {
        if (std::string a = (this->*step)(); !a.empty()) return a;
      }
    }
    if (available(v_, kDiscard + "0")) return discard();
    if (std::string a = hintPartnersChop(); !a.empty()) return a;
    return leastRiskyHint();
  }

 private:
  using Step = std::string (Chooser::*)() const;
  inline static const std::string kDiscard = "Discard my Card ";

  // 0. A play clue from the partner: what my knowledge was after my last move, against now.
  std::string answerPartnersPlayClue(const HanabiScriptedPlayer::Memory& memory) const {
    std::vector<CardKnowledge> before;
    if (memory.valid) {
      before = memory.knowledge;
      if (memory.removed >= 0 && static_cast<size_t>(memory.removed) < before.size()) before.erase(before.begin() + memory.removed);
      if (before.size() < v_.mine.size()) before.push_back(CardKnowledge{});
    } else {
      before.assign(v_.mine.size(), CardKnowledge{});  // the start of the game: nothing known
    }
    if (before.size() != v_.mine.size()) return "";
    const int focus = hintFocus(before, v_.mine);
    if (focus >= 0 && focus != Reasoner::chop(before) && reason_.iCouldPlay(focus)) return "Play my Card " + std::to_string(focus);
    return "";
  }

  // 1. Play a card proven playable.
  std::string playProvenCard() const {
    for (int i = 0; i < handSize(); ++i) {
      if (reason_.iKnowPlayable(i)) return "Play my Card " + std::to_string(i);
    }
    return "";
  }

  // 2. The hint after which the partner can prove the most playable cards (none proven yet).
  std::string hintMostProvenPlays() const {
    int bestGain = 0;
    std::string best;
    for (int isColor = 1; isColor >= 0; --isColor) {
      for (int value = 0; value < kNumColors; ++value) {
        const std::string text = hintText(partner_, isColor != 0, value);
        if (!available(v_, text) || !readRight(isColor != 0, value)) continue;
        int gain = 0;
        for (size_t i = 0; i < v_.partnerCards.size(); ++i) {
          const Card card = v_.partnerCards[i];
          if (!reason_.playable(card.color, card.rank) || reason_.partnerKnowsPlayable(v_.partnerKnowledge[i])) continue;
          if (reason_.partnerKnowsPlayable(afterHint(v_.partnerKnowledge[i], card, isColor != 0, value))) ++gain;
        }
        if (gain > bestGain) {
          bestGain = gain;
          best = text;
        }
      }
    }
    return best;
  }

  // 2b. The hint whose focus is a playable card the partner cannot prove yet (a play clue).
  std::string givePlayClue() const {
    for (int isColor = 0; isColor <= 1; ++isColor) {
      for (int value = 0; value < kNumColors; ++value) {
        const std::string text = hintText(partner_, isColor != 0, value);
        if (!available(v_, text)) continue;
        const std::vector<CardKnowledge> after = partnerAfter(isColor != 0, value);
        const int focus = hintFocus(v_.partnerKnowledge, after);
        if (focus < 0 || focus == Reasoner::chop(v_.partnerKnowledge)) continue;
        const Card c = v_.partnerCards[static_cast<size_t>(focus)];
        if (reason_.playable(c.color, c.rank) && !reason_.partnerKnowsPlayable(v_.partnerKnowledge[static_cast<size_t>(focus)])) {
          return text;
        }
      }
    }
    return "";
  }

  // 3. Save the partner's chop card when it is the last copy of a card still needed.
  std::string saveCriticalChop() const {
    const int partnerChop = Reasoner::chop(v_.partnerKnowledge);
    if (partnerChop < 0 || v_.deck <= 0) return "";
    const Card card = v_.partnerCards[static_cast<size_t>(partnerChop)];
    if (!reason_.critical(card.color, card.rank) || reason_.playable(card.color, card.rank)) return "";
    const std::string byRank = hintText(partner_, false, card.rank);
    return available(v_, byRank) && readRight(false, card.rank) ? byRank : "";
  }

  // 4. Start identifying a playable card that needs two hints: name its colour first.
  std::string startTwoHintPlay() const {
    for (size_t i = 0; i < v_.partnerCards.size(); ++i) {
      const Card card = v_.partnerCards[i];
      if (!reason_.playable(card.color, card.rank) || reason_.partnerKnowsPlayable(v_.partnerKnowledge[i])) continue;
      const CardKnowledge k = v_.partnerKnowledge[i];
      const bool colorKnown = (k.colors & (k.colors - 1)) == 0;
      const std::string hint = colorKnown ? hintText(partner_, false, card.rank) : hintText(partner_, true, card.color);
      if (available(v_, hint) && readRight(!colorKnown, colorKnown ? card.rank : card.color)) return hint;
    }
    return "";
  }

  // 5. Discard: a card proven useless, else the oldest untouched card, else the card least
  //    likely to matter (highest possible rank).
  std::string discard() const {
    for (int i = 0; i < handSize(); ++i) {
      if (reason_.iKnowDead(i)) return kDiscard + std::to_string(i);
    }
    const int myChop = Reasoner::chop(v_.mine);
    if (myChop >= 0) return kDiscard + std::to_string(myChop);
    int pick = 0;
    int highest = -1;
    for (int i = 0; i < handSize(); ++i) {
      int top = 0;
      for (int r = 0; r < kNumRanks; ++r) {
        if (v_.mine[i].rankPossible(r)) top = r;
      }
      if (top > highest) {
        highest = top;
        pick = i;
      }
    }
    return kDiscard + std::to_string(pick);
  }

  // 6. Eight tokens and nothing urgent: a hint that touches the partner's chop (keeps it safe and
  //    informs).
  std::string hintPartnersChop() const {
    const int partnerChop = Reasoner::chop(v_.partnerKnowledge);
    if (partnerChop < 0 || static_cast<size_t>(partnerChop) >= v_.partnerCards.size()) return "";
    const Card card = v_.partnerCards[static_cast<size_t>(partnerChop)];
    if (reason_.dead(card.color, card.rank)) return "";
    const std::string byRank = hintText(partner_, false, card.rank);
    return available(v_, byRank) && readRight(false, card.rank) ? byRank : "";
  }

  // 7. The first hint the partner reads right; when every hint would be read as a play clue on an
  //    unplayable card, the one whose focus the partner is least likely to think playable (fewest
  //    playable identities left for it); the first action on offer when there is no hint.
  std::string leastRiskyHint() const {
    std::string leastRisky;
    int fewest = 1 << 20;
    for (int isColor = 0; isColor <= 1; ++isColor) {
      for (int value = 0; value < kNumColors; ++value) {
        const std::string text = hintText(partner_, isColor != 0, value);
        if (!available(v_, text)) continue;
        if (readRight(isColor != 0, value)) return text;
        const std::vector<CardKnowledge> after = partnerAfter(isColor != 0, value);
        const int risk = reason_.playableIdentities(after[static_cast<size_t>(hintFocus(v_.partnerKnowledge, after))]);
        if (risk < fewest) {
          fewest = risk;
          leastRisky = text;
        }
      }
    }
    return leastRisky.empty() ? v_.actions.front() : leastRisky;
  }

  // The partner's knowledge after this hint.
  std::vector<CardKnowledge> partnerAfter(bool isColor, int value) const {
    std::vector<CardKnowledge> after = v_.partnerKnowledge;
    for (size_t i = 0; i < after.size(); ++i) after[i] = afterHint(after[i], v_.partnerCards[i], isColor, value);
    return after;
  }

  // Whether the partner would read this hint right: its focus must be playable, or be the chop
  // (a save), or not exist.
  bool readRight(bool isColor, int value) const {
    const std::vector<CardKnowledge> after = partnerAfter(isColor, value);
    const int focus = hintFocus(v_.partnerKnowledge, after);
    if (focus < 0 || focus == Reasoner::chop(v_.partnerKnowledge)) return true;
    const Card c = v_.partnerCards[static_cast<size_t>(focus)];
    // A focus the partner cannot think playable (not even from public cards alone) is not played.
    return reason_.playable(c.color, c.rank) || !reason_.partnerCouldPlay(after[static_cast<size_t>(focus)]);
  }

  int handSize() const { return static_cast<int>(v_.mine.size()); }

  const TextView& v_;
  const std::string& partner_;
  const Reasoner reason_;
};

}  // namespace

std::string HanabiScriptedPlayer::reply(int agent, const std::string& observation, const std::string&) {
  Memory& memory = memory_[agent == 1 ? 1 : 0];
  const TextView view = parse(observation);
  const std::string action = Chooser(view, partnerName(observation)).choose(memory);
  if (action.empty()) return "Action: wait";  // not our turn: the world rejects it politely
  memory.valid = true;
  memory.knowledge = view.mine;
  memory.removed = -1;
  for (const char* verb : {"Play my Card ", "Discard my Card "}) {
    if (action.rfind(verb, 0) == 0) memory.removed = std::atoi(action.c_str() + std::string(verb).size());
  }
  return "Explanation: scripted convention player.\nAction: " + action;
}

}  // namespace craftmate::games::hanabi
