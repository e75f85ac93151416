#include "agents/methods/llm_coordination_prompts.h"

#include "agents/environment.h"
#include "agents/text_util.h"

namespace craftmate::agents::methods {
namespace {

constexpr const char* kGotIt = "Got it!";

// System prompts of the reference agents (llm_coordination.md §2.2).
constexpr const char* kFriendlySystem = "You are a friendly chat assistant who is correct and brief at all times.";
constexpr const char* kHanabiSystem = "You are a helpful assistant.";
constexpr const char* kEscapeSystem = "A chat between a human and an assistant. The assistant is correct and brief at all times.";

// Collab Capture's response format (§5.2): the world's goal ends with "Help me <name> select my next action."
constexpr const char* kCaptureFormat =
    " Format your response as: \nAnalysis: <brief explanation for your next action>.\nAction: <your selected action from "
    "the list>.\n";

// Collab Escape's generator instruction, appended to the base prompt (§6.4).
constexpr const char* kEscapeGenerator =
    "Help me select the best action from the list, considering my priority. First, consider if the current room is safe "
    "from the killer and then format your response as \"Action: move to room <number>\" or \"Action: fix generator in "
    "room <number>.\" Do not say anything else.";

constexpr const char* kEscapeTom =
    "\nYou are a Theory of Mind inference agent for the game Collab Escape. You will be provided with the current state "
    "including my location, my partner's location, and the killer's target if known. You will provide me with a short "
    "explanation about what my partner intends to do next based on the available information.\n";

// The paper gives Capture no ToM text; this mirrors Escape's with the thief in place of the killer.
constexpr const char* kCaptureTom =
    "\nYou are a Theory of Mind inference agent for the game Collab Capture. You will be provided with the current state "
    "including my location, my partner's location, the thief's location and the doors' states. You will provide me with "
    "a short explanation about what my partner intends to do next based on the available information.\n";

// Appendix C.2 and C.3, joined where the PDF broke lines.
constexpr const char* kHanabiTom =
    "You are a Theory of Mind inference agent for our game. You will be provided with my partners selected action and my "
    "latest state information after my partner took their action. You will provide me with two things: 1. An explanation "
    "for my partners previous action along with their intention and implicit communication. 2. What is the best "
    "information for me to give my partner based on their knowledge?\nFormat your response as:\nPartner Action "
    "Explanation:<1 sentence explanation of partner action>\nClue Suggestion:<What information (specify rank or color) "
    "should I reveal to my partner based on their knowledge>.";
constexpr const char* kVerifierSystem =
    "You are an action verification agent for games. I will provide you with an action and you need to check whether the "
    "action satisfies the criteria:\n1. Rule Following: It follows to the rules of the game.\n2. Safety: It wont lead to "
    "the game ending immediately.\nThink about the action, the current state of the stack and the available lives and "
    "reveal tokens.\nEnd you response with \"Verification: Okay\" if selected action follows ***both*** criteria and "
    "\"Verification: Not Okay\" otherwise. Restrict your response to 4-5 sentences.";

std::string field(const Environment& env, int agent, const std::string& name) {
  const auto fields = env.promptFields(agent);
  const auto it = fields.find(name);
  return it == fields.end() ? std::string() : it->second;
}

std::string hanabiIntro(const Environment& env, int agent) {
  return "The card game Hanabi has the following rules:\n" + field(env, agent, "RULES") + "\nI am " + playerName(agent) +
         ", playing the card game Hanabi with " + playerName(1 - agent) + ".";
}

const char* systemPrompt(CoordinationGame game) {
  switch (game) {
    case CoordinationGame::kHanabi: return kHanabiSystem;
    case CoordinationGame::kEscape: return kEscapeSystem;
    default: return kFriendlySystem;
  }
}

std::string basePrompt(CoordinationGame game, const Environment& env, int agent) {
  switch (game) {
    case CoordinationGame::kCapture: return env.goal(agent) + kCaptureFormat;
    case CoordinationGame::kEscape: return env.goal(agent) + kEscapeGenerator;
    default: return env.goal(agent);  // Overcooked A.1 and Hanabi C.1, as the worlds render them
  }
}

ChatCall primed(const char* system, std::string base, std::string request) {
  return ChatCall{system, {{"user", std::move(base)}, {"assistant", kGotIt}, {"user", std::move(request)}}};
}

}  // namespace

std::optional<CoordinationGame> coordinationGame(std::string_view worldName) {
  if (worldName == "overcooked") return CoordinationGame::kOvercooked;
  if (worldName == "hanabi") return CoordinationGame::kHanabi;
  if (worldName == "collab_capture") return CoordinationGame::kCapture;
  if (worldName == "collab_escape") return CoordinationGame::kEscape;
  return std::nullopt;
}

const char* playerName(int agent) { return agent == 0 ? "Alice" : "Bob"; }

ChatCall generatorCall(CoordinationGame game, const Environment& env, int agent, const std::string& state) {
  return primed(systemPrompt(game), basePrompt(game, env, agent), state);
}

bool tomByDefault(CoordinationGame game) {
  return game == CoordinationGame::kHanabi || game == CoordinationGame::kEscape;
}

std::optional<ChatCall> tomCall(CoordinationGame game, const Environment& env, int agent, const std::string& state) {
  switch (game) {
    case CoordinationGame::kHanabi: {
      const std::string partnerAction = field(env, agent, "PARTNER_ACTION");
      if (partnerAction.empty()) return std::nullopt;
      const std::string partner = playerName(1 - agent);
      return primed(kHanabiSystem, hanabiIntro(env, agent) + "\n" + kHanabiTom,
                    "***" + partner + "'s selected action***: " + partnerAction + "\n\nMy current state information: " +
                        state +
                        ". Note that I have updated my knowledge of my cards based on partner's action. Think step by step "
                        "about partners action. Think about the action. Think about what it implies. If I should give a "
                        "clue next, think about what clue I can give my partner.");
    }
    case CoordinationGame::kEscape: return primed(kEscapeSystem, env.goal(agent) + kEscapeTom, state);
    case CoordinationGame::kCapture: return primed(kFriendlySystem, env.goal(agent) + kCaptureTom, state);
    default: return std::nullopt;
  }
}

std::string withInterpretation(CoordinationGame game, const std::string& state, const std::string& interpretation,
                               int agent) {
  if (game != CoordinationGame::kHanabi) return state + interpretation;
  const std::string line =
      std::string("Interpretation of ") + playerName(1 - agent) + "'s Last Action: " + interpretation + ". \n";
  const std::size_t at = state.find("Available Actions:");
  if (at == std::string::npos) return state + "\n" + line;
  return state.substr(0, at) + line + state.substr(at);
}

bool lettersActions(CoordinationGame game) {
  return game == CoordinationGame::kHanabi || game == CoordinationGame::kCapture;
}

std::string fallbackAction(CoordinationGame game, const std::vector<std::string>& legal) {
  switch (game) {
    case CoordinationGame::kOvercooked: return "wait.";
    case CoordinationGame::kEscape: return "wait";
    case CoordinationGame::kCapture: return "Stay in current Room";
    default: return legal.empty() ? std::string() : legal.front();
  }
}

ChatCall verifierCall(const Environment& env, int agent, const std::string& stateWithoutTom, const std::string& selected) {
  return primed(kVerifierSystem, hanabiIntro(env, agent),
                "State: " + stateWithoutTom + "\n\n My Solution: " + selected +
                    ". Think step by step. Think about rules, think about conventions, and think about safety. ");
}

bool verifierApproves(std::string_view verifierReply) {
  return lowerCase(verifierReply).find("verification: okay") != std::string::npos;
}

std::string verifierRejection(const std::string& selected, const std::string& verifierReply,
                              const std::vector<std::string>& letteredActions) {
  std::string out = "Your selected action: " + selected + " is not appropriate. " + verifierReply +
                    ". Please choose another action. List of Available Actions:\n";
  for (const std::string& action : letteredActions) {
    if (action != selected) out += action + "\n";
  }
  return out;
}

}  // namespace craftmate::agents::methods
