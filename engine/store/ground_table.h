// Where the battle's hex grid lies on the ground (schema v4: battle_ground, at most one row): the CRS, the centre of
// hex 0101 in it (x east, y north) and the clockwise rotation; the hex size is battle_grid.hex_size_m. The store keeps
// the CRS as text and never parses it (no GDAL here): engine/geo's makeGridPlacement checks it. Not thread-safe.
#pragma once

#include <optional>
#include <string>

#include "base/status.h"
#include "store/sqlite_db.h"

namespace cartouche {

struct StoredGround {
  std::string crs;  // "EPSG:2180", a PROJ string or WKT
  double originX = 0, originY = 0;
  double rotationDegrees = 0;  // clockwise, in (-360, 360)
  friend bool operator==(const StoredGround&, const StoredGround&) = default;
};

// None when the battle is not placed yet. Refuses more than one row, an id other than 1, an empty CRS and numbers
// that are not finite, naming the file, table, row and field.
Result<std::optional<StoredGround>> readGround(Db& db);
// REQUIRES: `db` has the current layout; the caller owns the transaction.
Status writeGround(Db& db, const std::optional<StoredGround>& ground);

// The placement of a battle file (none for files older than schema v4). The file is only read.
Result<std::optional<StoredGround>> readBattleGround(const std::string& path);
// Sets (or with nullopt clears) the placement of the battle file at `path`: a migrated private copy, then the store's
// atomic save, so the file is a whole old or whole new version at every moment.
Status writeBattleGround(const std::string& path, const std::optional<StoredGround>& ground);

}  // namespace cartouche
