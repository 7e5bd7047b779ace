#include "store/battle_file.h"

#include <cstdio>

#include "store/atomic_file.h"
#include "store/battle_reader.h"
#include "store/battle_writer.h"
#include "store/schema_check.h"
#include "store/schema_sql.h"

namespace cartouche {

namespace {

Result<Db> openUntrusted(const std::string& path, int& version) {
  if (Status s = checkSqliteHeader(path); !s) return s;
  auto db = Db::open(path, Db::Mode::ReadOnlyUntrusted);
  if (!db) return db.status();
  auto v = checkBattleStructure(*db);
  if (!v) return v.status();
  version = *v;
  return db;
}

// An older file is read through an in-memory copy migrated there: the user's file stays read-only.
Result<Db> migratedInMemory(Db& file, int version) {
  auto mem = Db::open(":memory:", Db::Mode::Create);
  if (!mem) return mem.status();
  sqlite3_backup* backup = sqlite3_backup_init(mem->handle(), "main", file.handle(), "main");
  if (!backup) return mem->error("copying " + file.path() + " to memory");
  sqlite3_backup_step(backup, -1);
  if (sqlite3_backup_finish(backup) != SQLITE_OK) return mem->error("copying " + file.path() + " to memory");
  if (Status s = migrateToCurrent(*mem, version); !s) return s.withContext(file.path());
  return mem;
}

}  // namespace

int currentSchemaVersion() { return int(schemaLayouts().size()); }

Result<Battle> readBattleFile(const std::string& path) {
  int version = 0;
  auto db = openUntrusted(path, version);
  if (!db) return db.status();
  if (version == currentSchemaVersion()) return readBattle(*db);
  auto mem = migratedInMemory(*db, version);
  if (!mem) return mem.status();
  auto battle = readBattle(*mem);
  if (!battle)
    return Status(battle.status())
        .withContext(path + " (read as schema version " + std::to_string(currentSchemaVersion()) + ")");
  return battle;
}

Result<FileSummary> summarizeBattleFile(const std::string& path) {
  int version = 0;
  auto db = openUntrusted(path, version);
  if (!db) return db.status();
  FileSummary summary;
  summary.schemaVersion = version;
  // Offset 96 of the header: SQLITE_VERSION_NUMBER of the library that last wrote the file.
  unsigned char h[100];
  if (FILE* f = std::fopen(path.c_str(), "rb")) {
    if (std::fread(h, 1, sizeof h, f) == sizeof h) {
      uint32_t v = (uint32_t(h[96]) << 24) | (h[97] << 16) | (h[98] << 8) | h[99];
      summary.sqliteVersion =
          std::to_string(v / 1000000) + "." + std::to_string(v / 1000 % 1000) + "." + std::to_string(v % 1000);
    }
    std::fclose(f);
  }
  return summary;
}

Status createBattleDb(Db& db, const Battle& battle) {
  if (Status s = db.exec(layoutSql(currentSchemaVersion())); !s) return s;
  if (Status s = db.exec("BEGIN"); !s) return s;
  auto writer = BattleWriter::create(db);
  Status s = writer ? writer->writeAll(battle) : writer.status();
  if (!s) {
    db.exec("ROLLBACK");
    return s;
  }
  return db.exec("COMMIT");
}

Status writeBattleFile(const Battle& battle, const std::string& path) {
  if (Status v = battle.map.grid().validate(); !v) return Status::invalidArgument(path + ": " + v.message());
  auto mem = Db::open(":memory:", Db::Mode::Create);
  if (!mem) return mem.status();
  if (Status s = createBattleDb(*mem, battle); !s) return s.withContext(path);
  return vacuumIntoAtomically(*mem, path);
}

}  // namespace cartouche
