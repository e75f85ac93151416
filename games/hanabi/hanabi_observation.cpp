#include "games/hanabi/hanabi_observation.h"

namespace craftmate::games::hanabi {

std::string_view pronounOf(std::string_view name) {
  if (name == "Bob") return "his";
  if (name == "Alice") return "her";
  return "their";
}

namespace {

// The observation is appended in place into one buffer (no temporary strings per line), so the
// text step stays cheap; the stand-alone renderers below share these appenders.

void appendInt(std::string& out, int v) {  // 0 to 99: stacks, tokens, lives, deck, card slots
  if (v >= 10) out += static_cast<char>('0' + v / 10);
  out += static_cast<char>('0' + v % 10);
}

void appendCard(std::string& out, Card c) {
  out += colorName(c.color);
  out += ' ';
  out += static_cast<char>('1' + c.rank);
}

void appendKnowledge(std::string& out, CardKnowledge k) {
  out += '[';
  bool first = true;
  for (int c = 0; c < kNumColors; ++c) {
    if (!k.colorPossible(c)) continue;
    if (!first) out += ", ";
    out += colorName(c);
    first = false;
  }
  out += "] [";
  first = true;
  for (int r = 0; r < kNumRanks; ++r) {
    if (!k.rankPossible(r)) continue;
    if (!first) out += ", ";
    out += static_cast<char>('1' + r);
    first = false;
  }
  out += ']';
}

void appendStacks(std::string& out, const HanabiState& state) {
  for (int c = 0; c < kNumColors; ++c) {
    if (c > 0) out += ", ";
    out += colorName(c);
    out += " - ";
    out += colorName(c);
    out += ' ';
    appendInt(out, state.stack(c));
  }
}

}  // namespace

std::string renderStacks(const HanabiState& state) {
  std::string out;
  appendStacks(out, state);
  return out;
}

std::string renderKnowledge(CardKnowledge k) {
  std::string out;
  appendKnowledge(out, k);
  return out;
}

std::string renderNextPlayable(const HanabiState& state) {
  std::string out;
  for (int c = 0; c < kNumColors; ++c) {
    if (c > 0) out += "\n";
    const std::string color(colorName(c));
    if (state.stack(c) >= kNumRanks) {
      out += color + " Stack is Full.";
    } else {
      out += "Only " + color + " " + std::to_string(state.stack(c) + 1) + " can be played on " + color + " Stack";
    }
  }
  return out;
}

std::vector<std::string> legalActionTexts(const HanabiState& state, const PlayerNames& names) {
  MoveList moves;
  const int n = state.legalMoves(moves);
  std::vector<std::string> texts;
  texts.reserve(static_cast<size_t>(n));
  const std::string& partner = names[1 - state.currentPlayer()];
  for (int i = 0; i < n; ++i) texts.push_back(moveListText(moves[i], partner));
  return texts;
}

std::string renderLetteredActions(const std::vector<std::string>& actions) {
  std::string out;
  for (size_t i = 0; i < actions.size(); ++i) {
    if (i > 0) out += "\n";
    out += static_cast<char>('A' + i);
    out += ". " + actions[i];
  }
  return out;
}

std::string renderObservation(const HanabiState& state, int viewer, const PlayerNames& names) {
  const int partner = 1 - viewer;
  const std::string& me = names[viewer];
  const std::string& them = names[partner];
  const std::string_view theirPronoun = pronounOf(them);
  std::string out;
  out.reserve(2048);
  if (state.gameOver()) {
    out += "The game is over. Cards played: ";
    appendInt(out, state.cardsPlayed());
    out += ".\n";
  } else if (state.currentPlayer() == viewer) {
    out += "It is currently My (";
    out += me;
    out += ") turn.\n";
  } else {
    out += "It is currently ";
    out += them;
    out += "s turn.\n";
  }
  out += "Current Stacks:\n";
  appendStacks(out, state);
  out += "\nMy cards based on my knowledge:\n";
  const HanabiHand& mine = state.hand(viewer);
  for (int i = 0; i < mine.size; ++i) {
    out += "Card ";
    appendInt(out, i);
    out += " could be: ";
    appendKnowledge(out, mine.knowledge[i]);
    out += '\n';
  }
  out += "I can see ";
  out += them;
  out += "s Cards are:\n";
  const HanabiHand& theirs = state.hand(partner);
  for (int i = 0; i < theirs.size; ++i) {
    out += "[Card ";
    appendInt(out, i);
    out += ": ";
    appendCard(out, theirs.cards[i]);
    out += "]\n";
  }
  out += them;
  out += "s Knowledge about ";
  out += theirPronoun;
  out += " cards:\n";
  for (int i = 0; i < theirs.size; ++i) {
    out += them;
    out += " believes ";
    out += theirPronoun;
    out += " Card ";
    appendInt(out, i);
    out += " could be: ";
    appendKnowledge(out, theirs.knowledge[i]);
    out += '\n';
  }
  out += "Remaining Reveal Tokens: ";
  appendInt(out, state.infoTokens());
  out += "\nRemaining Lives: ";
  appendInt(out, state.lives());
  out += "\nDeck Size: ";
  appendInt(out, state.deckSize());
  out += "\nThe discard pile is: [";
  for (int i = 0; i < state.discardCount(); ++i) {
    if (i > 0) out += ", ";
    appendCard(out, state.discard(i));
  }
  out += "]\nMy Action History: [";
  for (int i = 0; i < state.historyCount(viewer); ++i) {
    if (i > 0) out += ", ";
    out += moveHistoryText(state.history(viewer, i), them);
  }
  out += "]\nThe next playable cards for each stack are:\n";
  out += renderNextPlayable(state);
  if (!state.gameOver() && state.currentPlayer() == viewer) {
    out += "\nAvailable Actions:\n";
    out += renderLetteredActions(legalActionTexts(state, names));
  }
  return out;
}

}  // namespace craftmate::games::hanabi
