#pragma once
// The prompt texts of LLM-Coordination's agentic framework (llm_coordination.md §2, §3.4, §5.2,
// §6.4), built from what a world shows through the Environment interface: the long-term memory
// (the world's goal text: rules, layout, conventions, action format), the working memory (its
// observation) and, for Hanabi, the partner's last action and the rules text (promptFields
// PARTNER_ACTION and RULES). Each call is the reference's chat
// [system: SYS, user: BASE, assistant: "Got it!", user: STATE].

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "agents/models/chat_model.h"

namespace craftmate::agents {
class Environment;
}

namespace craftmate::agents::methods {

enum class CoordinationGame { kOvercooked, kHanabi, kCapture, kEscape };

// The game a world name belongs to ("overcooked", "hanabi", "collab_capture", "collab_escape").
std::optional<CoordinationGame> coordinationGame(std::string_view worldName);

// The players are always Alice (agent 0) and Bob (agent 1).
const char* playerName(int agent);

// One chat call: system message plus turns.
struct ChatCall {
  std::string system;
  std::vector<Turn> turns;
};

// The action generator's call for `state` (already carrying a ToM interpretation, if any).
ChatCall generatorCall(CoordinationGame game, const Environment& env, int agent, const std::string& state);

// The paper's ToM step is on for Hanabi and Collab Escape; Capture has a "w/out ToM" row in
// Table 2 but no ToM prompt in the authors' code, and Overcooked none at all.
bool tomByDefault(CoordinationGame game);
// The ToM call for this turn, or nullopt when there is none: Overcooked has no ToM prompt, and
// Hanabi asks only once the partner has acted.
std::optional<ChatCall> tomCall(CoordinationGame game, const Environment& env, int agent, const std::string& state);

// `state` with the ToM reply where the reference puts it: Hanabi before the legal actions as
// "Interpretation of <Partner>'s Last Action: ... \n"; Escape and Capture appended directly.
std::string withInterpretation(CoordinationGame game, const std::string& state, const std::string& interpretation,
                               int agent);

// Whether the observation letters its actions ("A. ..."), so a bare letter names an option.
bool lettersActions(CoordinationGame game);

// The action taken when a model never names an acceptable one: the reference's fallbacks made
// deterministic (llm_coordination.md §2.2): "wait." / "wait" / "Stay in current Room" / the first
// legal move (Hanabi).
std::string fallbackAction(CoordinationGame game, const std::vector<std::string>& legal);

// Hanabi's answer verification (Appendix C.3, wiring of §2.4).
ChatCall verifierCall(const Environment& env, int agent, const std::string& stateWithoutTom, const std::string& selected);
bool verifierApproves(std::string_view verifierReply);
// The generator's next user turn after a rejection: "Your selected action: ... is not appropriate.
// <verifier reply>. Please choose another action. List of Available Actions:\n<all but the rejected>".
std::string verifierRejection(const std::string& selected, const std::string& verifierReply,
                              const std::vector<std::string>& letteredActions);

}  // namespace craftmate::agents::methods
