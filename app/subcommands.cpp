#include "app/subcommand.h"

namespace craftmate::app {

// Declared here, defined in app/cmd_<name>.cpp. Add one line per subcommand.
Subcommand commandsSubcommand();
Subcommand connectSubcommand();
Subcommand datasetSubcommand();
Subcommand evalSubcommand();
Subcommand generateSubcommand();
Subcommand parseSubcommand();
Subcommand playSubcommand();
Subcommand reportSubcommand();
Subcommand runSubcommand();
Subcommand scriptSubcommand();
Subcommand serveSubcommand();
Subcommand serverSubcommand();
Subcommand startSubcommand();
Subcommand worldsSubcommand();

Subcommand coordqaSubcommand();
const std::vector<Subcommand>& subcommands() {
  static const std::vector<Subcommand> all = {
      commandsSubcommand(),
      connectSubcommand(),
      datasetSubcommand(),
      evalSubcommand(),
      generateSubcommand(),
      parseSubcommand(),
      playSubcommand(),
      reportSubcommand(),
      runSubcommand(),
      scriptSubcommand(),
      serveSubcommand(),
      serverSubcommand(),
      startSubcommand(),
      worldsSubcommand(),
      coordqaSubcommand(),
  };
  return all;
}

}  // namespace craftmate::app
