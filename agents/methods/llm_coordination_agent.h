#pragma once
// LLM-Coordination's agentic framework (llm_coordination.md §2) for Overcooked, Hanabi, Collab
// Capture and Collab Escape. Memory: long-term (the world's goal text: rules, layout, conventions),
// working (its observation) and episodic (the actions chosen so far, which the worlds print in the
// observation). Reasoning: the ReAct-style "Explanation/Analysis ... Action: ..." reply, preceded by
// a Theory-of-Mind call where the paper uses one (Hanabi, Escape). Grounding: the world maps the
// natural-language action onto its moves and rejects what is not on offer; the rejection goes back
// to the model, which chooses again, up to a limit, after which the game's deterministic fallback
// is played. Hanabi adds the answer-verification loop of Appendix C.3.

#include <optional>
#include <string>

#include <boost/asio/awaitable.hpp>

#include "agents/methods/agent_method.h"
#include "agents/methods/llm_coordination_prompts.h"

namespace craftmate::agents::methods {

struct LlmCoordinationOptions {
  std::optional<bool> tom;    // the ToM step; unset = the paper's choice for the game (tomByDefault)
  bool verify = true;         // Hanabi's answer verification (Table 6's "+ V")
  int maxVerifications = 5;   // the reference loops until approval; we stop here and keep the last action
  int maxRetries = 2;         // new choices after the world rejects one, before the fallback action
};

class LlmCoordinationAgent {
 public:
  // Plays `agent` of context.env with seat `agent`'s model. Throws std::invalid_argument when the
  // world is not one of the four games.
  LlmCoordinationAgent(MethodContext& context, int agent, LlmCoordinationOptions options = {});

  // Chooses this agent's action for the current state and submits it; returns the world's answer
  // to the command it finally took (accepted, unless even the fallback was refused).
  boost::asio::awaitable<CommandResult> takeTurn();

  CoordinationGame game() const { return game_; }

 private:
  // `step` is "act" for the call whose reply becomes the action (recorded as the acting call), else
  // the auxiliary step's name ("tom", "verify").
  boost::asio::awaitable<std::string> ask(std::string step, ChatCall call);
  // Hanabi: verifies the generator's choice, asking for another one while the verifier objects.
  // Returns the command text of the action finally chosen; `reply` becomes the generator's last reply.
  boost::asio::awaitable<std::string> verified(const std::string& state, ChatCall& generator, std::string& reply);

  MethodContext& context_;
  Environment& env_;
  int agent_;
  LlmCoordinationOptions options_;
  CoordinationGame game_;
};

// Registers "llm-coordination" (registered_methods.cpp).
void registerLlmCoordinationMethod(MethodRegistry& registry);

}  // namespace craftmate::agents::methods
