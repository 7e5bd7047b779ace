// `cartouche dump FILE DIR`: writes a battle file as the reviewable text format (schemas/text-format.md).
#include <filesystem>
#include <ostream>

#include "battle_input.h"
#include "parsed_args.h"
#include "text/battle_text.h"
#include "usage.h"

namespace cartouche::cli {

namespace {

ExitCode runDump(const ParsedArgs& args, Console& console) {
  const std::string& path = args.operand(0);
  const std::string& dir = args.operand(1);
  std::error_code ec;
  if (std::filesystem::exists(dir, ec) && !std::filesystem::is_directory(dir, ec)) {
    printError(console, "dump", dir + ": exists and is not a folder");
    return ExitCode::Usage;
  }
  std::optional<Battle> battle = readBattleInput(path, "dump", console);
  if (!battle) return ExitCode::Usage;
  if (Status s = dumpBattleText(*battle, dir); !s) {
    printError(console, "dump", namingFile(dir, s.message()));
    return ExitCode::Failed;
  }
  return ExitCode::Ok;
}

}  // namespace

Command dumpCommand() {
  Command c;
  c.name = "dump";
  c.operands = {"FILE", "DIR"};
  c.summary = "Write a battle file as a folder of text files.";
  c.description =
      "Writes FILE as the text interchange format (schemas/text-format.md) into DIR, creating it if needed\n"
      "and replacing the files the format owns. 'cartouche load DIR FILE' reads it back; dump, load, dump\n"
      "gives identical text.\n";
  c.run = runDump;
  return c;
}

}  // namespace cartouche::cli
