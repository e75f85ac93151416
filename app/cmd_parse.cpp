// `craftmate parse 'MODEL TEXT'`: what MINDcraft's parser makes of a model reply — the command with
// its typed arguments, or the exact error text the model would receive. For debugging prompts.

#include <iostream>
#include <iterator>

#include "app/mindcraft_setup.h"
#include "app/subcommand.h"
#include "commands/command_parser.h"
#include "commands/minecraft_names.h"
#include "launch/minecraft_version.h"
#include "protocol/minecraft_data.h"

namespace craftmate::app {

static int runParse(const std::vector<std::string>& args) {
  std::vector<std::string> rest;
  const agents::Settings settings = loadSettings(args, rest);
  if (rest.size() != 1) {
    std::cerr << "Usage: craftmate parse 'MODEL TEXT'   (use - to read the text from standard input)\n";
    return 2;
  }
  std::string text = rest[0];
  if (text == "-") text.assign(std::istreambuf_iterator<char>(std::cin), std::istreambuf_iterator<char>());
  const commands::CommandSet set = mindcraftCommandSet(settings);
  // No server to ask: "auto" parses with the default release's item and block names.
  std::string version = settings.values().at("minecraft_version").get<std::string>();
  if (version == launch::kAutoVersion) version = protocol::kDefaultMinecraftVersion;
  const commands::MinecraftNames names =
      commands::MinecraftNames::load(commands::MinecraftNames::defaultDataRoot(), version);
  const commands::ParseResult result = commands::parseCommand(text, set, names);
  if (!result.ok) {
    std::cout << result.error << "\n";
    return 1;
  }
  std::cout << result.command.name << "\n";
  const auto& params = *result.command.definition->params;
  for (size_t i = 0; i < result.command.args.size(); ++i) {
    std::cout << "  " << params[i].name << " (" << commands::paramTypeName(params[i].type)
              << "): " << commands::argToString(result.command.args[i]) << "\n";
  }
  return 0;
}

Subcommand parseSubcommand() {
  return {"parse", "Show the command MINDcraft's parser finds in model text, or the error the model gets.",
          "Usage: craftmate parse [--settings FILE] [--blocked_actions JSON] 'MODEL TEXT'\n\n"
          "Prints the first command in the text and its typed arguments (one per line), or exactly the\n"
          "error text a model would receive, using MINDcraft's commands and blocked_actions (default: the\n"
          "four blueprint commands). Exit status: 0 parsed, 1 error text printed, 2 usage error.\n"
          "Use - as the text to read it from standard input.\n",
          &runParse};
}

}  // namespace craftmate::app
