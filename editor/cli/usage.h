// Help and usage text of the `cartouche` binary, and the shared way commands report errors: every message starts
// with "cartouche COMMAND: " and goes to stderr; usage errors add the command's usage line. Thread-safety: pure.
#pragma once

#include <string>

#include "command.h"

namespace cartouche::cli {

std::string versionText();                   // "cartouche 0.1.0"
std::string programUsage();                  // the three usage lines
std::string programHelp();                   // `cartouche --help`
std::string commandUsage(const Command& c);  // "usage: cartouche info FILE [--json]"
std::string commandHelp(const Command& c);   // `cartouche help info`

// "1 error", "2 errors".
std::string plural(size_t n, const std::string& word);

// Prints "cartouche COMMAND: message" to stderr. `command` may be empty for the binary itself.
void printError(Console& console, const std::string& command, const std::string& message);
// Prints the error and the usage (the command's, or the program's when `command` is null); returns Usage.
ExitCode usageError(Console& console, const Command* command, const std::string& message);

}  // namespace cartouche::cli
