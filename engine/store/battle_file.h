// The scenario file: SQLite and a GeoPackage 1.3, with the battle's own tables beside the GeoPackage ones (see
// schemas/README.md). Files are untrusted: they are opened read-only and defensively (SQLite defensive mode,
// trusted_schema=OFF, cell_size_check, quick_check first), foreign triggers and views are refused, and every row is
// checked before a Battle is handed out. A failed read never modifies the file. Thread-safety: free functions on
// separate files may run on separate threads.
#pragma once

#include <string>

#include "base/status.h"
#include "model/battle.h"

namespace cartouche {

// The schema version this build writes. Older files are migrated forward on open (in the working copy, never in
// the user's file); newer ones are refused, for reading as well as writing: a newer file may keep data in tables or
// columns this build does not know, and showing it without them would be silently wrong (schemas/README.md).
int currentSchemaVersion();

struct FileSummary {
  int schemaVersion = 0;
  std::string sqliteVersion;  // of the library that wrote it last, as SQLite records it
};

// Checks a file (header, structure, version) without reading its rows.
Result<FileSummary> summarizeBattleFile(const std::string& path);

// Reads and checks a whole battle file. Errors name the file, table, row and field.
Result<Battle> readBattleFile(const std::string& path);

// Writes `battle` as a new file at `path` atomically: a temporary file in the same folder, fsync, rename over
// `path`, fsync of the folder. Two writes of equal battles give identical bytes.
Status writeBattleFile(const Battle& battle, const std::string& path);

class Db;
// Gives an empty database the current layout and writes `battle` into it in one transaction.
Status createBattleDb(Db& db, const Battle& battle);

}  // namespace cartouche
