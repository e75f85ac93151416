#include "commands/command_docs.h"

namespace craftmate::commands {

std::string commandDocs(const CommandSet& commands) {
  std::string docs =
      "\n*COMMAND DOCS\n You can use the following commands to perform actions and get information about the world. \n"
      "    Use the commands with the syntax: !commandName or !commandName(\"arg1\", 1.2, ...) if the command takes arguments.\n\n"
      "    Do not use codeblocks. Use double quotes for strings. Only use one command in each response, trailing commands and comments will be ignored.\n";
  return docs + commandEntriesDocs(commands.documented()) + "*\n";
}

std::string commandEntriesDocs(const std::vector<const CommandDef*>& definitions) {
  std::string docs;
  for (const CommandDef* def : definitions) {
    docs += def->name + ": " + def->description + "\n";
    if (!def->params) continue;
    docs += "Params:\n";
    for (const ParamDef& p : *def->params) {
      docs += p.name + ": (" + paramDocsTypeName(p.type) + ") " + p.description + "\n";
    }
  }
  return docs;
}

}  // namespace craftmate::commands
