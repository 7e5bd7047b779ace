// Help and usage text; error reporting shared by all commands.
#include "usage.h"

#include <ostream>
#include <sstream>

#include "editor_launch.h"

#ifndef CARTOUCHE_VERSION
#define CARTOUCHE_VERSION "unknown"
#endif

namespace cartouche::cli {

namespace {

std::string optionSynopsis(const Option& o) {
  return "[--" + o.name + (o.valueName.empty() ? "" : " " + o.valueName) + "]";
}

std::string synopsis(const Command& c) {
  std::string s = "cartouche";
  if (!c.name.empty()) s += " " + c.name;
  for (const std::string& operand : c.operands) s += " " + operand;
  for (const std::string& operand : c.optionalOperands) s += " [" + operand + "]";
  for (const Option& o : c.options) s += " " + optionSynopsis(o);
  return s;
}

void printOptions(std::ostream& s, const Command& c) {
  if (c.options.empty()) return;
  s << "\nOptions:\n";
  for (const Option& o : c.options) {
    std::string left = "--" + o.name + (o.valueName.empty() ? "" : " " + o.valueName);
    s << "  " << left << std::string(left.size() < 24 ? 24 - left.size() : 1, ' ') << o.help << "\n";
  }
}

}  // namespace

std::string versionText() { return std::string("cartouche ") + CARTOUCHE_VERSION; }

std::string commandUsage(const Command& c) { return "usage: " + synopsis(c) + "\n"; }

std::string commandHelp(const Command& c) {
  std::ostringstream s;
  s << commandUsage(c) << "\n" << c.summary << "\n";
  if (!c.description.empty()) s << "\n" << c.description;
  printOptions(s, c);
  return s.str();
}

std::string programUsage() {
  return "usage: " + synopsis(editorInvocation()) + "\n" +
         "       cartouche COMMAND [ARGS...]\n"
         "       cartouche help COMMAND | --help | --version\n";
}

std::string programHelp() {
  std::ostringstream s;
  s << programUsage() << "\n"
    << "Cartouche edits hex-based historical wargames. With no command it opens the editor (on FILE, a .gpkg\n"
    << "battle, when given). Commands run with no display.\n\nCommands:\n";
  for (const Command& c : allCommands())
    s << "  " << c.name << std::string(c.name.size() < 10 ? 10 - c.name.size() : 1, ' ') << c.summary << "\n";
  printOptions(s, editorInvocation());
  s << "\nExit status: 0 done (validate: no errors); 1 validate found errors, or an output could not be\n"
    << "written; 2 usage error, or an input that could not be read.\n"
    << "Run 'cartouche help COMMAND' for a command's options; editor/cli/README.md documents the --json output.\n";
  return s.str();
}

std::string plural(size_t n, const std::string& word) { return std::to_string(n) + " " + word + (n == 1 ? "" : "s"); }

void printError(Console& console, const std::string& command, const std::string& message) {
  console.err << "cartouche" << (command.empty() ? "" : " " + command) << ": " << message << "\n";
}

ExitCode usageError(Console& console, const Command* command, const std::string& message) {
  printError(console, command ? command->name : "", message);
  if (command) {
    console.err << commandUsage(*command) << "Run 'cartouche help " << command->name << "' for details.\n";
  } else {
    console.err << programUsage() << "Run 'cartouche --help' for the list of commands.\n";
  }
  return ExitCode::Usage;
}

}  // namespace cartouche::cli
