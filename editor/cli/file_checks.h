// File-level checks of a battle file that `cartouche validate` adds to the map's problems: what a GeoPackage
// reader (QGIS, GDAL) expects of the file itself. Reads only the 100-byte SQLite header; never modifies the file.
#pragma once

#include <string>
#include <vector>

#include "rules/validate.h"

namespace cartouche::cli {

// Problems with codes "file-extension" (GeoPackage requires .gpkg) and "geopackage-version" (the header's
// user_version, OGC 12-128 requirement 2). A wrong application_id never gets here: the store refuses the file.
std::vector<Problem> checkBattleFile(const std::string& path);

}  // namespace cartouche::cli
