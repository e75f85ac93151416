#include "agents/methods/llm_coordination_agent.h"

#include <stdexcept>

#include "agents/methods/action_choice.h"
#include "agents/methods/agent_turns.h"
#include "agents/methods/method_calls.h"

namespace craftmate::agents::methods {

LlmCoordinationAgent::LlmCoordinationAgent(MethodContext& context, int agent, LlmCoordinationOptions options)
    : context_(context), env_(context.env), agent_(agent), options_(options) {
  const std::optional<CoordinationGame> game = coordinationGame(env_.name());
  if (!game) {
    throw std::invalid_argument("agent method 'llm-coordination' plays the LLM-Coordination games (overcooked, hanabi, "
                                "collab_capture, collab_escape), not '" + env_.name() + "'; choose one of those worlds "
                                "or another --agent-method");
  }
  game_ = *game;
}

boost::asio::awaitable<std::string> LlmCoordinationAgent::ask(std::string step, ChatCall call) {
  std::string purpose = step == "act" ? std::string(kActingPurpose) : "llm-coordination:" + step;
  std::string reply = co_await askModel(context_, agent_, std::move(purpose), std::move(call.system), std::move(call.turns));
  co_return reply;
}

boost::asio::awaitable<CommandResult> LlmCoordinationAgent::takeTurn() {
  const std::string state = env_.observation(agent_);
  std::string generatorState = state;
  if (options_.tom.value_or(tomByDefault(game_))) {
    if (const std::optional<ChatCall> tom = tomCall(game_, env_, agent_, state)) {
      generatorState = withInterpretation(game_, state, co_await ask("tom", *tom), agent_);
    }
  }
  ChatCall generator = generatorCall(game_, env_, agent_, generatorState);
  std::string reply = co_await ask("act", generator);
  std::string command = reply;
  if (game_ == CoordinationGame::kHanabi && options_.verify) command = co_await verified(state, generator, reply);
  for (int attempt = 0;; ++attempt) {
    CommandResult result = actAndRecord(context_, agent_, command);
    if (result.accepted) co_return result;
    if (attempt >= options_.maxRetries) break;
    // The world's rejection names the offered actions; the model chooses again with it in view.
    generator.turns.push_back({"assistant", reply});
    generator.turns.push_back({"user", result.output});
    reply = command = co_await ask("act", generator);
  }
  const std::string fallback = fallbackAction(game_, env_.legalCommands(agent_));
  CommandResult result = actAndRecord(context_, agent_, "Action: " + fallback);
  result.output = "No acceptable action after " + std::to_string(options_.maxRetries + 1) + " tries; played '" +
                  fallback + "'. " + result.output;
  co_return result;
}

boost::asio::awaitable<std::string> LlmCoordinationAgent::verified(const std::string& state, ChatCall& generator,
                                                                   std::string& reply) {
  const std::vector<std::string> legal = env_.legalCommands(agent_);
  if (legal.empty()) co_return reply;
  std::vector<std::string> lettered;
  for (std::size_t i = 0; i < legal.size(); ++i) lettered.push_back(letteredLine(static_cast<int>(i), legal[i]));
  int chosen = 0;
  for (int round = 1;; ++round) {
    const std::optional<std::string> named = actionField(reply);
    chosen = named ? closestAction(*named, legal, true) : 0;  // no Action: at all -> the first legal move
    const std::string verdict = co_await ask("verify", verifierCall(env_, agent_, state, lettered[chosen]));
    if (verifierApproves(verdict) || round >= options_.maxVerifications) break;
    generator.turns.push_back({"assistant", reply});
    generator.turns.push_back({"user", verifierRejection(lettered[chosen], verdict, lettered)});
    reply = co_await ask("act", generator);
  }
  co_return "Action: " + legal[chosen];
}

namespace {

int atLeast(const MethodOptions& options, const std::string& name, int minimum) {
  const int value = optionInt(options, name);
  if (value < minimum) {
    throw std::invalid_argument("method option '" + name + "' must be at least " + std::to_string(minimum) + ", not " +
                                std::to_string(value));
  }
  return value;
}

}  // namespace

void registerLlmCoordinationMethod(MethodRegistry& registry) {
  MethodInfo info;
  info.name = "llm-coordination";
  info.description =
      "LLM-Coordination's agentic framework: memory, ToM reasoning, grounding with action verification and retry";
  info.worlds = {"overcooked", "hanabi", "collab_capture", "collab_escape"};
  info.options = {
      {"tom", "auto", "Theory-of-Mind step: auto (the paper's: Hanabi and Collab Escape), true or false"},
      {"verify", "true", "Hanabi's answer verification (Appendix C.3)"},
      {"max_verifications", "5", "verifier rounds before the last chosen action is kept"},
      {"retries", "2", "new choices after the world rejects an action, before the game's fallback action"}};
  info.create = [](const MethodOptions& options) -> std::unique_ptr<AgentMethod> {
    LlmCoordinationOptions o;
    if (options.at("tom") != "auto") o.tom = optionFlag(options, "tom");
    o.verify = optionFlag(options, "verify");
    o.maxVerifications = atLeast(options, "max_verifications", 1);
    o.maxRetries = atLeast(options, "retries", 0);
    return std::make_unique<PerAgentMethod<LlmCoordinationAgent, LlmCoordinationOptions>>(o);
  };
  registry.add(std::move(info));
}

}  // namespace craftmate::agents::methods
