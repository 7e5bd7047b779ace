// The list of subcommands, built once from each subcommand file's factory.
#include "command.h"

namespace cartouche::cli {

const std::vector<Command>& allCommands() {
  static const std::vector<Command> commands = {
      infoCommand(), validateCommand(), dumpCommand(), loadCommand(), renderCommand(), helpCommand(),
  };
  return commands;
}

const Command* findCommand(const std::string& name) {
  for (const Command& c : allCommands())
    if (c.name == name) return &c;
  return nullptr;
}

}  // namespace cartouche::cli
