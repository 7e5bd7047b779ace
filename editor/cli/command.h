// A subcommand of the `cartouche` binary: its name, operands, options, help text and the function that runs it.
// Each subcommand lives in its own <name>_command.cpp and hands its Command to the registry (command_registry.cpp).
// Commands write only to the Console they are given, never to std::cout directly. Thread-safety: plain values.
#pragma once

#include <iosfwd>
#include <string>
#include <vector>

namespace cartouche::cli {

class ParsedArgs;

// What the binary returns. Documented in editor/cli/README.md; scripts and CI rely on these.
enum class ExitCode : int {
  Ok = 0,      // done; for validate: no errors
  Failed = 1,  // validate found errors, or an output could not be written
  Usage = 2,   // bad command line, or an input that could not be read
};

struct Console {
  std::ostream& out;
  std::ostream& err;
};

struct Option {
  std::string name;       // without the dashes: "width"
  std::string valueName;  // "W"; empty for a flag
  std::string help;
};

struct Command {
  std::string name;
  std::vector<std::string> operands;          // "FILE", "DIR": required, in order
  std::vector<std::string> optionalOperands;  // may follow the required ones
  std::string summary;                        // one line for `cartouche --help`
  std::string description;                    // paragraphs for `cartouche help NAME`
  std::vector<Option> options;
  ExitCode (*run)(const ParsedArgs& args, Console& console) = nullptr;
};

// Every subcommand, in the order `cartouche --help` lists them.
const std::vector<Command>& allCommands();
// nullptr when there is no such subcommand.
const Command* findCommand(const std::string& name);
// "unknown command "vaildate"; did you mean "validate"?": the subcommands within two edits (a letter added, dropped,
// changed, or two neighbours swapped) of `word`, that it begins, or whose beginning is one edit from it, named in the
// message.
std::string unknownCommandMessage(const std::string& word);

// One factory per subcommand file.
Command infoCommand();
Command validateCommand();
Command dumpCommand();
Command loadCommand();
Command renderCommand();
Command helpCommand();

}  // namespace cartouche::cli
