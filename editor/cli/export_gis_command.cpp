// `cartouche export gis FILE OUT.gpkg [--scenario S]`: the battle as a GeoPackage QGIS opens as a map
// (editor/export/gis_export.h). Exit 2 for an input that cannot be exported (no ground placement, an unknown
// scenario, OUT being FILE), 1 when OUT cannot be written; OUT is then left as it was.
#include <ostream>

#include "battle_input.h"
#include "export/gis_export.h"
#include "export_kinds.h"
#include "geo/geo.h"
#include "parsed_args.h"

namespace cartouche::cli {

namespace {

constexpr const char* kName = "export";

ExitCode runExportGis(const ParsedArgs& args, Console& console) {
  const std::string& battlePath = args.operand(1);
  const std::string& outPath = args.operand(2);
  std::optional<Battle> battle = readBattleInput(battlePath, kName, console);
  if (!battle) return ExitCode::Usage;
  gis::GisExportOptions options;
  options.battlePath = battlePath;
  options.scenario = args.value("scenario").value_or("");
  const std::string unchanged = outPath + " is as it was";
  geo::StopNote note(unchanged);
  Result<gis::GisExportReport> report = gis::exportGis(*battle, options, outPath);
  if (!report) {
    const Status& s = report.status();
    const bool input = s.code() == Status::Code::InvalidArgument || s.code() == Status::Code::NotFound;
    console.err << "cartouche " << kName << ": " << (input ? namingFile(battlePath, s.message()) : s.message())
                << (input ? "" : "; nothing was written") << "\n";
    return input ? ExitCode::Usage : ExitCode::Failed;
  }
  for (const std::string& w : report->warnings)
    console.err << "cartouche " << kName << ": warning: " << namingFile(battlePath, w) << "\n";
  console.out << "Wrote " << outPath << ": " << report->hexes << " hexes, " << report->hexsideFeatures
              << " hexside features, " << report->slopes << " slopes, " << report->unitPoints
              << " units and leaders on the map ("
              << (options.scenario.empty() ? std::string("every scenario") : "scenario " + options.scenario) << "), "
              << report->rasterTables.size() << " period map layer" << (report->rasterTables.size() == 1 ? "" : "s")
              << " warped";
  for (size_t i = 0; i < report->rasterTables.size(); ++i)
    console.out << (i == 0 ? " (" : ", ") << report->rasterTables[i];
  console.out << (report->rasterTables.empty() ? "" : ")") << ", in " << battle->ground->crs << "\n";
  return ExitCode::Ok;
}

}  // namespace

ExportKind gisExportKind() {
  ExportKind k;
  k.name = "gis";
  k.summary = "a GeoPackage for QGIS: hexes, hexsides, set-up units, warped period maps, with styles";
  k.options = {{"scenario", "S", "only this scenario's set-up (default: every scenario)"}};
  k.run = runExportGis;
  return k;
}

}  // namespace cartouche::cli
