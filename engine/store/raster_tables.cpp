#include "store/raster_tables.h"

#include <set>

#include "store/layer_table.h"

namespace cartouche {

Result<std::string> freeRasterTableName(Db& db) {
  for (int i = 1; i < 100000; ++i) {
    const std::string name = "layer_" + std::to_string(i);
    auto used = db.queryInt("SELECT count(*) FROM sqlite_master WHERE lower(name) = '" + name +
                            "' OR lower(tbl_name) = '" + name + "'");
    if (!used) return used.status();
    auto listed = db.queryInt("SELECT count(*) FROM gpkg_contents WHERE lower(table_name) = '" + name + "'");
    if (!listed) return listed.status();
    if (*used == 0 && *listed == 0) return name;
  }
  return Status::unsupported(db.path() + ": too many raster tables");
}

Result<std::string> brokenRasterTables(Db& db) {
  // The tables a raster layer's rows go in, not the whole file: a foreign key broken elsewhere is not the layer's.
  // GDAL's metadata of a raster (its band count, which GDAL reads back) goes in gpkg_metadata with a reference row.
  constexpr const char* kTables[] = {"gpkg_contents", "gpkg_tile_matrix_set", "gpkg_tile_matrix",
                                     "gpkg_metadata_reference"};
  std::set<std::string> has;  // those of kTables the file has
  {
    std::string names;
    for (const char* table : kTables) names += std::string(names.empty() ? "'" : ", '") + table + "'";
    auto st = db.prepare("SELECT name FROM main.sqlite_master WHERE type = 'table' AND name IN (" + names + ")");
    if (!st) return st.status();
    Status s;
    while (st->step(s)) has.insert(st->text(0));
    if (!s) return s;
  }
  for (const char* table : kTables) {
    if (!has.count(table)) continue;
    auto st = db.prepare(std::string("PRAGMA main.foreign_key_check(") + table + ")");
    if (!st) return st.status();
    Status s;
    if (st->step(s)) return "table " + st->text(0) + " refers to a missing row of " + st->text(2);
    if (!s) return s;
  }
  // Each tile pyramid gpkg_contents lists: its table, its tile matrix set (the bounds its tiles are placed in) and at
  // least one zoom level. GDAL writes the set's row apart from the table and has left it out unreported (an
  // allocation sweep of import-raster).
  if (has.count("gpkg_contents") && has.count("gpkg_tile_matrix_set") && has.count("gpkg_tile_matrix")) {
    auto st = db.prepare(
        "SELECT c.table_name, "
        "(SELECT count(*) FROM main.sqlite_master m WHERE m.type = 'table' AND m.name = c.table_name), "
        "(SELECT count(*) FROM main.gpkg_tile_matrix_set s WHERE s.table_name = c.table_name), "
        "(SELECT count(*) FROM main.gpkg_tile_matrix z WHERE z.table_name = c.table_name) "
        "FROM main.gpkg_contents c WHERE c.data_type = 'tiles' ORDER BY c.table_name");
    if (!st) return st.status();
    Status s;
    while (st->step(s)) {
      const std::string table = st->text(0);
      if (st->integer(1) == 0) return "gpkg_contents lists a tile table " + table + " the file does not have";
      if (st->integer(2) != 1) return "tile table " + table + " has no row in gpkg_tile_matrix_set";
      if (st->integer(3) == 0) return "tile table " + table + " has no zoom level in gpkg_tile_matrix";
    }
    if (!s) return s;
  }
  if (has.count("gpkg_metadata_reference")) {
    auto stray = db.queryInt(
        "SELECT count(*) FROM main.gpkg_metadata_reference WHERE table_name IS NOT NULL AND table_name NOT IN "
        "(SELECT table_name FROM main.gpkg_contents)");
    if (!stray) return stray.status();
    if (*stray) return std::string("gpkg_metadata_reference names a table gpkg_contents lacks");
  }
  return std::string();
}

namespace {

// Runs `sql` with `table` bound to ?1 and returns every row's first column as text.
Result<std::vector<std::string>> texts(Db& db, const std::string& sql, const std::string& table) {
  auto st = db.prepare(sql);
  if (!st) return st.status();
  st->bind(1, std::string_view(table));
  std::vector<std::string> out;
  Status s;
  while (st->step(s)) out.push_back(st->text(0));
  if (!s) return s;
  return out;
}

Status adoptInTransaction(Db& db, const std::string& gpkgPath, const std::string& table) {
  auto kind = texts(db, "SELECT data_type FROM imp.gpkg_contents WHERE table_name = ?1", table);
  if (!kind) return kind.status();
  if (kind->size() != 1 || kind->front() != "tiles")
    return Status::invalidArgument(gpkgPath + ": '" + table + "' is not a raster tile table there");
  auto ddl = texts(db, "SELECT sql FROM imp.sqlite_master WHERE type = 'table' AND name = ?1", table);
  if (!ddl) return ddl.status();
  if (ddl->size() != 1) return Status::invalidArgument(gpkgPath + ": no table '" + table + "'");
  auto indexes =
      texts(db, "SELECT sql FROM imp.sqlite_master WHERE type = 'index' AND tbl_name = ?1 AND sql IS NOT NULL", table);
  if (!indexes) return indexes.status();
  // The spatial reference: kept when the working copy has the same definition under the same id, else renumbered.
  auto srsId = db.queryInt("SELECT srs_id FROM imp.gpkg_contents WHERE table_name = '" + table + "'");
  if (!srsId) return srsId.status();
  int64_t newSrs = *srsId;
  {
    auto same = db.queryInt(
        "SELECT count(*) FROM main.gpkg_spatial_ref_sys m JOIN imp.gpkg_spatial_ref_sys i "
        "ON m.srs_id = i.srs_id WHERE i.srs_id = " +
        std::to_string(*srsId) + " AND m.definition = i.definition");
    if (!same) return same.status();
    if (*same == 0) {
      auto taken =
          db.queryInt("SELECT count(*) FROM main.gpkg_spatial_ref_sys WHERE srs_id = " + std::to_string(*srsId));
      if (!taken) return taken.status();
      if (*taken != 0) {
        auto next = db.queryInt("SELECT max(100000, max(srs_id) + 1) FROM main.gpkg_spatial_ref_sys");
        if (!next) return next.status();
        newSrs = *next;
      }
      const std::string copySrs =
          "INSERT INTO main.gpkg_spatial_ref_sys (srs_name, srs_id, organization, organization_coordsys_id, "
          "definition, description) SELECT srs_name, " +
          std::to_string(newSrs) +
          ", organization, organization_coordsys_id, definition, description FROM imp.gpkg_spatial_ref_sys "
          "WHERE srs_id = " +
          std::to_string(*srsId);
      if (Status s = db.exec(copySrs); !s) return s;
    }
  }
  // The GeoPackage tables a tile pyramid needs, as GDAL created them, when the working copy has none yet.
  for (const char* support : {"gpkg_tile_matrix_set", "gpkg_tile_matrix", "gpkg_extensions"}) {
    auto here = db.queryInt(std::string("SELECT count(*) FROM main.sqlite_master WHERE name = '") + support + "'");
    if (!here) return here.status();
    if (*here) continue;
    auto made = texts(db, "SELECT sql FROM imp.sqlite_master WHERE type = 'table' AND name = ?1", support);
    if (!made) return made.status();
    for (const std::string& sql : *made)
      if (Status s = db.exec(sql); !s) return s;
  }
  const std::string quoted = "\"" + table + "\"";  // a plain identifier: checked by the caller
  if (Status s = db.exec(ddl->front()); !s) return s;
  for (const std::string& sql : *indexes)
    if (Status s = db.exec(sql); !s) return s;
  if (Status s = db.exec("INSERT INTO main." + quoted + " SELECT * FROM imp." + quoted); !s) return s;
  const std::string where = " WHERE table_name = '" + table + "'";
  const std::string srs = std::to_string(newSrs);
  if (Status s = db.exec(
          "INSERT INTO main.gpkg_contents (table_name, data_type, identifier, description, last_change, "
          "min_x, min_y, max_x, max_y, srs_id) SELECT table_name, data_type, identifier, description, '" +
          std::string(kGeoPackageEpoch) + "', min_x, min_y, max_x, max_y, " + srs + " FROM imp.gpkg_contents" + where);
      !s)
    return s;
  if (Status s = db.exec("INSERT INTO main.gpkg_tile_matrix_set (table_name, srs_id, min_x, min_y, max_x, max_y) "
                         "SELECT table_name, " +
                         srs + ", min_x, min_y, max_x, max_y FROM imp.gpkg_tile_matrix_set" + where);
      !s)
    return s;
  if (Status s = db.exec("INSERT INTO main.gpkg_tile_matrix SELECT * FROM imp.gpkg_tile_matrix" + where); !s) return s;
  auto hasExtensions = db.queryInt("SELECT count(*) FROM imp.sqlite_master WHERE name = 'gpkg_extensions'");
  if (!hasExtensions) return hasExtensions.status();
  if (*hasExtensions)
    if (Status s = db.exec("INSERT OR IGNORE INTO main.gpkg_extensions SELECT * FROM imp.gpkg_extensions" + where); !s)
      return s;
  // A GeoPackage GDAL wrote without its spatial reference row (a write that failed where GDAL did not say so) would
  // otherwise give a layer that names a missing spatial reference.
  Result<std::string> broken = brokenRasterTables(db);
  if (!broken) return broken.status();
  if (!broken->empty())
    return Status::ioError(gpkgPath + ": the raster tables written for the new layer are incomplete (" + *broken + ")");
  return Status::ok();
}

}  // namespace

Result<int> pruneUnusedRasterTables(Db& db) {
  std::vector<std::string> unused;
  {
    auto st = db.prepare(
        "SELECT table_name FROM gpkg_contents WHERE data_type = 'tiles' AND table_name NOT IN "
        "(SELECT source FROM battle_layers WHERE kind = 'embed')");
    if (!st) return st.status();
    Status s;
    while (st->step(s)) unused.push_back(st->text(0));
    if (!s) return s;
  }
  if (unused.empty()) return 0;
  if (Status s = db.exec("BEGIN IMMEDIATE"); !s) return s;
  Status s = Status::ok();
  for (const std::string& table : unused) {
    // Names come from the file: only plain identifiers are quoted into SQL; anything else is left alone.
    if (!checkLayerSource(LayerKind::Embedded, table)) continue;
    const std::string where = " WHERE table_name = '" + table + "'";
    s = db.exec("DROP TABLE IF EXISTS \"" + table + "\"");
    for (const char* rows : {"gpkg_tile_matrix", "gpkg_tile_matrix_set", "gpkg_contents"})
      if (s) s = db.exec(std::string("DELETE FROM ") + rows + where);
    if (s) {
      auto extensions = db.queryInt("SELECT count(*) FROM sqlite_master WHERE name = 'gpkg_extensions'");
      s = !extensions ? extensions.status() : *extensions ? db.exec("DELETE FROM gpkg_extensions" + where) : s;
    }
    if (!s) break;
  }
  if (!s) {
    (void)db.exec("ROLLBACK");
    return s;
  }
  if (Status c = db.exec("COMMIT"); !c) return c;
  if (Status v = db.exec("VACUUM"); !v) return v;
  return int(unused.size());
}

Status adoptRasterTable(Db& db, const std::string& gpkgPath, const std::string& table) {
  if (Status s = checkLayerSource(LayerKind::Embedded, table); !s) return s;
  auto used = db.queryInt("SELECT count(*) FROM sqlite_master WHERE lower(name) = lower('" + table +
                          "') OR lower(tbl_name) = lower('" + table + "')");
  if (!used) return used.status();
  if (*used) return Status::invalidArgument(db.path() + " already has a table '" + table + "'");
  {
    auto attach = db.prepare("ATTACH DATABASE ?1 AS imp");
    if (!attach) return attach.status();
    const std::string uri = sqliteFileUri(gpkgPath) + "?mode=ro";
    attach->bind(1, std::string_view(uri));
    if (Status s = attach->run(); !s) return Status(s).withContext(gpkgPath);
  }
  Status result = db.exec("BEGIN IMMEDIATE");
  if (result) {
    result = adoptInTransaction(db, gpkgPath, table);
    result = result ? db.exec("COMMIT") : (db.exec("ROLLBACK"), result);
  }
  Status detached = db.exec("DETACH DATABASE imp");
  if (!result) return result;
  return detached;
}

}  // namespace cartouche
