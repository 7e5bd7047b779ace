// `cartouche export vassal FILE OUT.vmod [--hex-pixels N] [--scenario S]`: the battle as a VASSAL module with its
// board, hex grid, one piece per unit and one predefined set-up per scenario (editor/export/vassal_module.h).
#include <ostream>

#include "battle_input.h"
#include "export_kinds.h"
#include "parsed_args.h"
#include "usage.h"

#ifdef CARTOUCHE_CLI_HAS_EXPORT_VASSAL
#include "export/vassal_grid.h"
#include "export/vassal_module.h"
#endif

namespace cartouche::cli {

namespace {

ExitCode runExportVassal(const ParsedArgs& args, Console& console) {
  const Command* self = findCommand("export");
#ifdef CARTOUCHE_CLI_HAS_EXPORT_VASSAL
  Result<std::optional<int>> hexPixels = args.positiveInt("hex-pixels", vassal::kMaxHexPixels);
  if (!hexPixels) return usageError(console, self, hexPixels.status().message());
  std::optional<Battle> battle = readBattleInput(args.operand(1), "export", console);
  if (!battle) return ExitCode::Usage;
  vassal::ModuleOptions options;
  options.outputPath = args.operand(2);
  options.hexPixels = hexPixels->value_or(vassal::kDefaultHexPixels);
  options.scenario = args.value("scenario").value_or("");
  Result<vassal::ModuleSummary> summary = vassal::writeModule(*battle, options);
  if (!summary) {
    const Status& s = summary.status();
    if (s.code() == Status::Code::IoError) {
      printError(console, "export", namingFile(options.outputPath, s.message()));
      return ExitCode::Failed;
    }
    printError(console, "export", namingFile(args.operand(1), s.message()));
    return ExitCode::Usage;
  }
  console.out << options.outputPath << ": VASSAL module with " << summary->units << " units, " << summary->leaders
              << " leaders, " << summary->setups << " set-ups, a " << summary->boardWidth << "x" << summary->boardHeight
              << " board, " << summary->facings << " facings (" << summary->bytes << " bytes)\n";
  return ExitCode::Ok;
#else
  (void)args;
  (void)self;
  printError(console, "export", "this build cannot export VASSAL modules (built without the renderer)");
  return ExitCode::Failed;
#endif
}

}  // namespace

ExportKind vassalExportKind() {
  ExportKind k;
  k.name = "vassal";
  k.summary = "a VASSAL module (.vmod): board, hex grid, a piece per unit, a set-up per scenario";
  k.options = {{"hex-pixels", "N", "vassal: hexes N pixels across their flats on the board (24 to 400; 84)"},
               {"scenario", "S", "only this scenario's set-up"}};
  k.run = runExportVassal;
  return k;
}

}  // namespace cartouche::cli
