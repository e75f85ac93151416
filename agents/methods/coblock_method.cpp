// CoBlock's LLM agents (coblock.md §6): each agent is prompted on its own turn with the task
// description, the chain-of-thought instruction of its variant, the App. B.2 example and its current
// <Input>; its reply (reasoning lines starting with #, then the action) goes to the world as written.
// An invalid or unparseable action uses up the turn and shows in the next <Input>'s <ActionHistory>
// (the world's rule, §3.5); the paper has no retry. Variants (§6.5):
//   coblock      the baseline: steps 1 + 4, no partner modelling, no self-reflection;
//   coblock-cot  the full agent: + partner modelling (step 2) + self-reflection on the world's checker
//                (<Feedback>, step 3); options turn each off for the paper's ablations.

#include <memory>
#include <stdexcept>

#include "agents/methods/agent_method.h"
#include "agents/methods/coblock_prompts.h"
#include "agents/methods/method_calls.h"

namespace craftmate::agents::methods {

namespace {

class CoBlockAgents final : public AgentMethod {
 public:
  explicit CoBlockAgents(CoBlockSteps steps) : steps_(steps), example_(coblockExampleTurns(steps)) {}

  boost::asio::awaitable<EpisodeResult> run(MethodContext& context) override {
    Environment& env = context.env;
    EpisodeResult result;
    while (!env.score().ended && result.endReason.empty()) {
      const std::vector<int> acting = env.agentsToAct();
      if (acting.empty()) throw std::runtime_error("world '" + env.name() + "' has no agent to act but has not ended");
      for (int agent : acting) {
        if (result.turns >= context.maxTurns) {
          result.endReason = "turn budget of " + std::to_string(context.maxTurns) + " reached";
          break;
        }
        std::string text;
        if (agent == context.humanAgent) {
          text = context.human(agent, env.observation(agent) + "Your action (e.g. place_block(block_type=red, pos=(0,0,0))):");
          if (text.empty()) {
            result.endReason = "the human player left (end of input)";
            break;
          }
        } else {
          text = co_await askModel(context, agent, kActingPurpose, coblockSystemPrompt(env.commandDocs(agent), steps_),
                                   turnsFor(env, agent));
        }
        const CommandResult step = actAndRecord(context, agent, text);
        ++result.turns;
        if (!step.accepted) ++result.rejectedTurns;
        if (env.score().ended) break;
      }
    }
    if (result.endReason.empty()) result.endReason = "world ended";
    result.score = env.score();
    co_return result;
  }

 private:
  std::vector<Turn> turnsFor(const Environment& env, int agent) const {
    std::string input = env.observation(agent);
    if (steps_.reflection && !hasFeedback(input)) {
      throw std::invalid_argument("coblock-cot reflects on the world's checker, but this coblock world shows no "
                                  "<Feedback>: run it with --reflection true, or use --method-option reflection=false");
    }
    if (!steps_.reflection) input = withoutFeedback(std::move(input));
    std::vector<Turn> turns = example_;
    turns.push_back({"user", std::move(input)});
    return turns;
  }

  CoBlockSteps steps_;
  std::vector<Turn> example_;
};

}  // namespace

void registerCoBlockMethods(MethodRegistry& registry) {
  MethodInfo baseline;
  baseline.name = "coblock";
  baseline.description = "CoBlock baseline LLM agent: chain of thought without partner modelling or self-reflection";
  baseline.worlds = {"coblock"};
  baseline.supportsHuman = true;
  baseline.create = [](const MethodOptions&) -> std::unique_ptr<AgentMethod> {
    return std::make_unique<CoBlockAgents>(CoBlockSteps{false, false});
  };
  registry.add(std::move(baseline));

  MethodInfo full;
  full.name = "coblock-cot";
  full.description = "CoBlock's LLM agent: chain of thought with partner-state modelling and self-reflection on the checker";
  full.worlds = {"coblock"};
  full.options = {
      {"partner_modelling", "true", "step 2, partner-state (and self-state) modelling"},
      {"reflection", "true", "step 3, self-reflection on the world's checker (false = the paper's 'w/o reflection')"},
  };
  full.supportsHuman = true;
  full.create = [](const MethodOptions& options) -> std::unique_ptr<AgentMethod> {
    return std::make_unique<CoBlockAgents>(CoBlockSteps{optionFlag(options, "partner_modelling"), optionFlag(options, "reflection")});
  };
  registry.add(std::move(full));
}

}  // namespace craftmate::agents::methods
