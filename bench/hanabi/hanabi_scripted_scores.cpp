// Prints the convention player's self-play scores: the paper's six seeds one by one, then the
// mean over seeds 0..N-1 (default 1000). The table in docs/worlds/hanabi.md comes from this.
//   build/bench/hanabi/hanabi_scripted_scores [N]

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <iostream>

#include "games/hanabi/hanabi_environment.h"
#include "games/hanabi/hanabi_scripted_player.h"

namespace {

using craftmate::games::hanabi::HanabiEnvironment;
using craftmate::games::hanabi::HanabiScriptedPlayer;

struct Result {
  int score = 0;
  bool bomb = false;
  int livesLost = 0;
  int rejected = 0;
};

Result play(std::uint64_t seed) {
  HanabiEnvironment env(seed);
  HanabiScriptedPlayer players[2];
  std::string feedback[2];
  Result r;
  while (!env.score().ended) {
    const int a = env.agentsToAct().front();
    const auto out = env.act(a, players[a].reply(a, env.observation(a), feedback[a]));
    feedback[a] = out.output;
    if (!out.accepted && ++r.rejected > 10) break;  // a broken player must not loop forever
  }
  r.score = static_cast<int>(env.score().metrics.at("score"));
  r.bomb = env.score().metrics.at("bomb") > 0;
  r.livesLost = 3 - static_cast<int>(env.score().metrics.at("lives"));
  return r;
}

}  // namespace

int main(int argc, char** argv) {
  const int n = argc > 1 ? std::atoi(argv[1]) : 1000;
  for (std::uint64_t seed : {321ULL, 212ULL, 628ULL, 45ULL, 114ULL, 4788ULL}) {
    const Result r = play(seed);
    std::cout << "seed " << seed << ": score " << r.score << ", lives lost " << r.livesLost << (r.bomb ? " (bomb)" : "") << "\n";
  }
  double sum = 0;
  double squares = 0;
  int bombs = 0;
  int perfect = 0;
  int rejected = 0;
  int livesLost = 0;
  for (int seed = 0; seed < n; ++seed) {
    const Result r = play(static_cast<std::uint64_t>(seed));
    sum += r.score;
    squares += static_cast<double>(r.score) * r.score;
    bombs += r.bomb ? 1 : 0;
    perfect += r.score == 25 ? 1 : 0;
    rejected += r.rejected;
    livesLost += r.livesLost;
  }
  const double mean = sum / n;
  const double sd = std::sqrt(std::max(0.0, squares / n - mean * mean));
  std::cout << "seeds 0.." << n - 1 << ": mean " << mean << ", sd " << sd << ", s.e. " << sd / std::sqrt(n) << ", bombs "
            << bombs << ", lives lost " << livesLost << ", perfect games " << perfect << ", rejected actions " << rejected << "\n";
}
