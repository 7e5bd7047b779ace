// `cartouche help [COMMAND]`: the program's help, or one command's.
#include <ostream>

#include "parsed_args.h"
#include "usage.h"

namespace cartouche::cli {

namespace {

ExitCode runHelp(const ParsedArgs& args, Console& console) {
  if (args.operandCount() == 0) {
    console.out << programHelp();
    return ExitCode::Ok;
  }
  const Command* command = findCommand(args.operand(0));
  if (!command) return usageError(console, findCommand("help"), unknownCommandMessage(args.operand(0)));
  console.out << commandHelp(*command);
  return ExitCode::Ok;
}

}  // namespace

Command helpCommand() {
  Command c;
  c.name = "help";
  c.optionalOperands = {"COMMAND"};
  c.summary = "Show the help of the program or of one command.";
  c.run = runHelp;
  return c;
}

}  // namespace cartouche::cli
