#include "place_command.h"

#include <cerrno>
#include <cmath>
#include <cstdlib>
#include <ostream>
#include <sstream>

#include "battle_input.h"
#include "geo/grid_placement.h"
#include "parsed_args.h"
#include "store/ground_table.h"
#include "usage.h"

namespace cartouche::cli {

namespace {

constexpr const char* kName = "place";

std::string describe(const StoredGround& g) {
  std::ostringstream s;
  s.precision(15);
  s << "hex 0101 at " << g.originX << ", " << g.originY << " in " << g.crs << ", rotated " << g.rotationDegrees
    << " degrees clockwise";
  return s.str();
}

ExitCode runPlace(const ParsedArgs& args, Console& console) {
  const Command* self = findCommand(kName);
  const std::string& battlePath = args.operand(0);
  const std::optional<std::string> crs = args.value("crs"), originText = args.value("origin"),
                                   rotationText = args.value("rotation");
  const bool clear = args.has("clear");
  if (clear && (crs || originText || rotationText))
    return usageError(console, self, "--clear takes no --crs, --origin or --rotation");

  std::optional<Battle> battle = readBattleInput(battlePath, kName, console);
  if (!battle) return ExitCode::Usage;

  if (!clear && !crs && !originText && !rotationText) {
    Result<std::optional<StoredGround>> stored = readBattleGround(battlePath);
    if (!stored) {
      printError(console, kName, namingFile(battlePath, stored.status().message()));
      return ExitCode::Usage;
    }
    if (*stored)
      console.out << battlePath << ": " << describe(**stored) << "\n";
    else
      console.out << battlePath << ": not placed on the ground\n";
    return ExitCode::Ok;
  }

  std::optional<StoredGround> ground;
  if (!clear) {
    if (!crs)
      return usageError(console, self, "--crs is required: the battle's projected CRS (EPSG code or PROJ string)");
    if (!originText) return usageError(console, self, "--origin X,Y is required: the ground position of hex 0101");
    std::optional<std::pair<double, double>> origin = parseNumberPair(*originText);
    if (!origin) return usageError(console, self, "--origin '" + *originText + "' is not X,Y (two numbers)");
    const double ox = origin->first, oy = origin->second;
    double rotation = 0;
    if (rotationText) {
      std::optional<double> r = parseFiniteNumber(*rotationText);
      if (!r || !(std::abs(*r) < 360))
        return usageError(console, self,
                          "--rotation '" + *rotationText + "' is not a number of degrees in (-360, 360)");
      rotation = *r;
    }
    Result<geo::GridPlacement> placement =
        geo::makeGridPlacement(battle->map.grid(), geo::GroundPlacement{*crs, Point{ox, oy}, rotation});
    if (!placement) return usageError(console, self, placement.status().message());
    ground = StoredGround{*crs, ox, oy, rotation};
  }
  if (Status s = writeBattleGround(battlePath, ground); !s) {
    printError(console, kName, namingFile(battlePath, s.message()) + " (the file is unchanged)");
    return ExitCode::Failed;
  }
  if (ground)
    console.out << "Placed " << battlePath << ": " << describe(*ground) << "\n";
  else
    console.out << "Cleared the ground placement of " << battlePath << "\n";
  return ExitCode::Ok;
}

}  // namespace

Command placeCommand() {
  Command c;
  c.name = kName;
  c.operands = {"BATTLE"};
  c.summary = "Place the battle's hex grid on the ground (CRS, origin, rotation), or show or clear the placement.";
  c.description =
      "Stores in BATTLE where its hex grid lies on the ground: --origin is the centre of hex 0101 in --crs (a\n"
      "projected CRS: EPSG code, PROJ string or WKT; x east and y north whatever the CRS's own axis order),\n"
      "--rotation the grid's rotation in degrees clockwise (default 0); the hex size is the battle grid's.\n"
      "import-dem uses the stored placement when it is given no --crs and --origin. --clear removes it; with no\n"
      "option the stored placement is printed. BATTLE is written through a private copy and an atomic save: on\n"
      "any error it is unchanged. Exit status: 0 done, 1 the file could not be written, 2 bad command line, an\n"
      "unknown or geographic CRS, or an unreadable battle.\n";
  c.options = {{"crs", "CRS", "the battle's projected CRS (EPSG:2180, a PROJ string or WKT)"},
               {"origin", "X,Y", "ground position of the centre of hex 0101, in the CRS"},
               {"rotation", "DEG", "grid rotation, degrees clockwise (default 0)"},
               {"clear", "", "remove the stored placement"}};
  c.run = runPlace;
  return c;
}

}  // namespace cartouche::cli
