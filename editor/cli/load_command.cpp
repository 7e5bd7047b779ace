// `cartouche load DIR FILE`: builds a battle file from the text format. The text is checked in full before
// anything is written, and the file is written atomically, so a failed load leaves FILE as it was.
#include <filesystem>
#include <ostream>

#include "battle_input.h"
#include "parsed_args.h"
#include "rules/validate.h"
#include "store/battle_file.h"
#include "text/battle_text.h"
#include "usage.h"

namespace cartouche::cli {

namespace {

// Text errors read "map.txt line 12: ..."; print them as "DIR/map.txt line 12: ..." so the path can be opened
// as printed. Messages that do not start with a file of DIR get "DIR: " in front.
std::string textErrorMessage(const std::string& dir, const std::string& message) {
  namespace fs = std::filesystem;
  std::string first = message.substr(0, message.find_first_of(" :"));
  std::error_code ec;
  if (!first.empty() && fs::is_regular_file(fs::path(dir) / first, ec)) return (fs::path(dir) / message).string();
  return namingFile(dir, message);
}

ExitCode runLoad(const ParsedArgs& args, Console& console) {
  namespace fs = std::filesystem;
  const std::string& dir = args.operand(0);
  const std::string& path = args.operand(1);
  std::error_code ec;
  if (!fs::is_directory(dir, ec)) {
    printError(console, "load", dir + (fs::exists(dir, ec) ? ": is not a folder" : ": no such folder"));
    return ExitCode::Usage;
  }
  if (fs::is_directory(path, ec)) {
    printError(console, "load", path + ": is a folder; give the .gpkg file to write");
    return ExitCode::Usage;
  }
  Result<Battle> battle = loadBattleText(dir);
  if (!battle) {
    printError(console, "load", textErrorMessage(dir, battle.status().message()));
    return ExitCode::Usage;
  }
  if (Status s = writeBattleFile(*battle, path); !s) {
    printError(console, "load", namingFile(path, s.message()));
    return ExitCode::Failed;
  }
  // The file is written as the text says; validation is validate's job, but say so when it will complain.
  ValidationReport report = validateBattle(*battle);
  if (report.errors() > 0)
    printError(console, "load",
               path + ": written, with " + plural(report.errors(), "validation error") + " (see 'cartouche validate " +
                   path + "')");
  return ExitCode::Ok;
}

}  // namespace

Command loadCommand() {
  Command c;
  c.name = "load";
  c.operands = {"DIR", "FILE"};
  c.summary = "Build a battle file from a folder of text files.";
  c.description =
      "Reads the text interchange format in DIR (schemas/text-format.md) and writes FILE (.gpkg), replacing it\n"
      "atomically: the text is checked in full first, and a failed load leaves FILE as it was. Errors name the\n"
      "text file and line (\"DIR/map.txt line 12: ...\"). A battle that loads but fails validation is written,\n"
      "with a note on stderr.\n";
  c.run = runLoad;
  return c;
}

}  // namespace cartouche::cli
