// `craftmate commands [--world W]`: the command docs text an agent gets as $COMMAND_DOCS.

#include <iostream>

#include "app/mindcraft_setup.h"
#include "app/subcommand.h"
#include "commands/command_docs.h"
#include "games/game_registry.h"

namespace craftmate::app {

static int runCommands(const std::vector<std::string>& args) {
  std::vector<std::string> rest;
  const agents::Settings settings = loadSettings(args, rest);
  std::string world = "minecraft";
  for (size_t i = 0; i < rest.size(); ++i) {
    if (rest[i] == "--world" && i + 1 < rest.size()) {
      world = rest[++i];
    } else {
      std::cerr << "craftmate commands: unexpected argument '" << rest[i] << "'\n";
      return 2;
    }
  }
  if (world == "minecraft") {
    std::cout << commands::commandDocs(mindcraftCommandSet(settings));
    return 0;
  }
  auto env = games::GameRegistry::builtIn().create(world, nlohmann::json::object());
  std::cout << env->commandDocs(0);
  return 0;
}

Subcommand commandsSubcommand() {
  return {"commands", "Print the command docs an agent sees ($COMMAND_DOCS) for Minecraft or a text world.",
          "Usage: craftmate commands [--world minecraft|<text world>] [--settings FILE] [--blocked_actions JSON]\n\n"
          "For Minecraft (default) prints MINDcraft's docs text for the commands that are not blocked.\n",
          &runCommands};
}

}  // namespace craftmate::app
