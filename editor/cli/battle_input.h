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

}  // namespace cartouche::cli
