// Checks that an untrusted SQLite file is a Cartouche battle file this build may read, before any row is read:
// the header (SQLite magic, size against the page count), quick_check, no triggers, views or virtual tables the
// schema does not define, the GeoPackage application_id, the schema version from battle_meta, and every table of
// that version's layout with its exact columns. Also runs the forward migrations. Thread-safety: functions of
// their arguments.
#pragma once

#include <string>

#include "base/status.h"
#include "store/sqlite_db.h"

namespace cartouche {

constexpr int kGeoPackageApplicationId = 0x47504B47;  // "GPKG"
constexpr int kGeoPackageUserVersion = 10300;         // GeoPackage 1.3

// Reads the first 100 bytes and the size of the file: is it SQLite at all, and is it all there?
Status checkSqliteHeader(const std::string& path);

// Runs every structural check on an open connection and returns the file's schema version (1 ..
// currentSchemaVersion()). A newer version is refused as Unsupported.
Result<int> checkBattleStructure(Db& db);

// Upgrades a checked file of version `from` to the current version in one transaction.
Status migrateToCurrent(Db& db, int from);

// The full layout SQL of `version` (1-based).
std::string_view layoutSql(int version);

}  // namespace cartouche
