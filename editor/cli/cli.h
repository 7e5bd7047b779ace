// The command line of the one `cartouche` binary: `cartouche [FILE]` opens the editor, `cartouche COMMAND ...`
// runs a subcommand with no display (see editor/cli/README.md). Returns the process exit status.
#pragma once

#include <string>
#include <vector>

#include "command.h"

namespace cartouche::cli {

// `args` excludes the program name (argv[1..]).
int runCli(const std::vector<std::string>& args, Console& console);

}  // namespace cartouche::cli
