#include "store/schema_check.h"

#include <fcntl.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <vector>

#include "store/battle_file.h"
#include "store/schema_sql.h"

namespace cartouche {

namespace {

uint32_t be32(const unsigned char* p) { return (uint32_t(p[0]) << 24) | (p[1] << 16) | (p[2] << 8) | p[3]; }

struct Column {
  std::string name, type;
  int64_t notNull = 0, pk = 0;
  bool operator==(const Column&) const = default;
};

Result<std::vector<Column>> tableColumns(Db& db, const std::string& table) {
  auto st = db.prepare("SELECT name, type, \"notnull\", pk FROM pragma_table_xinfo(?1)");
  if (!st) return st.status();
  st->bind(1, table);
  std::vector<Column> cols;
  Status s;
  while (st->step(s)) cols.push_back({st->text(0), st->text(1), st->integer(2), st->integer(3)});
  if (!s) return s;
  return cols;
}

Status checkTables(Db& db, int version) {
  Result<Db> ref = Db::open(":memory:", Db::Mode::Create);
  if (!ref) return ref.status();
  if (Status s = ref->exec(layoutSql(version)); !s) return s;
  auto names = ref->prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name");
  if (!names) return names.status();
  Status s;
  while (names->step(s)) {
    std::string table = names->text(0);
    auto want = tableColumns(*ref, table);
    auto got = tableColumns(db, table);
    if (!want) return want.status();
    if (!got) return got.status();
    if (got->empty()) return Status::corrupt(db.path() + ": table " + table + " is missing");
    for (const Column& c : *want) {
      auto it = std::find_if(got->begin(), got->end(), [&](const Column& g) { return g.name == c.name; });
      if (it == got->end())
        return Status::corrupt(db.path() + ": table " + table + ": column " + c.name + " is missing");
      if (!(*it == c))
        return Status::corrupt(db.path() + ": table " + table + ": column " + c.name + " is declared \"" + it->type +
                               "\" (not null " + std::to_string(it->notNull) + ", key " + std::to_string(it->pk) +
                               "), expected \"" + c.type + "\" (not null " + std::to_string(c.notNull) + ", key " +
                               std::to_string(c.pk) + ")");
    }
    if (got->size() != want->size())
      return Status::corrupt(db.path() + ": table " + table + " has " + std::to_string(got->size()) +
                             " columns, schema version " + std::to_string(version) + " defines " +
                             std::to_string(want->size()));
  }
  return s;
}

}  // namespace

std::string_view layoutSql(int version) { return schemaLayouts()[size_t(version - 1)].text; }

Status checkSqliteHeader(const std::string& path) {
  std::error_code ec;
  auto size = std::filesystem::file_size(path, ec);
  if (ec) return Status::notFound(path + ": cannot read: " + ec.message());
  // Read with the system's calls, not a stream: a stream that cannot have its buffer (memory ran out) reads as a
  // short file, and a sound battle would be called damaged.
  unsigned char h[100] = {};
  const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) return Status::ioError(path + ": cannot open: " + std::strerror(errno));
  ssize_t got = 0;
  do got = ::pread(fd, h, sizeof h, 0);
  while (got < 0 && errno == EINTR);
  const int err = errno;
  ::close(fd);
  if (got < 0) return Status::ioError(path + ": cannot read: " + std::strerror(err));
  if (got < ssize_t(sizeof h) || size < 100)
    return Status::corrupt(path + ": not an SQLite database (only " + std::to_string(size) + " bytes)");
  if (std::memcmp(h, "SQLite format 3", 16) != 0) return Status::corrupt(path + ": not an SQLite database");
  uint32_t pageSize = (uint32_t(h[16]) << 8) | h[17];
  if (pageSize == 1) pageSize = 65536;
  if (pageSize < 512 || (pageSize & (pageSize - 1)) != 0)
    return Status::corrupt(path + ": SQLite header: page size " + std::to_string(pageSize) + " is invalid");
  uint32_t pages = be32(h + 28), changes = be32(h + 24), validFor = be32(h + 92);
  // The in-header page count is only meaningful when written by SQLite 3.7.0 or later (validFor == changes).
  if (pages != 0 && changes == validFor && uint64_t(pages) * pageSize > size)
    return Status::corrupt(path + ": truncated: the header says " + std::to_string(pages) + " pages of " +
                           std::to_string(pageSize) + " bytes, the file has " + std::to_string(size) + " bytes");
  if (size % pageSize != 0)
    return Status::corrupt(path + ": truncated: " + std::to_string(size) + " bytes is not a whole number of " +
                           std::to_string(pageSize) + "-byte pages");
  return Status::ok();
}

Result<int> checkBattleStructure(Db& db) {
  const std::string& path = db.path();
  {
    auto st = db.prepare("PRAGMA quick_check(5)");
    if (!st) return st.status();
    Status s;
    std::string problems;
    while (st->step(s)) {
      std::string line = st->text(0);
      if (line != "ok") problems += (problems.empty() ? "" : "; ") + line;
    }
    if (!s) return Status::corrupt(path + ": damaged (quick_check: " + sqlite3_errmsg(db.handle()) + ")");
    if (!problems.empty()) return Status::corrupt(path + ": damaged (quick_check: " + problems + ")");
  }
  {
    auto st = db.prepare("SELECT type, name, tbl_name, coalesce(sql, '') FROM sqlite_master ORDER BY rowid");
    if (!st) return st.status();
    Status s;
    while (st->step(s)) {
      std::string type = st->text(0), name = st->text(1), sql = st->text(3);
      if (type == "trigger" || type == "view")
        return Status::unsupported(path + ": " + type + " " + name + " on " + st->text(2) +
                                   " is not part of the battle schema; files with foreign triggers or views are "
                                   "refused");
      if (type == "table" && sql.rfind("CREATE VIRTUAL TABLE", 0) == 0)
        return Status::unsupported(path + ": virtual table " + name + " is not part of the battle schema");
    }
    if (!s) return s;
  }
  auto appId = db.queryInt("PRAGMA application_id");
  if (!appId) return appId.status();
  if (*appId != kGeoPackageApplicationId) {
    char buf[16];
    std::snprintf(buf, sizeof buf, "0x%08llX", static_cast<unsigned long long>(uint32_t(*appId)));
    return Status::unsupported(path + ": an SQLite database but not a GeoPackage (application_id " + buf +
                               ", expected 0x47504B47 'GPKG')");
  }
  auto hasMeta = db.queryInt("SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = 'battle_meta'");
  if (!hasMeta) return hasMeta.status();
  if (*hasMeta == 0)
    return Status::unsupported(path + ": a GeoPackage but not a Cartouche battle file (table battle_meta is missing)");
  auto st = db.prepare("SELECT value, typeof(value) FROM battle_meta WHERE key = 'schema_version'");
  if (!st) return st.status();
  Status s;
  if (!st->step(s)) {
    if (!s) return s;
    return Status::corrupt(path + ": battle_meta: row schema_version is missing");
  }
  std::string text = st->text(0);
  int version = 0;
  bool digits = !text.empty() && text.size() < 6 && text.find_first_not_of("0123456789") == std::string::npos;
  if (digits) version = std::stoi(text);
  if (!digits || version < 1)
    return Status::corrupt(path + ": battle_meta row schema_version: value '" + text +
                           "' is not a schema version (1, 2, ...)");
  if (version > currentSchemaVersion())
    return Status::unsupported(path + ": schema version " + std::to_string(version) +
                               " is newer than this Cartouche understands (up to " +
                               std::to_string(currentSchemaVersion()) +
                               "); open it with a newer Cartouche. It is refused, so nothing it holds can be lost "
                               "by writing it back");
  if (Status c = checkTables(db, version); !c) return c;
  return version;
}

Status migrateToCurrent(Db& db, int from) {
  if (from >= currentSchemaVersion()) return Status::ok();
  if (Status s = db.exec("BEGIN IMMEDIATE"); !s) return s;
  for (int v = from; v < currentSchemaVersion(); ++v) {
    const EmbeddedSql& m = schemaMigrations()[size_t(v - 1)];
    if (Status s = db.exec(m.text); !s) {
      db.exec("ROLLBACK");
      return s.withContext(std::string("migrating with ") + m.name);
    }
  }
  return db.exec("COMMIT");
}

}  // namespace cartouche
