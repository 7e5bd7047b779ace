// `cartouche import-units FILE CSV` and `cartouche export-units FILE CSV`: the units of a battle to and from a
// spreadsheet (engine/text/units_csv.h). The import goes through a private working copy and an atomic save, so the
// battle file is either the old one or the new one, never half-imported.
#include <fstream>
#include <optional>
#include <ostream>
#include <string>

#include "base/whole_file.h"
#include "battle_input.h"
#include "edit/army_commands.h"
#include "edit/command_group.h"
#include "edit/document.h"
#include "parsed_args.h"
#include "store/working_copy.h"
#include "text/units_csv.h"
#include "usage.h"

namespace cartouche::cli {

namespace {

ExitCode runImportUnits(const ParsedArgs& args, Console& console) {
  const char* name = "import-units";
  const std::string &path = args.operand(0), &csvPath = args.operand(1);
  // Not through a string stream, which stops quietly where memory runs out: a CSV cut short would import fewer
  // units than it holds (base/whole_file.h).
  std::optional<std::string> csv = readWholeFile(csvPath);
  if (!csv) {
    printError(console, name, csvPath + ": cannot read the file");
    return ExitCode::Usage;
  }
  auto wc = WorkingCopy::open(path);
  if (!wc) {
    printError(console, name, namingFile(path, wc.status().message()));
    return ExitCode::Usage;
  }
  const Battle& loaded = (*wc)->loaded();
  auto army = importUnitsCsv(*csv, csvPath, loaded.armyVocabulary, loaded.army);
  if (!army) {
    (*wc)->discard();
    printError(console, name, army.status().message() + " (nothing imported; " + path + " is unchanged)");
    return ExitCode::Usage;
  }
  // One SetUnit per new or changed row, as one undo step: the commands check each unit against the battle again.
  std::vector<CommandPtr> edits;
  size_t added = 0;
  for (const Unit& u : army->units) {
    const Unit* before = loaded.army.unit(u.code);
    if (before && *before == u) continue;
    added += before == nullptr;
    edits.push_back(std::make_unique<SetUnit>(u.code, u));
  }
  size_t rows = edits.size();
  Document doc(loaded);
  (*wc)->follow(doc);
  Status s = Status::ok();
  if (!edits.empty()) {
    auto done = doc.execute(std::make_unique<CommandGroup>(std::move(edits), "Import units from " + csvPath));
    if (!done) s = done.status();
  }
  if (s) s = (*wc)->commitError();
  if (s) s = (*wc)->save();
  const size_t total = doc.battle().army.units.size();
  (*wc)->discard();
  if (!s) {
    printError(console, name, namingFile(path, s.message()) + " (the file is unchanged)");
    return ExitCode::Failed;
  }
  console.out << "Imported " << csvPath << " into " << path << ": " << plural(added, "unit") << " added, "
              << plural(rows - added, "unit") << " changed, " << plural(total, "unit") << " in all\n";
  return ExitCode::Ok;
}

ExitCode runExportUnits(const ParsedArgs& args, Console& console) {
  const char* name = "export-units";
  const std::string &path = args.operand(0), &csvPath = args.operand(1);
  std::optional<Battle> battle = readBattleInput(path, name, console);
  if (!battle) return ExitCode::Usage;
  std::string csv = writeUnitsCsv(battle->armyVocabulary, battle->army);
  std::ofstream out(csvPath, std::ios::binary | std::ios::trunc);
  out << csv;
  out.close();
  if (!out) {
    printError(console, name, csvPath + ": cannot write the file");
    return ExitCode::Failed;
  }
  console.out << "Wrote " << plural(battle->army.units.size(), "unit") << " of " << path << " to " << csvPath << "\n";
  return ExitCode::Ok;
}

const char* kColumns =
    "Columns: code, node, side, name, short name, troop type, one per value field (headed by its code; an empty\n"
    "cell is an unknown value, never 0), counters, notes, source. RFC 4180 quoting, UTF-8 (a BOM is skipped).\n";

}  // namespace

Command importUnitsCommand() {
  Command c;
  c.name = "import-units";
  c.operands = {"FILE", "CSV"};
  c.summary = "Update and add units of the battle from a CSV spreadsheet; all rows or none.";
  c.description =
      std::string(
          "Reads CSV (a header row, then one unit per row) and applies it to the battle in FILE: a row whose "
          "code\nthe battle has updates that unit's columns (its loss steps and the values of fields without "
          "a\ncolumn stay), a new code adds a unit. Only code, node and name columns are required.\n") +
      kColumns +
      "A bad row is refused with the CSV's name, line and column, and FILE is left unchanged: it is written "
      "through\na private copy and an atomic save. Exit status: 0 done, 1 FILE could not be written, 2 an "
      "unreadable\nor refused CSV or battle.\n";
  c.run = runImportUnits;
  return c;
}

Command exportUnitsCommand() {
  Command c;
  c.name = "export-units";
  c.operands = {"FILE", "CSV"};
  c.summary = "Write the battle's units to a CSV spreadsheet.";
  c.description = std::string("Writes every unit of FILE, in order-of-battle order, to CSV (CRLF line ends).\n") +
                  kColumns + "Exit status: 0 done, 1 CSV could not be written, 2 an unreadable battle.\n";
  c.run = runExportUnits;
  return c;
}

}  // namespace cartouche::cli
