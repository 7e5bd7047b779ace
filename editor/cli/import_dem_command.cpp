#include "import_dem_command.h"

#include <cerrno>
#include <cmath>
#include <cstdlib>
#include <iomanip>
#include <ostream>
#include <sstream>

#include "battle_input.h"
#include "edit/document.h"
#include "geo/dem_levels.h"
#include "json_output.h"
#include "parsed_args.h"
#include "store/working_copy.h"
#include "usage.h"

namespace cartouche::cli {

namespace {

constexpr const char* kName = "import-dem";

// A number option, or `fallback` when absent; nullopt (after a usage error) when it does not parse.
std::optional<double> numberOption(const ParsedArgs& args, const std::string& name, double fallback, Console& console) {
  std::optional<std::string> text = args.value(name);
  if (!text) return fallback;
  std::optional<double> v = parseFiniteNumber(*text);
  if (!v) usageError(console, findCommand(kName), "--" + name + " '" + *text + "' is not a number");
  return v;
}

std::string hexes(size_t n) { return std::to_string(n) + (n == 1 ? " hex" : " hexes"); }

std::string metresText(double m) {
  std::ostringstream s;
  s << std::fixed << std::setprecision(1) << m;
  return s.str();
}

const char* statisticName(geo::DemStatistic s) {
  return s == geo::DemStatistic::Mean ? "mean" : s == geo::DemStatistic::Max ? "max" : "centre";
}

void printPreview(Console& console, const Battle& battle, const std::string& battlePath, const std::string& demPath,
                  const geo::HexHeights& heights, const geo::ElevationPreview& p, bool written, bool json) {
  const GridSettings& g = battle.map.grid();
  const int known = int(p.metres.size()) - p.unknown;
  if (json) {
    Json levels = Json::array();
    for (const auto& [level, hexes] : p.hexesPerLevel)
      levels.push_back({{"level", level},
                        {"from_m", p.scheme.base + level * p.scheme.interval},
                        {"to_m", p.scheme.base + (level + 1) * p.scheme.interval},
                        {"hexes", hexes}});
    Json perHex = Json::array();
    for (size_t k = 0; k < p.metres.size(); ++k) {
      Json metres = std::isnan(p.metres[k]) ? Json(nullptr) : Json(double(p.metres[k]));
      Json level = p.levels[k] ? Json(int(*p.levels[k])) : Json(nullptr);
      perHex.push_back({{"hex", g.label(battle.map.hexAt(int(k)))},
                        {"metres", metres},
                        {"level", level},
                        {"cells", heights.validCells[k]}});
    }
    printJson(console, {{"json_version", kJsonVersion},
                        {"file", battlePath},
                        {"dem", demPath},
                        {"statistic", statisticName(p.statistic)},
                        {"base_m", p.scheme.base},
                        {"interval_m", p.scheme.interval},
                        {"hexes", p.metres.size()},
                        {"known", known},
                        {"unknown", p.unknown},
                        {"centre_only", heights.centreOnlyHexes},
                        {"window",
                         {{"x", heights.windowX},
                          {"y", heights.windowY},
                          {"width", heights.windowWidth},
                          {"height", heights.windowHeight}}},
                        {"lowest_m", known ? Json(double(p.lowest)) : Json(nullptr)},
                        {"highest_m", known ? Json(double(p.highest)) : Json(nullptr)},
                        {"proposed_base_m", geo::proposedBase(p) ? Json(*geo::proposedBase(p)) : Json(nullptr)},
                        {"levels", levels},
                        {"per_hex", perHex},
                        {"written", written}});
    return;
  }
  console.out << demPath << ": " << statisticName(p.statistic) << " height of " << p.metres.size() << " hexes ("
              << g.columns << "x" << g.rows << "), from " << heights.windowWidth << " x " << heights.windowHeight
              << " DEM cells read\n";
  if (known > 0)
    console.out << "Heights " << metresText(p.lowest) << " - " << metresText(p.highest) << " m; levels from "
                << metresText(p.scheme.base) << " m every " << metresText(p.scheme.interval) << " m:\n";
  for (const auto& [level, count] : p.hexesPerLevel)
    console.out << "  level " << level << " (" << metresText(p.scheme.base + level * p.scheme.interval) << " - "
                << metresText(p.scheme.base + (level + 1) * p.scheme.interval) << " m): " << hexes(size_t(count))
                << "\n";
  console.out << "Unknown: " << hexes(size_t(p.unknown))
              << (p.unknown ? " (no DEM height there; their levels are kept)" : "") << "\n";
  if (std::optional<double> base = geo::proposedBase(p); base && p.hexesPerLevel.begin()->first > 0)
    console.out << "Note: the lowest ground is " << metresText(p.lowest) << " m; --base " << metresText(*base)
                << " would start the levels at 0 there\n";
  if (heights.centreOnlyHexes > 0)
    console.out << "Note: " << hexes(size_t(heights.centreOnlyHexes))
                << " held no DEM cell centre (the DEM is coarser than the hexes) and took the centre height\n";
  if (written)
    console.out << "Wrote heights and levels of " << hexes(size_t(known)) << " to " << battlePath << "\n";
  else
    console.out << "Dry run: " << battlePath << " not changed\n";
}

// Applies the elevation as one command in a working copy of the file and saves it atomically. On any error the
// user's file is untouched and the working copy is removed.
Status writeElevation(const std::string& path, const geo::ElevationPreview& preview) {
  Result<std::unique_ptr<WorkingCopy>> copy = WorkingCopy::open(path);
  if (!copy) return copy.status();
  WorkingCopy& wc = **copy;
  Document document(wc.loaded());
  wc.follow(document);
  if (Result<ChangeSet> r = document.execute(geo::elevationCommand(preview)); !r) {
    wc.discard();
    return r.status();
  }
  if (!wc.commitError().isOk()) {
    Status s = wc.commitError();
    wc.discard();
    return s;
  }
  Status s = wc.save();
  if (!s) wc.discard();
  return s;
}

ExitCode runImportDem(const ParsedArgs& args, Console& console) {
  const Command* self = findCommand(kName);
  const std::string& battlePath = args.operand(0);
  const std::string& demPath = args.operand(1);
  std::optional<std::string> originText = args.value("origin"), crs = args.value("crs");
  if (crs.has_value() != originText.has_value())
    return usageError(console, self,
                      "--crs and --origin go together (leave both out to use the placement stored with `cartouche "
                      "place`)");
  if (!crs && args.value("rotation"))
    return usageError(console, self, "--rotation goes with --crs and --origin (the stored placement has its own)");
  std::optional<geo::GroundPlacement> given;
  if (crs) {
    std::optional<std::pair<double, double>> origin = parseNumberPair(*originText);
    if (!origin) return usageError(console, self, "--origin '" + *originText + "' is not X,Y (two numbers)");
    const double ox = origin->first, oy = origin->second;
    std::optional<double> rotation = numberOption(args, "rotation", 0.0, console);
    if (!rotation) return ExitCode::Usage;
    given = geo::GroundPlacement{*crs, Point{ox, oy}, *rotation};
  }
  std::optional<double> interval = numberOption(args, "interval", 10.0, console);
  if (!interval) return ExitCode::Usage;
  std::optional<double> base = numberOption(args, "base", 0.0, console);
  if (!base) return ExitCode::Usage;
  geo::DemStatistic statistic = geo::DemStatistic::Mean;
  if (std::optional<std::string> s = args.value("stat")) {
    if (*s == "mean")
      statistic = geo::DemStatistic::Mean;
    else if (*s == "max")
      statistic = geo::DemStatistic::Max;
    else if (*s == "centre" || *s == "center")
      statistic = geo::DemStatistic::Centre;
    else
      return usageError(console, self, "--stat '" + *s + "' is not mean, max or centre");
  }
  if (!(*interval > 0)) return usageError(console, self, "--interval must be a positive number of metres");

  std::optional<Battle> battle = readBattleInput(battlePath, kName, console);
  if (!battle) return ExitCode::Usage;
  if (!given) {
    if (!battle->ground)
      return usageError(console, self,
                        battlePath +
                            " is not placed on the ground: give --crs and --origin, or store a placement "
                            "with `cartouche place " +
                            battlePath + " --crs CRS --origin X,Y`");
    given = *battle->ground;
  }
  Result<geo::GridPlacement> placement = geo::makeGridPlacement(battle->map.grid(), *given);
  if (!placement) {
    if (placement.status().code() == Status::Code::IoError) {  // PROJ failed, not the user's CRS: nothing changed
      printError(console, kName, battlePath + ": " + placement.status().message() + "; the file is unchanged");
      return ExitCode::Failed;
    }
    if (crs) return usageError(console, self, placement.status().message());
    printError(console, kName, battlePath + ": the stored placement: " + placement.status().message());
    return ExitCode::Usage;
  }
  Result<geo::DemRaster> dem = geo::DemRaster::open(demPath);
  if (!dem) {
    printError(console, kName, namingFile(demPath, dem.status().message()) + "; " + battlePath + " is unchanged");
    return ExitCode::Usage;
  }
  Result<geo::HexHeights> heights = geo::sampleDem(*dem, *placement);
  if (!heights) {
    const bool io = heights.status().code() == Status::Code::IoError;  // PROJ failed, not the user's files
    printError(console, kName, namingFile(demPath, heights.status().message()) + "; " + battlePath + " is unchanged");
    return io ? ExitCode::Failed : ExitCode::Usage;
  }
  Result<geo::ElevationPreview> preview = geo::previewElevation(*heights, statistic, {*base, *interval});
  if (!preview) return usageError(console, self, preview.status().message());
  const bool write = !args.has("dry-run");
  if (write && preview->unknown == int(preview->metres.size())) {
    printError(console, kName,
               demPath +
                   ": no hex of the map has a height in this DEM (is the origin in the "
                   "battle's CRS, and does the DEM cover the battlefield?); " +
                   battlePath + " not changed");
    return ExitCode::Failed;
  }
  if (write) {
    if (Status s = writeElevation(battlePath, *preview); !s) {
      printError(console, kName, namingFile(battlePath, s.message()) + " (the file is unchanged)");
      return ExitCode::Failed;
    }
  }
  printPreview(console, *battle, battlePath, demPath, *heights, *preview, write, args.has("json"));
  return ExitCode::Ok;
}

}  // namespace

Command importDemCommand() {
  Command c;
  c.name = kName;
  c.operands = {"BATTLE", "DEM"};
  c.summary = "Hex elevation from a DEM: per-hex heights classified into levels, previewed, then written.";
  c.description =
      "Places the battle's hex grid on the ground (--origin: the centre of hex 0101 in --crs, x east and y north\n"
      "whatever the CRS's own axis order; --rotation: degrees clockwise; hex size from the battle's grid; without\n"
      "--crs and --origin, the placement stored in BATTLE by `cartouche place`), reads\n"
      "the DEM under the map (any raster GDAL reads with a CRS: GeoTIFF, HGT, /vsizip/...), and gives each hex\n"
      "the mean or max of the DEM cells whose centres fall inside it, or the height at its centre (bilinear).\n"
      "NaN and NoData cells are skipped; a hex with no valid cell is unknown and keeps its level. Levels are\n"
      "floor((metres - base) / interval). Prints the preview; without --dry-run writes the heights and levels\n"
      "into BATTLE as one undo step, through a working copy and an atomic save (on any error BATTLE is unchanged).\n";
  c.options = {{"origin", "X,Y", "ground position of the centre of hex 0101, in the CRS (default: stored placement)"},
               {"crs", "CRS", "the battle's CRS: EPSG code (EPSG:2180) or PROJ string (default: the stored one)"},
               {"rotation", "DEG", "grid rotation, degrees clockwise (default 0)"},
               {"interval", "M", "contour interval in metres per level (default 10)"},
               {"base", "M", "height of the bottom of level 0 in metres (default 0)"},
               {"stat", "STAT", "mean, max or centre (default mean)"},
               {"dry-run", "", "print the preview only; do not change BATTLE"},
               {"json", "", "print one JSON object instead of text"}};
  c.run = runImportDem;
  return c;
}

}  // namespace cartouche::cli
