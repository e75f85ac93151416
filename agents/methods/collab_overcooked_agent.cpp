#include "agents/methods/collab_overcooked_agent.h"

#include <algorithm>
#include <optional>
#include <stdexcept>

#include "agents/methods/agent_turns.h"
#include "agents/methods/collab_overcooked_prompts.h"
#include "agents/methods/method_calls.h"

namespace craftmate::agents::methods {
namespace {

std::string field(const Environment& env, int agent, const char* name) {
  const auto fields = env.promptFields(agent);
  const auto it = fields.find(name);
  return it == fields.end() ? std::string() : it->second;
}

}  // namespace

CollabOvercookedAgent::CollabOvercookedAgent(MethodContext& context, int agent, CollabOvercookedOptions options)
    : context_(context), env_(context.env), agent_(agent), options_(options) {
  if (env_.name() != "collab_overcooked") {
    throw std::invalid_argument("agent method 'collab-overcooked' plays the collab_overcooked world, not '" + env_.name() +
                                "'; choose --world collab_overcooked or another --agent-method");
  }
}

boost::asio::awaitable<CommandResult> CollabOvercookedAgent::takeTurn() {
  const std::string observation = env_.observation(agent_);
  const std::optional<std::string> failure = failureLine(observation);
  const std::string rules = env_.goal(agent_);
  const std::string docs = env_.commandDocs(agent_);
  // A correction answers with say [NOTHING] and must not talk to the teammate (§3.5).
  const std::string instruction = rules + "\n\n" + (failure ? correctionFormat(docs, agent_) : docs);
  const std::string system = field(env_, agent_, "SYSTEM");
  const std::string message = plannerMessage(instruction, withLessons(observation, lessons_));
  // (Chats are built before co_await: GCC 12 mis-compiles string literals in braced lists inside it.)
  std::vector<Turn> chat{{"user", message}};
  std::string reply = co_await askModel(context_, agent_, kActingPurpose, system, std::move(chat));
  std::string missing = missingField(reply, agent_);
  for (int retry = 0; !missing.empty() && retry < options_.formatRetries; ++retry) {
    std::vector<Turn> reAsk{{"user", missingFieldMessage(missing, message, reply)}};
    const std::string again = co_await askModel(context_, agent_, kActingPurpose, system, std::move(reAsk));
    // A re-ask that brings a plan is used even if it still lacks the analysis.
    if (hasPlanField(again, agent_) || !hasPlanField(reply, agent_)) reply = again;
    missing = missingField(reply, agent_);
  }
  // Without a plan after the re-ask the agent waits one timestep (§4.8).
  const std::string role = kitchenRole(agent_);
  const std::string command = hasPlanField(reply, agent_)
                                  ? reply
                                  : role + " analysis: \n" + role + " plan: wait(1)\n" + role + " say: [NOTHING]";
  CommandResult result = actAndRecord(context_, agent_, command);
  if (failure && result.accepted && options_.reflection) co_await reflect(observation, *failure, command);
  co_return result;
}

boost::asio::awaitable<void> CollabOvercookedAgent::reflect(const std::string& state, const std::string& failure,
                                                            const std::string& reply) {
  // One lesson per distinct error: a repeat of a known error teaches nothing new.
  const std::string error = errorOf(failure);
  if (std::find(lessonErrors_.begin(), lessonErrors_.end(), error) != lessonErrors_.end()) co_return;
  const std::string instruction = env_.goal(agent_) + "\n\n" + field(env_, agent_, "SKILL") + "\n\n" +
                                  std::string(reflectionRule());
  // The state as the agent saw it, without the failure block that the reflection input restates.
  const std::string input =
      reflectionInput(withLessons(withoutFailure(state), lessons_), failure, firstPlannedAction(reply, agent_));
  std::vector<Turn> chat{{"user", plannerMessage(instruction, input)}};
  const std::string answer =
      co_await askModel(context_, agent_, "collab-overcooked:reflect", field(env_, agent_, "SYSTEM"), std::move(chat));
  if (std::optional<std::string> lesson = rethinkLesson(answer)) {
    lessons_.push_back(std::move(*lesson));
    lessonErrors_.push_back(error);
  }
}


void registerCollabOvercookedMethod(MethodRegistry& registry) {
  MethodInfo info;
  info.name = "collab-overcooked";
  info.description =
      "Collab-Overcooked's baseline: planner with analysis/plan/say, communication rounds, error correction, reflection";
  info.worlds = {"collab_overcooked"};
  info.options = {{"reflection", "true", "ask for a 'Rethink' lesson after a corrected action (the Reflection module)"},
                  {"format_retries", "1", "re-asks when a reply lacks its analysis or plan field, before wait(1)"}};
  info.create = [](const MethodOptions& options) -> std::unique_ptr<AgentMethod> {
    CollabOvercookedOptions o;
    o.reflection = optionFlag(options, "reflection");
    o.formatRetries = optionInt(options, "format_retries");
    if (o.formatRetries < 0) throw std::invalid_argument("method option 'format_retries' must be 0 or more");
    return std::make_unique<PerAgentMethod<CollabOvercookedAgent, CollabOvercookedOptions>>(o);
  };
  registry.add(std::move(info));
}

}  // namespace craftmate::agents::methods
