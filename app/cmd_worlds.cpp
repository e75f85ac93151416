// `craftmate worlds`: lists the built-in text worlds and their parameters.

#include <iostream>

#include "app/subcommand.h"
#include "games/game_registry.h"

namespace craftmate::app {

static int runWorlds(const std::vector<std::string>&) {
  const auto& games = games::GameRegistry::builtIn().all();
  if (games.empty()) {
    std::cout << "No built-in worlds are registered yet.\n";
    return 0;
  }
  for (const auto& g : games) {
    std::cout << g.name << " (" << g.minAgents << "-" << g.maxAgents << " agents): " << g.description << "\n";
    for (const auto& p : g.parameters) {
      std::cout << "  --" << p.name << " (default " << p.defaultValue << "): " << p.description << "\n";
    }
  }
  return 0;
}

Subcommand worldsSubcommand() {
  return {"worlds", "List the built-in text worlds and their parameters.",
          "Usage: craftmate worlds\n\nLists every built-in world with its agent counts and parameters.\n",
          &runWorlds};
}

}  // namespace craftmate::app
