// The raster tile tables embedded layers name, in the GeoPackage a battle file is: free names, adopting a table
// GDAL wrote elsewhere, and dropping the ones no layer uses. Not thread-safe.
#pragma once

#include <string>

#include "base/status.h"
#include "store/sqlite_db.h"

namespace cartouche {

// The time the store writes where GeoPackage rows keep one (gpkg_contents.last_change, metadata timestamps): the
// epoch, so a file carries no time of writing.
inline constexpr const char* kGeoPackageEpoch = "1970-01-01T00:00:00.000Z";

// A raster table name not yet used in `db`: "layer_1", "layer_2", ...
Result<std::string> freeRasterTableName(Db& db);

// Copies the raster tile table `table` from the GeoPackage at `gpkgPath` (written by GDAL's GPKG driver, e.g. with
// geo::embedRaster) into `db` in one transaction: the table and its indexes, its gpkg_contents, gpkg_tile_matrix_set
// and gpkg_tile_matrix rows, its gpkg_extensions rows and the spatial reference it uses (renumbered when `db` holds
// another definition under the same srs_id). Triggers and metadata rows are not copied (the store refuses
// triggers). Timestamps become the epoch. The GeoPackage is only read; `table` must be new in `db`, a plain
// identifier, and a 'tiles' entry there. What it copied must hold together (brokenRasterTables), or nothing is
// adopted. REQUIRES: `db` has the current layout and no open transaction.
Status adoptRasterTable(Db& db, const std::string& gpkgPath, const std::string& table);

// What does not hold together in the GeoPackage tables of `db`'s main schema that raster layers use: a row of
// gpkg_contents, gpkg_tile_matrix_set, gpkg_tile_matrix or gpkg_metadata_reference whose foreign key names a missing
// row (a spatial reference, a metadata row), a tile pyramid gpkg_contents lists without its table, its tile matrix set
// or any zoom level, a metadata reference to a table gpkg_contents lacks; "" when nothing. GDAL reports some failed
// writes only as a warning, or not at all (a spatial reference row SQLite refused on a full disk), so what it wrote is
// checked before it reaches a user's file.
Result<std::string> brokenRasterTables(Db& db);

// Drops the raster tile tables no embedded layer uses (a removed layer's raster, kept in the working copy so undo can
// give it back) with their GeoPackage rows, and compacts the file when it dropped any. Returns how many it dropped.
// For the copy a save writes: the working copy itself keeps them. REQUIRES: no open transaction.
Result<int> pruneUnusedRasterTables(Db& db);

}  // namespace cartouche
