// Prints the scripted dispatcher's scores in the paper's protocol: per level and agent count, the
// pooled completed/(completed+failed) over 3 episodes at each tau, and their mean, the CoS.
//   cuisineworld_scores [--agents 2,3,4] [--levels 0,1,7,...] [--episodes 3] [--markdown]

#include <cstdio>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "games/cuisineworld/cuisineworld_environment.h"
#include "games/cuisineworld/cuisineworld_scripted_dispatcher.h"

using namespace craftmate::games::cuisine;

namespace {

std::vector<std::string> splitList(const std::string& text) {
  std::vector<std::string> out;
  std::stringstream in(text);
  for (std::string item; std::getline(in, item, ',');) out.push_back(item);
  return out;
}

}  // namespace

int main(int argc, char** argv) {
  std::vector<std::string> levels = {"0", "1", "7", "2", "4", "8", "3", "9", "10", "5", "11", "12"};
  std::vector<std::string> agentCounts = {"2", "3", "4"};
  int episodes = 3;
  for (int i = 1; i + 1 < argc; i += 2) {
    const std::string flag = argv[i];
    if (flag == "--levels") levels = splitList(argv[i + 1]);
    else if (flag == "--agents") agentCounts = splitList(argv[i + 1]);
    else if (flag == "--episodes") episodes = std::stoi(argv[i + 1]);
  }
  std::printf("| agents | level | tau 1.0 | tau 1.5 | tau 2.0 | tau 2.5 | tau 3.0 | CoS |\n|---|---|---|---|---|---|---|---|\n");
  for (const std::string& agents : agentCounts) {
    double sum = 0;
    for (const std::string& level : levels) {
      const nlohmann::json params = {{"level", level}, {"agents", std::stoi(agents)}, {"tau", "all"}, {"episodes", episodes}};
      CuisineEnvironment env(CuisineConfig::fromJson(params));
      ScriptedDispatcher dispatcher(std::stoi(agents));
      std::string feedback;
      while (!env.score().ended) feedback = env.act(0, dispatcher.reply(0, env.observation(0), feedback)).output;
      std::printf("| %s | level_%s |", agents.c_str(), level.c_str());
      for (const SettingTally& t : env.tallies()) std::printf(" %s |", t.fraction().c_str());
      const double cos = env.score().metrics.at("CoS");
      sum += cos;
      std::printf(" %.3f |\n", cos);
    }
    std::printf("| %s | average | | | | | | %.3f |\n", agents.c_str(), sum / static_cast<double>(levels.size()));
  }
  return 0;
}
