// `craftmate run --world W ...`: a team of agents (LLM or scripted) plays an episode of a text world
// through the agent loop: prompts, replies, commands, conversations and memory, recorded in the run.

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <iostream>

#include <boost/asio/co_spawn.hpp>
#include <boost/asio/io_context.hpp>
#include <boost/asio/use_future.hpp>
#include <nlohmann/json.hpp>

#include "agents/episode_runner.h"
#include "agents/models/model_factory.h"
#include "agents/profile.h"
#include "agents/scripted_model.h"
#include "app/comma_list.h"
#include "app/flag_value.h"
#include "app/method_episode.h"
#include "app/mindcraft_setup.h"
#include "app/subcommand.h"
#include "app/world_flags.h"
#include "games/game_registry.h"
#include "memory/example_retriever.h"
#include "memory/run_store.h"

namespace craftmate::app {

namespace {

struct RunOptions {
  std::string world;
  nlohmann::json params = nlohmann::json::object();
  std::vector<std::string> profiles;
  std::string model;  // overrides every profile's model when set
  std::string outDir;
  std::string keysFile = "keys.json";
  std::string profilesDir;  // a MINDcraft profiles/defaults folder, else the built-in defaults
  int agents = 0;
  int maxTurns = 2000;
  std::string retrieval;  // $EXAMPLES ranking: word_overlap|bm25|embedding ("": MINDcraft's choice)
  std::string agentMethod = "mindcraft";  // or a paper method of agents/methods/
  agents::methods::MethodOptions methodOptions;
  int humanAgent = -1;
};

RunOptions parseRunOptions(const std::vector<std::string>& args) {
  RunOptions o;
  std::vector<std::pair<std::string, std::string>> worldParams;
  for (size_t i = 0; i < args.size(); ++i) {
    const std::string& a = args[i];
    if (a == "--world") o.world = flagValue(args, i);
    else if (a == "--profile") o.profiles = commaList(flagValue(args, i));
    else if (a == "--model") o.model = flagValue(args, i);
    else if (a == "--out") o.outDir = flagValue(args, i);
    else if (a == "--keys") o.keysFile = flagValue(args, i);
    else if (a == "--profiles-dir") o.profilesDir = flagValue(args, i);
    else if (a == "--agents") o.agents = std::stoi(flagValue(args, i));
    else if (a == "--max-turns") o.maxTurns = std::stoi(flagValue(args, i));
    else if (a == "--retrieval") memory::parseRetrieval(o.retrieval = flagValue(args, i));  // throws naming the choices
    else if (a == "--agent-method") o.agentMethod = flagValue(args, i);
    else if (a == "--human") o.humanAgent = std::stoi(flagValue(args, i));
    else if (a == "--method-option") {
      const std::string& kv = flagValue(args, i);
      const size_t eq = kv.find('=');
      if (eq == std::string::npos || eq == 0) throw std::invalid_argument("--method-option needs KEY=VALUE, not '" + kv + "'");
      o.methodOptions[kv.substr(0, eq)] = kv.substr(eq + 1);
    }
    else if (a.rfind("--", 0) == 0) worldParams.emplace_back(a.substr(2), flagValue(args, i));
    else throw std::invalid_argument("unexpected argument '" + a + "'");
  }
  if (o.world.empty()) throw std::invalid_argument("--world is required; 'craftmate worlds' lists them");
  const games::GameInfo& info = worldInfo(o.world);
  for (const auto& [key, text] : worldParams) {
    requireWorldParameter(info, key, "a run option");
    o.params[key] = worldParameterValue(text);
  }
  if (o.agents > 0) {
    for (const auto& p : info.parameters) {
      if (p.name == "agents" && !o.params.contains("agents")) o.params["agents"] = o.agents;
    }
  }
  return o;
}

void writeResult(const RunOptions& o, const nlohmann::json& params, const agents::EpisodeResult& result,
                 memory::RunStore* store) {
  const nlohmann::json summary = episodeSummary(o.world, params, result);
  std::cout << summary.dump(2) << "\n";
  if (store) store->endRun(result.score.complete, result.score.metrics, result.turns, result.endReason);
  if (!o.outDir.empty()) {
    std::filesystem::create_directories(o.outDir);
    std::ofstream(o.outDir + "/result.json") << summary.dump(2) << "\n";
  }
}

// A paper method (agents/methods/) plays instead of the MINDcraft loop; profiles give names and models.
int runWithMethod(const RunOptions& o, const agents::Settings& settings, agents::Environment& env) {
  MethodEpisodeSpec spec;
  spec.method = o.agentMethod;
  spec.options = o.methodOptions;
  spec.keysFile = o.keysFile;
  spec.maxTurns = o.maxTurns;
  spec.humanAgent = o.humanAgent;
  for (int i = 0; i < env.agentCount(); ++i) {
    spec.profiles.push_back(agentProfile(o.profiles, o.model, i, settings, o.profilesDir));
  }
  const nlohmann::json params = methodRunParams(o.params, spec);
  std::unique_ptr<memory::RunStore> store;
  if (!o.outDir.empty()) {
    std::filesystem::create_directories(o.outDir);
    store = std::make_unique<memory::RunStore>(o.outDir + "/run.sqlite");
    store->beginRun(o.world, params);
  }
  const agents::EpisodeResult result =
      runMethodEpisode(env, spec, store.get(), [&](const std::string& name, const std::string& model, const nlohmann::json& profile) {
        if (store) store->addAgent(name, model, profile);
      });
  writeResult(o, params, result, store.get());
  return 0;
}

int runRun(const std::vector<std::string>& args) {
  std::vector<std::string> rest;
  const agents::Settings settings = loadSettings(args, rest);
  RunOptions o = parseRunOptions(rest);
  if (o.profiles.empty()) o.profiles = profilesGiven(settings);  // --profiles is a settings flag
  const games::GameInfo& info = *games::GameRegistry::builtIn().find(o.world);
  std::unique_ptr<agents::Environment> env = info.create(o.params);
  const int teamSize = env->agentCount();
  // A world with an `agents` parameter took --agents as that (CuisineWorld: the kitchen team, which
  // one dispatcher seat commands); otherwise --agents must match the world's seats.
  const bool agentsIsParameter = std::any_of(info.parameters.begin(), info.parameters.end(),
                                             [](const games::GameParameter& p) { return p.name == "agents"; });
  if (o.agents > 0 && !agentsIsParameter && o.agents != teamSize) {
    throw std::invalid_argument(o.world + " with these parameters has " + std::to_string(teamSize) + " agents, not " +
                                std::to_string(o.agents));
  }

  if (o.agentMethod != "mindcraft") return runWithMethod(o, settings, *env);
  if (!o.methodOptions.empty() || o.humanAgent >= 0) {
    throw std::invalid_argument("--method-option and --human need --agent-method NAME (a paper method)");
  }

  boost::asio::io_context io;
  const agents::KeyStore keys(o.keysFile);
  agents::ConversationBus bus;
  std::shared_ptr<agents::Policy> scripted;
  std::vector<std::unique_ptr<agents::WorldAgent>> team;
  agents::WorldAgentOptions options;
  options.maxMessages = settings.maxMessages();
  options.verboseCommands = settings.verboseCommands();
  options.talkToOthers = teamSize > 1;
  if (settings.maxCommands() > 0) options.maxResponses = settings.maxCommands();

  // The run store (memory/run_store.h) records the whole trajectory and the agents' memory in DIR/run.sqlite.
  std::unique_ptr<memory::RunStore> store;
  if (!o.outDir.empty()) {
    std::filesystem::create_directories(o.outDir);
    store = std::make_unique<memory::RunStore>(o.outDir + "/run.sqlite");
    store->setLoadMemory(settings.values().value("load_memory", false));
    store->beginRun(o.world, o.params);
    bus.observer = [&store](const agents::BotMessage& m) { store->message({m.from, m.to, m.message}); };
  }

  for (int i = 0; i < teamSize; ++i) {
    agents::Profile profile{agentProfile(o.profiles, o.model, i, settings, o.profilesDir)};
    std::shared_ptr<agents::ChatModel> model;
    const bool isScripted = agents::isScriptedModel(profile.json.at("model"));
    if (isScripted) {
      if (!info.scriptedPolicy) throw std::invalid_argument("world '" + o.world + "' has no scripted player");
      if (!scripted) scripted = info.scriptedPolicy(o.params);
      agents::Environment* world = env.get();
      auto* teamPtr = &team;
      model = std::make_shared<agents::ScriptedModel>(
          scripted, i, [world, i] { return world->observation(i); },
          [teamPtr, i] { return (*teamPtr)[static_cast<size_t>(i)]->lastOutput(); });
    } else {
      model = agents::makeChatModel(profile.json.at("model"), keys, io.get_executor());
    }
    if (store) store->addAgent(profile.name(), model->describe(), profile.json);
    agents::Prompter prompter(std::move(profile), model, settings.numExamples(), store.get());
    if (isScripted) prompter.setCooldown(std::chrono::milliseconds(0));  // no rate limit to respect
    // An embedding model only where it may be used (MINDcraft's default choice, or asked for).
    const bool mayEmbed = o.retrieval.empty() || o.retrieval == "embedding";
    prompter.setExampleSelector(memory::conversationExampleRetriever(
        prompter.profile().conversationExamples(), settings.numExamples(), o.retrieval,
        mayEmbed ? agents::makeEmbeddingModel(prompter.profile().json, keys, io.get_executor()) : nullptr));
    team.push_back(std::make_unique<agents::WorldAgent>(i, std::move(prompter), *env, bus, options, store.get(), store.get()));
  }

  agents::EpisodeRunner runner(*env, team, o.maxTurns);
  auto future = boost::asio::co_spawn(io, runner.run(), boost::asio::use_future);
  io.run();
  const agents::EpisodeResult result = future.get();

  writeResult(o, o.params, result, store.get());
  return 0;
}

}  // namespace

Subcommand runSubcommand() {
  return {"run", "Run a team of agents (LLM or scripted) in a built-in text world through the agent loop.",
          "Usage: craftmate run --world W [--<world param> V ...] [--agents N] [--profile A.json[,B.json]]\n"
          "                     [--model scripted|MODEL] [--out DIR] [--max-turns N] [--keys keys.json]\n"
          "                     [--retrieval word_overlap|bm25|embedding]\n"
          "                     [--profiles-dir MINDCRAFT/profiles/defaults] [settings flags]\n"
          "                     [--agent-method mindcraft|NAME] [--method-option KEY=VALUE ...] [--human AGENT]\n\n"
          "Each agent gets its observation as a system message, is prompted with its profile's conversing\n"
          "template ($COMMAND_DOCS = the world's commands, plus !startConversation/!endConversation for teams),\n"
          "and acts until the world accepts a command. --model overrides every profile's model.\n\n"
          "--agent-method NAME plays with a paper's own method instead (docs/agent_methods.md): mindagent\n"
          "(cuisineworld), coblock and coblock-cot (coblock), collab-overcooked, llm-coordination; its\n"
          "ablation switches are --method-option KEY=VALUE. --human AGENT lets a person type for that agent.\n",
          &runRun};
}

}  // namespace craftmate::app
