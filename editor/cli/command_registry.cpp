// The list of subcommands, built once from each subcommand file's factory.
#include "command.h"
#include "georef_command.h"
#include "import_dem_command.h"
#include "import_raster_command.h"
#include "place_command.h"

namespace cartouche::cli {

// Factories of subcommand files whose declarations are not in command.h.
Command losCommand();
Command viewshedCommand();
Command oobCommand();
Command setupCommand();
Command importUnitsCommand();
Command exportUnitsCommand();

const std::vector<Command>& allCommands() {
  static const std::vector<Command> commands = {
      infoCommand(),      validateCommand(),     dumpCommand(),        loadCommand(),
      renderCommand(),    losCommand(),          viewshedCommand(),    georefCommand(),
      importDemCommand(), importRasterCommand(), placeCommand(),       oobCommand(),
      setupCommand(),     importUnitsCommand(),  exportUnitsCommand(), helpCommand(),
  };
  return commands;
}

const Command* findCommand(const std::string& name) {
  for (const Command& c : allCommands())
    if (c.name == name) return &c;
  return nullptr;
}

}  // namespace cartouche::cli
