// Dispatch: the program's own flags, a subcommand, or the editor.
#include "cli.h"

#include <filesystem>
#include <new>
#include <ostream>

#include "editor_launch.h"
#include "parsed_args.h"
#include "usage.h"

namespace cartouche::cli {

namespace {

// Whether an option's value names a file (its value name in the help: FILE, OUT, PNG, ...).
bool isFileValue(const std::string& valueName) {
  for (const char* name : {"FILE", "PATH", "OUT", "PNG", "PLAYTEST", "ACTIONS"})
    if (valueName == name) return true;
  return false;
}

int runCommand(const Command& command, const std::vector<std::string>& args, Console& console) {
  Result<ParsedArgs> parsed = parseArgs(command, args);
  if (!parsed) return int(usageError(console, command.name.empty() ? nullptr : &command, parsed.status().message()));
  if (parsed->helpRequested()) {
    console.out << (command.name.empty() ? programHelp() : commandHelp(command));
    return int(ExitCode::Ok);
  }
  try {
    return int(command.run(*parsed, console));
  } catch (const std::bad_alloc&) {
    // Memory ran out where no one could report it: every file the command replaces is written aside and put in
    // place whole, so the message need only name what it was working on: the operands and the files options name
    // (georef's --battle, play's --save). Written piece by piece, allocating nothing.
    console.err << "cartouche" << (command.name.empty() ? "" : " ") << command.name << ": out of memory";
    const char* separator = " working on ";
    for (size_t i = 0; i < parsed->operandCount(); ++i, separator = ", ")
      console.err << separator << parsed->operand(i);
    for (const Option& option : command.options) {
      const std::string* value = isFileValue(option.valueName) ? parsed->find(option.name) : nullptr;
      if (!value) continue;
      console.err << separator << "--" << option.name << " " << *value;
      separator = ", ";
    }
    console.err << "; stopped";
    // The editor: a battle's edits are committed to its working copy as they are made, and the unwinding keeps the
    // copy (~WorkingCopy removes it only when nothing is unsaved).
    if (command.name.empty())
      console.err
          << " (any unsaved edits are kept in the battle's working copy: the next start offers to recover them)";
    console.err << "\n";
    return int(ExitCode::Failed);
  }
}

// A first word that is not a subcommand opens the editor when it looks like a file; otherwise it is most likely a
// mistyped subcommand ("cartouche vaildate x.gpkg"), and opening a window on it would hide the mistake.
bool looksLikeFile(const std::string& word) {
  std::error_code ec;
  return word.find('/') != std::string::npos || word.find('.') != std::string::npos ||
         std::filesystem::exists(word, ec);
}

}  // namespace

int runCli(const std::vector<std::string>& args, Console& console) {
  if (!args.empty()) {
    const std::string& first = args[0];
    if (first == "--version") {
      if (args.size() > 1) return int(usageError(console, nullptr, "--version takes no arguments"));
      console.out << versionText() << "\n";
      return int(ExitCode::Ok);
    }
    if (const Command* command = findCommand(first))
      return runCommand(*command, std::vector<std::string>(args.begin() + 1, args.end()), console);
    if (first[0] != '-' && !looksLikeFile(first))
      return int(usageError(console, nullptr, unknownCommandMessage(first)));
  }
  return runCommand(editorInvocation(), args, console);
}

}  // namespace cartouche::cli
