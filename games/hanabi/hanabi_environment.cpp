#include "games/hanabi/hanabi_environment.h"

#include "games/hanabi/hanabi_action_parser.h"

namespace craftmate::games::hanabi {

namespace {

std::string cardText(Card c) { return std::string(colorName(c.color)) + " " + std::to_string(c.displayRank()); }

constexpr std::string_view kRules =
    "- The game uses a 50-card deck, divided into five colours (red (R), green (G), blue (B), yellow (Y), white (W)). "
    "Each color has cards of ranks 1 to 5. Each color has with three 1\xE2\x80\x99s, two 2\xE2\x80\x99s, two 3\xE2\x80\x99s, "
    "two 4\xE2\x80\x99s, one 5.\n"
    "- Players have to create stacks of each color. Each color stack starts with a Rank 1 card and goes up one by one in "
    "ascending order up to Rank 5. (e.g. Red Stack should go from R1 -> R2 -> R3 -> R4 -> R5). A card can only be played "
    "if it is the next in the incremental sequence for its color stack.\n"
    "- Players can only see the others hand, not their own.\n"
    "- Players have plausible knowledge of their cards based on previously provided hints by the other player\n"
    "- They can either play a card, give a reveal, or discard a card.\n"
    "- Players can only chose an action from the Available Legal Actions.\n"
    "***Actions:***\n"
    "1. Reveal (Clue): Spend a reveal token to reveal cards with a particular color or rank. Revealing a color reveals all "
    "cards of that color in partners hand. Revealing a rank reveals all cards with that rank in partners hand. The game "
    "starts with 8 reveal tokens. If no token left, no more reveals can be given.\n"
    "2. Discard: Discard a card to regain a reveal token and draw a new card.\n"
    "3. Play a Card: If a card played follows sequence in its color stack, it succeeds. Success of rank 5 card in any "
    "stack gives an additional reveal token. Failure discards the card, and loses a life. Playing a card you are unsure "
    "about is risky as it costs a life and you have only 3 lives. Before playing a card make sure that its the next card "
    "in the sequence for that stack.\n"
    "***The game ends when:***\n"
    "- All five stacks are completed. 25 Points.\n"
    "- Three lives have been lost. 0 Points no matter how many cards have been placed in the stack.\n"
    "- After the last card from the deck is drawn and each player has had a final turn. Sum total of the top card ranks "
    "of each color stack.";

}  // namespace

std::string_view hanabiRulesText() { return kRules; }

HanabiEnvironment::HanabiEnvironment(std::uint64_t seed) : state_(seed) {}
HanabiEnvironment::HanabiEnvironment(const HanabiState& state) : state_(state) {}

std::vector<int> HanabiEnvironment::agentsToAct() const {
  if (state_.gameOver()) return {};
  return {state_.currentPlayer()};
}

agents::CommandResult HanabiEnvironment::act(int agent, std::string_view text) {
  if (agent < 0 || agent >= kNumPlayers) return {"Unknown agent " + std::to_string(agent) + ": Hanabi has agents 0 (Alice) and 1 (Bob).", false};
  if (state_.gameOver()) return {"The game is over; no more actions can be taken.", false};
  if (state_.currentPlayer() != agent) {
    return {"It is not your turn: " + names_[state_.currentPlayer()] + " is to act. Wait for " +
                names_[state_.currentPlayer()] + "'s move.",
            false};
  }
  const std::optional<HanabiMove> move = parseMove(state_, text, names_);
  if (!move) {
    // The paper's re-prompt after a rejected action (llm_coordination.md §2.4).
    std::string chosen = extractActionText(text);
    if (chosen.size() > 200) chosen = chosen.substr(0, 200) + "...";
    return {"Your selected action: " + chosen +
                " is not appropriate. It is not one of the Available Legal Actions. Please choose another action. "
                "List of Available Actions:\n" +
                renderLetteredActions(legalActionTexts(state_, names_)),
            false};
  }
  lastActionText_[agent] = moveListText(*move, names_[1 - agent]);
  const MoveOutcome outcome = state_.applyMove(*move);
  return {describeOutcome(agent, *move, outcome), true};
}

std::string HanabiEnvironment::describeOutcome(int agent, HanabiMove move, const MoveOutcome& outcome) const {
  const std::string& me = names_[agent];
  std::string out;
  switch (move.type) {
    case HanabiMove::Type::kPlay:
      if (outcome.success) {
        out = me + " played " + cardText(outcome.card) + " successfully on the " + std::string(colorName(outcome.card.color)) + " stack.";
      } else {
        out = me + " played " + cardText(outcome.card) + ", which was not playable: a life is lost and the card is discarded. Remaining Lives: " +
              std::to_string(state_.lives()) + ".";
      }
      break;
    case HanabiMove::Type::kDiscard:
      out = me + " discarded " + cardText(outcome.card) + " and regained a reveal token.";
      break;
    case HanabiMove::Type::kRevealColor:
    case HanabiMove::Type::kRevealRank: {
      out = me + " chose: " + moveListText(move, names_[1 - agent]) + ". Revealed cards:";
      for (int i = 0; i < kHandSize; ++i) {
        if ((outcome.revealed >> i) & 1U) out += " Card " + std::to_string(i);
      }
      out += ".";
      break;
    }
    case HanabiMove::Type::kInvalid:
      break;
  }
  if (state_.gameOver()) out += " The game is over. Cards played: " + std::to_string(state_.cardsPlayed()) + ".";
  return out;
}

std::string HanabiEnvironment::commandDocs(int) const {
  return "Choose one of the Available Actions listed in the state, answering in the format\n"
         "Explanation: <brief explanation for selecting the move>\nAction:<selected move>\n"
         "The action may be written as its text (e.g. `Play my Card 0`, `Reveal Bobs rank 1 cards`) or its letter.";
}

std::string HanabiEnvironment::observation(int agent) const { return renderObservation(state_, agent, names_); }

std::string HanabiEnvironment::goal(int agent) const {
  // The paper's base prompt (Appendix C.1) with the rules filled in.
  const std::string& me = names_[agent];
  return "The card game Hanabi has the following rules:\n" + std::string(kRules) + "\nI am " + me +
         ", playing the card game Hanabi with " + names_[1 - agent] +
         ".\nAt each time step I will provide you with the relevant information of the game. I will also provide you "
         "with the legal action, help me select the best next action.\nRemember I am playing as " +
         me + ".\nFormat your response as\nExplanation: <brief explanation for selecting the move>\nAction:<selected move>.\n"
         "Do not say anything else. Got it?";
}

std::map<std::string, std::string> HanabiEnvironment::promptFields(int agent) const {
  return {{"STATS", ""},
          {"INVENTORY", ""},
          {"RULES", std::string(kRules)},
          {"PARTNER", names_[1 - agent]},
          {"PARTNER_ACTION", lastActionText_[1 - agent]}};
}

agents::Score HanabiEnvironment::score() const {
  agents::Score s;
  s.ended = state_.gameOver();
  s.complete = state_.cardsPlayed() == kNumColors * kNumRanks;
  s.metrics = {{"score", state_.cardsPlayed()},
               {"hle_score", state_.hleScore()},
               {"bomb", state_.bombed() ? 1.0 : 0.0},
               {"lives", state_.lives()},
               {"turns", state_.movesMade()}};
  return s;
}

std::vector<std::string> HanabiEnvironment::legalCommands(int agent) const {
  if (state_.gameOver() || agent != state_.currentPlayer()) return {};
  return legalActionTexts(state_, names_);
}

}  // namespace craftmate::games::hanabi
