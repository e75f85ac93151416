// `craftmate play <world> ...`: plays a built-in text world with its scripted player or random
// legal moves, or replays a file of commands and prints exactly what the agents would see.

#include <fstream>
#include <iostream>
#include <random>

#include <nlohmann/json.hpp>

#include "app/flag_value.h"
#include "app/subcommand.h"
#include "app/world_flags.h"
#include "games/game_registry.h"

namespace craftmate::app {

namespace {

struct PlayOptions {
  std::string world;
  nlohmann::json params = nlohmann::json::object();
  std::string model = "scripted";
  std::string replayFile;
  bool json = false;
  bool quiet = false;
  long maxActs = 100000;
  unsigned seed = 0;
};

PlayOptions parseOptions(const std::vector<std::string>& args) {
  if (args.empty() || args[0].rfind("--", 0) == 0) {
    throw std::invalid_argument("name the world first: craftmate play <world> [--param value ...]; see 'craftmate worlds'");
  }
  PlayOptions o;
  o.world = args[0];
  const games::GameInfo& info = worldInfo(o.world);
  for (size_t i = 1; i < args.size(); ++i) {
    const std::string& a = args[i];
    if (a == "--model") o.model = flagValue(args, i);
    else if (a == "--replay") o.replayFile = flagValue(args, i);
    else if (a == "--json") o.json = true;
    else if (a == "--quiet") o.quiet = true;
    else if (a == "--max-acts") o.maxActs = std::stol(flagValue(args, i));
    else if (a.rfind("--", 0) == 0) {
      const std::string key = a.substr(2);
      requireWorldParameter(info, key, "a play option");
      o.params[key] = worldParameterValue(flagValue(args, i));
      if (key == "seed" && o.params[key].is_number()) o.seed = o.params[key].get<unsigned>();
    } else {
      throw std::invalid_argument("unexpected argument '" + a + "'");
    }
  }
  if (o.model != "scripted" && o.model != "random") {
    throw std::invalid_argument("--model must be scripted or random here (LLM runs use 'craftmate run')");
  }
  return o;
}

// Splits a replay line into one command per acting agent (" || " between them).
std::vector<std::string> splitReplayLine(const std::string& line, size_t agents) {
  if (agents <= 1) return {line};
  std::vector<std::string> parts;
  size_t start = 0;
  for (size_t sep; (sep = line.find(" || ", start)) != std::string::npos; start = sep + 4) {
    parts.push_back(line.substr(start, sep - start));
  }
  parts.push_back(line.substr(start));
  return parts;
}

void printScore(const agents::Score& score, bool asJson) {
  if (asJson) {
    nlohmann::json out = {{"complete", score.complete}, {"ended", score.ended}};
    for (const auto& [name, value] : score.metrics) out[name] = value;
    std::cout << out.dump() << "\n";
    return;
  }
  std::cout << "== score: " << (score.complete ? "complete" : "not complete");
  for (const auto& [name, value] : score.metrics) std::cout << ", " << name << " = " << value;
  std::cout << "\n";
}

int replay(agents::Environment& env, const PlayOptions& o) {
  std::ifstream in(o.replayFile);
  if (!in) throw std::invalid_argument("cannot open replay file " + o.replayFile);
  std::string line;
  int lineNo = 0;
  while (std::getline(in, line) && !env.score().ended) {
    ++lineNo;
    const std::vector<int> acting = env.agentsToAct();
    const std::vector<std::string> commands = splitReplayLine(line, acting.size());
    if (commands.size() != acting.size()) {
      throw std::invalid_argument(o.replayFile + ":" + std::to_string(lineNo) + ": " + std::to_string(acting.size()) +
                                  " agents act in this step, so the line needs that many commands separated by ' || '");
    }
    for (size_t k = 0; k < acting.size(); ++k) {
      const agents::CommandResult r = env.act(acting[k], commands[k]);
      std::cout << r.output;
      if (!r.output.empty() && r.output.back() != '\n') std::cout << "\n";
      const std::string obs = env.observation(acting[k]);
      std::cout << obs;
      if (!obs.empty() && obs.back() != '\n') std::cout << "\n";
    }
  }
  printScore(env.score(), o.json);
  return 0;
}

int play(agents::Environment& env, const games::GameInfo& info, const PlayOptions& o) {
  std::unique_ptr<agents::Policy> policy;
  if (o.model == "scripted") {
    if (!info.scriptedPolicy) throw std::invalid_argument("world '" + info.name + "' has no scripted player; use --model random");
    policy = info.scriptedPolicy(o.params);
  }
  std::mt19937 rng(o.seed);
  std::vector<std::string> feedback(static_cast<size_t>(env.agentCount()));
  long acts = 0;
  while (!env.score().ended && acts < o.maxActs) {
    const std::vector<int> acting = env.agentsToAct();
    if (acting.empty()) throw std::runtime_error("world '" + info.name + "' has no agent to act but has not ended");
    for (int agent : acting) {
      const std::string observation = env.observation(agent);
      std::string text;
      if (policy) {
        text = policy->reply(agent, observation, feedback[static_cast<size_t>(agent)]);
      } else {
        const auto legal = env.legalCommands(agent);
        if (legal.empty()) throw std::runtime_error("agent " + std::to_string(agent) + " has no legal command");
        text = legal[rng() % legal.size()];
      }
      const agents::CommandResult r = env.act(agent, text);
      feedback[static_cast<size_t>(agent)] = r.output;
      ++acts;
      if (!o.quiet && !o.json) {
        std::cout << "-- agent " << agent << " sees:\n" << observation << "\n-- agent " << agent << " writes: " << text
                  << "\n" << r.output << "\n";
      }
      if (env.score().ended) break;
    }
  }
  printScore(env.score(), o.json);
  return 0;
}

int runPlay(const std::vector<std::string>& args) {
  const PlayOptions o = parseOptions(args);
  const games::GameInfo& info = *games::GameRegistry::builtIn().find(o.world);
  std::unique_ptr<agents::Environment> env = info.create(o.params);
  return o.replayFile.empty() ? play(*env, info, o) : replay(*env, o);
}

}  // namespace

Subcommand playSubcommand() {
  return {"play", "Play a built-in text world with its scripted player or random moves, or replay a file.",
          "Usage: craftmate play <world> [--<param> <value> ...] [--model scripted|random] [--json]\n"
          "                      [--replay FILE] [--quiet] [--max-acts N]\n\n"
          "World parameters are listed by 'craftmate worlds'. --replay FILE reads one step per line in the\n"
          "world's own command syntax (several acting agents: commands separated by ' || ', in the order\n"
          "the world lists them) and prints, per command, its output and then the agent's observation.\n"
          "--json ends with the metrics as one JSON object.\n",
          &runPlay};
}

}  // namespace craftmate::app
