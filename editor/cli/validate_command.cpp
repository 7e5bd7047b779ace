// `cartouche validate FILE [--json] [--strict]`: the map and vocabulary problems of core's validateBattle plus the
// file-level ones, each naming its hex or hexside by label. Exit 0 clean, 1 problems, 2 unreadable input.
#include <ostream>

#include "battle_input.h"
#include "file_checks.h"
#include "json_output.h"
#include "parsed_args.h"
#include "rules/validate.h"
#include "usage.h"

namespace cartouche::cli {

namespace {

const char* severityName(Severity s) { return s == Severity::Error ? "error" : "warning"; }

Json problemJson(const Battle& b, const Problem& p, const char* scope) {
  const GridSettings& grid = b.map.grid();
  return {{"severity", severityName(p.severity)},
          {"code", p.code},
          {"scope", scope},
          {"message", p.message},
          {"hex", p.hex ? Json(grid.label(b.map.hexAt(*p.hex))) : Json(nullptr)},
          {"hexside", p.hexside ? Json(hexsideName(grid, *p.hexside)) : Json(nullptr)},
          {"scenario", p.scenario ? Json(*p.scenario) : Json(nullptr)},
          {"units", Json(p.units)}};
}

ExitCode runValidate(const ParsedArgs& args, Console& console) {
  const std::string& path = args.operand(0);
  std::optional<Battle> battle = readBattleInput(path, "validate", console);
  if (!battle) return ExitCode::Usage;
  std::vector<Problem> fileProblems = checkBattleFile(path);
  ValidationReport report = validateBattle(*battle);

  size_t errors = report.errors(), warnings = report.warnings();
  for (const Problem& p : fileProblems) (p.severity == Severity::Error ? errors : warnings)++;
  bool failed = errors > 0 || (args.has("strict") && warnings > 0);

  if (args.has("json")) {
    Json problems = Json::array();
    for (const Problem& p : fileProblems) problems.push_back(problemJson(*battle, p, "file"));
    for (const Problem& p : report.problems) problems.push_back(problemJson(*battle, p, "battle"));
    Json omitted = Json::array();
    for (const auto& [code, count] : report.omitted) omitted.push_back({{"code", code}, {"count", count}});
    printJson(console, {{"json_version", kJsonVersion},
                        {"file", path},
                        {"ok", !failed},
                        {"errors", errors},
                        {"warnings", warnings},
                        {"problems", problems},
                        {"omitted", omitted}});
  } else {
    auto print = [&](const Problem& p) {
      console.out << path << ": " << severityName(p.severity) << ": " << p.message << " [" << p.code << "]\n";
    };
    for (const Problem& p : fileProblems) print(p);
    for (const Problem& p : report.problems) print(p);
    for (const auto& [code, count] : report.omitted)
      console.out << path << ": note: " << count << " more " << code << " problems not listed\n";
    if (errors == 0 && warnings == 0)
      console.out << path << ": no problems\n";
    else
      console.out << path << ": " << plural(errors, "error") << ", " << plural(warnings, "warning") << "\n";
  }
  return failed ? ExitCode::Failed : ExitCode::Ok;
}

}  // namespace

Command validateCommand() {
  Command c;
  c.name = "validate";
  c.operands = {"FILE"};
  c.summary = "Check a battle file: unknown terrain, stray hexside features, crossings without water, ...";
  c.description =
      "Runs the engine's map and vocabulary checks on FILE (unknown terrain, hexside features off the map,\n"
      "a bridge or ford on a hexside with no stream or river, missing directions, ...), the ruleset tables,\n"
      "every scenario's set-up (units off the map or on prohibited terrain, facings, units set up twice or\n"
      "missing, leaders away from their units, reinforcement entries, missing base scenarios) and stacking,\n"
      "and the file-level GeoPackage checks. Each problem names its hex or hexside by label (\"0715/NE\").\n\n"
      "Exit status: 0 no errors (warnings allowed unless --strict); 1 problems found; 2 FILE could not be read.\n"
      "The --json document is described in editor/cli/README.md.\n";
  c.options = {{"json", "", "print one JSON object instead of text"}, {"strict", "", "warnings fail too (exit 1)"}};
  c.run = runValidate;
  return c;
}

}  // namespace cartouche::cli
