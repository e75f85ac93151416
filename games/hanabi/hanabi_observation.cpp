#include "games/hanabi/hanabi_observation.h"

namespace craftmate::games::hanabi {

namespace {

std::string cardText(Card c) { return std::string(colorName(c.color)) + " " + std::to_string(c.displayRank()); }

}  // namespace

std::string_view pronounOf(std::string_view name) {
  if (name == "Bob") return "his";
  if (name == "Alice") return "her";
  return "their";
}

std::string renderStacks(const HanabiState& state) {
  std::string out;
  for (int c = 0; c < kNumColors; ++c) {
    if (c > 0) out += ", ";
    out += std::string(colorName(c)) + " - " + std::string(colorName(c)) + " " + std::to_string(state.stack(c));
  }
  return out;
}

std::string renderKnowledge(CardKnowledge k) {
  std::string out = "[";
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
    out += std::to_string(r + 1);
    first = false;
  }
  return out + "]";
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
    out += "The game is over. Cards played: " + std::to_string(state.cardsPlayed()) + ".\n";
  } else if (state.currentPlayer() == viewer) {
    out += "It is currently My (" + me + ") turn.\n";
  } else {
    out += "It is currently " + them + "s turn.\n";
  }
  out += "Current Stacks:\n" + renderStacks(state) + "\n";
  out += "My cards based on my knowledge:\n";
  const HanabiHand& mine = state.hand(viewer);
  for (int i = 0; i < mine.size; ++i) {
    out += "Card " + std::to_string(i) + " could be: " + renderKnowledge(mine.knowledge[i]) + "\n";
  }
  out += "I can see " + them + "s Cards are:\n";
  const HanabiHand& theirs = state.hand(partner);
  for (int i = 0; i < theirs.size; ++i) out += "[Card " + std::to_string(i) + ": " + cardText(theirs.cards[i]) + "]\n";
  out += them + "s Knowledge about " + std::string(theirPronoun) + " cards:\n";
  for (int i = 0; i < theirs.size; ++i) {
    out += them + " believes " + std::string(theirPronoun) + " Card " + std::to_string(i) +
           " could be: " + renderKnowledge(theirs.knowledge[i]) + "\n";
  }
  out += "Remaining Reveal Tokens: " + std::to_string(state.infoTokens()) + "\n";
  out += "Remaining Lives: " + std::to_string(state.lives()) + "\n";
  out += "Deck Size: " + std::to_string(state.deckSize()) + "\n";
  out += "The discard pile is: [";
  for (int i = 0; i < state.discardCount(); ++i) out += (i > 0 ? ", " : "") + cardText(state.discard(i));
  out += "]\nMy Action History: [";
  for (int i = 0; i < state.historyCount(viewer); ++i) {
    out += (i > 0 ? ", " : "") + moveHistoryText(state.history(viewer, i), them);
  }
  out += "]\nThe next playable cards for each stack are:\n" + renderNextPlayable(state);
  if (!state.gameOver() && state.currentPlayer() == viewer) {
    out += "\nAvailable Actions:\n" + renderLetteredActions(legalActionTexts(state, names));
  }
  return out;
}

}  // namespace craftmate::games::hanabi
