// MindAgent's dispatcher (cuisineworld.md §4): one model plans the commands of every kitchen agent.
// Each step it reads [rules] + one-shot demo + info message + the last two (state, action) exchanges +
// this step's state (with the world's error/suggestion feedback), and its reply's commands are
// extracted by the reference regex and sent to the world as one joint action. In human mode a person
// types agent0's command first; it is shown to the model after "-action:\n", the model plans the
// other N-1 agents, and the first N-1 lines of its reply complete the joint action.

#include <memory>
#include <stdexcept>

#include "agents/methods/agent_method.h"
#include "agents/methods/method_calls.h"
#include "agents/methods/mindagent_prompts.h"

namespace craftmate::agents::methods {

namespace {

std::string field(const std::map<std::string, std::string>& fields, const std::string& name) {
  const auto it = fields.find(name);
  if (it == fields.end()) {
    throw std::invalid_argument("the world does not give the prompt field " + name + " that MindAgent needs");
  }
  return it->second;
}

// The first `count` lines of a reply (the reference's human mode reads lines, not regex matches).
std::vector<std::string> firstLines(const std::string& reply, int count) {
  std::vector<std::string> lines;
  size_t start = 0;
  while (static_cast<int>(lines.size()) < count && start < reply.size()) {
    size_t end = reply.find('\n', start);
    if (end == std::string::npos) end = reply.size();
    lines.push_back(reply.substr(start, end - start));
    start = end + 1;
  }
  return lines;
}

std::string joinLines(const std::vector<std::string>& lines) {
  std::string text;
  for (size_t i = 0; i < lines.size(); ++i) text += (i == 0 ? "" : "\n") + lines[i];
  return text;
}

class MindAgentDispatcher final : public AgentMethod {
 public:
  explicit MindAgentDispatcher(const MethodOptions& options)
      : demoPairs_(optionInt(options, "demo_steps")), window_(optionInt(options, "window")) {
    if (demoPairs_ < -1) throw std::invalid_argument("method option 'demo_steps' must be -1 (no demo), 0 (all) or a count");
    if (window_ < 0) throw std::invalid_argument("method option 'window' must be 0 or more exchanges");
  }

  boost::asio::awaitable<EpisodeResult> run(MethodContext& context) override {
    Environment& env = context.env;
    const bool human = context.humanAgent >= 0;
    std::map<std::string, std::string> fields = env.promptFields(0);
    const int kitchenAgents = std::stoi(field(fields, "KITCHEN_AGENTS"));
    if (human && kitchenAgents < 2) {
      throw std::invalid_argument("human-in-the-loop needs at least 2 kitchen agents (--agents 2..4): the person plays "
                                  "agent0 and the dispatcher the others");
    }
    // Fixed prefix: demo turns, then the info message (two user turns meet there, as in the reference).
    std::vector<Turn> prefix = demoPairs_ < 0 ? std::vector<Turn>{} : demoTurns(field(fields, "DEMO"), demoPairs_);
    prefix.push_back({"user", human ? field(fields, "HUMAN_INFO") : env.goal(0)});

    DispatcherMemory memory(window_);
    std::string episode = field(fields, "EPISODE");
    EpisodeResult result;
    while (!env.score().ended) {
      if (result.turns >= context.maxTurns) {
        result.endReason = "turn budget of " + std::to_string(context.maxTurns) + " reached";
        break;
      }
      fields = env.promptFields(0);
      if (field(fields, "EPISODE") != episode) {  // a new episode is a new chat in the reference
        episode = field(fields, "EPISODE");
        memory.clear();
      }
      std::string prompt = env.observation(0);
      std::string humanCommand;
      if (human) {
        humanCommand = context.human(0, prompt + "Your command for agent0 (e.g. goto_agent0_storage0, noop_agent0):");
        if (humanCommand.empty()) {
          result.endReason = "the human player left (end of input)";
          break;
        }
        recordMessage(context, "human", context.seats[0].name, humanCommand);
        prompt += humanCommand;
      }
      memory.addState(std::move(prompt));
      std::vector<Turn> turns = prefix;
      turns.insert(turns.end(), memory.turns().begin(), memory.turns().end());
      const std::string reply = co_await askModel(context, 0, kActingPurpose, field(fields, "RULES"), std::move(turns));

      std::string joint;
      if (human) {
        const std::vector<std::string> planned = firstLines(reply, kitchenAgents - 1);
        memory.addAction(joinLines(planned) + "\n");
        joint = humanCommand + "\n" + joinLines(planned);
      } else {
        const std::vector<std::string> commands = extractDispatcherCommands(reply);
        const std::vector<std::string> kept(commands.begin(),
                                            commands.begin() + std::min<size_t>(commands.size(), kitchenAgents));
        memory.addAction(rememberedAction(kept));
        // The world gets every extracted command (the reference steps with all matches); with none, the
        // reply itself, so the world's "no action could be extracted" feedback reaches the next prompt.
        joint = commands.empty() ? reply : joinLines(commands);
      }
      const CommandResult step = actAndRecord(context, 0, joint);
      ++result.turns;
      if (!step.accepted) ++result.rejectedTurns;
    }
    if (result.endReason.empty()) result.endReason = "world ended";
    result.score = env.score();
    co_return result;
  }

 private:
  int demoPairs_;
  int window_;
};

}  // namespace

void registerMindAgent(MethodRegistry& registry) {
  MethodInfo info;
  info.name = "mindagent";
  info.description = "MindAgent (CuisineWorld): one dispatcher model plans every kitchen agent's command each step";
  info.worlds = {"cuisineworld"};
  info.options = {
      {"demo_steps", "0", "one-shot demo exchanges shown: 0 = the whole demo, 2 = the paper's few-step ablation, -1 = none"},
      {"window", "2", "past (state, action) exchanges kept in the chat (the reference's fixed horizon is 2)"},
  };
  info.supportsHuman = true;
  info.create = [](const MethodOptions& options) -> std::unique_ptr<AgentMethod> {
    return std::make_unique<MindAgentDispatcher>(options);
  };
  registry.add(std::move(info));
}

}  // namespace craftmate::agents::methods
