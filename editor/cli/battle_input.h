// Reading the battle a command works on, with the error printed the same way by every command: the message names
// the file, and the caller exits with ExitCode::Usage. The file is only read, never modified.
#pragma once

#include <optional>
#include <string>

#include "command.h"
#include "model/battle.h"

namespace cartouche::cli {

// Reads a .gpkg battle file. On failure prints "cartouche COMMAND: PATH: why" and returns nullopt.
std::optional<Battle> readBattleInput(const std::string& path, const std::string& command, Console& console);

// Prefixes `message` with `path` unless the message already names it.
std::string namingFile(const std::string& path, const std::string& message);

// A hex of the map named by its label on the command line, or why not: the label's own fault, or that it is off the
// map, each saying which labels the map has ("hex 9999 is not on the map: its labels run from 0101 to 3427").
Result<Hex> hexOnMap(const Battle& battle, const std::string& label);

}  // namespace cartouche::cli
